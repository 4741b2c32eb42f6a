// Stage 6b, setting: the place in the text's own words ("rooftop beehive", "indoor climbing gym",
// "harbour café in Lisbon"), the stated time (clock, named time of day, or light that names it), the
// stated light sources, and the weather. Nothing is filled in here; see fill.ts.
import { isKnownName, isKnownPlace, LOCATION_NOUNS, PROP_WORDS, WEATHER } from "../lexicon";
import { TIME_WORD_SOURCE, timeWordValue } from "../time-words";
import { clean, execAll } from "./normalise";
import { isPersonNoun, TITLES } from "./vocabulary";

const VEHICLE_WORDS =
  "train bus car taxi cab boat ship tram trolley ferry van truck limo limousine carriage gondola rickshaw yacht canoe kayak raft plane jet helicopter".split(
    " ",
  );

const PLACES = new Set([
  ...LOCATION_NOUNS.split(" ").filter((w) => w !== "interior" && w !== "underwater"),
  ..."cellar hall corridor bistro laundromat greenhouse hut campus farmyard boulevard mill flats gallery quay wharf clearing marsh cafe diner ramen shop stall stalls market square plaza platform terrace gym cave rooftop kitchen workshop subway interior track court ballroom chapel crypt tunnel sewer canal jetty boardwalk promenade waterline coastline highway motorway runway hangar garage basement attic loft warehouse studio lobby elevator stairwell parking lot lot cockpit cabin deck bow hull bridge valley ridge glacier glaciers slope summit peak crater canyon gorge ravine wetland estuary delta dune dunes oasis savannah tundra steppe vineyard orchard greenhouse barn stable pasture paddock meadow hospital clinic ward classroom dorm cafeteria bar club lounge theatre cinema arena rink pitch field stadium".split(
    " ",
  ),
  // Places the corpus met late (hold-out 2) and their kin: buildings, rooms, land, districts.
  ..."villa mansion chalet bungalow hotel motel hostel observatory glasshouse conservatory booth nook riverbed riverbank hillside mountainside riverside seaside lakeside roadside waterfront crossing intersection crosswalk suburb suburbs neighborhood neighbourhood district hamlet outskirts spa sauna mosque synagogue monastery abbey convent pagoda arcade casino nightclub brewery distillery winery pantry vault bunker dungeon prison jail courtroom auditorium gymnasium desk".split(
    " ",
  ),
  ...VEHICLE_WORDS,
]);
// Nouns that are rarely the setting itself when a better place is named.
const WEAK_PLACES = new Set(
  "window water sky clouds table floor stairs sofa couch bed surf moon world space desk".split(" "),
);
// Vehicles are the setting when the text puts the scene in or on them ("Inside a rattling tram",
// "aboard a ferry"); otherwise they are subjects or things ("a ferry crosses the harbour").
const VEHICLES = new Set(VEHICLE_WORDS);
// Words that end a compound place but are no place alone: "bus stop", "taxi stand", "ferry terminal".
const COMPOUND_TAIL = new Set(["stop", "stand", "shelter", "terminal", "lane", "rank"]);
const LOCATIVE = /^(?:in|inside|on|aboard|onboard|onto|into|within)$/i;
const DETERMINERS = /^(?:a|an|the|this|that|his|her|their|its|our|my|your)$/i;
// A place word right before these is their modifier, not the setting: "mountain bike", "street chef".
const MODIFIED = new Set([...PROP_WORDS, ...VEHICLE_WORDS]);
// "synthwave track", "orchestral track": a piece of music, not a race track.
const MUSIC_BEFORE_TRACK =
  /^(?:music|musical|orchestral|audio|sound|synthwave|synth|techno|pop|rock|jazz|hip-hop|lo-fi|lofi|cinematic|instrumental|bonus|title|backing|vocal|drum|dance|house|electronic|ambient|folk|indie|edm|trap)$/i;
const MODIFIER_STOP =
  /^(?:a|an|the|his|her|their|its|our|my|your|this|that|in|on|at|of|from|to|into|onto|over|under|by|with|through|across|along|near|inside|outside|and|or|but|as|while|is|are|was|were|be|then|above|below|behind|beside|between|around|toward|towards|down|up|past|for|like|than)$/i;
const MAX_PLACE_WORDS = 9;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The place the scene is set in, in the text's own words. */
export function readLocation(text: string, inherited?: string): string | undefined {
  const words = execAll(WORD, text).map((m) => ({
    w: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const lower = (k: number) => words[k]?.w.toLowerCase().replace(/['’]s$/, "") ?? "";
  const spaced = (k: number) =>
    k + 1 < words.length && /^ +$/.test(text.slice(words[k].end, words[k + 1].start));
  // Compounds: "bus stop", "hospital waiting room" (an -ing word between two places' words).
  const compound = (from: number) => {
    let b = from;
    for (;;) {
      if (spaced(b) && (PLACES.has(lower(b + 1)) || COMPOUND_TAIL.has(lower(b + 1)))) b++;
      else if (spaced(b) && spaced(b + 1) && /ing$/i.test(words[b + 1].w) && PLACES.has(lower(b + 2))) b += 2;
      else return b;
    }
  };
  let weak: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = lower(i);
    if (!PLACES.has(w)) continue;
    // "Engineer Park" is a person: a capitalised place word after a title or role is a name.
    const before = words[i - 1]?.w ?? "";
    if (
      /^\p{Lu}/u.test(words[i].w) &&
      /^\p{Lu}/u.test(before) &&
      (TITLES.test(before) || isPersonNoun(before))
    )
      continue;
    // "after school", "before work": a time, not a place.
    if (/^(?:after|before)$/i.test(before)) continue;
    // "-ing" place words ("crossing", "clearing") are places as names or after a determiner, not as
    // verbs ("Elephants crossing a riverbed").
    const gerund = /ing$/.test(w) && !/^\p{Lu}/u.test(words[i].w) && !DETERMINERS.test(lower(i - 1));
    let a = i;
    while (
      a > 0 &&
      i - a < 3 &&
      spaced(a - 1) &&
      !MODIFIER_STOP.test(words[a - 1].w) &&
      !/^\d/.test(words[a - 1].w) &&
      (!/(?:s|ed)$/i.test(words[a - 1].w) || /^\p{Lu}/u.test(words[a - 1].w))
    )
      a--;
    // Trim leading verbs ("sits", "waits") the loop may have crossed.
    while (a < i && /^(?:\p{Ll}+(?:s|ed)|is|are)$/u.test(words[a].w) && !PLACES.has(lower(a))) a++;
    let b = compound(i);
    const head = lower(b);
    // "street chef", "field botanist", "Mountain Bike": the place word modifies what follows it.
    if (spaced(b) && (isPersonNoun(words[b + 1].w) || MODIFIED.has(lower(b + 1)))) continue;
    if (/^tracks?$/.test(head) && [lower(b - 1), lower(a - 1)].some((x) => MUSIC_BEFORE_TRACK.test(x)))
      continue;
    if (gerund && !DETERMINERS.test(lower(a - 1))) continue;
    // "the kitchen of a packed restaurant", "the deck of a small ferry", "a reading nook in an old library".
    if (spaced(b) && /^(?:of|in|at)$/.test(lower(b + 1))) {
      let k = b + 2;
      if (spaced(b + 1) && DETERMINERS.test(lower(k)) && spaced(k)) k++;
      for (let t = k; t < k + 3 && t < words.length; t++) {
        if (!spaced(t - 1) || /^\p{Lu}/u.test(words[t].w)) break;
        if (PLACES.has(lower(t))) {
          const end = compound(t);
          if (end - a < MAX_PLACE_WORDS) b = end;
          break;
        }
      }
    }
    let phrase = text.slice(words[a].start, words[b].end);
    const proper = text.slice(words[b].end).match(/^ (?:in|of) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u);
    if (proper) phrase += proper[0];
    phrase = clean(phrase);
    const placedIn = [lower(a - 1), DETERMINERS.test(lower(a - 1)) ? lower(a - 2) : ""].some((x) =>
      LOCATIVE.test(x),
    );
    if (WEAK_PLACES.has(head) || (VEHICLES.has(head) && !placedIn)) {
      weak ??= phrase;
      continue;
    }
    return phrase;
  }
  // A named place with no place noun: "a huge wave in Hawaii", "a night race in Singapore".
  const named = text.match(/\b(?:in|at)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u)?.[1];
  const place =
    named && isKnownPlace(named.split(" ")[0]) ? named : named && !isKnownName(named) ? named : undefined;
  return inherited ?? place ?? weak;
}

const TIMES: [RegExp, (m: string) => string][] = [
  [/\b(?:early|late) (?:morning|afternoon|evening|night)\b/i, (m) => m.toLowerCase()],
  [/\b(?:golden|blue) hour\b/i, (m) => m.toLowerCase()],
  // A clock time: "4am", "3 a.m.", "4:40 a.m.", "11 PM" (written "4am", "4:40am", "11pm").
  [/\b\d{1,2}(?::\d{2})?\s?(?:[ap]\.m\.|[ap]m\b)/i, (m) => m.replace(/[\s.]/g, "").toLowerCase()],
  [/\bmid-?(?:morning|afternoon)\b/i, (m) => m.toLowerCase().replace(/^mid-?/, "mid-")],
  // The shared vocabulary (time-words.ts), as the guided assistant reads it too.
  [new RegExp(TIME_WORD_SOURCE, "i"), timeWordValue],
  [/\b(?:late-night|late night)\b/i, () => "late night"],
  // Other languages (read only in non-English text): the stated time, in English.
  [/amanecer|à l'aube|\baube\b|alba\b|madrugada|Morgengrauen|zonsopgang|\bświt|夜明け/iu, () => "dawn"],
  [
    /atardecer|pôr do sol|coucher du soleil|tramonto|Sonnenuntergang|zonsondergang|zachód słońca|夕方|夕暮れ/iu,
    () => "sunset",
  ],
  [/medianoche|mezzanotte|\bminuit\b|meia-noite|Mitternacht|middernacht|północ|真夜中/iu, () => "midnight"],
  [/mediodía|mezzogiorno|\bmidi\b|\bMittag\b|meio-dia|middag|południe|正午/iu, () => "midday"],
  [
    /\bnoche\b|\bnuit\b|\bNacht\b|\bnachts\b|\bnotte\b|\bnoite\b|\bnacht\b|\bnocą\b|\bw nocy\b|夜/iu,
    () => "night",
  ],
  [
    /Abendsonne|\bAbend\b|\babends\b|\bsoir\b|\bsera\b|\btarde\b|\bavond\b|wieczorem|wieczór/iu,
    () => "evening",
  ],
  [
    /\bmañana\b|\bmatin\b|\bMorgen\b|\bmorgens\b|\bmattina\b|\bmanhã\b|\bochtend\b|\brano\b|朝/iu,
    () => "morning",
  ],
];

const ENGLISH_TIMES = 6;

/** The stated time of day, if any. */
export function readTime(text: string, english = true): string | undefined {
  let best: { at: number; value: string } | undefined;
  for (const [re, value] of english ? TIMES.slice(0, ENGLISH_TIMES) : TIMES) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value: value(m[0]) };
  }
  return best?.value;
}

// Light sources and qualities the text names; a phrase keeps up to two modifiers ("harsh noon sun").
const LIGHT_HEAD =
  /\b(?:(?:shafts?|rays?|beams?|pools?|streaks?|slivers?|blades?) of (?:[a-z]+ )?light|light (?:panels?|strips?|bars?|boxes)|(?:led|neon) (?:panels?|strips?)|(?:screens?|monitors?|billboards?|signs?|displays?|embers|coals|dashboard) (?:glowing|glow)|(?:glowing|flickering|blinking|lit|illuminated) (?:screens?|monitors?|billboards?|signs?|displays?|dashboard)|lit (?:windows?|candles?|lanterns?|torches|fireplace|hearth)|daylight|flames?|fire(?! (?:escape|truck|engine|station|alarm|hydrant|extinguisher|fighters?|drill|exit|door)s?\b)|light|lights|lighting|glow|(?<!(?:timber|wooden|wood|steel|iron|oak|roof|ceiling|support|balance) )beams?|sunlight|moonlight|candlelight|firelight|lamplight|starlight|torchlight|streetlights?|headlights?|spotlights?|floodlights?|neon|lamps?|lanterns?|candles?|candlelit|torch(?:es)?|flashlights?|bulbs?|fluorescent(?: lighting| lights?| tubes?)?|sun|fireplace|campfire|match|backlit|silhouetted?|chiaroscuro|god rays|lens flares?|moonlit|sunlit|sunbeams?|fairy lights|string lights|tube)\b/giu;
const GENERIC = /^(?:light|lights|lighting|glow|beam|beams|tube|sun|match)$/i;
const MODIFIER_OK = /^(?:[\p{L}-]+(?:ing|ed)|[\p{L}-]*[^s\W]|lights|candles)$/u;
const MODIFIER_BAD =
  /^(?:a|an|the|his|her|their|its|he|she|they|it|of|in|on|at|by|under|with|and|as|from|through|toward|towards|into|across|catching|casting|reflecting|switch|switching|lit|is|are|no|only|just|one|two|sparks|oil|sweeps?|sweeping|lights?)$/i;
const COLOUR =
  /^(?:red|blue|green|white|yellow|orange|amber|purple|pink|violet|warm|cold|cool|dim|bright|soft)$/i;
const DETERMINER = /^(?:a|an|the|one|single|his|her|their|its|our|my|of|by|under)$/i;
const LIGHT_VERBS =
  /^(?:flickering|glowing|blinking|sweeping|dappled|diffused|filtered|bare|soft|warm|cold|cool|harsh|dim|bright|golden|pale|low|single|red)$/i;

/** The light the text states: its sources and qualities, each in the text's words. */
export function readLighting(text: string): string[] {
  const out: string[] = [];
  for (const m of execAll(LIGHT_HEAD, text)) {
    const lead = text
      .slice(Math.max(0, m.index - 40), m.index)
      .split(/\s+/)
      .filter(Boolean);
    const kept: string[] = [];
    const lampLike = /^(?:lights?|lamps?)$/i.test(m[0]);
    for (let i = lead.length - 1; i >= 0 && kept.length < 2; i--) {
      const w = lead[i];
      if (/[,.;:!?⟧]$/.test(w)) break;
      // A sign's own words stay whole: "red ON AIR light".
      if (/^\p{Lu}{2,}$/u.test(w)) {
        kept.unshift(w);
        continue;
      }
      if (MODIFIER_BAD.test(w) || !MODIFIER_OK.test(w)) break;
      // "a reading light", "the ceiling lamp": after a determiner, an -ing word names the lamp.
      const compound = lampLike && i === lead.length - 1 && DETERMINER.test(lead[i - 1] ?? "");
      // "red warning lights": after a colour, too.
      const coloured = lampLike && i === lead.length - 1 && COLOUR.test(lead[i - 1] ?? "");
      if (/(?:ing|ed)$/i.test(w) && !LIGHT_VERBS.test(w) && !compound && !coloured) break;
      kept.unshift(w);
    }
    if (
      /^lights?$/i.test(m[0]) &&
      /^\s+(?:a|an|the|his|her|their|up)\b/i.test(text.slice(m.index + m[0].length))
    )
      continue;
    const phrase = clean([...kept, m[0]].join(" ").toLowerCase());
    if (GENERIC.test(phrase) && !/^(?:sun|match)$/.test(phrase)) continue;
    // "soft lamp" then "soft lamp light": the longer phrase of one source replaces the shorter.
    const shorter = out.findIndex((o) => phrase.includes(o));
    if (shorter >= 0) out[shorter] = phrase;
    else if (!out.some((o) => o.includes(phrase))) out.push(phrase);
  }
  return out.slice(0, 3);
}

/** Weather the text states. */
/**
 * The weather as the text words it ("misty", "thunderstorm"), never a capitalised name ("Storm" the
 * dog) and never a category word the text does not use.
 */
export function statedWeather(text: string): string[] {
  const out: string[] = [];
  for (const { pattern } of WEATHER) {
    const m = pattern.exec(text);
    if (!m) continue;
    const initial = m.index === 0 || /[.!?:\n]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    if (/^\p{Lu}/u.test(m[0]) && !initial) continue;
    out.push(m[0].toLowerCase());
  }
  return [...new Set(out)];
}
