// Word lists the compiler stages share: who can be a character (people, animals, anthropomorphic
// roles), titles, speech verbs and the capitalised words that are never names. Plain data.
import { ROLE_WORDS } from "../lexicon";

const EXTRA_ROLES =
  "beekeeper sommelier luthier keeper informant coach diver guest guests bride groom quartet rapper crew orca whale meerkat hummingbird " +
  "botanist deckhand kid cyclist glassblower florist dancer vendor baker runner skateboarder firefighter salaryman commuter hiker scout " +
  "ballerina pianist clockmaker walker heron pigeon gull gulls seagull student boy girl neighbour neighbor grandson granddaughter nephew niece " +
  "uncle aunt cousin guide lifeguard player players informant widow widower toddler infant teen teenager adult elder monk nun " +
  "surgeon paramedic courier postman mailman janitor librarian bartender cashier butcher tailor potter blacksmith carpenter welder " +
  "miner sailor fisher shepherdess cowgirl knight squire archer warrior queen goblin troll orc vampire zombie werewolf spirit angel " +
  "model influencer vlogger streamer gamer boxer fighter wrestler climber skier snowboarder golfer jogger referee coachman rider " +
  "lamb calf foal cub puppy kitten duckling chick otter beaver badger raccoon lizard snake gecko chameleon jellyfish seal walrus " +
  "moose elk bison buffalo camel llama alpaca donkey mule rooster hen crow raven sparrow robin pelican flamingo stork crane-bird " +
  "ant ants beetle spider firefly dragonfly moth bat mole hamster gerbil ferret mongoose hyena leopard cheetah jaguar panther gorilla " +
  "chimpanzee orangutan sloth kangaroo platypus narwhal manatee stingray salmon trout koi goldfish herring sardine sardines " +
  "captain pilot pirate officer soldier detective chef waiter waitress barista grandma grandpa granny grandmother grandfather " +
  "teapot toaster " +
  // Trades, roles and animals the corpus met late (hold-out 2), and their kin.
  "trainer host hostess caller hacker trapper bellhop cellist bassist harpist saxophonist trumpeter violist drummer roommate flatmate passenger " +
  "weaver apprentice vixen stag doe fawn boar hare mare stallion colt ewe hound pup poacher herder herdsman rancher angler " +
  "sculptor carver knitter seamstress jeweler jeweller watchmaker cobbler shoemaker barber hairdresser tattooist therapist pharmacist dentist " +
  "vet veterinarian midwife physicist biologist astronomer archaeologist geologist researcher professor lecturer tutor intern clerk " +
  "receptionist concierge doorman porter steward stewardess chauffeur butler maid nanny nurse electrician plumber programmer " +
  "lawyer attorney juror witness thief burglar robber smuggler assassin bodyguard gangster mobster cop policewoman " +
  "fireman lumberjack woodcutter miller molenaar mechanic jockey matador toreador acrobat juggler ventriloquist " +
  "commentator presenter interviewer vlogger sheikh nomad pilgrim refugee hitchhiker backpacker " +
  "grandchild grandkid grandkids stepmother stepfather stepsister stepbrother fiancé fiancée husband wife partner boyfriend girlfriend" +
  // A few role nouns of other languages, so a line can go to "la nonna" or "el abuelo".
  " nonna nonno nipote abuela abuelo nieto nieta pescador pescadora surfista boulangère boulanger pêcheur frère sœur grand-mère grand-père " +
  "pescatore vendeuse vendeur violinista profesor profesora kapitän babcia dziadek wnuczka wnuk " +
  "schreiner fischer oma opa vater bruder schwester mãe pai avó avô irmão irmã madre padre hermano hermana madre mère père";

const NOT_ROLES = new Set([
  "herring",
  "sardine",
  "sardines",
  "salmon",
  "trout",
  "tuna",
  "shrimp",
  "chicken",
  "crab",
  "giant",
  "guard",
  "narrator",
  "crane",
  "keeper's",
  "fish",
  "player",
  "mouse",
  "star",
  "seal",
  "crane-bird",
  "fischer",
  "model",
]);

export const PERSON_NOUNS = new Set(
  [...ROLE_WORDS, ...EXTRA_ROLES.split(" ")].filter((w) => w && !NOT_ROLES.has(w)),
);
// Plural groups that step aside when the text names its members ("two kids, Maya and Sam").
export const GROUP_NOUNS = new Set([
  "friends",
  "kids",
  "children",
  "couple",
  "family",
  "pair",
  "people",
  "siblings",
  "twins",
]);

const IRREGULAR: Record<string, string> = {
  men: "man",
  women: "woman",
  children: "child",
  people: "people",
  geese: "goose",
  mice: "mouse",
  wolves: "wolf",
  elves: "elf",
  calves: "calf",
  deer: "deer",
  sheep: "sheep",
  fish: "fish",
  teeth: "tooth",
  fungi: "fungus",
};

/** The singular of a noun, for matching "bees" with "bee". */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (Object.hasOwn(IRREGULAR, w)) return IRREGULAR[w];
  // "fishermen", "firemen", "businesswomen": the plural of a compound in -man.
  if (w.length > 5 && w.endsWith("men")) return `${w.slice(0, -3)}man`;
  if (!w.endsWith("s")) return w;
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("ches") || w.endsWith("shes") || w.endsWith("xes") || w.endsWith("sses"))
    return w.slice(0, -2);
  if (w.endsWith("ies") && w.length > 3 && !"aeiou".includes(w[w.length - 4])) return `${w.slice(0, -3)}y`;
  if (w.length > 3) return w.slice(0, -1);
  return w;
}

/** Whether a word names a person, an animal or an anthropomorphic role. */
export const isPersonNoun = (word: string) => {
  const w = word.toLowerCase();
  return PERSON_NOUNS.has(w) || PERSON_NOUNS.has(singular(w));
};

export const TITLES =
  /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Captain|Capt|Commander|Pilot|Sergeant|Sgt|Officer|Detective|Agent|Chef|Coach|Doctor|Nurse|Sister|Brother|Father|Mother|Uncle|Aunt|Auntie|Grandma|Grandpa|Granny|Sir|Lady|Lord|King|Queen|Prince|Princess|Señor|Señora|Madame|Monsieur|Herr|Frau|Don|Doña|Lieutenant|Admiral|General|Mayor|Sheriff|Judge|Senator|President|Sr|Sra|Srta|Dra|Sig|Dott|Hr|Mme|Mlle)\.?$/;

export const SPEECH_VERBS =
  "says|said|say|asks|asked|whispers|whispered|shouts|shouted|yells|yelled|replies|replied|calls out|calls|called|exclaims|exclaimed|murmurs|murmured|mutters|muttered|sings|sang|cries|cried|answers|answered|announces|announced|adds|added|laughs|laughed|sighs|sighed|tells|told|declares|declared|snaps|snapped|squawks|squawked|barks|growls|hisses|insists|begs|pleads|shrugs|grins|smiles|teases|jokes|warns|orders|admits|responds|responded|breathes|gasps|blurts|mumbles|chuckles|sobs|screams|screamed|protests|continues|explains|promises|" +
  "dice|dijo|pregunta|grita|susurra|responde|contesta|contestó|respondió|exclama|murmura|dit|demande|crie|murmure|répond|sagt|fragt|ruft|schreit|flüstert|antwortet|diz|disse|pergunta|grita|sussurra|responde|chiede|urla|sussurra|risponde";

// Capitalised words that open sentences or label things but never name a character.
export const NEVER_NAMES = new Set(
  (
    "the a an and or but of in on at to from by with without into onto over under as is are was were this that these those his her their its our my your it he she they we you i " +
    "then next later finally first after before meanwhile suddenly inside outside interior exterior int ext day night dawn dusk morning evening afternoon noon midday midnight " +
    "aerial wide close medium extreme macro insert pov fpv drone steadicam gimbal handheld static overhead slow fast tracking dolly pan tilt zoom orbit crane jib boom " +
    "establishing low high dutch bird worm over two full long shot camera cinematic cinematography lighting light mood sound audio music dialogue style action actions " +
    "subject context setting framing palette format characters character cast notes sfx voice narration avoid negative scene part beat panel " +
    "shallow deep natural warm cool soft hard golden blue red green white black grey gray silver purple pink orange yellow brown teal " +
    "no not never don't only just ultra super hyper product tutorial documentary nature wildlife music folk hip hop anime stop claymation luxury minimal " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter " +
    "god oh yes hey ok okay english " +
    // Articles and prepositions that open a sentence in Italian, Spanish, Portuguese, French and German.
    "sulla sul sullo sui nella nel nello nei dalla dal dallo della del dello alla al allo il lo gli una uno " +
    "en el los las una sobre desde hacia na no nos nas numa num pela pelo dans sur sous chez avec vers auf im am vom zum zur"
  ).split(" "),
);

/** Things a text names in quotes right after their noun ('our food truck "Taco Luna"', 'the band "The Owls"'). */
export const NAMED_THINGS = [
  "brand",
  "company",
  "product",
  "app",
  "shop",
  "store",
  "boutique",
  "café",
  "cafe",
  "coffee shop",
  "bakery",
  "restaurant",
  "diner",
  "bar",
  "pub",
  "hotel",
  "lodge",
  "inn",
  "truck",
  "food truck",
  "van",
  "car",
  "boat",
  "ship",
  "yacht",
  "band",
  "group",
  "team",
  "club",
  "studio",
  "label",
  "gym",
  "salon",
  "market",
  "farm",
  "dog",
  "cat",
  "puppy",
  "kitten",
  "horse",
  "pony",
  "parrot",
  "robot",
  "drone",
  "spaceship",
  "rocket",
  "campaign",
  "collection",
  "line",
  "series",
  "channel",
  "podcast",
  "show",
];
