// Reads one answer given to the local guided assistant: a command (back, skip, undo, done), a numbered
// or lettered choice among the offered options, which step the words plainly belong to, and the value
// each step takes from them ("change the mood to joyful" -> joyful, "make it night" -> night). Built on
// the scene compiler's lexicon so the guide and the compiler read words the same way. Pure.
import {
  LIGHTING_PATTERN,
  LOCATION_NOUNS,
  MOOD_WORDS,
  MUSIC_PATTERN,
  NARRATION_PATTERN,
  SOUND_PATTERN,
  STYLE_WORDS,
} from "@/lib/scene/lexicon";
import { TIME_WORD_SOURCE, timeWordValue } from "@/lib/scene/time-words";
import { readCamera } from "@/lib/scene/compiler/camera";
import { readNegations } from "@/lib/scene/compiler/negations";
import { SCENE_DURATIONS, type SceneDuration } from "@/lib/scene/schema";
import type { GuideStep } from "./types";

export type GuideCommand = "back" | "skip" | "undo" | "done" | "help" | "greeting";

/** Commands that cost nothing: they navigate, explain or undo, never call the AI. */
export const FREE_COMMANDS: readonly GuideCommand[] = ["back", "skip", "undo", "done", "help", "greeting"];

const COMMANDS: [GuideCommand, RegExp][] = [
  [
    "back",
    /^(?:go )?back(?: a step| one step)?|^previous(?: question| step)?|^go to the previous (?:question|step)/,
  ],
  ["undo", /^undo(?: that| it| the last (?:change|one))?|^revert(?: that| it)?|^take (?:that|it) back/],
  [
    "skip",
    /^(?:skip(?: (?:it|this|that|this one|this step))?|next|pass|no preference|whatever|any|you choose|surprise me)/,
  ],
  ["done", /^(?:done|finish(?:ed)?|that'?s (?:all|it)|looks good|perfect|all good)/],
  ["help", /^(?:help(?: me)?|\?+|what can (?:i|you) (?:say|do)|how does (?:this|it) work|commands|options)/],
  [
    "greeting",
    /^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|thanks|thank you|thx|ty|cheers)(?: there| again| a lot| so much)?/,
  ],
];

/** The command a whole message gives, or null when it is an answer. */
export function commandOf(message: string): GuideCommand | null {
  const t = message
    .toLowerCase()
    .trim()
    .replace(/^(?:ok(?:ay)?|please|hmm+|um+|actually),?\s+/, "")
    .replace(/[\s.!]*(?:please)?[\s.!]*$/, "");
  for (const [command, re] of COMMANDS) if (new RegExp(`${re.source}$`).test(t)) return command;
  return null;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const SHORT_ORDINALS = ["1st", "2nd", "3rd", "4th", "5th"];

/** The 0-based option a message picks among `count` offered ("2", "option 2", "the second one", "b"), or null. */
export function choiceIndex(message: string, count: number): number | null {
  const t = message
    .toLowerCase()
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/^(?:(?:ok(?:ay)?|yes|sure|hmm+|um+)[,!]?\s+)+/, "")
    .replace(
      /^(?:i(?:'ll| will)? (?:take|pick|choose|go with|want)|i'?d (?:like|take|go with)|let'?s (?:go with|do|take|use)|go with|pick|choose|take|use|i prefer)\s+/,
      "",
    )
    .replace(/,?\s*(?:please|thanks|thank you)$/, "");
  let n: number | null = null;
  const digit = t.match(
    /^(?:(?:option|choice|number|no\.?|#)\s*)?([1-9])(?:[.)])?(?:\s+(?:one|option|please))?$/,
  );
  const letter = t.match(/^(?:(?:option|choice)\s+)?([a-e])(?:[.)])?$/);
  const ordinal = t.match(
    /^(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)(?:\s+(?:one|option|choice|idea))?$/,
  );
  if (digit) n = Number(digit[1]) - 1;
  else if (letter) n = letter[1].charCodeAt(0) - 97;
  else if (ordinal) {
    const w = ordinal[1];
    n = w === "last" ? count - 1 : Math.max(ORDINALS.indexOf(w), SHORT_ORDINALS.indexOf(w));
  }
  return n !== null && n >= 0 && n < count ? n : null;
}

const NEGATED_BEFORE =
  /\b(?:no|not|without|never|avoid|don'?t|skip the|drop the|remove the|mute the|turn off the)\s+(?:\w+\s+)?$/i;
const notNegated = (text: string, index: number) =>
  !NEGATED_BEFORE.test(text.slice(Math.max(0, index - 24), index));

// A value "$&" stands for the text's own words (lexicon.ts).
const allMatches = (list: { pattern: RegExp; value: string }[], text: string) =>
  list.flatMap(({ pattern, value }) => {
    const m = pattern.exec(text);
    return m !== null && notNegated(text, m.index) ? [value === "$&" ? m[0].toLowerCase() : value] : [];
  });

// The shared vocabulary (lib/scene/time-words.ts), read as the generator reads it.
const TIME_WORD = new RegExp(TIME_WORD_SOURCE, "gi");

/** The time of day the words state ("make it night" -> night), or null. */
export function timeOf(text: string): string | null {
  for (const m of text.matchAll(TIME_WORD)) if (notNegated(text, m.index)) return timeWordValue(m[0]);
  return null;
}

const LIGHT_RE = new RegExp(
  String.raw`(?:\b(?:soft|gentle|warm|cool|harsh|dim|bright|pale)\s+)?(?:${LIGHTING_PATTERN.source})`,
  "i",
);
/** The light the words state ("with soft golden light"), or null. */
export function lightOf(text: string): string | null {
  const m = LIGHT_RE.exec(text);
  return m && notNegated(text, m.index) ? m[0].toLowerCase() : null;
}

/** Camera movements and angles the words name, each whole, never a ruled-out one: the compiler's camera stage. */
export const cameraOf = (text: string) => readCamera(readNegations(text).positive);

/** The mood words the words name (canonical), first first. */
export const moodsOf = (text: string) => allMatches(MOOD_WORDS, text);
/** The styles the words name (canonical). */
export const stylesOf = (text: string) => allMatches(STYLE_WORDS, text);

const LOCATION_WORDS = new Set(LOCATION_NOUNS.split(" "));
const hasPlaceNoun = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => LOCATION_WORDS.has(w) || LOCATION_WORDS.has(w.replace(/s$/, "")));

const QUOTE_RE = /["“”«»„「」]([^"“”«»„「」]{1,600})["“”«»„「」]/g;
/** The quoted lines of a message, verbatim. */
export const quotesOf = (text: string) => [...text.matchAll(QUOTE_RE)].map((m) => m[1].trim());

export const DURATION_RE = /\b(\d+(?:\.\d+)?)\s*(?:s|sec|secs|seconds?)\b|\b(five|eight|ten)\s+seconds?\b/i;
const NUMBER_WORDS: Record<string, number> = { five: 5, eight: 8, ten: 10 };

/** The scene duration the words ask for, snapped to the nearest of 5, 8 or 10, with the number said. */
export function durationOf(
  text: string,
  bareNumber: boolean,
): { duration: SceneDuration; said: number } | null {
  const m = text.match(DURATION_RE);
  const said = m
    ? m[1]
      ? Number(m[1])
      : NUMBER_WORDS[m[2].toLowerCase()]
    : bareNumber
      ? Number(text.match(/\d+(?:\.\d+)?/)?.[0])
      : NaN;
  if (!Number.isFinite(said)) return null;
  const duration = SCENE_DURATIONS.reduce(
    (best, d) => (Math.abs(d - said) < Math.abs(best - said) ? d : best),
    SCENE_DURATIONS[0],
  );
  return { duration, said };
}

// Words that name a step outright ("the mood", "camera", "music").
const TOPIC: Record<GuideStep, RegExp> = {
  subject: /\b(?:subject|main character|protagonist|hero|main figure)\b/i,
  setting: /\b(?:setting|location|set (?:it )?in|takes place|background|time of day)\b/i,
  camera: /\b(?:camera|shot|angle|framing|lens)\b/i,
  mood: /\b(?:mood|feel|feeling|tone|atmosphere|vibe)\b/i,
  audio: /\b(?:audio|music|sound|sounds|soundtrack|score|dialogue|narrat\w*|voice[- ]?over)\b/i,
  style: /\b(?:style|look|aesthetic)\b/i,
  duration: /\b(?:duration|how long|seconds?)\b/i,
};

// What the words say, step by step, even without naming the step. A place noun alone is a weak sign
// ("a slow pan across the room" is about the camera, not the setting).
export const SIGNAL: Record<GuideStep, (t: string) => boolean> = {
  subject: () => false,
  setting: (t) => timeOf(t) !== null,
  camera: (t) => {
    const c = cameraOf(t);
    return c.movements.length + c.angles.length > 0;
  },
  mood: (t) => moodsOf(t).length > 0,
  audio: (t) =>
    MUSIC_PATTERN.test(t) || SOUND_PATTERN.test(t) || NARRATION_PATTERN.test(t) || quotesOf(t).length > 0,
  style: (t) => stylesOf(t).length > 0,
  duration: (t) => DURATION_RE.test(t),
};

// A step named in an instruction ("change the mood to", "add the sound of", "camera: ...") is where the
// words go; a step merely mentioned ("calm, like the sound of the sea") does not outweigh the answer.
const commands = (topic: RegExp) =>
  new RegExp(
    String.raw`\b(?:change|set|switch|make|use|add|put|turn|give it|for)\s+(?:the\s+|a\s+|an\s+|some\s+)?(?:[\w-]+\s+)?(?:${topic.source.replace(/^\\b|\\b$/g, "")})|^(?:the\s+)?(?:${topic.source.replace(/^\\b|\\b$/g, "")})\s*(?::|=|-|should|is|to)`,
    "i",
  );
const COMMANDED = Object.fromEntries(
  (Object.keys(TOPIC) as GuideStep[]).map((s) => [s, commands(TOPIC[s])]),
) as Record<GuideStep, RegExp>;

/** The step a message is about: the one asked, unless it plainly belongs to another one. */
export function stepOfAnswer(message: string, pending: GuideStep): GuideStep {
  // A quoted line is dialogue: its words say nothing about the other steps.
  if (quotesOf(message).length > 0) return "audio";
  const steps = Object.keys(TOPIC) as GuideStep[];
  const commanded = steps.filter((s) => COMMANDED[s].test(message));
  if (commanded.includes(pending)) return pending;
  if (commanded.length === 1) return commanded[0];
  if (SIGNAL[pending](message) || TOPIC[pending].test(message)) return pending;
  const named = steps.filter((s) => TOPIC[s].test(message));
  if (named.length === 1) return named[0];
  const others = steps.filter((s) => s !== pending && SIGNAL[s](message));
  if (others.length === 1 && !(others[0] === "mood" && pending === "setting" && hasPlaceNoun(message)))
    return others[0];
  return pending;
}

// Instructions around the value: "change the mood to", "make it", "I'd like", "please".
const LEADS = [
  /^(?:ok(?:ay)?|yes|sure|actually|hmm+|um+|well|wait|instead|rather|and|also|then|plus)\b[,!.]?\s*/i,
  /^no[,!.]\s*/i,
  /^(?:can|could) you\s+/i,
  /^(?:please|let'?s|i think|maybe|perhaps|how about|what about|go for|try)\s+/i,
  /^i(?:'d| would)? (?:like|want|prefer|love)(?: it| the \w+)?(?: to (?:be|feel|look|sound))?\s+/i,
  /^(?:change|set|switch|turn|move|put|make) (?:it|this|the (?:scene|video|whole thing)|everything)?\s*(?:to|into|in|at|be)?\s+/i,
  /^(?:change|set|switch|make) the (?:mood|tone|feel|feeling|atmosphere|vibe|setting|location|place|camera|camera work|style|look|audio|sound|music|duration|subject)\s*(?:to|into|be|:|-)?\s*/i,
  /^(?:the )?(?:mood|tone|feel|feeling|atmosphere|vibe|setting|location|camera|style|look|audio|music|duration)\s*(?:should be|is|:|=|-|to)\s*/i,
  /^(?:it )?(?:takes place|is set|set)\s+(?:in|at|on)\s+/i,
  /^(?:the )?(?:main character|subject|protagonist|hero|focus)\s*(?:is|should be|will be|:|=|-)\s*/i,
  /^(?:it|this|that|they)\s+(?:should|must|needs? to|has to|will|could|can|ought to)\s+(?:be|feel|look|sound|get|become|have)\s+/i,
  /^(?:more|a bit more|a little more|very|really)\s+/i,
  /^(?:use|with|have|add)\s+/i,
  /^(?:like|as|as if|kind of|sort of)\s+/i,
];
const TAILS =
  /[\s,.!]*(?:please|thanks|thank you|instead|for the (?:mood|setting|camera|style|audio)|for it|now)?[\s,.!?]*$/i;

/** The value part of an answer, without the instruction around it. */
export function valueOf(message: string): string {
  let t = message.replace(/\s+/g, " ").trim();
  for (let again = true; again;) {
    again = false;
    for (const lead of LEADS) {
      const next = t.replace(lead, "");
      if (next !== t && next.length > 0) {
        t = next;
        again = true;
      }
    }
  }
  return t.replace(TAILS, "").trim();
}

const TIME_PHRASE = new RegExp(
  String.raw`[,;]?\s*\b(?:(?:at|in|during|by|around|just (?:before|after))\s+)?(?:the\s+)?(?:early\s+|late\s+)?${TIME_WORD_SOURCE}`,
  "gi",
);
const LIGHT_PHRASE = new RegExp(
  String.raw`[,;]?\s*\b(?:with|under|in|lit by|bathed in)?\s*${LIGHT_RE.source}`,
  "gi",
);
const FILLER = /^(?:it|the|a|an|scene|place|there|somewhere|and|with|in|at|on|please|now)$/i;

/** The place the words state (the text's own noun phrase), or null when they state only a time or light. */
export function placeOf(text: string): string | null {
  const rest = valueOf(text)
    .replace(TIME_PHRASE, " ")
    .replace(LIGHT_PHRASE, " ")
    .replace(/\s+/g, " ")
    .replace(/^(?:in|at|on|inside|into)\s+/i, "")
    .replace(/[\s,;.!]+$/, "")
    .trim();
  const content = rest.split(/\s+/).filter((w) => w && !FILLER.test(w));
  return content.length > 0 ? rest : null;
}

/** Splits an audio answer into its clauses (commas, semicolons, "with", "plus"), quotes kept inside. */
export function audioClauses(text: string): string[] {
  return text
    .replace(QUOTE_RE, (q) => q.replace(/[,;]/g, "\u0000"))
    .split(/\s*(?:[,;]|\bwith\b|\bplus\b|\band then\b)\s*/i)
    .map((c) =>
      c
        .replace(/\u0000/g, ",")
        .replace(/^(?:and|also|some|a bit of|just|only)\s+/i, "")
        .replace(/[.!]+$/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** Whether a whole message is only a filler ("hmm", "ok", "not sure"): it states nothing to apply. */
export const isFiller = (message: string) =>
  /^(?:hmm+|um+|uh+|er+m*|ok(?:ay)?|yes|yeah|yep|no|nope|sure|maybe|idk|i don'?t know|not sure|dunno|[.?!…]+)[\s.!?…]*$/i.test(
    message.trim(),
  );

/** Whether a whole message is a bare pick ("7", "e", "the fifth one"), whatever the options offered. */
export const looksLikeChoice = (message: string) => choiceIndex(message, 26) !== null;

/** What the words rule out (music, narration...), read by the compiler's negation stage. */
export const ruledOut = (text: string) => readNegations(text);
