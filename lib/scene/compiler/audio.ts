// Stage 6c, audio: sound effects as phrases (from "Sound:"/"Audio:"/"SFX:" blocks, label removed,
// and from clauses that name a sound), music only when the text mentions music or a genre, and
// narration only when it asks for a narrator or a voice-over.
import { clean } from "./normalise";

const SOUND_WORD =
  /\b(?:sounds?|noises?|echo(?:es|ing|ed)?|crash(?:es|ing)?|chirp(?:s|ing)?|howl(?:s|ing)?|crackl(?:e|es|ing)|rumbl(?:e|es|ing)|creak(?:s|ing)?|buzz(?:es|ing)?|hum(?:s|ming)?|ring(?:s|ing)|roar(?:s|ing)?|whistl(?:e|es|ing)|patter(?:s|ing)?|honk(?:s|ing)?|bark(?:s|ing)?|meow(?:s|ing)?|purr(?:s|ing)?|splash(?:es|ing)?|thunder|footsteps|rustl(?:e|es|ing)|clink(?:s|ing)?|clatter(?:s|ing)?|tick(?:s|ing)?|beep(?:s|ing)?|sizzl(?:e|es|ing)|squawk(?:s|ing)?|hoot(?:s|ing)?|gurgl(?:e|es|ing)|applause|cheer(?:s|ing)|knocking|slam(?:s|med)?|whoosh(?:es|ing)?|birdsong|bells?|horns?|sirens?|chatter(?:ing)?|crunch(?:es|ing)?|hiss(?:es|ing)?|clack(?:s|ing)?|squeak(?:s|ing)?|glug(?:s|ging)?|whir(?:s|ring)?|whirr(?:s|ing)?|rattl(?:e|es|ing)|thud(?:s|ding)?|cracking|drip(?:s|ping)|calls|calling out|cry|cries|crying|groan(?:s|ing)?|scrap(?:e|es|ing)|screech(?:es|ing)?|squeal(?:s|ing)?|clang(?:s|ing)?|clank(?:s|ing)?|yip(?:s|ping)?|caw(?:s|ing)?|croak(?:s|ing)?|chant(?:s|ing)|trickl(?:e|es|ing)|panting|ding(?:s)?|chimes?|chiming|boing|thump(?:s|ing)?|laugh(?:s|ing|ter)?|giggl(?:e|es|ing)|scream(?:s|ing)?|whin(?:e|es|ing)|click(?:s|ing)?|bleat(?:s|ing)?|quack(?:s|ing)?|growl(?:s|ing)?|snor(?:e|es|ing)|wail(?:s|ing)?|murmur(?:s|ing)?|babbl(?:e|es|ing)|lapping|slapping|fizz(?:es|ing)?|simmer(?:s|ing)?|tap(?:s|ping)|blar(?:e|es|ing)|clap(?:s|ping)?|summen|bruit|sonido|rumore)\b/i;
const MUSIC_WORD =
  /\b(?:music|musical|score|soundtrack|song|melody|tune|beats?|afrobeats?|orchestra\w*|piano|violin|cello|guitar|jazz|lo-?fi|synthwave|synth\w*|choir|ukulele|harp|flute|saxophone|hip[- ]hop|classical|techno|house music|edm|rock|pop|folk|ambient music|string quartet|reggaeton|k-?pop|dubstep|bossa nova|mariachi|gospel|música|musique|musik|musica|音楽)\b/i;
const NARRATION_WORD = /\b(?:narrat(?:or|ion|ed|es)|voice[- ]?over|voiceover|V\.?O\.)\b/i;
const VOICE_WORD = /\b(?:voice[- ]?over|voiceover|narrator)\b/i;
const SOUND_LEAD =
  /^(?:only |just )?(?:(?:natural |ambient )?sounds?(?: of)?|ambient(?: sound)?(?: of)?|audio|noise of)[: ]\s*/i;
// A label the segment stage did not know, left in front of a phrase: "Then interior: fireplace crackling".
const LABEL_LEAD = /^\p{L}[\p{L} '-]{0,24}:\s*/u;
const SOUND_LABEL =
  /^(?:(?:only|just)\s+)?(?:(?:natural|ambient|background)\s+)?(?:sounds?|audio|noises?|sfx|ambience)(?:\s+only)?\s*:/i;
// A finite verb in a short item ("Lin runs through the gate"): a clause, not an item of a list of sounds.
const FINITE_VERB =
  /\b\p{L}+(?:s|ed)\s+(?:through|in|on|at|to|into|onto|across|over|under|the|a|an|his|her|their|its|up|down|out|away|back)\b|^\p{Lu}\p{L}+\s+\p{L}+s\b|\b(?:is|are|was|were)\b/u;
// Speech verbs that attribute a quote ("Marcus calls \"Next point!\""): the clause is dialogue, not a sound.
const ATTRIBUTION =
  /\b(?:says|said|asks|asked|whispers|whispered|shouts|shouted|yells|yelled|replies|replied|calls(?: out)?|called|exclaims|murmurs|mutters|sings|sang|cries|cried|answers|answered|announces|adds|laughs|laughed|sighs|tells|declares|snaps|insists|begs|pleads|teases|jokes|warns|orders|admits|responds|breathes|gasps|blurts|mumbles|chuckles|sobs|screams|protests|continues|explains|promises|grins|smiles|shrugs)\b/i;
// Items of a list that are not sounds even in a list of sounds: light, time, a camera direction.
const NOT_A_SOUND_ITEM =
  /\b(?:light|lights|lit|lighting|glow|glowing|lamp|neon|sun|sunlight|shadows?|night|dawn|dusk|morning|afternoon|evening|noon|midday|midnight|sunrise|sunset|twilight|summer|winter|autumn|day|shot|close-up|wide|angle|camera|pan|zoom|dolly|lens|slow motion|palette|style|look)\b/i;

const AMBIENT_SOURCE =
  /\b(?:wind|rain|waves?|traffic|thunder|surf|sea|ocean|river|stream|crowds?|engines?|machines?|clocks?|kettle|radio|fire|drizzle|storm)\b/i;

const MAX_WORDS = 8;
const LIST_ITEM_WORDS = 6;

type Phrase = {
  text: string;
  /** The sentence and the clause (between commas) it belongs to, for lists of sounds. */
  sentence: number;
  clause: number;
  /** Whether it opens its clause, or follows "and"/"plus"/"with" (a list), not "as"/"while"/"then". */
  listed: boolean;
  /** Whether a quote sits right before or after it. */
  byQuote: boolean;
  /** Whether it ends in a colon: a speaker's label ("Kemi, laughing:"), not a sound. */
  label: boolean;
  /** Whether a lead-in announced sounds before it in its sentence ("Ambient sound of", "Natural sound only:"). */
  announced: boolean;
  /** Whether it names a sound (set once by readSounds), and how many words it has. */
  sound: boolean;
  words: number;
};
const LONE_NAME = /^\p{Lu}\p{Ll}*[^s\s]$/u;
const NO_LEAD = /^(?:no|without)\b/i;
const LEAD_START = /^(?:only|just|natural|ambient|sound|audio|noise)/i;
const BRACKET = /[[\]()]/;
const DIGITS = /^\d+$/;

const CLAUSE_END = /[,;.!?\n⟦·⟧]+/g;
// A quote that ends its sentence ("⟦·⟧") ends the sentence around it too.
const SENTENCE_END = /[.;!?\n·]/;
const CONJUNCTION = /\s+(and|while|as|with|then|plus)\s+/i;

function phrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  let sentence = 0;
  let clause = 0;
  let last = 0;
  let before = "";
  let announced = -1;
  const push = (raw: string, after: string) => {
    const parts = raw.split(CONJUNCTION);
    for (let i = 0; i < parts.length; i += 2) {
      const part = parts[i].trim();
      // The leads are looked for only where they can be (a colon; a word such as "sounds" first).
      const lead = part.includes(":") ? (LABEL_LEAD.exec(part)?.[0] ?? "") : "";
      const rest = part.slice(lead.length);
      const soundLead = LEAD_START.test(rest) ? (SOUND_LEAD.exec(rest)?.[0] ?? "") : "";
      if (soundLead || (lead && SOUND_LABEL.test(lead))) announced = sentence;
      let t = rest.slice(soundLead.length);
      if (BRACKET.test(t)) t = t.replace(/[[\]()]/g, " ");
      t = clean(t);
      if (!t || DIGITS.test(t)) continue;
      const conj = i === 0 ? "" : parts[i - 1].toLowerCase();
      const lastPart = i === parts.length - 1;
      out.push({
        text: t,
        sentence,
        clause,
        listed: !conj || conj === "and" || conj === "plus" || conj === "with",
        // A quote ending its sentence ("⟦·⟧") is not attributed by what follows it.
        byQuote:
          (i === 0 && before.includes("⟧") && !before.includes("·⟧")) ||
          (lastPart && /^[\s,:]*⟦/.test(after)),
        label: lastPart && /:\s*$/.test(parts[i]),
        announced: announced === sentence,
        sound: false,
        words: 0,
      });
    }
    clause++;
  };
  for (let m = CLAUSE_END.exec(text); m; m = CLAUSE_END.exec(text)) {
    push(text.slice(last, m.index), m[0]);
    if (SENTENCE_END.test(m[0])) sentence++;
    before = m[0];
    last = m.index + m[0].length;
  }
  CLAUSE_END.lastIndex = 0;
  push(text.slice(last), "");
  return out;
}

// A long clause is cut to the part that holds its sound ("Flour hangs in the air under humming
// fluorescent tubes" gives "humming fluorescent tubes", never "Flour hangs").
const PREPOSITION =
  /^(?:in|on|at|through|across|from|over|under|into|somewhere|far|behind|outside|beneath|past|along|near)$/i;
const shorten = (p: string) => {
  const words = p.split(/\s+/);
  if (words.length <= MAX_WORDS) return p;
  const cut = words.findIndex((w, i) => i >= 2 && PREPOSITION.test(w));
  const head = words.slice(0, cut > 0 && cut <= MAX_WORDS ? cut : MAX_WORDS).join(" ");
  if (SOUND_WORD.test(head)) return head;
  // The chunk between prepositions that names the sound, without its preposition.
  const chunks: string[][] = [[]];
  for (const w of words) {
    if (PREPOSITION.test(w) && chunks[chunks.length - 1].length) chunks.push([]);
    else chunks[chunks.length - 1].push(w);
  }
  const chunk = chunks.find((c) => SOUND_WORD.test(c.join(" ")));
  return chunk ? chunk.slice(0, MAX_WORDS).join(" ") : head;
};

/**
 * Sound effects: every phrase of a sound block, each clause elsewhere that names a sound, and every
 * item of a short list most of whose items are sounds ("Thuds, chains creaking, rope skipping").
 */
export function readSounds(block: string | undefined, text: string): string[] {
  const fromBlock = block
    ? phrases(block)
        .filter((p) => p.listed || SOUND_WORD.test(p.text))
        .map((p) => p.text)
        .filter((p) => !MUSIC_WORD.test(p) || SOUND_WORD.test(p))
    : [];
  const all = phrases(text);
  for (const p of all)
    p.sound =
      (p.announced && p.listed ? true : SOUND_WORD.test(p.text)) &&
      !MUSIC_WORD.test(p.text) &&
      !NO_LEAD.test(p.text) &&
      !(p.byQuote && (p.label || ATTRIBUTION.test(p.text)));
  const fromText: string[] = [];
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j].sentence === all[i].sentence) j++;
    let sounds = 0;
    for (let k = i; k < j; k++) if (all[k].sound) sounds++;
    const n = j - i;
    // A list: two or more short comma-separated items, at least half of them sounds (two when there
    // are three or more), none a clause of "as"/"while" or a quote's attribution.
    let list = n >= 2 && sounds < n && sounds >= Math.max(n > 2 ? 2 : 1, Math.ceil(n / 2));
    for (let k = i; list && k < j; k++) {
      const p = all[k];
      p.words = p.text.split(" ").length;
      list =
        p.listed &&
        !p.byQuote &&
        p.words <= (p.sound ? LIST_ITEM_WORDS : 5) &&
        (p.sound || !FINITE_VERB.test(p.text)) &&
        // In a pair, the other item is a word or two ("Crickets") or a source of ambient sound.
        // (never a lone name: "Kemi, humming.").
        (n > 2 || p.sound || (p.words <= 2 && !LONE_NAME.test(p.text)) || AMBIENT_SOURCE.test(p.text));
    }
    for (let k = i; k < j; k++) {
      const p = all[k];
      if (p.sound || (list && !MUSIC_WORD.test(p.text) && !NOT_A_SOUND_ITEM.test(p.text)))
        fromText.push(p.text);
    }
    i = j;
  }
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
export const mentionsMusic = (text: string) => text.split(/[.;!?\n]+|,\s+/).some(asksForMusic);

/** The narration the text asks for: its voice in the text's words, or undefined. */
export function readNarration(text: string): string | undefined {
  // The voice itself ("a soft female voice-over") says more than the verb ("narrated by").
  const m = VOICE_WORD.exec(text) ?? NARRATION_WORD.exec(text);
  if (!m) return undefined;
  const lead = text.slice(Math.max(0, m.index - 30), m.index).match(/((?:[a-z-]+\s+){0,2})$/i)?.[1] ?? "";
  const words = lead.split(/\s+/).filter((w) => w && !/^(?:a|an|the|by|with|and|of)$/i.test(w));
  return clean([...words, m[0]].join(" ")).toLowerCase();
}
