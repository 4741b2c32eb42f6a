// A chain of actions that ends on a speech verb ("मीरा एक दीया हाथ में लेकर पूछती है", "점원이 우산을
// 건네며 말한다", "店員がカップを置いて言う") loses its speech verb on a silent model, and the verb before it
// is left as a participle, a fragment. This gives that verb the speech verb's own tense (and Hindi
// gender): "मीरा एक दीया हाथ में लेती है", "점원이 우산을 건넨다", "店員がカップを置く". Only where the form
// is regular; "" otherwise (the caller keeps the chain whole). The creator's verb, never a new one.
import { CHAIN_SPEECH_VERBS } from "@/lib/scene/speech";

const alt = (ws: string[]) => ws.join("|");

// "लेकर" or "रख कर" (written apart), then the speech verb, or the one it is said to ("पोते से", "उसको").
const HI = new RegExp(
  `^(.*?)(\\S+?)\\s?(कर|ते हुए|ती हुई)\\s+(?:\\S+\\s+(?:से|को)\\s+)?(${alt(CHAIN_SPEECH_VERBS.hi)})(\\s+(?:है|हैं))?[\\s।.]*$`,
  "u",
);
/**
 * Hindi: "लेकर पूछती है" -> "लेती है", "उतार कर पोते से पूछते हैं" -> "उतारते हैं" (the stem, the speech
 * verb's ता/ती/ते and its auxiliary; to whom the line is said goes with the line).
 */
function hindi(text: string): string {
  const m = HI.exec(text);
  if (!m || !m[1].trim() || Array.from(m[2]).length < 1 || /^(?:कर|के)$/u.test(m[2])) return "";
  const ending = m[4].slice(-2);
  return `${m[1]}${m[2]}${ending}${m[5] ?? ""}`.trim();
}

const HANGUL = 0xac00;
const KO = new RegExp(
  `^(.*?)(\\S+?)(으며|으면서|며|면서|고)\\s+(${alt(CHAIN_SPEECH_VERBS.ko)})[\\s.。]*$`,
  "u",
);
/** The syllable with a different final consonant (0 none, 4 ㄴ, 8 ㄹ). */
const withFinal = (syllable: string, final: number) => {
  const code = syllable.codePointAt(0)! - HANGUL;
  return String.fromCodePoint(HANGUL + code - (code % 28) + final);
};
/** Korean: "건네며 말한다" -> "건넨다", "웃으며 말한다" (or "웃으며:") -> "웃는다", "내밀며 말한다" -> "내민다". */
/** "은비가 웃으며: "…"": a chain whose speech verb is the colon itself. */
const KO_BARE = /^(.*?)(\S+?)(으며|으면서|며|면서)[\s.。:：]*$/u;
function korean(text: string): string {
  const m = KO.exec(text) ?? KO_BARE.exec(text);
  if (!m || !m[1].trim()) return "";
  const [, head, stem, connective] = m;
  const last = stem.slice(-1);
  const code = (last.codePointAt(0) ?? 0) - HANGUL;
  if (code < 0 || code > 11171) return "";
  if (/^(?:있|없)$/u.test(last)) return `${head}${stem}다`;
  const final = code % 28;
  if (connective.startsWith("으") || (final !== 0 && final !== 8)) return `${head}${stem}는다`;
  return `${head}${stem.slice(0, -1)}${withFinal(last, 4)}다`;
}

const JA = new RegExp(`^(.+?)(て|で)、?\\s*(${alt(CHAIN_SPEECH_VERBS.ja)})[\\s。.]*$`, "u");
/** The え and い rows of hiragana: a verb whose て follows one is an ichidan verb (見せて -> 見せる). */
const E_ROW = "えけげせぜてでねへべぺめれ";
const I_ROW = "いきぎちぢにひびぴみり";
/** Japanese, only the regular te-forms: 置いて -> 置く, 泳いで -> 泳ぐ, 差し出して -> 差し出す, 見せて -> 見せる. */
function japanese(text: string): string {
  const m = JA.exec(text);
  if (!m || Array.from(m[1].trim()).length < 3) return "";
  const [, verb, te] = m;
  const kana = verb.slice(-1);
  if (te === "で") return kana === "い" ? `${verb.slice(0, -1)}ぐ` : "";
  if (kana === "い") return `${verb.slice(0, -1)}く`;
  // "差し出して" (one kanji before し): the godan す; "掃除して" (a noun before it): する.
  if (kana === "し")
    return /[\p{Script=Han}]{2}し$/u.test(verb) ? `${verb.slice(0, -1)}する` : `${verb.slice(0, -1)}す`;
  if (E_ROW.includes(kana) || (I_ROW.includes(kana) && kana !== "い")) return `${verb}る`;
  if (/[\p{Script=Han}]$/u.test(kana) && /来$/u.test(verb)) return `${verb}る`;
  return "";
}

const JA_WHILE = new RegExp(`^(.+?)ながら、?\\s*(${alt(CHAIN_SPEECH_VERBS.ja)})[\\s。.]*$`, "u");
/** The godan endings of a verb stem before ながら that name one verb only (消し -> 消す, 笑い -> 笑う). */
const GODAN: Record<string, string> = { し: "す", い: "う", ち: "つ", び: "ぶ", ぎ: "ぐ", み: "む" };
/** Japanese "…しながら言う": 消しながら -> 消す, 食べながら -> 食べる; き and り stems (書き/起き) are left alone. */
function japaneseWhile(text: string): string {
  const m = JA_WHILE.exec(text);
  if (!m || Array.from(m[1].trim()).length < 3) return "";
  const stem = m[1];
  const kana = stem.slice(-1);
  if (kana === "し" && /[\p{Script=Han}]{2}し$/u.test(stem)) return `${stem.slice(0, -1)}する`;
  if (GODAN[kana] && !(kana === "み" && /見み$/u.test(stem))) return `${stem.slice(0, -1)}${GODAN[kana]}`;
  if (E_ROW.includes(kana) || /(?:見|着|寝|居)$/u.test(stem)) return `${stem}る`;
  return "";
}

/** The chain's last visible verb made finite in the speech verb's tense, without the speech verb; "" when not regular. */
export function finiteChain(text: string): string {
  const t = text.trim();
  if (/\p{Script=Devanagari}/u.test(t)) return hindi(t);
  if (/\p{Script=Hangul}/u.test(t)) return korean(t);
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)) return japanese(t) || japaneseWhile(t);
  return "";
}
