// One vocabulary of English times of day, as plain data: the words a description or a Pro Chat answer
// may use, and what the document's setting.time_of_day says for each. The generator's compiler
// (compiler/setting.ts readTime) and the guided assistant (lib/chat/guide-answer.ts timeOf) both read
// it, so "twilight" is "twilight" in both. A stated word is kept unless another word says it better.
export const TIME_WORDS: Readonly<Record<string, string>> = {
  "golden hour": "golden hour",
  "blue hour": "blue hour",
  dawn: "dawn",
  daybreak: "daybreak",
  "first light": "dawn",
  sunrise: "sunrise",
  midnight: "midnight",
  noon: "noon",
  midday: "midday",
  lunchtime: "lunchtime",
  morning: "morning",
  afternoon: "afternoon",
  sunset: "sunset",
  dusk: "dusk",
  twilight: "twilight",
  nightfall: "nightfall",
  evening: "evening",
  night: "night",
  tonight: "night",
  nighttime: "nighttime",
  "night-time": "night",
  moonlit: "night",
  "starry sky": "night",
  "under the stars": "night",
  daytime: "day",
};

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any word of the table, longest first so "night-time" wins over "night"; no flags (callers add theirs). */
export const TIME_WORD_SOURCE = String.raw`\b(?:${Object.keys(TIME_WORDS)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|")})\b`;

/** The time_of_day value for a matched word. */
export const timeWordValue = (word: string): string => TIME_WORDS[word.toLowerCase()] ?? word.toLowerCase();
