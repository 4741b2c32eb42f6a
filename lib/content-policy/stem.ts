// A light English stemmer for the policy's frames (./frames.ts): "slaps", "slapped" and "slapping" share
// the stem "slap", "smoke", "smokes" and "smoking" share "smok". It only strips inflections (plural -s,
// -es, -ies, -ed, -ing, a doubled final consonant, a final -e); both the frame's entries and the text's
// words go through it, so the stems need not be real words. Linear in the word; words of three letters
// or fewer are left as they are.
const VOWEL = /[aeiouy]/;

export function stem(word: string): string {
  if (word.length <= 3) return word;
  let s = word;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (/(?:ches|shes|xes|zes)$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(?:ss|us|is)$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith("ing") && s.length >= 6 && VOWEL.test(s.slice(0, -3))) s = s.slice(0, -3);
  else if (s.endsWith("ed") && s.length >= 5 && VOWEL.test(s.slice(0, -2))) s = s.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith("e") && s.length > 3) s = s.slice(0, -1);
  return s;
}
