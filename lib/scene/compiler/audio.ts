// Stage 6c, audio: sound effects as phrases (from "Sound:"/"Audio:"/"SFX:" blocks, label removed,
// and from clauses that name a sound), music only when the text mentions music or a genre, and
// narration only when it asks for a narrator or a voice-over.
import { clean } from "./normalise";

const SOUND_WORD =
  /\b(?:sounds?|noises?|echo(?:es)?|crash(?:es|ing)?|chirp(?:s|ing)?|howl(?:s|ing)?|crackl(?:e|es|ing)|rumbl(?:e|es|ing)|creak(?:s|ing)?|buzz(?:es|ing)?|hum(?:s|ming)?|ring(?:s|ing)|roar(?:s|ing)?|whistl(?:e|es|ing)|patter(?:s|ing)?|honk(?:s|ing)?|bark(?:s|ing)?|meow(?:s|ing)?|purr(?:s|ing)?|splash(?:es|ing)?|thunder|footsteps|rustl(?:e|es|ing)|clink(?:s|ing)?|clatter(?:s|ing)?|tick(?:s|ing)?|beep(?:s|ing)?|sizzl(?:e|es|ing)|squawk(?:s|ing)?|hoot(?:s|ing)?|gurgl(?:e|es|ing)|applause|cheer(?:s|ing)|knocking|slam(?:s|med)?|whoosh(?:es|ing)?|birdsong|bells?|horns?|sirens?|chatter(?:ing)?|crunch(?:es|ing)?|hiss(?:es|ing)?|clack(?:s|ing)?|squeak(?:s|ing)?|glug(?:s|ging)?|whir(?:s|ring)?|rattl(?:e|es|ing)|thud(?:s)?|cracking|drip(?:s|ping)|calls|calling out|cry|cries|crying|groan(?:s|ing)?|summen|bruit|sonido|rumore)\b/i;
const MUSIC_WORD =
  /\b(?:music|musical|score|soundtrack|song|melody|tune|beats?|orchestra\w*|piano|violin|cello|guitar|jazz|lo-?fi|synthwave|synth\w*|choir|ukulele|harp|flute|saxophone|hip[- ]hop|classical|techno|house music|edm|rock|pop|folk|ambient music|string quartet|música|musique|musik|musica|音楽)\b/i;
const NARRATION_WORD = /\b(?:narrat(?:or|ion|ed|es)|voice[- ]?over|voiceover|V\.?O\.)\b/i;
const VOICE_WORD = /\b(?:voice[- ]?over|voiceover|narrator)\b/i;
const SOUND_LEAD =
  /^(?:only |just )?(?:(?:natural |ambient )?sounds?(?: of)?|ambient(?: sound)?(?: of)?|audio|noise of)[: ]\s*/i;

const MAX_WORDS = 8;

function phrases(text: string): string[] {
  return text
    .split(/[,;.!?\n⟦⟧]+|\s+(?:and|while|as|with|then|plus)\s+/i)
    .map((p) => clean(p.replace(SOUND_LEAD, "")))
    .filter((p) => p && !/^\d+$/.test(p));
}

const shorten = (p: string) => {
  const words = p.split(/\s+/);
  if (words.length <= MAX_WORDS) return p;
  const cut = words.findIndex(
    (w, i) =>
      i >= 2 && /^(?:in|on|at|through|across|from|over|under|into|somewhere|far|behind|outside)$/i.test(w),
  );
  return words.slice(0, cut > 0 && cut <= MAX_WORDS ? cut : MAX_WORDS).join(" ");
};

/** Sound effects: every phrase of a sound block, and each clause elsewhere that names a sound. */
export function readSounds(block: string | undefined, text: string): string[] {
  const fromBlock = block ? phrases(block).filter((p) => !MUSIC_WORD.test(p) || SOUND_WORD.test(p)) : [];
  const fromText = phrases(text).filter(
    (p) => SOUND_WORD.test(p) && !MUSIC_WORD.test(p) && !/^(?:no|without)\b/i.test(p),
  );
  return [
    ...new Set([...fromBlock, ...fromText].map(shorten).filter((p) => p.split(/\s+/).length <= MAX_WORDS)),
  ];
}

/** The music the text asks for, as phrases (empty when it never mentions music or a genre). */
export function readMusic(block: string | undefined, text: string): string[] {
  // The clause that names the music, not its whole sentence ("..., as music plays from an old radio").
  const clauses = text.split(/[.;\n]+|,\s+|\s+(?:as|while|when)\s+/).filter(asksForMusic);
  const src = [block ?? "", ...clauses].join(". ");
  const out = src
    .split(/[.;\n]+|,\s*(?:then|and then)\s+/)
    .map((p) => clean(p))
    .filter((p) => p && (MUSIC_WORD.test(p) || (block && block.includes(p))));
  return [...new Set(out.map((p) => p.split(/\s+/).slice(0, 12).join(" ")))];
}

const INSTRUMENT = /\b(?:piano|violin|cello|guitar|drums|ukulele|harp|flute|saxophone|choir|orchestra\w*)\b/i;
const MUSIC_CORE = new RegExp(
  MUSIC_WORD.source
    .replace("piano|violin|cello|guitar|", "")
    .replace("choir|ukulele|harp|flute|saxophone|", ""),
  "i",
);

// An instrument someone plays on screen is an action; a short phrase ("Soft piano.") asks for music.
const PLAYING =
  /\b(?:pianist|guitarist|violinist|cellist|drummer|band|quartet|orchestra|choir|singer|musicians?)\s+(?:\w+\s+)?(?:plays?|playing|performs?|performing|sings?|singing)\b|\bplay(?:s|ing)?\s+(?:an?\s+|the\s+|his\s+|her\s+)?(?:\w+\s+)?(?:piano|violin|cello|guitar|drums|ukulele|harp|flute|saxophone)\b|\bsings?\b/i;
const asksForMusic = (clause: string) =>
  MUSIC_CORE.test(clause.replace(INSTRUMENT, "")) ||
  PLAYING.test(clause) ||
  (INSTRUMENT.test(clause) && clause.trim().split(/\s+/).length <= 4);

/** Whether the text mentions music or a genre at all. */
export const mentionsMusic = (text: string) => text.split(/[.;!?\n]+/).some(asksForMusic);

/** The narration the text asks for: its voice in the text's words, or undefined. */
export function readNarration(text: string): string | undefined {
  // The voice itself ("a soft female voice-over") says more than the verb ("narrated by").
  const m = VOICE_WORD.exec(text) ?? NARRATION_WORD.exec(text);
  if (!m) return undefined;
  const lead = text.slice(Math.max(0, m.index - 30), m.index).match(/((?:[a-z-]+\s+){0,2})$/i)?.[1] ?? "";
  const words = lead.split(/\s+/).filter((w) => w && !/^(?:a|an|the|by|with|and|of)$/i.test(w));
  return clean([...words, m[0]].join(" ")).toLowerCase();
}
