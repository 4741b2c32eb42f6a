// Stage 4, cast: one cast per document, people, animals and anthropomorphic subjects only. A role
// noun ("a beekeeper") or a name the text marks as a person ("named Abel", "Dr. Okafor", a speaker,
// an appositive "Mara Quill, a detective") joins the cast; every other way the text names the same
// member ("the detective", "Quill") merges into it; each member keeps the description the text
// gives, carried unchanged into every scene (video models render each scene alone).
import {
  couldBeName,
  isKnownName,
  isKnownPlace,
  lexiconTags,
  LOCATION_NOUNS,
  PROP_WORDS,
  SHOT_SIZE_LABEL,
} from "../lexicon";
import { FOREIGN_ROLES, JA_ROLES, UNSPACED_ROLE_RE } from "./cast-languages";
import { isAmbientAnimals, isAnimalWord, isBackground, type Mentioned } from "./background";
import { clean, execAll } from "./normalise";
import { GROUP_NOUNS, isPersonNoun, NEVER_NAMES, singular, SPEECH_VERBS, TITLES } from "./vocabulary";
import { TURKISH_VERB, type Gender } from "../speech";

export type Member = {
  name: string;
  /** Lower-case ways the text names the member (roles are singular). */
  aliases: Set<string>;
  /** Aliases that are names: matched only where the text capitalises them ("Will", not "will"). */
  names: Set<string>;
  proper: boolean;
  group: boolean;
  /** A group the text names member by member ("two kids, Maya and Sam"). */
  named?: boolean;
  description: string;
  /** Grammatical gender the text gives the member (a gendered role, title or first name, or "he"/"she"). */
  gender?: Gender;
};
export type Mention = { member: Member; start: number; end: number };
export type Cast = { members: Member[]; find: (text: string) => Mention[] };

type Candidate = {
  start: number;
  end: number;
  text: string;
  proper: boolean;
  head: string;
  words: string[];
  /** How the text writes a name, with its title ("Chef Luca", "Dr. Amara Okafor"). */
  display?: string;
};

const WORD_RE = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’.-]*[\p{L}\p{M}\p{N}]|[\p{L}\p{M}]/gu;
const OBJECT_AFTER = new Set([
  ...LOCATION_NOUNS.split(" "),
  ...PROP_WORDS,
  ..."food market soup statue shop toy figurine costume mask tattoo print pattern shape sculpture sandwich meat burger stew treat bowl bed house hair fur lights light lamp lamps tale tales story stories wings dust vibes style look aesthetic movie film".split(
    " ",
  ),
  // A role noun before clothing or a medium is a modifier: "astronaut suit", "pirate ship", "kids cartoon".
  ..."suit suits uniform uniforms outfit outfits helmet helmets boots jacket cap gloves apron robe gear overalls cartoon cartoons show series channel".split(
    " ",
  ),
]);
// Role nouns that also name a thing, with the words that make them the thing ("sled runners").
const OBJECT_SENSE = new Map<string, RegExp>([
  ["runner", /^(?:sled|sleigh|skate|drawer|table|stair|carpet|bean)$/i],
  ["cook", /^(?:slow|pressure|rice)$/i],
  ["model", /^(?:scale|3d|clay)$/i],
]);
/** Animals a text usually only hears ("gulls cry overhead", "an owl hoots"): not cast when that is all they do. */
const HEARD_ANIMALS =
  /^(?:birds?|gulls?|seagulls?|owls?|loons?|crows?|ravens?|roosters?|wolf|wolves|coyotes?|frogs?|crickets?|cicadas?|doves?|pigeons?|geese|goose|ducks?)$/i;
const HEARD_VERB =
  /^(?:cry|cries|crying|call|calls|calling|hoot|hoots|hooting|caw|caws|cawing|squawk|squawks|squawking|screech|screeches|chirp|chirps|chirping|sing|sings|singing|croak|croaks|croaking|coo|coos|cooing|howl|howls|howling|shriek|shrieks|honk|honks|quack|quacks|crow|crows)$/i;
const VERB_USE_BEFORE = /^(?:to|he|she|they|i|we|you|will|can|could|would|should|must|may|might)$/i;
const DEPICTION_BEFORE =
  /(?:statue|painting|paints?|draws?|sketch(?:es)?|carves?|photo(?:graph)?|picture|poster|drawing|sculpture|figurine|image|portrait|carving|toy|plush|stuffed|shape|silhouette|mural)\s+(?:of\s+)?(?:(?:a|an|the)\s+)?(?:[\p{L}-]+\s+)?$/iu;
const NAME_MARKER_BEFORE =
  /(?:\bnamed|\bcalled|\bknown as|\bllamad[oa]|\bchamad[oa]|\bnommée?|\bnamens|\bdi nome)\s+$/iu;
const PREPOSITION_BEFORE =
  /(?:^|\s)(?:in|at|of|from|to|near|de|di|da|du|des|en|em|à|a|aus|von|nach|bei|im|am|sur|dans|para|por)\s+$/iu;
const APPOSITION_BETWEEN =
  /^(?:,\s*(?:(?:a|an|the|his|her|their|its|our|my|un|une|una|uno|ein|eine|einen|um|uma|el|la|le|il|lo|der|die|das)\s+)?(?:[\p{L}'’-]+\s+){0,3}|\s+(?:named|called|known as|llamad[oa]|chamad[oa]|nommée?|namens)\s+|\s+|\s*[(（]\s*|の|、|，\s*|:\s*(?:(?:a|an|the|his|her|their)\s+)?(?:[\p{L}\d'’-]+,?\s+){0,3})$/u;
/** "A barber, Sal, trims a young man's fade": a verb and its object after the comma, not an apposition. */
const VERB_BETWEEN = /^,\s*\p{Ll}+(?:s|ed)\s+(?:a|an|the|his|her|their|its|one|some)\s/u;
const SPEECH_AFTER = new RegExp(
  `^\\s+(?:[a-z]+ly\\s+)?(?:(?:[a-z]+s|[a-z]+ed)\\b[^.,;!?⟦\\n]{0,30}?\\s+(?:and|then)\\s+)?(?:[a-z]+ly\\s+)?(?:${SPEECH_VERBS})\\b`,
);
/** A run of up to three capitalised words on one line, with an optional title ("Dr. Amara Okafor"). */
const SEQ =
  /(?:(?:(?:Dr|Mr|Mrs|Ms|Prof|Capt|Sgt|Sr|Sra|Srta|Dra|Sig|Dott|Hr)\.|Mme|Mlle)[ \t]+)?\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){0,2}/gu;
/** "Maya and Sam": two capitalised words joined by "and" (in the languages the compiler reads). */
const CONJUNCT = /(\p{Lu}[\p{L}\p{M}'’-]+)\s+(?:and|&|y|et|und|e)\s+(\p{Lu}[\p{L}\p{M}'’-]+)/gu;
const KATAKANA_NAME = /([\p{Script=Katakana}ー]{2,8})(?=[がはもさちく])/gu;
// A katakana word is a name (not a loanword such as チャイム) after "<role>の", before a name suffix, or as
// the subject (は/が) of a sentence that holds a quote.
const KATAKANA_NAME_BEFORE = new RegExp(`(?:${JA_ROLES.join("|")})[の、]$`, "u");
const HAS_CAPITAL = /^\p{Lu}/u;

function stripPossessive(w: string): string {
  // Most words have no apostrophe: the patterns anchored at the end would be tried at every position.
  if (!w.includes("'") && !w.includes("’")) return w;
  return w.replace(/['’]s$/i, "").replace(/['’]$/, "");
}

function roleCandidates(text: string, foreign: boolean, isRole: (w: string) => boolean): Candidate[] {
  const words = execAll(WORD_RE, text).map((m) => {
    const next = text[m.index + m[0].length];
    const possessive =
      ((m[0].includes("'") || m[0].includes("’")) && /['’]s?$/.test(m[0])) || next === "'" || next === "’";
    return { w: stripPossessive(m[0]), start: m.index, end: m.index + m[0].length, possessive };
  });
  const out: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!isRole(words[i].w)) continue;
    let j = i;
    while (
      j + 1 < words.length &&
      isRole(words[j + 1].w) &&
      singular(words[j].w) === words[j].w.toLowerCase() &&
      singular(words[j + 1].w) === words[j + 1].w.toLowerCase() &&
      !words[j].possessive &&
      /^\s+$/.test(text.slice(words[j].end, words[j + 1].start))
    )
      j++;
    if (words[j].possessive && words[j + 1] && isRole(words[j + 1].w)) continue;
    const start = words[i].start;
    const end = words[j].end;
    const prev = words[i - 1]?.w ?? "";
    const next = words[j + 1];
    const nextJoined = next && /^['’]?\s+$/.test(text.slice(end, next.start)) ? next.w.toLowerCase() : "";
    const i0 = i;
    i = j;
    if (text[end] === "-" || /^['’]s-/.test(text.slice(end))) continue;
    if (VERB_USE_BEFORE.test(prev) || OBJECT_AFTER.has(nextJoined)) continue;
    // "gulls cry overhead": heard, not seen (a sound of the scene, not a member of its cast).
    if (HEARD_ANIMALS.test(words[j].w) && HEARD_VERB.test(nextJoined)) continue;
    if (OBJECT_SENSE.get(singular(words[i0].w))?.test(prev)) continue;
    // "a chef's hat", "Kids' cartoon", "a children's book": a generic owner, not someone in the scene.
    // "a chef's hands" is the chef, seen: a body part has its owner in the scene.
    if (
      words[j].possessive &&
      !BODY_PARTS.test(nextJoined) &&
      (/^(?:a|an)$/i.test(prev) ||
        (singular(words[j].w) !== words[j].w.toLowerCase() &&
          (sentenceInitial(text, start) || /^(?:for)$/i.test(prev))))
    )
      continue;
    // "The hikers crowd in": a role word right after a plural subject is its verb.
    if (
      i0 > 0 &&
      isRole(prev) &&
      (singular(prev) !== prev.toLowerCase() || singular(words[i0].w) !== words[i0].w.toLowerCase()) &&
      /^\s+$/.test(text.slice(words[i0 - 1].end, start))
    )
      continue;
    if (DEPICTION_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
    if (foreign && HAS_CAPITAL.test(words[i0].w) && i0 > 0 && !/[.!?\n]\s*$/.test(text.slice(0, start)))
      continue;
    const parts = words.slice(i0, j + 1).map((x) => x.w.toLowerCase());
    out.push({
      start,
      end,
      text: parts.join(" "),
      proper: false,
      head: singular(parts[parts.length - 1]),
      words: parts,
    });
  }
  return out;
}

/** "Dice:" (Italian "says") before a line is a speech verb, not a speaker's name. */
const SPEECH_WORD = new RegExp(`^(?:${SPEECH_VERBS})$`, "i");
const BODY_PARTS =
  /^(?:hands?|face|eyes?|fingers?|arms?|feet|foot|legs?|hair|voice|smile|lips|mouth|shoulders?|back|head|fingertips|palms?)$/;

const sentenceInitial = (text: string, at: number) =>
  at === 0 || /(?:^|[.!?:\n⟧[(•*-])\s*$/.test(text.slice(Math.max(0, at - 4), at));

const ROMANCE = new Set(["it", "es", "pt", "fr", "ca", "gl", "ro"]);
function nameCandidates(
  text: string,
  english: boolean,
  isRole: (w: string) => boolean,
  language = "",
): Candidate[] {
  const out: Candidate[] = [];
  for (const m of execAll(SEQ, text)) {
    let tokens = m[0].split(/\s+/).map(stripPossessive);
    let start = m.index;
    let titled = false;
    const titles: string[] = [];
    // "Seine Schwester Greta": the name is what follows the last title or role word.
    const lastRole = tokens.findLastIndex((t, k) => k < tokens.length - 1 && (TITLES.test(t) || isRole(t)));
    for (let k = 0; k < lastRole; k++)
      if (!TITLES.test(tokens[0]) && !isRole(tokens[0])) {
        start = text.indexOf(tokens[1] ?? "", start + tokens[0].length);
        tokens = tokens.slice(1);
      }
    while (
      tokens.length &&
      (TITLES.test(tokens[0]) || isRole(tokens[0]) || NEVER_NAMES.has(tokens[0].toLowerCase()))
    ) {
      if (TITLES.test(tokens[0]) || isRole(tokens[0])) titled = TITLES.test(tokens[0]) || titled;
      if (TITLES.test(tokens[0]) && tokens.length > 1) titles.push(tokens[0]);
      else titles.length = 0;
      start = text.indexOf(tokens[1] ?? "", start + tokens[0].length);
      tokens = tokens.slice(1);
    }
    // Keep the name part only: "Amara Okafor Photographs" cannot happen, but "Paris Café" can.
    tokens = tokens.filter((t, k) => k === 0 || (!NEVER_NAMES.has(t.toLowerCase()) && !isRole(t)));
    if (tokens.length === 0 || start < 0) continue;
    const nameText = tokens.join(" ");
    const end = start + nameText.length;
    if (text.slice(start, end) !== nameText) continue;
    const first = tokens[0];
    if (tokens.some((t) => NEVER_NAMES.has(t.toLowerCase()) || isRole(t))) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 60);
    const initial = sentenceInitial(text, start);
    const placeLike =
      isKnownPlace(first) || OBJECT_AFTER.has((after.match(/^\s+([\p{L}]+)/u)?.[1] ?? "").toLowerCase());
    const beforeRole = wordBeforeEnd(before);
    const afterPreposition = PREPOSITION_BEFORE.test(before) && !/\bto\s+$/.test(before);
    const accepted =
      titled ||
      NAME_MARKER_BEFORE.test(before) ||
      // "a girl (Priya, 10)", "Un garçon (Hugo, 9 ans)": a name in brackets after a person noun.
      (/[(（]\s*$/u.test(before) &&
        /^\s*[,)）]/u.test(after) &&
        isRole(wordBeforeEnd(before.replace(/\s*[(（]\s*$/u, " ")) ?? "")) ||
      (beforeRole !== undefined && isRole(beforeRole) && !placeLike) ||
      (!afterPreposition &&
        // "Marco, il pescatore,", "Ana, la pescadora,": a name set off by its role, whatever the article.
        /^,\s+(?:a|an|ein|eine|un|une|una|um|uma|il|la|le|el|lo|o|der|die|das)\s/u.test(after) &&
        after
          .replace(/^,\s+\S+\s+/, "")
          .split(/[\s,;.]+/)
          .slice(0, 4)
          .some((w) => isRole(w))) ||
      // A speaker label at a line start or after a sentence end: "Dot: \"...\"", "Trainer (calm): \"...\"".
      (/^\s*(?:\([^)]*\)\s*)?:\s*⟦/u.test(after) &&
        /(?:^|\n|[.!?⟧]\s)\s*(?:[-•*]\s*)?$/.test(before) &&
        !NOT_SPEAKERS.test(nameText) &&
        !SPEECH_WORD.test(nameText) &&
        // Turkish drops the subject: "Gülümser:" (he smiles) is a verb, not a name.
        !(language === "tr" && TURKISH_VERB.test(nameText))) ||
      // A character sheet's line: "- Dot: a seventy-year-old waitress", "Amaru: 30s, Quechua weaver".
      (/(?:^|\n)\s*(?:[-•*]\s*)?$/.test(before) &&
        sheetLine(text, end, isRole) &&
        !NOT_SPEAKERS.test(nameText)) ||
      /^\s*,[^\]\n]*\]\s*:/.test(after) ||
      /^\s+to\s+\p{Lu}[\p{L}]*\s*:/u.test(after) ||
      (/(?:^|\n)\s*(?:[-•*]\s*)?\p{Lu}[\p{L}]*\s+to\s+$/u.test(before) && /^\s*:/.test(after)) ||
      (english && SPEECH_AFTER.test(after) && !placeLike && couldBeName(first)) ||
      (english && isKnownName(first) && !placeLike && !afterPreposition && couldBeName(first)) ||
      // "Sulla barca, Marco tira su la rete": inside a sentence of a language that does not capitalise
      // its nouns, a capitalised word before a lower-case verb is a name.
      (ROMANCE.has(language) &&
        !initial &&
        !afterPreposition &&
        // "Una Vespa rossa", "la Fiat bianca": a thing named by its brand, after its article.
        !/(?:^|[\s,])(?:un|una|uno|une|um|uma|la|il|el|le|les|lo|los|las|gli|des|du|o|a|i|os|as|l['’])\s*$/iu.test(
          before,
        ) &&
        !placeLike &&
        tokens.length === 1 &&
        /^\s+\p{Ll}{3,}/u.test(after) &&
        couldBeName(first)) ||
      (/[^\x00-\x7F]/.test(nameText) &&
        !placeLike &&
        !afterPreposition &&
        (!initial || (english && (/^\s+[a-z]+s\b/.test(after) || /^,/.test(after)))));
    if (!accepted) continue;
    out.push({
      start,
      end,
      text: nameText,
      proper: true,
      head: nameText.toLowerCase(),
      words: tokens.map((t) => t.toLowerCase()),
      display: [...titles, nameText].join(" "),
    });
  }
  for (const m of execAll(KATAKANA_NAME, text)) {
    const rest = text.slice(m.index + m[1].length);
    const sentenceEnd = rest.search(/[。！？\n]/u);
    const speaks =
      /^[はが]/u.test(rest) && rest.slice(0, sentenceEnd < 0 ? rest.length : sentenceEnd).includes("⟦");
    if (
      !speaks &&
      !/^(?:さん|ちゃん|くん)/u.test(rest) &&
      !KATAKANA_NAME_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))
    )
      continue;
    out.push({
      start: m.index,
      end: m.index + m[1].length,
      text: m[1],
      proper: true,
      head: m[1],
      words: [m[1]],
    });
  }
  // "Maya and Sam": a conjunct of a name is a name.
  for (const m of execAll(CONJUNCT, text)) {
    const known = out.some((c) => c.text === m[1]) ? 2 : out.some((c) => c.text === m[2]) ? 1 : 0;
    if (!known) continue;
    const t = m[known];
    if (NEVER_NAMES.has(t.toLowerCase()) || isRole(t) || isKnownPlace(t)) continue;
    const at = m.index + m[0].lastIndexOf(t);
    const s = known === 2 ? at : m.index;
    out.push({
      start: s,
      end: s + t.length,
      text: t,
      proper: true,
      head: t.toLowerCase(),
      words: [t.toLowerCase()],
    });
  }
  return out;
}

// Capitalised labels before a colon that introduce a text or a shot, never a speaker or a character.
const NOT_SPEAKERS =
  /^(?:text|title|titles|caption|captions|subtitle|subtitles|sign|card|end card|title card|headline|logo|slogan|tagline|banner|label|lettering|overlay|narrator|voice-over|voiceover|wardrobe|props?|costume|location|lens|fps|note|notes|voice|voices|vo|intro|outro|hook|cta|opening|ending|transition|climax|reference|inspiration|genre|theme|prompt|output|length|platform|audience|goal|brand|product|texture|details|beat|summary|premise|plot|story|concept|idea|sequence|montage|act|duration|resolution|pacing|tempo|energy|season|era|period|budget)$/i;
// An age as a character sheet gives it: "30s", "a seventy-year-old", "aged 9", "in her 40s".
const AGE = /\b(?:[2-9]0s|[\p{L}\d-]+-year-old|aged\s+\d+|teenage|elderly)\b/iu;
const SHEET_LINE = /^\s*(?:[-•*]\s*)?\p{Lu}[\p{L}'’. -]{0,30}:\s*[^\s⟦]/u;
/**
 * A line of a character sheet, "Amaru: 30s, Quechua weaver, braided hair": the name right before the
 * colon, a description that opens with an age or a role, and a line like it just before or after.
 */
function sheetLine(text: string, end: number, isRole: (w: string) => boolean): boolean {
  const m = /^:\s*([^\n⟦]{3,120})/u.exec(text.slice(end, end + 130));
  if (!m) return false;
  const words = m[1]
    .split(/[\s,;.]+/)
    .filter(Boolean)
    .slice(0, 5);
  if (!AGE.test(words.join(" ")) && !words.some((w) => isRole(w))) return false;
  const lineStart = text.lastIndexOf("\n", end) + 1;
  const lineEnd = text.indexOf("\n", end);
  const previous = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, Math.max(0, lineStart - 1));
  const nextEnd = text.indexOf("\n", lineEnd + 1);
  const next = lineEnd < 0 ? "" : text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd);
  return (lineStart > 0 && SHEET_LINE.test(previous)) || SHEET_LINE.test(next);
}

// Read backwards from the end of a short text, by index: a pattern anchored at the end ("...$") is
// tried at every position of the text, and these run once per candidate.
const SPACE = /\s/;
const WORD_CHAR = /[\p{L}-]/u;
const NAME_CHAR = /[\p{L}'’-]/u;
/** The character (a whole code point) ending at index k. */
const charBefore = (s: string, k: number) => {
  const c = s.charCodeAt(k - 1);
  return c >= 0xdc00 && c <= 0xdfff && k >= 2 ? s.slice(k - 2, k) : s[k - 1];
};
const skipBack = (s: string, k: number, re: RegExp) => {
  while (k > 0 && re.test(charBefore(s, k))) k -= charBefore(s, k).length;
  return k;
};

/** The last `max` words ([\p{L}-]+) of a text that ends in whitespace, each followed by whitespace. */
export function trailingWords(s: string, max: number): string[] {
  const words: string[] = [];
  let i = s.length;
  while (words.length < max) {
    const j = skipBack(s, i, SPACE);
    if (j === i) break;
    const k = skipBack(s, j, WORD_CHAR);
    if (k === j) break;
    words.unshift(s.slice(k, j));
    i = k;
  }
  return words;
}

/** The word ([\p{L}'’-]+) before a text's trailing whitespace and an optional comma ("Chef, "). */
export function wordBeforeEnd(s: string): string | undefined {
  let j = skipBack(s, s.length, SPACE);
  if (j === s.length) return undefined;
  if (s[j - 1] === ",") j--;
  const k = skipBack(s, j, NAME_CHAR);
  return k === j ? undefined : s.slice(k, j);
}

function memberFor(c: Candidate, members: Member[]): Member | undefined {
  if (c.proper) {
    const exact = members.find((m) => m.aliases.has(c.head));
    if (exact) return exact;
    // "Quill" for "Mara Quill"; "Mara Quill" takes over a "Mara" met first.
    return members.find(
      (m) =>
        m.proper &&
        [...m.aliases].some((a) => {
          const t = a.split(" ");
          return c.words.every((w) => t.includes(w)) || t.every((w) => c.words.includes(w));
        }),
    );
  }
  return members.find(
    (m) =>
      m.aliases.has(c.text) ||
      m.aliases.has(c.head) ||
      c.words.some((w) => m.aliases.has(singular(w)) && !m.proper),
  );
}

function describe(text: string, c: Candidate): string {
  const after = text.slice(c.end, c.end + 120);
  const before = text.slice(Math.max(0, c.start - 40), c.start);
  const lead = c.proper ? [] : trailingWords(before, 3);
  const cut = lead
    .map((w) =>
      /^(?:a|an|the|his|her|their|two|three|some|one|and|or|of|in|on|at|to|with|by|my|our|its|is|are)$/i.test(
        w,
      ),
    )
    .lastIndexOf(true);
  const pre = lead
    .slice(cut + 1)
    .filter((w) => !/(?:s|ed)$/.test(w) || /(?:ss|less|ous)$/.test(w))
    .join(" ");
  const preText = pre ? `${pre} ` : "";
  const apposition = after.match(/^,\s+((?:a|an|ein|eine|un|une|una|um|uma)\s+[^,;.\n⟦]{3,90})/iu)?.[1] ?? "";
  const attire =
    after.match(
      /^\s+((?:in|with|wearing|dressed in)\s+(?:a|an|the|his|her|their)?\s*[^,;.\n⟦]{3,60}?)(?=\s+(?:\p{Ll}+[^s\s]s|is|are|and|who|while|as)\b|[,;.\n⟦]|$)/u,
    )?.[1] ?? "";
  return clean(
    [`${preText}${c.proper ? c.text : c.words.join(" ")}`, apposition, attire].filter(Boolean).join(", "),
  );
}

// Roles and titles that say a member's gender, so that "she" never resolves to "the groom".
const FEMALE = new Set(
  (
    "woman girl lady mother mom mum grandmother grandma granny nana sister daughter wife bride queen princess duchess empress " +
    "waitress actress hostess stewardess seamstress niece aunt auntie nun policewoman fisherwoman businesswoman girlfriend fiancée " +
    "widow ballerina cowgirl shepherdess heroine goddess vixen mare ewe hen doe mrs ms miss madame señora doña frau " +
    "nonna abuela madre mère mutter mãe avó babcia oma hermana sœur schwester irmã boulangère vendeuse nieta neta nipote"
  ).split(" "),
);
const MALE = new Set(
  (
    "man boy gentleman father dad grandfather grandpa brother son husband groom king prince duke emperor waiter actor nephew uncle " +
    "monk fisherman policeman fireman businessman salaryman boyfriend fiancé widower cowboy hero stallion bull rooster stag colt " +
    "mr sir lord señor don herr monsieur nonno abuelo padre père vater pai avô dziadek opa hermano frère bruder irmão nieto neto"
  ).split(" "),
);
function genderOf(c: Candidate): Gender | undefined {
  const words = c.display ? [...c.display.toLowerCase().split(/\s+/), ...c.words] : c.words;
  for (const raw of words) {
    const w = raw.endsWith(".") ? raw.slice(0, -1) : raw;
    const one = w.endsWith("s") ? singular(w) : w;
    if (FEMALE.has(w) || FEMALE.has(one)) return "f";
    if (MALE.has(w) || MALE.has(one)) return "m";
  }
  if (!c.proper) return undefined;
  const tags = lexiconTags(c.words[0]);
  return tags.includes("FemaleName") ? "f" : tags.includes("MaleName") ? "m" : undefined;
}

/** Role nouns of a language written without spaces between words (or with particles attached). */
function unspacedRoles(text: string, language: string): Candidate[] {
  const re = UNSPACED_ROLE_RE[language];
  if (!re) return [];
  return execAll(re, text).map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
    proper: false,
    head: m[0],
    words: [m[0]],
  }));
}

/** Builds the document's cast from its (negation-blanked, quote-free) text. */
export function buildCast(text: string, language: string): Cast {
  const english = language === "en";
  // Asked several times per word: each word's answer is kept for this compile.
  const roles = new Map<string, boolean>();
  const isRole = (w: string) => {
    let r = roles.get(w);
    if (r === undefined) {
      r = english ? isPersonNoun(w) : FOREIGN_ROLES.has(w.toLowerCase()) || FOREIGN_ROLES.has(singular(w));
      roles.set(w, r);
    }
    return r;
  };
  const candidates = [
    ...roleCandidates(text, !english, isRole),
    ...nameCandidates(text, english, isRole, language),
    ...unspacedRoles(text, language),
  ]
    // "WS:", "CU:", "POV:": a storyboard's shot labels, never people.
    .filter((c) => !(c.proper && SHOT_SIZE_LABEL.test(`${text.slice(c.start, c.end)}:`)))
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((c, i, all) => i === 0 || c.start >= all[i - 1].end);
  const members: Member[] = [];
  const at: { c: Candidate; m: Member }[] = [];
  for (const c of candidates) {
    let m = memberFor(c, members);
    if (!m && !c.proper && /\bthe\s+$/i.test(text.slice(Math.max(0, c.start - 5), c.start)))
      m = anaphor(c, members, text);
    if (!m) {
      m = {
        name: c.proper ? (c.display ?? c.text) : cap(c.words.join(" ")),
        aliases: new Set(),
        names: new Set(),
        proper: c.proper,
        group: !c.proper && GROUP_NOUNS.has(c.words[c.words.length - 1]),
        description: "",
        gender: genderOf(c),
      };
      members.push(m);
    } else if (c.proper && m.proper && (c.display ?? c.text).length > m.name.length && c.words.length >= 1)
      m.name = c.display ?? c.text;
    // A name met later may tell the gender a role did not ("the runner ... Grace").
    if (m.gender === undefined && c.proper) m.gender = genderOf(c);
    m.aliases.add(c.proper ? c.head : c.text);
    if (c.proper) for (const w of [c.head, ...c.words]) m.names.add(w);
    if (!c.proper) for (const w of c.words) m.aliases.add(singular(w));
    if (c.proper) for (const w of c.words) if (c.words.length > 1 && !TITLES.test(w)) m.aliases.add(w);
    if (!m.description || (c.proper && !m.description.includes(","))) {
      const d = describe(text, c);
      if (d.length > m.description.length) m.description = d;
    }
    at.push({ c, m });
  }
  // Appositions and "named": "the detective, Mara Quill", "a fisherman named Abel", "Pilot Osei".
  for (let i = 1; i < at.length; i++) {
    const a = at[i - 1];
    const b = at[i];
    // "two kids, Maya and Sam", "two boys, Omar and Theo": the group (a plural role too) is its named members.
    const plural = (m: Member) =>
      m.group || (!m.proper && /[^s]s$/i.test(m.name) && singular(m.name) !== m.name.toLowerCase());
    if ((plural(a.m) && b.m.proper) || (plural(b.m) && a.m.proper)) {
      const group = a.m.proper ? b.m : a.m;
      if (APPOSITION_BETWEEN.test(text.slice(a.c.end, b.c.start))) {
        group.named = true;
        group.group = true;
      }
      continue;
    }
    if (
      a.m === b.m ||
      a.m.group ||
      b.m.group ||
      (!a.m.proper && !b.m.proper && !/^[,:]/.test(text.slice(a.c.end, b.c.start)))
    )
      continue;
    const between = text.slice(a.c.end, b.c.start);
    // A cast sheet's lines are separate people: "… retired firefighter, flannel shirt\n- Nina, 9, …".
    if (!APPOSITION_BETWEEN.test(between) || VERB_BETWEEN.test(between) || between.includes("\n")) continue;
    if (a.m.proper && b.m.proper) continue;
    const [keep, drop] = a.m.proper || !b.m.proper ? [a.m, b.m] : [b.m, a.m];
    for (const x of drop.aliases) keep.aliases.add(x);
    for (const x of drop.names) keep.names.add(x);
    keep.gender ??= drop.gender;
    if (drop.description.length > keep.description.length && !keep.proper)
      keep.description = drop.description;
    else if (![...drop.aliases].some((x) => keep.description.toLowerCase().includes(x)))
      keep.description = clean(`${keep.description}, ${drop.description}`);
    members.splice(members.indexOf(drop), 1);
    for (const x of at) if (x.m === drop) x.m = keep;
  }
  const named = members.some((m) => m.proper);
  // Gulls circling the masts, the crowd cheering: the background, when someone else is the story.
  const mentioned = (m: Member): Mentioned => {
    const own = at.filter((x) => x.m === m);
    return { words: own[0]?.c.words ?? [], spans: own.map((x) => x.c), proper: m.proper };
  };
  const background = new Set(members.filter((m) => isBackground(mentioned(m), text)));
  // Someone else is the story: a person, or anyone with a name ("Wolves chase a deer" keeps the wolves).
  // ("its mother" is an animal's).
  const story = members.some(
    (m) =>
      !background.has(m) &&
      (m.proper ||
        (isPersonNoun(m.name.toLowerCase()) &&
          !isAnimalWord(m.name) &&
          at.some(
            (x) => x.m === m && !/\bits\s+$/i.test(text.slice(Math.max(0, x.c.start - 4), x.c.start)),
          ))),
  );
  const cast = members.filter(
    (m) =>
      !(m.group && named && (m.named || RELATIONAL.test(m.name))) &&
      !(story && background.has(m)) &&
      !(background.has(m) && isAmbientAnimals(mentioned(m), text)),
  );
  const finder = mentionFinder(cast);
  const cache = new Map<string, Mention[]>();
  const find = (t: string) => {
    let found = cache.get(t);
    if (!found) cache.set(t, (found = finder(t)));
    return found;
  };
  return { members: cast, find };
}

// "The dog" after "their golden retriever, Biscuit"; "the whales" after "a pod of orcas"; "the dancers"
// after "friends dance": a definite class or agent noun refers back to a member already met.
const HYPERNYMS: Record<string, string[]> = {
  dog: [
    "retriever",
    "labrador",
    "poodle",
    "terrier",
    "corgi",
    "husky",
    "beagle",
    "dalmatian",
    "puppy",
    "spaniel",
    "collie",
  ],
  cat: ["kitten", "tabby"],
  bird: [
    "owl",
    "parrot",
    "eagle",
    "hawk",
    "sparrow",
    "robin",
    "pelican",
    "gull",
    "seagull",
    "swan",
    "heron",
    "hummingbird",
    "pigeon",
    "crow",
    "raven",
  ],
  whale: ["orca"],
  animal: [],
};
function anaphor(c: Candidate, members: Member[], text: string): Member | undefined {
  const kinds = HYPERNYMS[c.head] ?? [];
  const byClass = members.findLast((m) => kinds.some((k) => m.aliases.has(k)));
  if (byClass) return byClass;
  if (!/er$/.test(c.head)) return undefined;
  const stem = escape(c.head.replace(/e?r$/, ""));
  return members.findLast((m) =>
    [...m.aliases].some((a) => new RegExp(`(?<![\\p{L}])${escape(a)}s?\\s+${stem}`, "iu").test(text)),
  );
}

// Groups that are, by nature, the named people around them ("two old friends", "a couple").
const RELATIONAL = /^(?:friends|couple|pair|siblings|twins)$/i;

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
// Hangul too: Korean attaches its particles to the noun ("손녀가").
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A finder of mentions for one cast: the aliases compiled once into one pattern. */
function mentionFinder(members: Member[]): (text: string) => Mention[] {
  const byAlias = new Map<string, Member>();
  for (const m of members) for (const a of m.aliases) if (!byAlias.has(a)) byAlias.set(a, m);
  if (byAlias.size === 0) return () => [];
  const sorted = [...byAlias.keys()].sort((a, b) => b.length - a.length);
  const aliases = sorted.filter((a) => !CJK.test(a)).map(escape);
  // CJK is written without spaces: its aliases match without word boundaries ("店員のサクラが").
  const cjk = sorted.filter((a) => CJK.test(a)).map(escape);
  const re = new RegExp(
    [
      aliases.length ? `(?<![\\p{L}\\p{M}])(${aliases.join("|")})(?:s|es)?(?:['’]s)?(?![\\p{L}\\p{M}])` : "",
      cjk.length ? `(${cjk.join("|")})` : "",
    ]
      .filter(Boolean)
      .join("|"),
    "giu",
  );
  return (text: string) => {
    const out: Mention[] = [];
    for (const x of execAll(re, text)) {
      const alias = (x[1] ?? x[2] ?? "").toLowerCase();
      const m = byAlias.get(alias);
      if (!m) continue;
      // A name matches only where the text capitalises it ("Will", not "will").
      if (m.names.has(alias) && x[0][0] === x[0][0].toLowerCase() && x[0][0] !== x[0][0].toUpperCase())
        continue;
      out.push({ member: m, start: x.index, end: x.index + x[0].length });
    }

    return out;
  };
}
