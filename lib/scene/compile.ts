// The local scene compiler: turns a plain description into a complete prompt document, the way a
// director reads a treatment. Pure, synchronous, deterministic and browser-safe (no network, no
// server-only imports): the generator's embedded default, the AI mode's fallback, and the base of
// Pro Chat's local assistant.
import { categorize, type SceneCategory } from "./categories";
import {
  CAMERA_ANGLES,
  CAMERA_MOVES,
  CAPTIONS_PATTERN,
  FUNCTION_WORDS,
  couldBeName,
  isActorNoun,
  isKnownName,
  isKnownPlace,
  isVerbLike,
  LIGHTING_PATTERN,
  lexiconTags,
  LOCATION_NOUNS,
  MOOD_WORDS,
  MUSIC_PATTERN,
  NARRATION_PATTERN,
  NO_MUSIC_PATTERN,
  ON_SCREEN_TEXT_PATTERN,
  PROP_WORDS,
  ROLE_WORDS,
  SOUND_PATTERN,
  STYLE_WORDS,
  TIME_OF_DAY,
  WEATHER,
} from "./lexicon";
import {
  DEFAULT_DURATION,
  type PromptDocument,
  type Scene,
  type SceneCharacter,
  type SceneDuration,
} from "./schema";

export type CompileInput = { description: string; title?: string; duration?: SceneDuration };

type Quote = { text: string };
type Character = SceneCharacter & { key: string; aliases: string[] };

const QUOTE_RE = /["“”]([^"“”]{1,600})["“”]/g;
// Quotes become placeholders so punctuation inside them does not split sentences; a quote that ends
// its sentence ("... today.") is marked with "·" so the sentence still ends there.
const PLACEHOLDER_RE = /⟦(\d+)·?⟧/g;
const SPEECH_VERBS =
  "says|said|asks|asked|whispers|whispered|shouts|shouted|yells|yelled|replies|replied|calls out|calls|called|exclaims|exclaimed|murmurs|murmured|mutters|muttered|sings|sang|cries|cried|answers|answered|announces|announced|adds|added|laughs|laughed|giggles|sighs|sighed|tells [a-z]+|told [a-z]+|declares|declared|speaks|spoke|begins|shouts out";
const SPEAKER = String.raw`((?:(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir)\s+(?:(?!and\b|or\b|to\b|at\b|with\b)[a-z-]+\s+){0,2}[a-z-]+)|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?|he|she|they|He|She|They)`;
const SPEAKER_BEFORE = new RegExp(
  String.raw`${SPEAKER}\s+(?:[a-z]+ly\s+)?(?:${SPEECH_VERBS})\b[^⟦.!?]{0,40}?[,:]?\s*$`,
);
// "She smiles at him and says ...": the clause's subject speaks.
const SPEAKER_SUBJECT_AND = new RegExp(
  String.raw`^\s*(?:[A-Z][a-z]+ly,?\s+)?${SPEAKER}\s+[^⟦]*?\band\s+(?:[a-z]+ly\s+)?(?:${SPEECH_VERBS})\b[^⟦]{0,20}?[,:]?\s*$`,
);
const SPEAKER_COLON = /([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s*:\s*$/;
const SPEAKER_AFTER_NAME_FIRST = new RegExp(String.raw`^\s*[,.!?]?\s*${SPEAKER}\s+(?:${SPEECH_VERBS})\b`);
const SPEAKER_AFTER_VERB_FIRST = new RegExp(String.raw`^\s*[,.!?]?\s*(?:${SPEECH_VERBS})\s+${SPEAKER}`);

const SCENE_MARKER =
  /(?:^|\n|(?<=[.!?⟧])\s+)\s*(?:scene|shot|part)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*[:.)\-–—]\s*/gi;
const NUMBERED_LINE = /^\s*\d+[.)]\s+/;
const TRANSITION =
  /^(?:then|next|after that|afterwards|afterward|later|finally|eventually|at last|in the end|meanwhile|moments later|soon after)\b[,]?\s*/i;
const FIRST = /^(?:first|firstly|at first|to begin|it begins)\b[,]?\s*/i;
const INLINE_TRANSITION = /,\s*(?:and\s+)?(?:then|next|finally|after that)\b,?\s*/gi;

const HONORIFICS =
  "Commander|Sergeant|Admiral|Mayor|Sheriff|Nurse|Dr|Mr|Mrs|Ms|Miss|Captain|Professor|Prof|Sir|Lady|Lord|King|Queen|Prince|Princess|Uncle|Aunt|Auntie|Grandma|Grandpa|Granny|Officer|Detective|Chef|Agent|Coach|Doctor|Mister|Madame|Señor";
const NAME_RE = new RegExp(
  String.raw`\b(?:(${HONORIFICS})\.?\s+)?([A-Z][a-z'’]+(?:[- ][A-Z][a-z'’]+)?)\b`,
  "g",
);
const LOCATION_PREP_RE =
  /\b(?:in|of|from|at|on|inside|into|through|across|along|near|by|under|beneath|over|atop|around|outside|within|onto|toward|towards|down|up)\s+((?:(?:the|a|an|his|her|their|its|my|our)\s+)?(?:[\p{L}'’-]+)(?:\s+[\p{L}'’-]+){0,3})/giu;
const LOCATION_SET = new Set(LOCATION_NOUNS.split(" "));

/** Location phrases: a preposition, then up to four words ending on a place noun (longest wins). */
function locationPhrases(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LOCATION_PREP_RE)) {
    const words = m[1].split(/\s+/);
    for (let end = words.length; end > 0; end--) {
      const w = words[end - 1].toLowerCase();
      if (LOCATION_SET.has(w) || (w === "room" && end > 1)) {
        out.push(words.slice(0, end).join(" "));
        break;
      }
    }
  }
  return out;
}

const PROPER_PLACE_RE = /\b(?:in|at|to|from|over|across|near|of)\s+((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?)/g;
const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "two",
  "three",
  "four",
  "several",
  "some",
  "one",
  "his",
  "her",
  "their",
  "its",
  "our",
  "my",
  "little",
]);
const STOP_IN_PHRASE = new Set([
  "and",
  "or",
  "of",
  "in",
  "on",
  "at",
  "with",
  "to",
  "from",
  "by",
  "who",
  "that",
  "while",
  "as",
  "is",
  "are",
  "was",
]);
const CAMERA_WORDS = /\b(?:shot|angle|close-?up|camera|pan|zoom|slow motion|time-lapse|music)\b/i;
const IRREGULAR_PLURAL_ROLES: Record<string, string> = {
  children: "child",
  people: "person",
  men: "man",
  women: "woman",
  kids: "kid",
  friends: "friend",
};
const PRONOUN = /^(?:he|she|they|him|her|them|it)$/i;

const DEFAULT_MOOD: Record<SceneCategory, string> = {
  Nature: "peaceful",
  Urban: "energetic",
  Fantasy: "whimsical",
  "Sci-Fi": "awe-struck",
  Adventure: "thrilling",
  Drama: "emotional",
  Comedy: "comedic",
  Romance: "romantic",
  Mystery: "mysterious",
  Animals: "heartwarming",
  Food: "cozy",
  Sports: "energetic",
  Music: "rhythmic",
  Travel: "wonder-filled",
  Historical: "grand",
  Product: "polished",
  Documentary: "observational",
  Animation: "playful",
  Lifestyle: "relaxed",
  General: "cinematic",
};

const DEFAULT_LOCATION: Record<SceneCategory, string> = {
  Nature: "an open natural landscape",
  Urban: "a busy city street",
  Fantasy: "an enchanted storybook land",
  "Sci-Fi": "a sleek futuristic interior",
  Adventure: "a rugged outdoor trail",
  Drama: "a quiet, lived-in interior",
  Comedy: "a bright, everyday neighbourhood",
  Romance: "a charming, softly lit street",
  Mystery: "a shadowy old building",
  Animals: "a natural habitat",
  Food: "a warm kitchen",
  Sports: "a sports arena",
  Music: "an intimate stage",
  Travel: "a scenic landmark",
  Historical: "a period-accurate setting",
  Product: "a clean studio set",
  Documentary: "a real-world location",
  Animation: "a colourful animated world",
  Lifestyle: "a bright, airy home",
  General: "a simple, uncluttered setting",
};

const DEFAULT_MUSIC: Record<string, string> = {
  peaceful: "soft ambient piano",
  joyful: "light, upbeat acoustic",
  melancholic: "slow, gentle strings",
  tense: "low pulsing synths building tension",
  mysterious: "sparse, airy ambient tones",
  epic: "sweeping orchestral score",
  romantic: "warm strings and piano",
  whimsical: "playful pizzicato and glockenspiel",
  cozy: "mellow lo-fi",
  energetic: "driving, upbeat electronic",
  dramatic: "swelling cinematic strings",
  uplifting: "hopeful orchestral build",
  comedic: "bouncy, quirky woodwinds",
};

// ---------- small helpers ----------

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const restore = (s: string, quotes: Quote[]) =>
  s.replace(PLACEHOLDER_RE, (_, i: string) => `"${quotes[Number(i)]?.text ?? ""}"`);
const stripQuotes = (s: string) => s.replace(PLACEHOLDER_RE, " ");

function matchAll(list: { pattern: RegExp; value: string }[], text: string): string[] {
  const out: string[] = [];
  for (const { pattern, value } of list) if (pattern.test(text)) out.push(value);
  return out;
}

function firstMatch(list: { pattern: RegExp; value: string }[], text: string): string | undefined {
  let best: { index: number; value: string } | undefined;
  for (const { pattern, value } of list) {
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { index: m.index, value };
  }
  return best?.value;
}

function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?]|·⟧)\s+(?=[A-Z0-9⟦"“(])/)
    .map(clean)
    .filter(Boolean);
}

function titleCase(s: string): string {
  const small = new Set(["a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "by", "with", "for"]);
  return s
    .split(" ")
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : cap(w)))
    .join(" ");
}

/** Positions where `word` occurs in `lower` as a whole word. */
function wordPositions(lower: string, word: string): number[] {
  const out: number[] = [];
  let from = 0;
  for (;;) {
    const at = lower.indexOf(word, from);
    if (at < 0) return out;
    from = at + word.length;
    if ((at === 0 || !/[a-z]/.test(lower[at - 1])) && !/[a-z]/.test(lower[from] ?? " ")) out.push(at);
  }
}

// ---------- scene splitting ----------

type RawScene = { text: string; title?: string };

function splitScenes(body: string): { preamble: string; scenes: RawScene[] } {
  const markers = [...body.matchAll(SCENE_MARKER)];
  if (markers.length > 0) {
    const preamble = clean(body.slice(0, markers[0].index));
    const scenes = markers.map((m, i) => {
      const start = (m.index ?? 0) + m[0].length;
      const end = i + 1 < markers.length ? markers[i + 1].index : body.length;
      let text = clean(body.slice(start, end));
      let title: string | undefined;
      const t = text.match(/^([^.:!?⟦\n]{1,50}?)\s*(?::|\s[–—-]\s)\s*(?=\S)/);
      if (t && t[1].split(" ").length <= 6) {
        title = clean(t[1]);
        text = clean(text.slice(t[0].length));
      }
      return { text, title };
    });
    const kept = scenes.filter((s) => s.text || s.title);
    if (kept.length > 0) return { preamble, scenes: kept };
    return { preamble: "", scenes: [{ text: clean(body) }] };
  }
  const lines = body
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const numbered = lines.filter((l) => NUMBERED_LINE.test(l));
  if (numbered.length >= 2) {
    const preamble = clean(
      lines.filter((l, i) => i < lines.findIndex((x) => NUMBERED_LINE.test(x))).join(" "),
    );
    const scenes: RawScene[] = [];
    for (const line of lines.slice(lines.findIndex((x) => NUMBERED_LINE.test(x)))) {
      if (NUMBERED_LINE.test(line)) scenes.push({ text: clean(line.replace(NUMBERED_LINE, "")) });
      else scenes[scenes.length - 1].text += ` ${clean(line)}`;
    }
    return { preamble, scenes };
  }
  const sentences = splitSentences(body);
  const startsWithFirst = sentences.length > 0 && FIRST.test(sentences[0]);
  const pieces: string[] = [];
  for (const s of sentences) {
    // "First ..., then ..., finally ..." in one sentence is a sequence too.
    const parts = startsWithFirst || FIRST.test(s) ? s.split(INLINE_TRANSITION) : [s];
    pieces.push(...parts.map(clean).filter(Boolean));
  }
  const scenes: string[] = [];
  let sawTransition = false;
  for (const [i, p] of pieces.entries()) {
    const isTransition =
      i > 0 &&
      (TRANSITION.test(p) ||
        (startsWithFirst && pieces.length !== sentences.length && !sentences.includes(p)));
    if (scenes.length === 0 || isTransition) {
      if (isTransition) sawTransition = true;
      scenes.push(p);
    } else scenes[scenes.length - 1] += ` ${p}`;
  }
  if (!sawTransition) return { preamble: "", scenes: [{ text: clean(body) }] };
  return {
    preamble: "",
    scenes: scenes.map((text) => ({ text: cap(text.replace(TRANSITION, "").replace(FIRST, "")) || text })),
  };
}

// ---------- characters ----------

// Words repeat across descriptions and within one: remember each word's answer (bounded).
const roleCache = new Map<string, string | null>();

function roleOf(word: string): string | null {
  const lower = word.toLowerCase();
  const cached = roleCache.get(lower);
  if (cached !== undefined) return cached;
  let role: string | null = null;
  const singular = lower.endsWith("ies") ? `${lower.slice(0, -3)}y` : lower.replace(/e?s$/, "");
  if (ROLE_WORDS.has(lower)) role = lower;
  else if (ROLE_WORDS.has(singular)) role = singular;
  else if (lower.length > 3 && isActorNoun(lower)) role = lower;
  if (roleCache.size > 20_000) roleCache.clear();
  roleCache.set(lower, role);
  return role;
}

function findNamedCharacters(
  text: string,
  sentenceStarts: Set<number>,
  known: Map<string, Character>,
): Character[] {
  const found: Character[] = [];
  for (const m of text.matchAll(NAME_RE)) {
    const honorific = m[1];
    let name = m[2];
    const index = m.index ?? 0;
    const firstWord = name.split(/[- ]/)[0];
    const before = text.slice(Math.max(0, index - 8), index);
    if (known.has(firstWord.toLowerCase())) {
      found.push(known.get(firstWord.toLowerCase())!);
      continue;
    }
    const roleBefore = before.match(/([a-z]+)\s+$/)?.[1];
    const petOf = roleBefore ? roleOf(roleBefore) : null;
    let isName = Boolean(honorific) || isKnownName(firstWord) || (Boolean(petOf) && !isKnownPlace(firstWord));
    if (!isName) {
      const tags = lexiconTags(firstWord);
      const unknownWord =
        tags.length === 0 && !FUNCTION_WORDS.has(firstWord.toLowerCase()) && !roleOf(firstWord);
      const placeContext = /\b(?:in|at|to|from|of|near|over|across|into)\s+$/i.test(before);
      const after = text.slice(index + m[0].length).match(/^\s*(?:,\s*)?([a-z]+)/);
      const appositive = /^,\s*(?:a|an|the|his|her|their)\s/.test(text.slice(index + m[0].length));
      const speaker = new RegExp(String.raw`^\s+(?:[a-z]+ly\s+)?(?:${SPEECH_VERBS})\b`).test(
        text.slice(index + m[0].length),
      );
      if (unknownWord && !placeContext && !isKnownPlace(firstWord)) {
        isName =
          !sentenceStarts.has(index) || speaker || appositive || Boolean(after && isVerbLike(after[1]));
      } else if (!placeContext && couldBeName(firstWord) && !roleOf(firstWord)) {
        // A capitalised common word mid-sentence ("Leo", "Rex") acting, speaking or joined to a name.
        const joined = /\b([A-Z][a-z'’]+)\s+(?:and|&)\s+$/.exec(before)?.[1];
        isName =
          appositive ||
          speaker ||
          (!sentenceStarts.has(index) &&
            (Boolean(after && isVerbLike(after[1])) || Boolean(joined && known.has(joined.toLowerCase()))));
      }
    }
    if (!isName) continue;
    // A second capitalised word is a surname only when it is not a place or another name.
    const parts = name.split(" ");
    if (parts.length > 1 && (isKnownPlace(parts[1]) || isKnownName(parts[1]))) name = parts[0];
    const full = honorific
      ? `${honorific}${["Dr", "Mr", "Mrs", "Ms", "Prof"].includes(honorific) ? "." : ""} ${name}`
      : name;
    const key = name.split(" ")[0].toLowerCase();
    const c: Character = {
      key,
      aliases: uniq([key, full.toLowerCase(), name.toLowerCase()]),
      name: full,
      description: "",
      actions: "",
    };
    const appos = text.slice(index + m[0].length).match(/^,\s*((?:a|an|the|his|her|their)\s+[^,.;⟦]{2,60}),/);
    if (appos) c.description = clean(appos[1]);
    else if (petOf) {
      const phrase =
        text
          .slice(Math.max(0, index - 40), index)
          .match(/(?:(?:a|an|the|his|her|their|our|my)\s+)?(?:[a-z-]+\s+)?[a-z]+\s+$/i)?.[0] ?? "";
      c.description = clean(phrase);
      c.aliases.push(petOf);
      known.set(petOf, c);
    }
    known.set(key, c);
    found.push(c);
  }
  return found;
}

function findUnnamedCharacters(text: string, known: Map<string, Character>): Character[] {
  // An appositive ("Maria, a young fisherwoman,") describes a named character, not a new one.
  const withoutAppositives = text.replace(
    /([A-Z][\w'’-]+),\s*(?:a|an|the|his|her|their)\s+[^,.;⟦]{2,60},/g,
    "$1,",
  );
  const words = [...stripQuotes(withoutAppositives).matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]);
  const found: Character[] = [];
  for (let i = 0; i < words.length; i++) {
    const bare = words[i].toLowerCase();
    const prev = words[i - 1]?.toLowerCase();
    if (
      !DETERMINERS.has(bare) &&
      (IRREGULAR_PLURAL_ROLES[bare] || (bare.endsWith("s") && roleOf(bare) && !ROLE_WORDS.has(bare))) &&
      !(prev && DETERMINERS.has(prev))
    ) {
      const role = IRREGULAR_PLURAL_ROLES[bare] ?? roleOf(bare)!;
      const existing = known.get(role);
      if (existing) found.push(existing);
      else {
        const c: Character = {
          key: role,
          aliases: [role, bare],
          name: cap(bare),
          description: bare,
          actions: "",
        };
        known.set(role, c);
        found.push(c);
      }
      continue;
    }
    if (!DETERMINERS.has(bare)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j++) {
      const w = words[j];
      if (STOP_IN_PHRASE.has(w.toLowerCase()) || /^[A-Z]/.test(w)) break;
      const role = roleOf(w);
      if (!role) continue;
      // "the dog's bowl": the role word followed by a possessive is still the character.
      const phrase = words
        .slice(i, j + 1)
        .join(" ")
        .replace(/['’]s$/, "");
      const key = role;
      const existing = known.get(key);
      if (existing) found.push(existing);
      else {
        const c: Character = {
          key,
          aliases: [role, `${role}s`],
          name: cap(
            words
              .slice(i + 1, j + 1)
              .join(" ")
              .replace(/['’]s$/, ""),
          ),
          description: phrase,
          actions: "",
        };
        known.set(key, c);
        found.push(c);
      }
      i = j;
      break;
    }
  }
  return found;
}

/** The verb phrase right after a mention of `c` in `sentence` (up to the clause's end), if any. */
function actionAfter(sentence: string, alias: string): string | null {
  const lower = sentence.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf(alias, from);
    if (at < 0) return null;
    from = at + alias.length;
    const boundaryBefore = at === 0 || !/[a-z]/.test(lower[at - 1]);
    const boundaryAfter = !/[a-z]/.test(lower[from] ?? " ");
    if (!boundaryBefore || !boundaryAfter) continue;
    let rest = sentence.slice(from).replace(/^['’]s\b/, "");
    rest = rest.replace(/^,\s*(?:a|an|the|his|her|their)\s+[^,.;⟦]{2,60},/, "");
    const clause = rest.match(/^\s+((?:[a-z]+ly\s+)?[a-z][^.;!?]*)/);
    if (!clause) continue;
    let clauseText = clause[1];
    let clauseWords = clauseText.split(" ").map((w) => w.replace(/[^a-z'-]/gi, ""));
    // "A detective in a trench coat lights a match": step over the describing phrase to the verb.
    if (/^(?:in|with|from|wearing|under)$/.test(clauseWords[0])) {
      const v = clauseWords.findIndex(
        (w, i) => i >= 2 && i <= 6 && !FUNCTION_WORDS.has(w) && isVerbLike(w) && /(?:s|ed)$/.test(w),
      );
      if (v > 0) {
        clauseText = clauseText.split(" ").slice(v).join(" ");
        clauseWords = clauseWords.slice(v);
      }
    }
    const verbWord = /ly$/.test(clauseWords[0]) ? (clauseWords[1] ?? "") : clauseWords[0];
    if (!isVerbLike(verbWord) || FUNCTION_WORDS.has(verbWord)) continue;
    const pieces = clauseText
      .replace(/\s*,\s*$/, "")
      .split(/\s+(?:while|as)\s+/)[0]
      .split(/,\s*/);
    const kept = [pieces[0]];
    for (const p of pieces.slice(1)) {
      const w = p.replace(/^(?:and|then|and then)\s+/, "").split(" ")[0];
      if (!isVerbLike(w) || CAMERA_WORDS.test(p)) break;
      kept.push(p);
    }
    return clean(kept.join(", "));
  }
}

function assignActions(
  sentences: string[],
  chars: Character[],
  lastSubject: { c?: Character },
): Map<Character, string[]> {
  const actions = new Map<Character, string[]>();
  const push = (c: Character, a: string) => {
    if (
      /^(?:[a-z]+ly\s+)?(?:says|said|asks|asked|whispers|whispered|shouts|shouted|yells|yelled|replies|replied|calls|called|calls out|exclaims|exclaimed|murmurs|murmured|mutters|muttered|answers|answered|adds|added|tells [a-z]+)$/.test(
        a,
      )
    )
      return;
    const list = actions.get(c) ?? [];
    if (!list.includes(a)) list.push(a);
    actions.set(c, list);
  };
  for (const s of sentences) {
    let subject: Character | undefined;
    for (const c of chars) {
      for (const alias of c.aliases) {
        const a = actionAfter(s, alias);
        if (a) {
          push(c, a);
          subject ??= c;
          break;
        }
      }
    }
    const pron = s.match(/^(?:[A-Z][a-z]+ly,?\s+)?(He|She|They|It)\s+((?:[a-z]+ly\s+)?[a-z][^.;!?]*)/);
    if (pron && lastSubject.c && chars.includes(lastSubject.c)) {
      const verbWord = pron[2].split(" ")[0];
      if (isVerbLike(verbWord) || /ly$/.test(verbWord))
        push(lastSubject.c, clean(pron[2].replace(/\s*,\s*$/, "")));
    }
    // "the camera follows her paddling out": an object pronoun with a gerund is still an action.
    const objectGerund = s.match(
      /\b(?:follows|follow|watches|tracks|shows|films|captures|finds|sees|reveals)\s+(?:her|him|them)\s+([a-z]+ing\b[^.;!?,⟦]*)/,
    );
    if (!subject && objectGerund && lastSubject.c && chars.includes(lastSubject.c))
      push(lastSubject.c, clean(objectGerund[1]));
    if (subject) lastSubject.c = subject;
    else {
      const lower = s.toLowerCase();
      const mentioned = chars.find((c) => c.aliases.some((a) => wordPositions(lower, a).length > 0));
      if (mentioned) lastSubject.c = mentioned;
    }
  }
  return actions;
}

// ---------- dialogue ----------

function resolveSpeaker(raw: string | undefined, chars: Character[], lastSubject?: Character): string | null {
  if (!raw) return null;
  const r = raw.trim().toLowerCase();
  if (/\b(?:narrator|voice-?over)\b/.test(r)) return "Narrator";
  if (PRONOUN.test(r)) return lastSubject?.name ?? null;
  for (const c of chars) if (c.aliases.includes(r) || c.name.toLowerCase() === r) return c.name;
  const words = r.split(/\s+/);
  const role = roleOf(words[words.length - 1]);
  if (role) {
    const c = chars.find((x) => x.key === role);
    if (c) return c.name;
    if (!DETERMINERS.has(words[0])) return cap(raw.trim());
    return cap(words.slice(1).join(" "));
  }
  if (/^[A-Z]/.test(raw.trim()) && !FUNCTION_WORDS.has(r)) return raw.trim();
  return null;
}

/** The character whose name or role appears last in `text` (pronouns refer to it). */
function lastMentioned(text: string, chars: Character[]): Character | undefined {
  const lower = stripQuotes(text).toLowerCase();
  let best: { c: Character; at: number } | undefined;
  for (const c of chars) {
    for (const a of c.aliases) {
      const positions = wordPositions(lower, a);
      const at = positions[positions.length - 1];
      if (at !== undefined && (!best || at > best.at)) best = { c, at };
    }
  }
  return best?.c;
}

function extractDialogue(
  sceneText: string,
  quotes: Quote[],
  chars: Character[],
  lastSubject: Character | undefined,
): { character: string; line: string }[] {
  const out: { character: string; line: string }[] = [];
  let prevSpeaker: string | null = null;
  for (const m of sceneText.matchAll(PLACEHOLDER_RE)) {
    const q = quotes[Number(m[1])];
    if (!q) continue;
    const index = m.index ?? 0;
    const before =
      sceneText
        .slice(Math.max(0, index - 120), index)
        .split(/[.!?]\s|⟦\d+·?⟧/)
        .pop() ?? "";
    // A quoted sign, title card or caption is on-screen text, not a spoken line.
    if (
      /\b(?:reads?|reading|titled|called|named|labell?ed|sign|card|caption|text|words|says on)\s*[:,]?\s*$/i.test(
        before,
      ) &&
      !SPEAKER_BEFORE.test(before)
    )
      continue;
    const after = sceneText.slice(index + m[0].length, index + m[0].length + 80).split(/⟦/)[0];
    const raw =
      before.match(SPEAKER_COLON)?.[1] ??
      before.match(SPEAKER_SUBJECT_AND)?.[1] ??
      before.match(SPEAKER_BEFORE)?.[1] ??
      after.match(SPEAKER_AFTER_NAME_FIRST)?.[1] ??
      after.match(SPEAKER_AFTER_VERB_FIRST)?.[1];
    // A pronoun points at the last character mentioned before its own sentence.
    const mentioned =
      lastMentioned(sceneText.slice(0, Math.max(0, index - before.length)), chars) ??
      lastMentioned(sceneText.slice(0, index), chars);
    const speaker: string =
      resolveSpeaker(raw, chars, mentioned ?? lastSubject) ??
      mentioned?.name ??
      prevSpeaker ??
      lastSubject?.name ??
      chars[0]?.name ??
      (NARRATION_PATTERN.test(sceneText) ? "Narrator" : "Voice");
    out.push({ character: speaker, line: q.text.trim().replace(/,$/, "") });
    prevSpeaker = speaker;
  }
  return out;
}

// ---------- setting, camera, visuals, audio ----------

function findLocation(text: string): { location?: string; others: string[] } {
  const plain = stripQuotes(text);
  const phrases = locationPhrases(plain).map(clean);
  const places = [...plain.matchAll(PROPER_PLACE_RE)]
    .map((m) => m[1])
    .filter((p) => isKnownPlace(p.split(" ")[0]) || isKnownPlace(p));
  const all = uniq([...phrases, ...places]);
  if (all.length === 0) return { others: [] };
  let location = all[0];
  const place = places.find((p) => !location.includes(p));
  if (place && !phrases.includes(place)) location = `${location}, ${place}`;
  return { location, others: all.slice(1).filter((p) => p !== place) };
}

function findLighting(text: string): string[] {
  return uniq([...stripQuotes(text).matchAll(LIGHTING_PATTERN)].map((m) => m[0].toLowerCase()));
}

function splitClauses(text: string): string[] {
  return stripQuotes(text)
    .split(/[.;!?]|,\s*(?:and|while|as)?\s*|\s+(?:and|while|as)\s+(?=[a-z]+\s)/)
    .map(clean)
    .filter(Boolean)
    .map((c) =>
      c.replace(/^(?:the\s+)?(?:sound|sounds)\s+of\s+/i, "").replace(/^(?:with|and|as|while)\s+/i, ""),
    )
    .filter((c) => c.split(" ").length <= 14);
}

const clausesMatching = (clauses: string[], pattern: RegExp) => uniq(clauses.filter((c) => pattern.test(c)));

function findProps(text: string): string[] {
  const out: string[] = [];
  const withoutMusic = stripQuotes(text)
    .split(/[.;!?,]/)
    .filter((c) => !MUSIC_PATTERN.test(c) || !/\b(?:music|plays|playing|score|melody)\b/i.test(c))
    .join(". ");
  for (const m of withoutMusic.matchAll(
    /\b(?:(?:a|an|the|his|her|their|two|three)\s+)?((?:[a-z-]+\s+){0,2}?)([a-z]+)\b/g,
  )) {
    const noun = m[2];
    const singular = noun.replace(/s$/, "");
    if (PROP_WORDS.has(noun) || PROP_WORDS.has(singular)) {
      const adj = m[1]
        .trim()
        .split(" ")
        .filter((w) => w && !FUNCTION_WORDS.has(w) && !isVerbLike(w) && lexiconTags(w).includes("Adjective"));
      out.push(clean([...adj, noun].join(" ")));
    }
  }
  return uniq(out).slice(0, 8);
}

function defaultAngles(index: number, hasDialogue: boolean, hasCharacters: boolean): string[] {
  if (index === 0)
    return hasCharacters ? ["wide establishing shot", "medium shot"] : ["wide establishing shot"];
  if (hasDialogue) return ["medium close-up", "over-the-shoulder"];
  return hasCharacters ? ["medium shot", "close-up"] : ["wide shot"];
}

function defaultMoves(text: string, hasDialogue: boolean): string[] {
  if (hasDialogue) return ["slow push in"];
  if (
    /\b(?:run|runs|running|chase|chases|races?|flies|fly|flying|rides?|drives?|walks?|walking|dances?|swims?|surfs?|skates?)\b/i.test(
      text,
    )
  )
    return ["smooth tracking shot"];
  return ["slow, steady pan"];
}

function defaultLighting(time: string, weather: string[]): string {
  const base: Record<string, string> = {
    dawn: "soft, cool dawn light turning warm",
    sunrise: "warm low sunrise light with long shadows",
    morning: "fresh, clear morning light",
    midday: "bright overhead daylight",
    afternoon: "warm afternoon sunlight",
    "golden hour": "warm golden-hour backlight",
    sunset: "rich orange sunset light",
    dusk: "fading blue-violet dusk light",
    "blue hour": "deep blue ambient light",
    evening: "warm practical lamps against a dim sky",
    night: "cool moonlight with warm practical light sources",
    midnight: "deep night darkness with pools of practical light",
    day: "natural, even daylight",
  };
  const light = base[time] ?? "natural, even daylight";
  if (weather.includes("fog and mist")) return `${light}, diffused by mist`;
  if (weather.some((w) => /rain|storm/.test(w))) return `${light}, softened by overcast rain clouds`;
  return light;
}

function defaultSounds(location: string, weather: string[], category: SceneCategory): string[] {
  const out: string[] = [];
  if (weather.some((w) => /rain/.test(w))) out.push("steady rain on surfaces");
  if (weather.includes("stormy")) out.push("distant rolling thunder");
  if (weather.includes("wind")) out.push("wind gusting");
  if (weather.includes("snow") || weather.includes("blizzard")) out.push("muffled, snowy quiet");
  const l = location.toLowerCase();
  if (/sea|ocean|beach|harbo|shore|coast|pier|bay|island/.test(l))
    out.push("waves lapping against the shore");
  else if (/forest|woods|jungle|meadow|garden|park|valley/.test(l)) out.push("birdsong and rustling leaves");
  else if (/city|street|downtown|avenue|alley|market|square|station|subway/.test(l))
    out.push("distant city traffic and murmuring crowds");
  else if (/kitchen|café|cafe|restaurant|diner|bakery/.test(l))
    out.push("gentle clinking of cups and cutlery");
  else if (/space|planet|station|ship/.test(l)) out.push("low mechanical hum");
  if (out.length === 0)
    out.push(category === "Product" ? "subtle whoosh on reveals" : "soft ambient room tone");
  return out;
}

const TRAILING_SMALL =
  /\s+(?:a|an|the|and|or|of|in|on|at|to|by|with|for|from|into|through|across|along|while|as|his|her|their|its)$/i;

/** A short title from a scene's text: its first clause, without a lead-in label, time phrase or appositive. */
function deriveTitle(sceneText: string, maxWords = 6): string {
  let text = clean(stripQuotes(sceneText))
    .replace(/^\s*(?:\d+[.)]|first,?)\s*/i, "")
    .replace(TRANSITION, "")
    .replace(/([A-Z][\w'’-]+),\s*(?:a|an|the|his|her|their)\s+[^,.;]{2,60},/g, "$1");
  const label = text.match(/^([^.:!?]{1,40}):\s*/);
  if (label && label[1].split(" ").length <= 4) text = text.slice(label[0].length);
  const lead = text.match(/^([^,.;]{1,30}),\s*/);
  if (lead && lead[1].split(" ").length <= 3) text = text.slice(lead[0].length);
  const words = clean(text.split(/[,.;:!?]|\s(?:while|as|and then|when|because)\s/)[0])
    .replace(/^(?:a|an|the)\s+/i, "")
    .split(" ")
    .filter(Boolean);
  // Too long: stop before the last prepositional phrase that still fits.
  let end = Math.min(words.length, maxWords);
  if (words.length > maxWords) {
    for (let i = maxWords; i >= 3; i--) {
      if (
        /^(?:on|in|at|into|through|across|along|under|over|near|by|with|from|toward|towards)$/i.test(
          words[i] ?? "",
        )
      ) {
        end = i;
        break;
      }
    }
  }
  let title = words.slice(0, end).join(" ");
  while (TRAILING_SMALL.test(title)) title = title.replace(TRAILING_SMALL, "");
  return titleCase(title.replace(/^(?:a|an|the)\s+/i, ""));
}

// ---------- the compiler ----------

/** Compiles a description (and optional title and duration) into a complete prompt document. */
export function compileScene(input: CompileInput): PromptDocument {
  const duration = input.duration ?? DEFAULT_DURATION;
  const source = (input.description ?? "").replace(/\r\n?/g, "\n").trim();

  const quotes: Quote[] = [];
  const body = source.replace(QUOTE_RE, (_, text: string) => {
    quotes.push({ text });
    return `⟦${quotes.length - 1}${/[.!?]\s*$/.test(text) ? "·" : ""}⟧`;
  });
  const fullPlain = stripQuotes(body);

  const categories = categorize(source);
  const primary = categories[0];
  const styles = uniq([...matchAll(STYLE_WORDS, fullPlain)]);
  const styleRefs = uniq(
    [
      ...fullPlain.matchAll(/\b(?:in the style of|inspired by|reminiscent of|like a)\s+([^,.;!?]{3,60})/gi),
    ].map((m) => clean(m[1])),
  );
  const globalMoods = matchAll(MOOD_WORDS, fullPlain);
  const tone = globalMoods[0] ?? DEFAULT_MOOD[primary];
  const globalTime = firstMatch(TIME_OF_DAY, fullPlain);
  const globalWeather = matchAll(WEATHER, fullPlain);
  const narration = NARRATION_PATTERN.test(fullPlain);
  const noMusic = NO_MUSIC_PATTERN.test(fullPlain);
  const onScreen = fullPlain.match(ON_SCREEN_TEXT_PATTERN);
  const musicMentions = clausesMatching(splitClauses(body), MUSIC_PATTERN).filter(
    (c) => !NO_MUSIC_PATTERN.test(c),
  );

  const { preamble, scenes: rawScenes } = splitScenes(body);
  const known = new Map<string, Character>();
  const lastSubject: { c?: Character } = {};
  let prevLocation = findLocation(preamble).location ?? findLocation(body).location;
  let prevTime = globalTime;
  let prevCharacters: Character[] = [];

  const scenes: Scene[] = rawScenes.map((raw, index) => {
    const text = index === 0 && preamble ? `${preamble} ${raw.text}` : raw.text;
    const sentences = splitSentences(text);
    const starts = new Set<number>();
    let pos = 0;
    for (const s of sentences) {
      const at = text.indexOf(s, pos);
      if (at >= 0) {
        starts.add(at);
        pos = at + s.length;
      }
    }
    starts.add(0);
    const named = findNamedCharacters(text, starts, known);
    const unnamed = findUnnamedCharacters(text, known);
    let chars = uniq([...named, ...unnamed]);
    if (chars.length === 0 && /\b(?:he|she|they|him|her|them|it|its)\b/i.test(stripQuotes(text)))
      chars = prevCharacters.slice(0, 1);
    const actionMap = assignActions(sentences, chars, lastSubject);
    const plain = stripQuotes(text);

    const loc = findLocation(text);
    const location = loc.location ?? prevLocation ?? DEFAULT_LOCATION[primary];
    prevLocation = location;
    const time =
      firstMatch(TIME_OF_DAY, plain) ?? prevTime ?? (/\bneon\b/i.test(fullPlain) ? "night" : "day");
    prevTime = time;
    const weather = uniq([
      ...matchAll(WEATHER, plain),
      ...(matchAll(WEATHER, plain).length ? [] : globalWeather),
    ]);
    const lights = findLighting(text);
    const lighting = lights.length ? lights.join(", ") : defaultLighting(time, weather);

    const dialogue = extractDialogue(text, quotes, chars, lastSubject.c);
    for (const d of dialogue) {
      if (
        !chars.some((c) => c.name === d.character) &&
        d.character !== "Narrator" &&
        d.character !== "Voice"
      ) {
        const c: Character = {
          key: d.character.toLowerCase(),
          aliases: [d.character.toLowerCase()],
          name: d.character,
          description: "",
          actions: "",
        };
        known.set(c.key, c);
        chars.push(c);
      }
    }
    prevCharacters = chars.length ? chars : prevCharacters;

    const angles = uniq(
      CAMERA_ANGLES.filter(({ pattern }) => pattern.test(plain)).map(({ value }) => value),
    ).filter(
      (v, _, all) =>
        !(
          v === "close-up" &&
          all.includes("extreme close-up") &&
          !/\b(?<!extreme )close[- ]?up/i.test(plain)
        ),
    );
    const moves = matchAll(CAMERA_MOVES, plain);
    const moods = matchAll(MOOD_WORDS, plain);
    const sceneStyles = matchAll(STYLE_WORDS, plain);
    const clauses = splitClauses(text);
    const sounds = clausesMatching(clauses, SOUND_PATTERN).filter(
      (c) => !MUSIC_PATTERN.test(c) || SOUND_PATTERN.test(c.replace(MUSIC_PATTERN, "")),
    );
    const music = clausesMatching(clauses, MUSIC_PATTERN).filter((c) => !NO_MUSIC_PATTERN.test(c));
    const mood = moods[0] ?? tone;

    const characters: SceneCharacter[] = chars.map((c) => {
      const acts = actionMap.get(c) ?? [];
      const spoke = dialogue.some((d) => d.character === c.name);
      const action = acts.length
        ? acts.join("; ")
        : spoke
          ? "speaks to the camera with natural gestures"
          : `stays in frame in ${location}, reacting naturally to the moment`;
      return {
        name: c.name,
        description:
          c.description ||
          (c.key !== c.name.toLowerCase()
            ? c.name
            : `${c.name}, consistent in look and wardrobe across scenes`),
        actions: restore(action, quotes),
      };
    });

    const background = uniq([...loc.others.map((o) => cap(o)), ...weather.map((w) => `Weather: ${w}`)]);
    const descriptionText = restore(text, quotes);
    const sceneTitle = raw.title ?? deriveTitle(raw.text);

    return {
      id: index + 1,
      title: sceneTitle || `Scene ${index + 1}`,
      description: descriptionText,
      characters,
      setting: {
        location,
        time_of_day: time,
        lighting,
        background_details: background.length
          ? background.join("; ")
          : `Details that fit ${location}, kept uncluttered so the action reads clearly`,
      },
      camera: {
        movements: moves.length ? moves : defaultMoves(plain, dialogue.length > 0),
        angles: angles.length ? angles : defaultAngles(index, dialogue.length > 0, characters.length > 0),
      },
      visuals: {
        mood,
        props: findProps(text),
        style_notes:
          uniq([...sceneStyles, ...styles]).join(", ") || "cinematic, photorealistic, natural colour grading",
      },
      audio: {
        dialogue,
        sound_effects: sounds.length ? sounds : defaultSounds(location, weather, primary),
        music_cues: noMusic
          ? []
          : music.length
            ? music
            : index === 0 && musicMentions.length
              ? musicMentions
              : [`${DEFAULT_MUSIC[mood] ?? "understated cinematic score"} underscoring the ${mood} mood`],
      },
      duration_seconds: duration,
      notes: [
        rawScenes.length > 1
          ? "Keep characters, wardrobe and colour grading consistent with the other scenes."
          : "Single continuous shot sequence.",
        dialogue.length ? "Lip-sync the quoted lines; keep the wording exactly as written." : "",
      ]
        .filter(Boolean)
        .join(" "),
    };
  });

  const derivedTitle =
    deriveTitle(rawScenes[0]?.text ?? body, 7) ||
    (scenes[0]?.characters[0] ? `${scenes[0].characters[0].name} in ${scenes[0].setting.location}` : "");
  const projectTitle = clean(input.title ?? "") || derivedTitle || "Untitled Scene";

  return {
    project_title: projectTitle,
    project_style: {
      categories,
      tone,
      visual_style: styles.length ? styles.join(", ") : "cinematic, photorealistic",
      reference_examples: styleRefs.length
        ? styleRefs
        : styles.length
          ? styles.map((s) => `${s} reference footage`)
          : [`${primary === "General" ? "cinematic" : primary.toLowerCase()} short films`],
    },
    global_preferences: {
      narration: {
        enabled: narration,
        voice_style: narration
          ? (
              fullPlain.match(/\b((?:[a-z-]+\s+){0,2})(?:narrator|voice[- ]?over|voiceover)\b/i)?.[0] ??
              "warm narrator"
            ).trim()
          : "none",
        captions: CAPTIONS_PATTERN.test(fullPlain) && Boolean(onScreen),
      },
      music: {
        enabled: !noMusic,
        style: noMusic ? "none" : (musicMentions[0] ?? DEFAULT_MUSIC[tone] ?? "understated cinematic score"),
      },
      text_on_screen: {
        allowed: Boolean(onScreen),
        notes: onScreen
          ? `Requested: ${onScreen[0]}. Keep any text short and large; video models render text imperfectly.`
          : "No on-screen text: AI video models render text poorly.",
      },
    },
    scenes,
  };
}
