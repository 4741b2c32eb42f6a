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

export const isKnownVerb = (w: string) => lexiconTags(w).some((t) => VERB_TAGS.has(t));
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

const ANIMALS =
  "retriever labrador poodle terrier corgi husky beagle dalmatian dog puppy cat kitten bird owl fox wolf bear deer rabbit bunny horse pony cow sheep goat pig chicken duck swan eagle hawk parrot penguin whale dolphin " +
  "fish shark turtle frog lion tiger elephant giraffe zebra monkey squirrel mouse hedgehog butterfly bee dinosaur octopus crab seagull seagulls otter panda koala";

export const ROLE_WORDS = new Set(
  (
    "man woman boy girl child kid baby teenager teen person people stranger friend friends couple family mother father mom dad grandmother grandfather grandma grandpa " +
    "sister brother daughter son wife husband bride groom crowd traveler traveller tourist hiker climber explorer sailor pilot astronaut scientist doctor nurse " +
    "chef cook baker farmer fisherman fisherwoman teacher student musician guitarist pianist violinist singer dancer drummer painter artist writer poet " +
    "detective officer police policeman guard soldier knight king queen prince princess wizard witch fairy elf dwarf giant dragon unicorn robot android cyborg alien " +
    "monk priest vendor merchant shopkeeper barista waiter waitress driver cyclist runner athlete player skater surfer skateboarder swimmer diver photographer " +
    "reporter journalist narrator villager worker builder mechanic engineer inventor captain pirate cowboy samurai ninja viking explorer ranger " +
    "jockey rider keeper commander hunter gardener florist clown magician mermaid ghost monster shepherd lumberjack firefighter " +
    ANIMALS
  ).split(" "),
);

/** The animals among the role words: a later "It pounces" is one of these, never a person. */
export const ANIMAL_WORDS = new Set(ANIMALS.split(" "));
/**
 * What animals in the background do ("gulls circle", "pigeons scatter", "fireflies drifting"): a flock
 * doing it is the scene, never its cast, even with no person in it ("Wolves chase a deer" acts, and stays).
 */
export const AMBIENT_ANIMAL_VERBS = new Set(
  "circle wheel soar glide hover drift flutter flit swoop dart scatter swirl swarm buzz hum chirp chirrup twitter tweet caw cry call squawk screech coo perch roost nest float bob graze wander mill flock fly flap rise settle gather dot line crowd".split(
    " ",
  ),
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
  { pattern: /\b(?:peaceful|calm|serene|tranquil)\b/i, value: "peaceful" },
  { pattern: /\b(?:joyful|happy|cheerful|playful|delighted)\b/i, value: "joyful" },
  { pattern: /\b(?:melanchol\w*|sad|lonely|wistful|nostalgic|bittersweet)\b/i, value: "melancholic" },
  { pattern: /\b(?:tense|suspense\w*|nervous|anxious)\b/i, value: "tense" },
  { pattern: /\b(?:mysterious|eerie|spooky|strange|enigmatic)\b/i, value: "mysterious" },
  { pattern: /\b(?:epic|heroic|majestic|grand)\b/i, value: "epic" },
  { pattern: /\b(?:romantic|tender|loving)\b/i, value: "romantic" },
  { pattern: /\b(?:whimsical|magical|enchanting|dreamy)\b/i, value: "whimsical" },
  { pattern: /\b(?:cozy|cosy|homely)\b/i, value: "cozy" },
  { pattern: /\b(?:energetic|exciting|thrilling|fast-paced|frantic)\b/i, value: "energetic" },
  { pattern: /\b(?:dramatic|intense)\b/i, value: "dramatic" },
  { pattern: /\b(?:hopeful|uplifting|inspiring|triumphant)\b/i, value: "uplifting" },
  { pattern: /\b(?:funny|comic|hilarious|silly|goofy)\b/i, value: "comedic" },
];

export const SOUND_PATTERN =
  /\b(?:sound|sounds|noise|noises|echo|echoes|crash(?:es|ing)?|chirp(?:s|ing)?|howl(?:s|ing)?|crackl(?:e|es|ing)|rumbl(?:e|es|ing)|creak(?:s|ing)?|buzz(?:es|ing)?|hum(?:s|ming)?|ring(?:s|ing)?|roar(?:s|ing)?|whistl(?:e|es|ing)|patter(?:s|ing)?|honk(?:s|ing)?|bark(?:s|ing)?|meow(?:s|ing)?|purr(?:s|ing)?|splash(?:es|ing)?|thunder|footsteps|rustl(?:e|es|ing)|clink(?:s|ing)?|clatter(?:s|ing)?|tick(?:s|ing)?|beep(?:s|ing)?|sizzl(?:e|es|ing)|squawk(?:s|ing)?|hoot(?:s|ing)?|gurgl(?:e|es|ing)|applause|cheer(?:s|ing)?|knock(?:s|ing)?|slam(?:s|med)?|whoosh(?:es|ing)?|seagulls? cry|birds? sing|birdsong)\b/i;

export const MUSIC_PATTERN =
  /\b(?:music|musical score|score|soundtrack|song|melody|tune|beat|orchestra\w*|piano|violin|cello|guitar|jazz|lo-?fi|synth\w*|choir|drums|ukulele|harp|flute|saxophone|hip[- ]hop|classical|(?:upbeat|electronic|ambient|acoustic|cinematic|epic|pop|rock|indie|techno|edm|chill|dramatic|emotional|uplifting|energetic|funky|instrumental)\s+(?:[\w-]+\s+)?tracks?(?!\s+(?:through|across|along|into|over|up|down|around|past|to)\b))\b/i;

/**
 * Music and instruments in the other languages the compiler reads, for a short clause of its own
 * ("Música de acordeón suave.", "静かなピアノ。", "잔잔한 기타 음악.", "हल्का सितार संगीत।").
 */
export const MUSIC_WORDS_OTHER =
  /(?<![\p{L}])(?:música|musica|musique|musik|muziek|музыка|мелодия|guitarra|guitare|gitarre|chitarra|pianoforte|piano|klavier|violín|violon|geige|acordeón|accordéon|akkordeon|fisarmonica|sanfona)(?![\p{L}])|音楽|ピアノ|ギター|バイオリン|チェロ|BGM|음악|피아노|기타 음악|바이올린|첼로|音乐|钢琴|吉他|小提琴|大提琴|配乐|संगीत|सितार|बांसुरी|तबला|पियानो|गिटार/iu;

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

// ---- Clause roles (lib/scene/clauses): how a clause of the creator's text opens tells its role. ----

/** A clause that opens with camera language: "Close-up of the loaf", "Slow dolly in", "The camera pans". */
export const CAMERA_LEAD =
  /^(?:(?:a|an|the|one)\s+)?(?:(?:slow|slowly|quick|fast|smooth|gentle|static|locked[- ]off|extreme|medium|tight|wide|low|high|sweeping|rapid|subtle|final|opening|closing|slow-motion|handheld)\s+)*(?:close[- ]?ups?|close shots?|wide(?:[- ]angle)? shots?|wide angle|medium shots?|mid[- ]shots?|long shots?|full shots?|establishing shots?|aerial(?: shots?| views?)?|drone(?: shots?)?|tracking(?: shots?)?|dolly(?:[- ](?:in|out|zoom))?|pans?(?: (?:left|right|across|up|down|over|to))?|panning|whip[- ]pans?|tilts?(?: up| down)?|zooms?(?: in| out)?|zooming|crane(?: shots?| up| down)?|handheld(?: shots?| camera)?|static shots?|overhead(?: shots?| views?)?|top[- ]down(?: shots?| views?)?|bird'?s[- ]eye(?: views?| shots?)?|worm'?s[- ]eye(?: views?)?|low[- ]angle(?: shots?)?|high[- ]angle(?: shots?)?|pov(?: shots?)?|point[- ]of[- ]view(?: shots?)?|over[- ]the[- ]shoulder(?: shots?)?|two[- ]shots?|insert(?: shots?)?|macro(?: shots?)?|push[- ]in|pull[- ](?:back|out)|orbit(?:ing)?(?: shots?)?|steadicam|gimbal(?: shots?)?|(?:the )?camera|cut to|smash cut|match cut|slow[- ]motion|slow-mo|time[- ]lapse|rack focus|shallow depth of field|dutch angle|eye[- ]level|profile shots?|split screen|\d{2,3}\s?mm lens|gros plan|plan (?:large|serré|rapproché|d'ensemble|américain)|travelling|primer plano|plano (?:general|medio|detalle|aberto|fechado|cenital)|nahaufnahme|totale|campo lungo|primo piano)(?![\p{L}-])|^(?:クローズアップ|アップ|ロングショット|俯瞰|空撮|클로즈업|와이드 샷|항공 샷|特写|近景|远景|全景|航拍|俯拍|镜头|क्लोज़-अप|क्लोज़ अप|वाइड शॉट)/iu;

/** A clause about light: "Warm lamplight", "Sunlight streams through the window", "lit by candles". */
export const LIGHT_LEAD =
  /^(?:[\p{L}'’-]+[\s,]+){0,3}?(?:light|lights|lighting|lamplight|sunlight|moonlight|candlelight|candle-light|firelight|daylight|glow|glows|backlight|backlighting|backlit|rim light|shadows|silhouetted?|golden hour|blue hour|neon|sunbeams?|god rays|light rays|luz|lumière|licht|luce|luci|iluminación|éclairage|beleuchtung|illuminazione|iluminação)(?![\p{L}-])|^(?:lit by|bathed in|illuminated by|under (?:the )?(?:glow|light)|in (?:the )?(?:glow|light) of)\b/iu;

/** Words of a look or a medium: "cinematic", "shot on 35mm", "Wes Anderson palette", "anime style". */
export const STYLE_CLAUSE =
  /\b(?:cinematic|style|styled|aesthetic|look|palette|grade|grading|graded|(?:warm|cool|cold|golden|earthy|muted|pastel|colou?r) tones|(?:warm|heavy|fine|soft|subtle|film|visible|light) grain|\d{2}\s?fps|colou?r scheme|shot on|filmed on|film stock|kodak|fujifilm|lens flares?|film grain|grainy|vhs|polaroid|pastel|muted|desaturated|saturated|high[- ]contrast|low[- ]contrast|vibrant colou?rs|photorealistic|hyper[- ]?realistic|realistic|anime|animated|animation|cartoon|claymation|stop[- ]motion|watercolou?r|oil painting|pixar|ghibli|noir|black[- ]and[- ]white|monochrome|sepia|vintage|retro|documentary|handheld documentary|mockumentary|(?:35|16|8)\s?mm|anamorphic|surreal|dreamlike|minimalist|cyberpunk|steampunk|synthwave|3d render|cgi|pixel art|low[- ]poly|hand[- ]drawn|illustrat\w+|painterly|wes anderson|tarantino|kubrick|lynch|estilo|stile|stil|optik|filmlook|documental|documentaire|documentario|dokumentarisch|cinematografico|cinematográfico|cinématographique|cinematográfica|cinematografica|filmisch)\b/i;

/** A look in Japanese, Korean, Chinese or Hindi: "フィルム風の質感", "필름 질감", "胶片质感", "सिनेमैटिक लुक" (short clauses only). */
export const STYLE_CLAUSE_CJK =
  /(?:質感|ルック|シネマティック|映画のような|[\p{Script=Katakana}ー]{2,}風|[\p{Script=Katakana}ー]{2,}調|질감|필름 느낌|필름 룩|시네마틱|색감|스타일|胶片感|质感|電影感|电影感|风格|風格|色调|色調|画风|सिनेमैटिक|लुक|शैली|फ़िल्मी अंदाज़|फिल्मी अंदाज़|ब्लैक एंड व्हाइट)/u;

/** Sound nouns: a clause built on one is a sound ("the crackle of the wood oven", "distant thunder"). */
export const SOUND_CLAUSE =
  /\b(?:sound|sounds|noise|noises|crackle|crackling|hum|humming|buzz|buzzing|hiss|hissing|clatter|clattering|clink|clinking|chime|chimes|rumble|rumbling|thunder|footsteps|birdsong|bird song|ambience|ambient (?:sound|noise|audio)|echo|echoes|echoing|whoosh|creak|creaking|rustle|rustling|sfx|audio|(?:ambient|dark|low|deep|eerie|ominous|synth|bass|cello) drones?|drone of|(?:whispering|howling|moaning|whistling|roaring|distant) winds?|we hear|is heard|are heard|can be heard|heard in the distance|silence|ticking|beeping|whirr|whirring|sizzle|sizzling|crunch|thud|splash|splashing|patter|pattering|roar of|sirens?|honking|chatter|chattering|murmur of|laughter|applause)\b/i;

/** A clause that opens where or when: "In the kitchen", "At dawn", "Inside a neon-lit arcade". */
export const PLACE_LEAD =
  /^(?:(?:inside|in|at|on|under|by|near|outside|across|through|along|atop|beneath|within|amid|amidst|among|behind|above|below|beside|during|en|dans|sur|im|in der|am|auf|en el|en la|na|nella|nel|sulla|sul)\s+(?:\p{L}+\s+){0,7}?(?:\p{L}+)|(?:at|by|during|before|after)\s+(?:dawn|dusk|night|nightfall|sunset|sunrise|midnight|noon|midday|twilight|golden hour|daybreak|first light|the end of the day)|(?:dawn|dusk|night|sunset|sunrise|midnight|noon|midday|twilight|golden hour|morning|evening|afternoon|night-time|nighttime|late at night|early morning|interior|exterior|int\.|ext\.))(?![\p{L}])/iu;

/** A clause that opens with its subject: a pronoun or a determiner before a person or animal. */
export const PRONOUN_SUBJECT = /^(?:he|she|they|i|we|you|it|his|her|their|él|ella|il|elle|er|sie|lei|lui)\b/i;

/** Manner verbs of a spoken line and the manner a Kling tag gives them ("whispers" -> "whispering"). */
export const LINE_MANNERS: [RegExp, string][] = [
  [/\bwhisper(?:s|ed|ing)?\b/i, "whispering"],
  [/\bshout(?:s|ed|ing)?\b/i, "shouting"],
  [/\byell(?:s|ed|ing)?\b/i, "yelling"],
  [/\bscream(?:s|ed|ing)?\b/i, "screaming"],
  [/\bmutter(?:s|ed|ing)?\b/i, "muttering"],
  [/\bmurmur(?:s|ed|ing)?\b/i, "murmuring"],
  [/\bmumbl(?:es|ed|ing)\b/i, "mumbling"],
  [/\bsing(?:s|ing)?\b|\bsang\b/i, "singing"],
  [/\blaugh(?:s|ed|ing)?\b/i, "laughing"],
  [/\bsob(?:s|bed|bing)?\b/i, "sobbing"],
  [/\bgiggl(?:es|ed|ing)\b/i, "giggling"],
  [/\bsnap(?:s|ped)\b/i, "snapping"],
  [/\bhiss(?:es|ed)\b/i, "hissing"],
  [/\bsigh(?:s|ed)\b/i, "sighing"],
  [
    /\b(?:softly|quietly|loudly|angrily|nervously|calmly|excitedly|sadly|gently|firmly|sarcastically|cheerfully|warmly|coldly|tearfully|proudly|shyly|dryly|flatly|breathlessly|playfully|sternly|hesitantly|urgently)\b/i,
    "$&",
  ],
];

/** A storyboard's shot size or angle label ("WS:", "CU:", "OTS:", "POV:"): the shot's framing, never a speaker. */
export const SHOT_SIZE_LABEL =
  /^\s*[-•*]?\s*(?:E?[WLM]S|MED|[EM]?CU|ECU|MCU|XCU|XLS|EWS|VWS|OTS|POV|INSERT|ANGLE(?: ON)?|WIDE|CLOSE|AERIAL|TOP|OVERHEAD|TRACKING|DOLLY|PAN|TILT|ZOOM|SHOT \d+|[A-Z]?\d+)\s*:\s*/;

/**
 * A storyboard's shot-size abbreviations and the camera words a model reads for them. Only the
 * creator's own abbreviation at the start of a shot is written out ("WS: the harbor" -> "Wide shot:
 * the harbor"); nothing is added where the text names no shot size.
 */
export const SHOT_SIZE_WORDS: Readonly<Record<string, string>> = {
  EWS: "Extreme wide shot",
  ELS: "Extreme long shot",
  XLS: "Extreme long shot",
  VWS: "Very wide shot",
  WS: "Wide shot",
  LS: "Long shot",
  MLS: "Medium long shot",
  MWS: "Medium wide shot",
  MS: "Medium shot",
  MED: "Medium shot",
  MCU: "Medium close-up",
  CU: "Close-up",
  ECU: "Extreme close-up",
  XCU: "Extreme close-up",
  OTS: "Over-the-shoulder shot",
};

/** A screenplay slug line: "INT. KITCHEN - NIGHT", "EXT. BEACH – DAWN", "INT./EXT. CAR - DAY". */
/**
 * Marks that end a sentence in the scripts creators write in: Latin, CJK, Devanagari (danda "।", double
 * danda "॥"), Arabic and Urdu ("؟", "۔"), Ethiopic, Armenian. A line ending in one gets no second stop.
 */
export const SENTENCE_END_MARKS = ".!?…。！？।॥؟۔።፧՞։‼⁇⁈⁉";
/** A text ending in one of SENTENCE_END_MARKS. */
export const ENDS_SENTENCE = new RegExp(`[${SENTENCE_END_MARKS}]$`, "u");

export const SLUG_LINE = /^(?:INT|EXT|INT\.?\/EXT|EXT\.?\/INT|I\/E)\.?\s+\S/;

/** A look or sound said for the whole piece wherever it stands: "All shot on 16mm", "Throughout, …". */
export const WHOLE_PIECE =
  /^(?:(?:and\s+)?(?:all|everything|the whole (?:thing|film|video|piece|clip|spot|ad|sequence|story)|the entire (?:film|video|piece|clip|spot|ad|sequence|story)|throughout)(?![\p{L}])|.*(?<![\p{L}])throughout[.!]?$)/iu;

/** A look or sound the text keeps to one shot: "This last shot in black and white", "only here". */
export const THIS_SHOT_ONLY =
  /(?<![\p{L}])(?:this (?:last |final |one |closing )?(?:shot|scene|frame|moment|part)|(?:in |for )?(?:the )?(?:last|final|closing) (?:shot|scene|frame) only|only (?:here|in this (?:shot|scene)))(?![\p{L}])/iu;

/**
 * Where an exclusion's time scope starts ("no dialogue after the bus leaves", "no music until the
 * lights flash on"): the scope word and which side of the event the exclusion holds.
 */
export const EXCLUSION_WHEN: readonly [RegExp, "after" | "before" | "at"][] = [
  [
    /\s+(?:after|once|from the moment|as soon as|from when|après|después de|despues de|tras|nach|dopo|depois d[eoa]s?|após)\s+(.+)$/iu,
    "after",
  ],
  [
    /\s+(?:until|till|before|up until|up to when|jusqu['’]à|jusqu['’]au|avant|hasta|antes d[eoa]s?|bis|bis zu[mr]?|vor|fino a|fino al|prima d[ie]l?|até)\s+(.+)$/iu,
    "before",
  ],
  [/\s+(?:when|while|as|during)\s+(.+)$/i, "at"],
];

/**
 * A note about the piece's structure, not its content: "4 shots", "three beats", "in 3 scenes", "Shot
 * list", "Storyboard". It is read as structure (the shots are stated) and never left as prose.
 */
export const STRUCTURE_NOTE =
  /^(?:(?:in|with|across)\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:shots?|beats?|scenes?|panels?|parts?|cuts?|frames?)$|^(?:a\s+)?(?:shot\s*list|storyboard|beat\s*sheet|shot\s*breakdown|shots|panels)$/i;

/** A storyboard's bare shot size before its content ("Wide: a night market", "• Medium: a vendor …"). */
export const BARE_SHOT_SIZE =
  /^(?:extreme\s+)?(?:wide|medium|close|tight|full|long|establishing|insert|overhead|aerial|two-shot|macro|detail)$/i;

/** The camera words for a bare shot size labelling a shot ("Wide:" -> "Wide shot:"), as SHOT_SIZE_WORDS. */
export const BARE_SHOT_SIZE_WORDS: Readonly<Record<string, string>> = {
  "extreme wide": "Extreme wide shot",
  "extreme close": "Extreme close-up",
  wide: "Wide shot",
  medium: "Medium shot",
  close: "Close-up",
  long: "Long shot",
  full: "Full shot",
};

/** Words that open the steps of a told sequence ("First, … Then, … Finally, …"), in each language read. */
export const SEQUENCE_WORDS = {
  first: ["first", "erst", "zuerst", "zunächst", "d'abord", "tout d'abord", "primero", "primeiro", "prima"],
  next: [
    "then",
    "next",
    "after that",
    "later",
    "finally",
    "in the end",
    "dann",
    "danach",
    "anschließend",
    "schließlich",
    "zum schluss",
    "am ende",
    "ensuite",
    "puis",
    "enfin",
    "à la fin",
    "luego",
    "después",
    "finalmente",
    "al final",
    "depois",
    "por fim",
    "poi",
    "infine",
    "alla fine",
  ],
} as const;
// ---- Production instructions (lib/scene/clauses/production.ts): ratio, length and format words. ----

/**
 * The words of a production instruction in each language the compiler detects, so "verticale per i
 * reel", "Formato quadrado", "Dikey video, 10 saniye", "竖屏，时长10秒" and "세로 영상, 길이 10초" become
 * parameters and leave the prose. Latin-script words are matched as whole words (any case), the others
 * as written. `vertical`, `square`, `horizontal`: orientation words; `seconds`: units after a number;
 * `formats`: the nouns of a clip, an ad or a film; `fillers`: the small words such an instruction is
 * built from ("para", "für", "用", "के लिए").
 */
export const PRODUCTION_VOCABULARY: Record<
  string,
  {
    vertical: string[];
    square: string[];
    horizontal: string[];
    seconds: string[];
    formats: string[];
    fillers: string[];
  }
> = {
  es: {
    vertical: ["vertical", "verticales", "formato vertical"],
    square: ["cuadrado", "cuadrada"],
    horizontal: ["horizontal", "apaisado", "panorámico", "pantalla panorámica"],
    seconds: ["segundos", "segundo", "seg", "segs"],
    formats: ["anuncio", "comercial", "vídeo", "video", "clip", "spot", "corto", "cortometraje"],
    fillers: [
      "de",
      "para",
      "en",
      "formato",
      "por favor",
      "porfa",
      "porfis",
      "xfa",
      "xf",
      "plis",
      "pls",
      "un",
      "una",
      "el",
      "la",
      "los",
      "las",
      "duración",
      "proporción",
    ],
  },
  pt: {
    vertical: ["vertical", "verticais"],
    square: ["quadrado", "quadrada"],
    horizontal: ["horizontal", "formato paisagem", "modo paisagem"],
    seconds: ["segundos", "segundo", "seg"],
    formats: ["comercial", "anúncio", "vídeo", "video", "clipe", "spot", "filme", "curta"],
    fillers: [
      "de",
      "para",
      "em",
      "no",
      "na",
      "o",
      "a",
      "os",
      "as",
      "um",
      "uma",
      "formato",
      "duração",
      "proporção",
      "por favor",
      "pfv",
      "pf",
    ],
  },
  fr: {
    vertical: ["vertical", "verticale", "verticales", "format portrait"],
    square: ["carré", "carrée"],
    horizontal: ["horizontal", "horizontale", "format paysage", "mode paysage"],
    seconds: ["secondes", "seconde", "sec"],
    formats: ["spot", "pub", "publicité", "vidéo", "clip", "film", "court-métrage"],
    fillers: [
      "de",
      "pour",
      "en",
      "au",
      "format",
      "durée",
      "un",
      "une",
      "le",
      "la",
      "les",
      "svp",
      "stp",
      "s'il vous plaît",
      "s'il te plaît",
    ],
  },
  de: {
    vertical: ["hochformat", "vertikal", "vertikales", "vertikale", "vertikalen"],
    square: ["quadratisch", "quadratisches", "quadratische", "quadratischen"],
    horizontal: ["querformat", "horizontal", "horizontales", "breitbild"],
    seconds: ["sekunden", "sekunde", "sek"],
    formats: ["spot", "werbespot", "video", "clip", "film", "werbung", "kurzfilm"],
    fillers: [
      "format",
      "für",
      "fur",
      "im",
      "in",
      "als",
      "bitte",
      "ein",
      "eine",
      "einen",
      "lang",
      "langer",
      "langes",
      "dauer",
      "seitenverhältnis",
    ],
  },
  it: {
    vertical: ["verticale", "verticali", "in verticale"],
    square: ["quadrato", "quadrata"],
    horizontal: ["orizzontale", "orizzontali"],
    seconds: ["secondi", "secondo", "sec"],
    formats: ["spot", "video", "clip", "pubblicità", "filmato", "corto"],
    fillers: [
      "formato",
      "per",
      "i",
      "il",
      "la",
      "lo",
      "gli",
      "le",
      "di",
      "da",
      "in",
      "un",
      "una",
      "durata",
      "per favore",
      "perfavore",
      "x favore",
      "pls",
    ],
  },
  nl: {
    vertical: ["verticaal", "verticale", "staand formaat", "staande video"],
    square: ["vierkant", "vierkante"],
    horizontal: ["horizontaal", "horizontale", "liggend formaat", "liggende video", "breedbeeld"],
    seconds: ["seconden", "seconde", "sec"],
    formats: ["video", "filmpje", "clip", "spot", "reclame"],
    fillers: ["formaat", "voor", "in", "een", "de", "het", "lang", "duur", "graag"],
  },
  pl: {
    vertical: ["pionowy", "pionowe", "pionowo", "pionowym"],
    square: ["kwadratowy", "kwadratowe"],
    horizontal: ["poziomy", "poziome", "poziomo"],
    seconds: ["sekund", "sekundy", "sekunda", "sek"],
    formats: ["film", "filmik", "wideo", "klip", "reklama", "spot"],
    fillers: ["format", "formacie", "na", "do", "w", "dla", "długość", "proszę"],
  },
  tr: {
    vertical: ["dikey"],
    square: ["kare format", "kare formatında", "kare video"],
    horizontal: ["yatay"],
    seconds: ["saniye", "saniyelik", "sn"],
    formats: ["video", "klip", "reklam", "film"],
    fillers: ["format", "formatında", "için", "bir", "süre", "lütfen"],
  },
  ru: {
    vertical: ["вертикальное", "вертикальный", "вертикально", "вертикальном"],
    square: ["квадратное", "квадратный"],
    horizontal: ["горизонтальное", "горизонтальный", "горизонтально"],
    seconds: ["секунд", "секунды", "секунда", "сек"],
    formats: ["видео", "ролик", "клип", "реклама"],
    fillers: ["формат", "формате", "для", "в", "на", "длительность"],
  },
  ja: {
    vertical: ["縦型", "縦長", "縦動画", "縦向き"],
    square: ["正方形", "スクエア"],
    horizontal: ["横型", "横長", "横動画", "横向き", "ワイド"],
    seconds: ["秒"],
    formats: ["動画", "映像", "ビデオ", "クリップ", "CM"],
    fillers: ["アスペクト比", "画面比率", "画面", "比率", "フォーマット", "尺", "長さ", "で", "用", "の"],
  },
  ko: {
    vertical: ["세로형", "세로"],
    square: ["정사각형"],
    horizontal: ["가로형", "가로", "와이드"],
    seconds: ["초"],
    formats: ["영상", "동영상", "비디오", "클립", "광고"],
    fillers: ["화면비", "화면", "비율", "길이", "포맷", "형식", "용", "으로", "로"],
  },
  zh: {
    vertical: ["竖屏", "竖版", "竖向", "竖幅"],
    square: ["正方形"],
    horizontal: ["横屏", "横版", "横向", "宽屏"],
    seconds: ["秒钟", "秒"],
    formats: ["视频", "短片", "广告"],
    fillers: ["画面比例", "画幅", "画面", "比例", "时长", "长度", "格式", "的"],
  },
  id: {
    vertical: ["vertikal", "potret"],
    square: ["persegi", "kotak"],
    horizontal: ["horizontal", "lanskap", "layar lebar"],
    seconds: ["detik", "dtk"],
    formats: ["video", "klip", "iklan", "film"],
    fillers: ["format", "untuk", "dengan", "durasi", "selama", "tolong", "ya", "sebuah", "rasio"],
  },
  hi: {
    vertical: ["वर्टिकल"],
    square: ["स्क्वेयर", "वर्गाकार"],
    horizontal: ["हॉरिजॉन्टल", "क्षैतिज"],
    seconds: ["सेकंड", "सेकेंड"],
    formats: ["वीडियो", "क्लिप", "विज्ञापन"],
    fillers: ["फॉर्मेट", "के", "लिए", "का", "की", "में"],
  },
};

/**
 * Camera moves and cuts named as a plural or a count ("lots of whip pans on the beat", "beat-synced
 * zooms", "cortes rápidos al ritmo de la música", "schnelle Schnitte im Takt"): camera, never music,
 * whatever rhythm they follow.
 */
const CAMERA_MOVES =
  "whip[- ]pans?|crash[- ]zooms?|snap[- ]zooms?|zooms?|tilts|jump[- ]cuts?|smash[- ]cuts?|match[- ]cuts?|cuts|push[- ]ins|zoom[- ]ins|transitions|paneos|barridos|cortes|schnitte|reißschwenks|schwenks|coupes|panoramiques|tagli|stacchi|cortes";
export const CAMERA_MOVES_CLAUSE = new RegExp(
  `^(?:(?:lots of|plenty of|loads of|tons of|a lot of|a few|a couple of|many|some|several|constant|frequent|endless|muchos|muchas|beaucoup de|viele|molti)\\s+)?(?:(?:quick|fast|rapid|snappy|hard|sharp|sudden|jerky|dizzy|short|schnelle|rasante|kurze|harte)\\s+)*(?:${CAMERA_MOVES})(?:\\s+(?:rápidos|rápidas|rapides|veloci|rapidi|nets|secs))?(?:\\s+(?:on|to|with|in|al|a|en|sur|au|im|auf|zum|nel|sul|sui|ai)\\s.*)?$|^(?:[\\p{L}-]+\\s+){0,3}?(?:${CAMERA_MOVES})$`,
  "iu",
);
