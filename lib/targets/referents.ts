// Who and where a clip made on its own shows (issue 22, structure): a clip (or a Kling shot sent apart)
// is generated without the ones before it, so "A stray dog sits beside him" must say who "him" is and
// where they are. The words are always the creator's own: the name, or the noun phrase the text used
// ("the boy", "the lighthouse keeper in a yellow oilskin"), and the place phrase of the scene before
// ("A bus stop in the snow"). Read by parts.ts (anchors) and export.ts (the carried place).
import { isPersonNoun, singular } from "@/lib/scene/compiler/vocabulary";
import { ANIMAL_WORDS } from "@/lib/scene/lexicon";
import type { SceneFacts } from "./scene-facts";
import { clean } from "./text";

export type Character = { name: string; description: string };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole word as a pattern; kept, since the same names are asked about for every shot and target. */
const words = new Map<string, RegExp>();
const word = (w: string, flags = "u") => {
  const key = `${flags} ${w}`;
  let re = words.get(key);
  if (!re) {
    if (words.size > 2000) words.clear();
    words.set(key, (re = new RegExp(`(?<![\\p{L}])${esc(w)}(?![\\p{L}])`, flags)));
  }
  return re;
};

/**
 * A name as written ("Anna", "Tom"), not the text's own noun for someone unnamed ("fox", "lighthouse
 * keeper, in a yellow oilskin"): the compiler names those after their noun, which the description holds.
 */
export function isProper(c: Character): boolean {
  return c.description === c.name || !word(c.name.toLowerCase()).test(c.description);
}

/** The noun a common character is called by ("keeper", "fox"); "" for a name. */
export const headOf = (c: Character) => (isProper(c) ? "" : singular(c.name.toLowerCase()));

/** The description up to its first comma: "lighthouse keeper" of "lighthouse keeper, in a yellow oilskin". */
export const coreOf = (c: Character) => clean(c.description.split(",")[0]);

/**
 * The text's own words for a common character, as it wrote them: "lighthouse keeper in a yellow oilskin"
 * where the text says so, else the description's core ("stray cat").
 */
export function phraseOf(c: Character, source: string): string {
  const whole = clean(c.description.replace(/\s*,\s*/g, " "));
  return whole !== coreOf(c) && word(whole, "iu").test(source) ? whole : coreOf(c);
}

/** A person: a name, or a role noun that is not an animal's ("girl", "old man", never "stray cat"). */
export const isPersonLike = (c: Character) =>
  isProper(c) || (isPersonNoun(headOf(c)) && !ANIMAL_WORDS.has(headOf(c)));
export const isAnimal = (c: Character) => !isProper(c) && ANIMAL_WORDS.has(headOf(c));

/** Does the text name the character (its name, its noun, or its description's core)? */
export function names(text: string, c: Character): boolean {
  return [c.name, coreOf(c), headOf(c)].filter((w) => w.length > 1).some((w) => word(w, "iu").test(text));
}

const MALE =
  /^(?:man|men|boy|father|dad|grandfather|grandpa|husband|son|brother|uncle|king|prince|gentleman|guy|mr|sir|monk|fisherman|policeman|he|him|his)$/i;
const FEMALE =
  /^(?:woman|women|girl|mother|mom|mum|grandmother|grandma|wife|daughter|sister|aunt|queen|princess|lady|mrs|ms|miss|fisherwoman|actress|waitress|she|her|hers)$/i;

/**
 * "m", "f" or "" (the text does not say): from the character's name and description ("Mr. Tan", "old
 * man"), or a pronoun the text gives them ("She calls to a customer" said by Lena; "Lena … around her").
 */
const genders = new WeakMap<SceneFacts[], Map<string, "m" | "f" | "">>();
export function genderOf(c: Character, scenes: SceneFacts[]): "m" | "f" | "" {
  let known = genders.get(scenes);
  if (!known) genders.set(scenes, (known = new Map()));
  const key = `${c.name}\u0000${c.description}`;
  let g = known.get(key);
  if (g === undefined) known.set(key, (g = readGender(c, scenes)));
  return g;
}

function readGender(c: Character, scenes: SceneFacts[]): "m" | "f" | "" {
  const own = `${c.name} ${c.description}`.split(/[^\p{L}]+/u);
  if (own.some((w) => MALE.test(w) && !/^(?:he|him|his)$/i.test(w))) return "m";
  if (own.some((w) => FEMALE.test(w) && !/^(?:she|her|hers)$/i.test(w))) return "f";
  const possessive = new RegExp(
    `(?<![\\p{L}])${esc(c.name)}(?![\\p{L}])[^.;]*?(?<![\\p{L}])(his|her)(?![\\p{L}])`,
    "u",
  );
  for (const s of scenes)
    for (const cl of s.clauses) {
      const spoken = cl.speaker === c.name;
      if (!spoken && !cl.text.includes(c.name)) continue;
      const t = clean(cl.text);
      const lead = spoken ? /^(he|she)(?![\p{L}])/iu.exec(t)?.[1] : undefined;
      if (lead) return /^he$/i.test(lead) ? "m" : "f";
      const after = possessive.exec(t);
      if (after && !/(?<![\p{L}])(?:he|she|his|her)(?![\p{L}])/iu.test(t.slice(0, after.index)))
        return after[1] === "his" ? "m" : "f";
    }
  return "";
}

/** Can the character be the pronoun ("him" a man or someone the text gives no gender)? */
export function canBe(pronoun: string, c: Character, scenes: SceneFacts[]): boolean {
  const g = genderOf(c, scenes);
  if (/^(?:he|him|his)$/i.test(pronoun)) return g !== "f";
  if (/^(?:she|her|hers)$/i.test(pronoun)) return g !== "m";
  return true;
}

/** Body parts: "at his feet" shows him; "onto his bed" need not. */
const BODY =
  "feet|foot|hands?|arms?|lap|shoulders?|face|side|knees?|head|hair|chest|back|cheek|fingers?|palm|legs?";

const ANY_PRONOUN = /(?<![\p{L}])(?:him|her|it|his)(?![\p{L}])/iu;

/** "him", "her", "it" where a pronoun is an object: at a clause end or before a preposition or conjunction. */
const OBJECT =
  /(?<![\p{L}])(him|her|it)(?=\s*(?:[.,;!?]|$)|\s+(?:and|as|while|with|to|in|on|at|into|from|again|too|then|before|after|until|when|for|under|over)(?![\p{L}]))/iu;
/** "at his feet", "into her arms": a possessive after a preposition (never "wags his tail", the subject's own). */
const POSSESSIVE = new RegExp(
  `(?<=(?:^|\\s)(?:at|beside|by|to|toward|towards|into|onto|on|near|from|under|around|behind|before)\\s)(his|her)(?=\\s+(?:${BODY})(?![\\p{L}]))`,
  "iu",
);

export interface ObjectAnchor {
  name: string;
  /** The words that replace the pronoun ("the boy", "Anna", "the old man's"). */
  words: string;
  /** The pronoun as a pattern over the shot's text (its first match is replaced, once). */
  pattern: RegExp;
}

/**
 * "A stray dog sits beside him" in a clip made alone: the one character of the nearest earlier scene
 * that the pronoun can be (a person for "him"/"her" and "his"/"her" after a preposition, an animal for
 * "it"), when this shot does not name them. Never a pronoun the shot's own characters can be.
 */
export function objectAnchor(
  shot: SceneFacts,
  scenes: SceneFacts[],
  text: string,
  metBefore: Set<string>,
  source: string,
): ObjectAnchor | undefined {
  if (!ANY_PRONOUN.test(text) || /[^\u0000-\u024f\s\p{P}\p{S}\p{N}]/u.test(text)) return undefined;
  const own = shot.scene.characters;
  const object = OBJECT.exec(text);
  const found = object ?? POSSESSIVE.exec(text);
  if (!found) return undefined;
  const pronoun = found[1].toLowerCase();
  const person = pronoun !== "it";
  // A shot whose own characters can be the pronoun keeps it ("She shares her umbrella").
  const could = (c: Character) => (person ? isPersonLike(c) && canBe(pronoun, c, scenes) : isAnimal(c));
  if (own.some((c) => could(c) && names(text, c))) return undefined;
  if (!object && own.some(could)) return undefined;
  for (let i = shot.index - 1; i >= 0; i--) {
    const fits = (scenes[i]?.scene.characters ?? []).filter(
      (c) =>
        could(c) &&
        metBefore.has(c.name.toLowerCase()) &&
        !names(text, c) &&
        !own.some((o) => o.name === c.name),
    );
    if (!fits.length) continue;
    if (fits.length > 1) return undefined;
    const [c] = fits;
    const who = isProper(c) ? c.name : `the ${phraseOf(c, source)}`;
    return {
      name: c.name,
      words: object ? who : `${who}'s`,
      pattern: new RegExp(
        (object ? OBJECT : POSSESSIVE).source
          .replace("(him|her|it)", found[1])
          .replace("(his|her)", found[1]),
        "u",
      ),
    };
  }
  return undefined;
}

/** Prepositions that open a place phrase ("at a tram stop", "through a snowy forest"). */
const PLACE_PREPOSITION =
  /(?<![\p{L}])(?:at|in|on|inside|by|near|under|beside|through|across|along|outside|atop|beneath)\s+$/iu;
/** A noun right after the location word: "park bench", "tram stop". */
const NOUN_AFTER =
  /^\s+(?:bench|stop|station|corner|table|steps|gate|square|path|road|edge|shore|counter)(?![\p{L}])/iu;
const NOT_PLACE = "(?!(?:and|or|but|as|while|when|then|with|to|for|after|before|until|in|at|on)(?![\\p{L}]))";
/** "in the rain", "at dawn", "on a stormy night": a short phrase attached to the place. */
const ATTACHED = new RegExp(
  `^\\s+(?:in|at|on|under|during|by)\\s+(?:(?:a|an|the|his|her|their)\\s+)?${NOT_PLACE}[\\p{L}'’-]+(?:\\s+${NOT_PLACE}[\\p{L}'’-]+)?(?=[\\s,;.!?]|$)`,
  "iu",
);

/**
 * The place a scene happens in, as its text says it: the location's noun phrase after its preposition
 * and what the text attaches to it ("A tram stop in the rain", "A snowy forest at dawn"). "" when the
 * text has no such phrase (a place reached by a verb, "climbs the tower stairs", is where it moves).
 */
export function placePhrase(f: SceneFacts): string {
  const own = f.clauses.find((c) => c.role === "place");
  if (own) return clean(own.text);
  const location = clean(f.scene.setting.location);
  if (!location) return "";
  for (const c of f.clauses) {
    if (c.role !== "action") continue;
    const t = clean(c.text);
    const at = t.toLowerCase().indexOf(location.toLowerCase());
    if (at < 0) continue;
    // Back to the preposition: the determiner and words between ("a snowy forest").
    // Back to the preposition: the determiner and up to two words between ("at a snowy forest").
    const before = t.slice(0, at).split(/(?<=\s)/);
    let lead = "";
    for (let k = before.length - 1; k >= 0 && k >= before.length - 3; k--) {
      if (PLACE_PREPOSITION.test(before[k])) break;
      lead = before[k] + lead;
    }
    const start = at - lead.length;
    if (!PLACE_PREPOSITION.test(t.slice(0, start))) continue;
    // "slides out from under a car", "climbs off the bus": where someone leaves is not where they are.
    if (/(?<![\p{L}])(?:from|out of|off)\s+\p{L}+\s+$/iu.test(t.slice(0, start))) continue;
    // Forward: the rest of the noun ("park" + "bench") and up to two short attached phrases ("in the rain").
    let rest = t.slice(at + location.length);
    const noun = NOUN_AFTER.exec(rest)?.[0] ?? "";
    rest = rest.slice(noun.length);
    let attached = "";
    for (let k = 0; k < 2; k++) {
      const m = ATTACHED.exec(rest);
      if (!m) break;
      attached += m[0];
      rest = rest.slice(m[0].length);
    }
    const end = at + location.length + noun.length + attached.length;
    let phrase = clean(t.slice(start, end));
    // "by the window" -> "By the window.", not "The window." (a bare thing, not a place, on its own).
    const prep = /(\p{L}+)\s+$/u.exec(t.slice(0, start))?.[1];
    if (prep && /^the\s+[\p{L}'’-]+$/iu.test(phrase)) phrase = `${prep.toLowerCase()} ${phrase}`;
    // "in his garden": whose garden a later clip cannot say; left out rather than "His garden."
    if (/^(?:his|her|their|its|my|our|your)\s/i.test(phrase)) return "";
    return phrase ? phrase[0].toUpperCase() + phrase.slice(1) : "";
  }
  return "";
}

/** Does the scene say where it happens (a place clause or a location of its own)? */
export const hasOwnPlace = (f: SceneFacts) =>
  Boolean(clean(f.scene.setting.location)) || f.clauses.some((c) => c.role === "place");

/** The place phrase a scene that states none carries from the nearest earlier scene that does. */
export function carriedPlace(scenes: SceneFacts[], index: number): string {
  if (hasOwnPlace(scenes[index])) return "";
  for (let i = index - 1; i >= 0; i--) if (hasOwnPlace(scenes[i])) return placePhrase(scenes[i]);
  return "";
}
