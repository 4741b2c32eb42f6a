// The scope a Pro Chat message gives its change: the scenes it names ("scene 2", "the last scene",
// "scenes 1 and 3", "every scene") and the character it is about ("on Lena"). The scene words are
// taken out of the text, so "for scene 2" never becomes part of a value. Pure.
import type { PromptDocument } from "@/lib/scene/schema";

export type MessageScope = {
  /** The 1-based scenes the message names, or "all" when it names every scene, or null when it names none. */
  scenes: number[] | "all" | null;
  /** A scene number the message names that the document does not have. */
  missing?: number;
  /** The character (a scene character or bible member) the message is about, if it names one. */
  character?: string;
  /** The message without its scene words. */
  rest: string;
};

const WORD: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
  opening: 1,
};
/** A scene number as a message writes it: digits or a word from one to ten (no capture group). */
export const NUM = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;

/** The number of a scene word ("3", "three", "third", "opening"); NaN for anything else. */
export function sceneNumber(word: string): number {
  const t = word.toLowerCase();
  return /^\d+$/.test(t) ? Number(t) : (WORD[t] ?? NaN);
}
const ORD = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th|opening|last|final|closing)`;
const PREP = String.raw`(?:\b(?:in|for|on|of|during|to|at|from)\s+)?`;

const ALL_RE = new RegExp(
  String.raw`${PREP}(?:\b(?:all|every|each)(?:\s+of)?(?:\s+the)?\s+(?:scenes?|shots?|clips?)\b|\bthroughout\b|\beverywhere\b|\bthe\s+whole\s+(?:video|film|thing|project|story)\b)`,
  "gi",
);
const MANY_RE = new RegExp(
  String.raw`${PREP}\bscenes\s+(${NUM}(?:\s*(?:,|and|&|-|to|through)\s*${NUM})+)\b`,
  "gi",
);
const ONE_RE = new RegExp(String.raw`${PREP}\b(?:scene|shot|clip)\s*#?\s*(${NUM})\b`, "gi");
const ORD_RE = new RegExp(String.raw`${PREP}\b(?:the\s+)?(${ORD})\s+(?:scene|shot|clip)\b`, "gi");

const toNumber = (w: string, count: number): number => {
  const t = w.toLowerCase();
  if (t === "last" || t === "final" || t === "closing") return count;
  return sceneNumber(t);
};

/** The names a document knows: its scene characters and its bible's cast. */
export function characterNames(doc: PromptDocument): string[] {
  const names = [
    ...(doc.bible?.cast.map((m) => m.name) ?? []),
    ...doc.scenes.flatMap((s) => s.characters.map((c) => c.name)),
  ];
  return [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
}

/** Whether `text` names `name` (its full name or first word; capitalised names case-sensitively). */
export function namesCharacter(text: string, name: string): boolean {
  const clean = name.replace(/^the\s+/i, "").trim();
  if (!clean) return false;
  const forms = [clean, clean.split(/\s+/)[0]].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const proper = /^\p{Lu}/u.test(clean);
  return new RegExp(String.raw`(?<![\p{L}])(?:${forms.join("|")})(?![\p{L}])`, proper ? "u" : "iu").test(
    text,
  );
}

/** Reads the scope of a message against the document it changes. */
export function scopeOf(message: string, doc: PromptDocument): MessageScope {
  const count = doc.scenes.length;
  let rest = message;
  const box: { scenes: number[] | "all" | null } = { scenes: null };
  const take = (re: RegExp, read: (m: RegExpExecArray) => number[] | "all") => {
    rest = rest.replace(re, (...args) => {
      const m = args as unknown as RegExpExecArray;
      const found = read(m);
      const had = box.scenes;
      if (found === "all" || had === "all") box.scenes = "all";
      else box.scenes = [...new Set([...(had ?? []), ...found])].sort((a, b) => a - b);
      // "make the last scene night" reads "make it night"; "for scene 2" just goes.
      return /^\s*(?:in|for|on|of|during|to|at|from)\b/i.test(m[0]) ? " " : " it ";
    });
  };
  take(ALL_RE, () => "all");
  take(MANY_RE, (m) => {
    const nums = m[1].split(/\s*(?:,|and|&)\s*/i).flatMap((part) => {
      const range = part.split(/\s*(?:-|to|through)\s*/i).map((w) => toNumber(w, count));
      if (range.length === 2 && range.every(Number.isFinite)) {
        const [a, b] = range;
        return Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
      }
      return range;
    });
    return nums;
  });
  take(ONE_RE, (m) => [toNumber(m[1], count)]);
  take(ORD_RE, (m) => [toNumber(m[1], count)]);
  rest = rest
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .trim();
  const found = box.scenes;
  const missing = Array.isArray(found)
    ? found.find((n) => !Number.isInteger(n) || n < 1 || n > count)
    : undefined;
  const character = characterNames(doc).find((n) => namesCharacter(message, n));
  return {
    scenes: count === 1 && found !== null ? "all" : found,
    ...(missing !== undefined ? { missing } : {}),
    ...(character ? { character } : {}),
    rest,
  };
}

/** The scenes (1-based) a character appears in: bound by the bible or listed among the characters. */
export function scenesWith(doc: PromptDocument, name: string): number[] {
  const key = name.toLowerCase();
  return doc.scenes.flatMap((s, i) =>
    s.characters.some((c) => c.name.toLowerCase() === key) || s.cast?.some((n) => n.toLowerCase() === key)
      ? [i + 1]
      : [],
  );
}
