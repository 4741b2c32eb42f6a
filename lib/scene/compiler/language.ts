// Stage 0, language: English is read in full; other languages are detected (tinyld, a small
// browser-safe detector) so the compiler keeps their words verbatim and extracts only what it reliably
// understands.
import { detect } from "tinyld/light";

const EN_WORDS =
  /\b(?:the|an|of|with|and|on|at|his|her|their|is|are|from|through|into|over|under|while|shot|camera|close-up|light|sound)\b/gi;
const NON_LATIN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/u;
const SUPPORTED = new Set([
  "fr",
  "de",
  "es",
  "it",
  "pt",
  "nl",
  "ja",
  "zh",
  "ko",
  "ru",
  "pl",
  "sv",
  "da",
  "no",
  "tr",
  "ar",
  "el",
  "he",
  "hi",
  "th",
  "uk",
  "cs",
  "fi",
]);

/** ISO 639-1 code of the text's language ("en" when English or too short to tell). */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 600);
  const words = sample.split(/\s+/).filter(Boolean).length;
  const english = sample.match(EN_WORDS)?.length ?? 0;
  const nonLatin = NON_LATIN.test(sample);
  if (!nonLatin && (english / Math.max(words, 1) >= 0.1 || english >= 4)) return "en";
  const lang = detect(sample);
  const accented = ACCENTED.test(sample);
  // Keyword lists ("cyberpunk, rain, neon") carry too few function words for a detector to judge.
  if (!nonLatin && english >= 1 && words < 25 && !accented) return "en";
  if (!nonLatin && !accented && !FOREIGN_WORDS.test(sample)) return "en";
  return lang && SUPPORTED.has(lang) ? lang : "en";
}

// Letters of the Latin-1 supplement and Latin Extended-A/B (é, ü, ß, but also ł, ś, ő, ž).
const ACCENTED = /[À-ÖØ-öø-ɏ]/;
// Function words of the Latin-script languages the detector knows (Dutch and Polish have no accents
// in many sentences: "Een oude molenaar opent de luiken", "Bez muzyki").
const FOREIGN_WORDS =
  /\b(?:el|la|los|las|una|unos|del|le|les|une|des|du|der|die|das|ein|eine|und|mit|il|lo|gli|di|della|nella|um|uma|com|em|ao|sem|sin|ohne|sans|senza|con|dans|sur|avec|een|het|van|zijn|niet|geen|zonder|bij|naar|jest|nie|bez|przy|oraz|och|inte|utan|ikke|uden)\b/i;
