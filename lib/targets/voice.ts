// A narrator's described voice (fresh set 7's review): "Voice-over (warm female voice, unhurried): …" or
// "A calm British-style narrator tells the story." describes the voice once, but each clip (each Kling
// shot) is generated alone, so every later narrator line carries the creator's description with it:
// Kling `[Narrator, warm female voice, unhurried]: "…"`, Veo `A narrator (warm female voice, unhurried)
// says: "…"`. Silent models say no line, so nothing. The words are always the creator's.
import type { Clause } from "@/lib/scene/clauses";
import { NARRATOR_WORDS } from "@/lib/scene/speech";
import type { SceneFacts } from "./scene-facts";
import { clean } from "./text";

/** Each narrator line's voice, in the creator's words (read by parts.ts's spokenPart). */
export const NARRATOR_VOICE = new WeakMap<Clause, string>();

/** A voice-over word only ("V.O.", "voice-over", "voix off", "off-screen"): not a description. */
const BARE =
  /^(?:v\.?\s?o\.?|voice[- ]?over|voiceover|narrator|narration|off[- ]?screen|o\.?\s?s\.?|o\.?\s?c\.?|voix off|voz en off|off|fuera de cuadro|sprecher|erzähler)$/iu;

/** "A calm British-style narrator tells the story", "narrated by a deep male voice". */
const DESCRIBED_NARRATOR =
  /(?:^|\s)(?:an?|the)\s+((?:[\p{L}'’-]+[\s,]+){0,5}?[\p{L}'’-]+)\s+(?:narrator|voice-?over)(?![\p{L}])/iu;
const NARRATED_BY = /(?<![\p{L}])narrated by\s+(?:an?\s+)?([^,.;!?]{3,60})/iu;

/** A narrator's line: no speaker, "Narrator", or the text's own word for one ("ナレーション", "Voix off"). */
const narratorWord = (speaker: string) =>
  NARRATOR_WORDS.some((w) => w.toLowerCase() === speaker.toLowerCase());
/** (A line labelled "ナレーション（…）：" may be read as a speaker of that name: still the narrator.) */
const isNarrator = (c: Clause) =>
  (c.role === "voice_over" && (!c.speaker || c.speaker === "Narrator" || narratorWord(c.speaker))) ||
  (c.role === "dialogue" && Boolean(c.speaker) && narratorWord(c.speaker!));

/** Marks every narrator line of the document with the narrator's described voice, once per document. */
const marked = new WeakSet<SceneFacts[]>();
export function markNarratorVoices(scenes: SceneFacts[]): void {
  if (marked.has(scenes)) return;
  marked.add(scenes);
  let voice = "";
  for (const s of scenes)
    for (const c of s.clauses) {
      if (!isNarrator(c)) continue;
      // The manner the compiler read, else a bracket after the label ("Voix off (voix douce de femme) :").
      const intro = c.line ? c.text.slice(0, Math.max(0, c.text.indexOf(c.line))) : "";
      const bracket = /[(（]([^()（）]{3,60})[)）]\s*[:：]?\s*["“«「]?\s*$/u.exec(intro)?.[1] ?? "";
      const manner = clean(c.manner || bracket);
      if (!voice && manner && !BARE.test(manner)) voice = manner;
      if (!voice && !c.line) {
        const t = clean(c.text);
        const found = DESCRIBED_NARRATOR.exec(t)?.[1] ?? NARRATED_BY.exec(t)?.[1];
        if (found && !BARE.test(found)) voice = clean(found);
      }
      if (voice && c.line) NARRATOR_VOICE.set(c, manner && !BARE.test(manner) ? manner : voice);
    }
}
