// The vocabulary the local scene compiler recognises: camera language, time of day, lighting,
// weather, style words, sounds, music, places, roles and props. Plain data, browser-safe.
import nlp from "compromise";

/** Word tags from compromise's trained lexicon (first names, places, verb forms, roles...). */
const nlpLexicon = new Map<string, string[]>(
  Object.entries((nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon).map(
    ([w, t]) => [w, Array.isArray(t) ? t : [t]],
  ),
);
const NO_TAGS: string[] = [];

export function lexiconTags(word: string): string[] {
  return nlpLexicon.get(word.toLowerCase()) ?? NO_TAGS;
}

const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "Person"]);
const PLACE_TAGS = new Set(["City", "Country", "Place", "Region"]);
const VERB_TAGS = new Set([
  "PresentTense",
  "PastTense",
  "Gerund",
  "Infinitive",
  "PhrasalVerb",
  "Verb",
  "Participle",
]);

export const isKnownName = (w: string) => lexiconTags(w).some((t) => NAME_TAGS.has(t));
export const isKnownPlace = (w: string) => lexiconTags(w).some((t) => PLACE_TAGS.has(t));
const NOT_A_NAME_TAGS = new Set([
  "City",
  "Country",
  "Place",
  "Region",
  "Organization",
  "Month",
  "WeekDay",
  "Demonym",
  "SportsTeam",
  "Date",
  "Currency",
  "Unit",
]);
export const couldBeName = (w: string) =>
  !lexiconTags(w).some((t) => NOT_A_NAME_TAGS.has(t) || VERB_TAGS.has(t)) &&
  !FUNCTION_WORDS.has(w.toLowerCase());

/** Words that never start an action or name a character. */
export const FUNCTION_WORDS = new Set(
  "a an the and or but of in on at to from by with without into onto over under as is are was were be been this that these those his her their its our my your it he she they we you i who which while when where then than there here also very just slowly quickly gently suddenly finally first next later".split(
    " ",
  ),
);

export const ROLE_WORDS = new Set(
  (
    "man woman boy girl child kid baby teenager teen person people stranger friend friends couple family mother father mom dad grandmother grandfather grandma grandpa " +
    "sister brother daughter son wife husband bride groom crowd traveler traveller tourist hiker climber explorer sailor pilot astronaut scientist doctor nurse " +
    "chef cook baker farmer fisherman fisherwoman teacher student musician guitarist pianist violinist singer dancer drummer painter artist writer poet " +
    "detective officer police policeman guard soldier knight king queen prince princess wizard witch fairy elf dwarf giant dragon unicorn robot android cyborg alien " +
    "monk priest vendor merchant shopkeeper barista waiter waitress driver cyclist runner athlete player skater surfer skateboarder swimmer diver photographer " +
    "reporter journalist narrator villager worker builder mechanic engineer inventor captain pirate cowboy samurai ninja viking explorer ranger " +
    "jockey rider keeper commander hunter gardener florist clown magician mermaid ghost monster shepherd lumberjack firefighter retriever labrador poodle terrier corgi husky beagle dalmatian dog puppy cat kitten bird owl fox wolf bear deer rabbit bunny horse pony cow sheep goat pig chicken duck swan eagle hawk parrot penguin whale dolphin " +
    "fish shark turtle frog lion tiger elephant giraffe zebra monkey squirrel mouse hedgehog butterfly bee dinosaur octopus crab seagull seagulls otter panda koala"
  ).split(" "),
);

export const LOCATION_NOUNS =
  "forest woods jungle rainforest meadow field fields valley mountain mountains hill hills cliff cliffs canyon desert dunes beach shore coast ocean sea lake river stream waterfall " +
  "windowsill window sofa couch bed table porch balcony yard backyard lawn rooftops terrace courtyard stairs staircase floor hallway road path trail island harbor harbour port dock pier bay lagoon glacier tundra cave cavern volcano garden park orchard vineyard farm farmhouse barn ranch countryside village town city " +
  "street streets alley alleyway avenue boulevard road highway bridge square plaza market marketplace bazaar downtown rooftop skyline subway station platform airport " +
  "train bus car taxi boat ship spaceship starship station lab laboratory office classroom school library museum gallery theater theatre stage studio arena stadium court " +
  "gym pool kitchen bedroom bathroom living room attic basement hallway corridor apartment house home cabin cottage castle palace tower temple church cathedral shrine ruins " +
  "tavern inn pub bar café cafe restaurant diner bakery shop store mall hospital warehouse factory workshop garage lighthouse campsite camp tent treehouse playground " +
  "planet moon space galaxy asteroid nebula spaceport kingdom realm world meadowland savanna prairie swamp marsh bayou fjord reef seabed underwater sky clouds water surf";

export const LIGHTING_PATTERN =
  /\b(?:(?:soft|warm|cool|cold|harsh|hard|dim|dappled|diffused|natural|golden|silver|pale|flickering|glowing|bright|moody|dramatic|low|high|neon|candle|fluorescent|ambient|volumetric|rim|back|practical|studio|overhead|morning|evening|sunset|dawn|moon|sun|street|lantern|fire|window)[- ]?(?:light|lights|lighting|glow|rays|beams|lit|shadows)|candlelight|candlelit|moonlight|moonlit|sunlight|sunlit|sunbeams?|firelight|lamplight|starlight|neon signs?|silhouetted?|backlit|chiaroscuro|low-key lighting|high-key lighting|god rays|lens flares?|spotlights?|shadows?)\b/gi;

export const WEATHER: { pattern: RegExp; value: string }[] = [
  { pattern: /\b(?:thunderstorm|storm|stormy|lightning)\b/i, value: "stormy" },
  { pattern: /\b(?:heavy rain|downpour|pouring rain)\b/i, value: "heavy rain" },
  { pattern: /\b(?:rain|rainy|raining|drizzle|drizzling|rainfall)\b/i, value: "rain" },
  { pattern: /\b(?:blizzard|snowstorm)\b/i, value: "blizzard" },
  { pattern: /\b(?:snow|snowy|snowing|snowfall|snowflakes)\b/i, value: "snow" },
  { pattern: /\b(?:fog|foggy|mist|misty|haze|hazy)\b/i, value: "fog and mist" },
  { pattern: /\b(?:wind|windy|breeze|breezy|gust)\b/i, value: "wind" },
  { pattern: /\b(?:overcast|cloudy|grey sky|gray sky)\b/i, value: "overcast" },
  { pattern: /\b(?:sunny|clear sky|cloudless|blue sky)\b/i, value: "clear and sunny" },
];

export const STYLE_WORDS: { pattern: RegExp; value: string }[] = [
  { pattern: /\bclaymation\b|\bclay animation\b/i, value: "claymation" },
  { pattern: /\bstop[- ]motion\b/i, value: "stop-motion" },
  { pattern: /\banime\b/i, value: "anime" },
  { pattern: /\bstudio ghibli\b|\bghibli\b/i, value: "Studio Ghibli-inspired" },
  { pattern: /\bpixar\b/i, value: "Pixar-style 3D animation" },
  { pattern: /\b3d(?: animation| animated| render)?\b|\bcgi\b/i, value: "3D animation" },
  { pattern: /\bhand[- ]drawn\b/i, value: "hand-drawn animation" },
  { pattern: /\b2d(?: animation| animated| style)?\b/i, value: "2D animation" },
  { pattern: /\bcartoon\b/i, value: "cartoon" },
  { pattern: /\bwatercolou?r\b/i, value: "watercolor" },
  { pattern: /\boil painting\b/i, value: "oil painting" },
  { pattern: /\bdocumentar(?:y|ies)\b|\bdocu-?series\b/i, value: "documentary" },
  // "mini doc", "wildlife doc style", never "Doc Brown".
  { pattern: /\b[Dd]oc\b(?! \p{Lu})/u, value: "documentary" },
  { pattern: /\barchival\b/i, value: "archival" },
  { pattern: /\banamorphic\b/i, value: "anamorphic" },
  { pattern: /\bfilm noir\b|\bnoir\b/i, value: "film noir" },
  { pattern: /\bcyberpunk\b/i, value: "cyberpunk" },
  { pattern: /\bsteampunk\b/i, value: "steampunk" },
  { pattern: /\bsynthwave\b|\bretrowave\b/i, value: "synthwave" },
  { pattern: /\bvintage\b|\bretro\b/i, value: "vintage" },
  { pattern: /\bblack[- ]and[- ]white\b|\bmonochrome\b/i, value: "black and white" },
  { pattern: /\b(?:35|16|8)\s?mm\b|\bfilm grain\b/i, value: "analog film look" },
  { pattern: /\bvhs\b/i, value: "VHS" },
  { pattern: /\bphotorealistic\b|\bhyper[- ]?realistic\b|\brealistic\b/i, value: "photorealistic" },
  { pattern: /\bcinematic\b/i, value: "cinematic" },
  { pattern: /\bminimalist\b/i, value: "minimalist" },
  { pattern: /\bsurreal\b|\bdreamlike\b/i, value: "surreal" },
  { pattern: /\bwes anderson\b/i, value: "Wes Anderson-like framing" },
  { pattern: /\bsymmetrical\b/i, value: "symmetrical framing" },
  { pattern: /\bart deco\b/i, value: "art deco" },
  { pattern: /\bpixel art\b|\b8-bit\b/i, value: "pixel art" },
  { pattern: /\blow[- ]poly\b/i, value: "low-poly" },
  // "$&": the text's own words ("a polished commercial" stays "polished commercial", never invented).
  {
    pattern: /\b(?:(?:polished|glossy|sleek|luxury) )?(?:commercial|advert(?:isement)?|product shot)\b/i,
    value: "$&",
  },
  { pattern: /\bmusic video\b/i, value: "music video" },
  { pattern: /\bvlog\b/i, value: "vlog" },
];

export const MOOD_WORDS: { pattern: RegExp; value: string }[] = [
  { pattern: /\b(?:peaceful|calm|serene|tranquil|quiet)\b/i, value: "peaceful" },
  { pattern: /\b(?:joyful|happy|cheerful|playful|delighted|laughing|fun)\b/i, value: "joyful" },
  { pattern: /\b(?:melanchol\w*|sad|lonely|wistful|nostalgic|bittersweet)\b/i, value: "melancholic" },
  { pattern: /\b(?:tense|suspense\w*|nervous|anxious)\b/i, value: "tense" },
  { pattern: /\b(?:mysterious|eerie|spooky|strange|enigmatic)\b/i, value: "mysterious" },
  { pattern: /\b(?:epic|heroic|majestic|grand)\b/i, value: "epic" },
  { pattern: /\b(?:romantic|tender|loving)\b/i, value: "romantic" },
  { pattern: /\b(?:whimsical|magical|enchanting|dreamy)\b/i, value: "whimsical" },
  { pattern: /\b(?:cozy|cosy|warm|homely)\b/i, value: "cozy" },
  { pattern: /\b(?:energetic|exciting|thrilling|fast-paced|frantic)\b/i, value: "energetic" },
  { pattern: /\b(?:dramatic|intense)\b/i, value: "dramatic" },
  { pattern: /\b(?:hopeful|uplifting|inspiring|triumphant)\b/i, value: "uplifting" },
  { pattern: /\b(?:funny|comic|hilarious|silly|goofy)\b/i, value: "comedic" },
];

export const SOUND_PATTERN =
  /\b(?:sound|sounds|noise|noises|echo|echoes|crash(?:es|ing)?|chirp(?:s|ing)?|howl(?:s|ing)?|crackl(?:e|es|ing)|rumbl(?:e|es|ing)|creak(?:s|ing)?|buzz(?:es|ing)?|hum(?:s|ming)?|ring(?:s|ing)?|roar(?:s|ing)?|whistl(?:e|es|ing)|patter(?:s|ing)?|honk(?:s|ing)?|bark(?:s|ing)?|meow(?:s|ing)?|purr(?:s|ing)?|splash(?:es|ing)?|thunder|footsteps|rustl(?:e|es|ing)|clink(?:s|ing)?|clatter(?:s|ing)?|tick(?:s|ing)?|beep(?:s|ing)?|sizzl(?:e|es|ing)|squawk(?:s|ing)?|hoot(?:s|ing)?|gurgl(?:e|es|ing)|applause|cheer(?:s|ing)?|knock(?:s|ing)?|slam(?:s|med)?|whoosh(?:es|ing)?|seagulls? cry|birds? sing|birdsong)\b/i;

export const MUSIC_PATTERN =
  /\b(?:music|musical score|score|soundtrack|song|melody|tune|beat|orchestra\w*|piano|violin|cello|guitar|jazz|lo-?fi|synth\w*|choir|drums|ukulele|harp|flute|saxophone|hip[- ]hop|classical)\b/i;

export const NARRATION_PATTERN = /\b(?:narrat(?:or|ion|es|ed)|voice[- ]?over|voiceover)\b/i;

export const PROP_WORDS = new Set(
  (
    "umbrella lantern lamp candle rope net book books letter map compass phone smartphone laptop computer guitar violin piano drum microphone " +
    "cup mug coffee tea teapot kettle bowl plate bread cake pizza sushi basket flowers bouquet rose balloon balloons kite ball skateboard bicycle bike car " +
    "motorcycle scooter suitcase backpack bag hat scarf glasses sunglasses coat umbrella sword shield staff wand potion crown key chest treasure bottle " +
    "telescope clock watch mirror painting brush canvas easel ladder boat sail oar fishing rod paddle surfboard tent campfire fire torch radio television tv " +
    "newspaper notebook pen pencil ticket flag banner trophy medal gift present box envelope feather leaf leaves shell stone crystal orb robot hologram " +
    "sneakers shoes perfume headphones record vinyl typewriter"
  ).split(" "),
);
