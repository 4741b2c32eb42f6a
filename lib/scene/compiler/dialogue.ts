// Stage 5, dialogue: every quoted line, verbatim, under the cast member who says it. The speaker is
// read from a colon label ("Omar:", "[Hiro, tired]:", "Grandpa to Lucy:"), the speech verb's
// subject ("The waiter ... says", "\"...\", Nina replies"), a pronoun resolved to the latest
// sentence subject, or the turn order of a two-person exchange; never a non-person.
import type { Cast, Gender, Member } from "./cast";
import { execAll, PLACEHOLDER_RE } from "./normalise";
import { SPEECH_VERBS } from "./vocabulary";

export type Line = { speaker: Member; line: string };

const SPEECH = new RegExp(`\\b(?:${SPEECH_VERBS})\\b`, "i");
const SPEECH_LAST = new RegExp(`\\b(?:${SPEECH_VERBS})\\b(?![\\s\\S]*\\b(?:${SPEECH_VERBS})\\b)`, "i");
const PRONOUN = /\b(?:he|she|they|il|elle|er|sie|ella|él|ela|ele|lei|lui)\b/i;
const PRONOUN_GENDER: Record<string, Gender> = {
  she: "f",
  elle: "f",
  ella: "f",
  ela: "f",
  lei: "f",
  he: "m",
  il: "m",
  él: "m",
  ele: "m",
  lui: "m",
  er: "m",
};
// A quote that is text on screen, a sign or a title, not a line anyone says.
export const ON_SCREEN_BEFORE =
  /\b(?:text|sign|caption|title|titles|headline|logo|label|slogan|card|banner|reads?|reading|words?|tagline|lettering)\s*:?\s*$|\b(?:sign|signs|chalkboard|blackboard|whiteboard|board|banner|poster|placard|menu|billboard|screen|label|card|t-?shirt|shirt|mug|note|letter|headline|newspaper|graffiti|neon|marquee|cake|tattoo|plaque|storefront)\b[^.!?⟦\uE000]{0,40}\b(?:says|said|reads|read|shows|displays|spells(?: out)?|with the words)\s*:?\s*$/i;
export const ON_SCREEN_AFTER = /^\s*(?:on[- ]screen|appears|fades in|in (?:bold|white|large)|is written)/i;

const VOICE: Member = {
  name: "Voice",
  aliases: new Set(),
  names: new Set(),
  proper: false,
  group: false,
  description: "",
};

const NARRATOR: Member = { ...VOICE, name: "Narrator" };
const NARRATOR_WORD = /\b(?:narrator|voice-?over|voiceover)\b/i;
const OFF_SCREEN_SOURCE =
  /\b(?:a voice|voices?|off-?screen|o\.s\.|radio|loudspeaker|intercom|announcer|tannoy|pa system)\b/i;
const NARRATOR_LABEL = /^[\s\-•*[]*(?:the\s+)?(?:narrator|voice-?over|voiceover|V\.?O\.?)\b[^:]{0,30}:\s*$/i;

/** Attributes each quote of a scene's text; returns the lines and the on-screen texts. */
export function readDialogue(
  text: string,
  quotes: string[],
  cast: Cast,
  context: { lastSubject?: Member },
  /** The scene's "Narration:"/"Voice-over:" block: its quotes are the narrator's. */
  narration = "",
): { lines: Line[]; onScreen: string[] } {
  const narrated = new Set(execAll(PLACEHOLDER_RE, narration).map((m) => m[1]));
  const lines: Line[] = [];
  const onScreen: string[] = [];
  const mentions = cast.find(text);
  for (const m of execAll(PLACEHOLDER_RE, text)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const kind = ON_SCREEN_BEFORE.test(before) || ON_SCREEN_AFTER.test(after) ? "screen" : "line";
    if (kind === "screen") {
      onScreen.push(quotes[Number(m[1])]);
      continue;
    }
    // A line no one in the cast can be given to stays, under an off-screen voice, rather than be lost.
    const speaker = narrated.has(m[1])
      ? NARRATOR
      : (attribute(text, m.index, m.index + m[0].length, mentions, cast, lines, context) ?? VOICE);
    lines.push({ speaker, line: quotes[Number(m[1])].replace(/,\s*$/, "") });
  }
  return { lines, onScreen };
}

function sentenceStart(text: string, at: number): number {
  const cut = Math.max(
    text.lastIndexOf("\n", at - 1),
    ...[". ", "! ", "? ", "·⟧ ", "。"].map((p) => {
      const i = text.lastIndexOf(p, at - 1);
      return i < 0 ? -1 : i + p.length - 1;
    }),
  );
  return cut + 1;
}

function attribute(
  text: string,
  qStart: number,
  qEnd: number,
  mentions: Cast extends { find: (t: string) => infer M } ? M : never,
  cast: Cast,
  previous: Line[],
  context: { lastSubject?: Member },
): Member | undefined {
  const lineStart = text.lastIndexOf("\n", qStart - 1) + 1;
  const head = text.slice(lineStart, qStart);
  const s0 = sentenceStart(text, qStart);
  const inSentence = (a: number, b: number) => mentions.filter((x) => x.start >= a && x.end <= b);
  const subjectBefore = (at: number) => {
    const earlier = mentions.filter((x) => x.end <= at);
    const s = sentenceStart(text, earlier.length ? earlier[earlier.length - 1].start : 0);
    return earlier.find((x) => x.start >= s)?.member;
  };
  // "He says" / "She answers": the latest sentence subject, unless its gender rules it out; then the
  // latest member the pronoun can name. The pronoun tells the member's gender from then on.
  const byPronoun = (word: string, at: number): Member | undefined => {
    const gender = PRONOUN_GENDER[word.toLowerCase()];
    // "He" is one person: never a group the text names in the plural ("gulls circle the masts").
    const fits = (m: Member) =>
      (!gender || !m.gender || m.gender === gender) &&
      !(gender && (m.group || (/[^s]s$/i.test(m.name) && !m.proper)));
    const subject = subjectBefore(at) ?? context.lastSubject;
    let found = subject && fits(subject) ? subject : undefined;
    if (!found && gender) {
      const earlier = mentions.filter((x) => x.end <= at).map((x) => x.member);
      const members = [...earlier.reverse(), ...(context.lastSubject ? [context.lastSubject] : [])];
      found = members.find((m) => m.gender === gender) ?? members.find(fits);
    }
    if (found && gender && !found.gender && found !== VOICE && found !== NARRATOR) found.gender = gender;
    return found;
  };

  // Colon labels: "Omar:", "- Keeper:", "[Hiro, tired]:", "Grandpa to Lucy:", and inside a paragraph
  // the label of the quote's own sentence ("... at the counter. Dot: \"...\"", "Kemi, laughing: \"...\"").
  if (/:\s*$/.test(head)) {
    const from = Math.max(lineStart, s0);
    const label = inSentence(from, qStart);
    if (label.length) return remember(context, label[0].member);
    // "Narrator (V.O.):", "Voice-over:": an off-screen narrator, not a cast member.
    if (NARRATOR_LABEL.test(text.slice(from, qStart))) return NARRATOR;
  }
  // The speech verb before the quote: the first cast member of its clause speaks ("Aiko turns to Ren and says").
  const before = text.slice(s0, qStart);
  const verb = SPEECH_LAST.exec(before);
  if (verb && NARRATOR_WORD.test(before.slice(0, verb.index)) && !inSentence(s0, s0 + verb.index).length)
    return NARRATOR;
  // "A voice from off-screen calls", "the radio announces": heard, not seen.
  if (verb && OFF_SCREEN_SOURCE.test(before.slice(0, verb.index)) && !inSentence(s0, s0 + verb.index).length)
    return NARRATOR;
  if (verb) {
    const first = inSentence(s0, s0 + verb.index)[0];
    const pronoun = PRONOUN.exec(before.slice(0, verb.index));
    if (first && !(pronoun && s0 + pronoun.index < first.start)) return remember(context, first.member);
    if (pronoun) {
      const s = byPronoun(pronoun[0], s0);
      if (s) return s;
    }
  }
  // The speech verb after the quote: "\"We're late,\" Tom mutters", "\"Coffee?\" she asks".
  const rest = text.slice(qEnd);
  const tail = rest.slice(0, Math.max(0, rest.search(/[.!?\n⟦]/)) || rest.length);
  if (SPEECH.test(tail)) {
    const who = inSentence(qEnd, qEnd + tail.length)[0]?.member;
    if (who) return remember(context, who);
    if (PRONOUN.test(tail) && previous.length >= 1) {
      const other = alternate(previous);
      if (other) return other;
    }
  }
  // A dialogue block without labels, or an unattributed quote: alternate turns, else the clause subject.
  const other = alternate(previous);
  if (other) return other;
  const subject = inSentence(s0, qStart)[0]?.member ?? subjectBefore(qStart) ?? context.lastSubject;
  return subject ?? (cast.members.length === 1 ? cast.members[0] : undefined);
}

/** Whether a speaker is the off-screen narrator (heard, never a character on screen). */
export const isNarrator = (m: Member) => m === NARRATOR;

function remember(context: { lastSubject?: Member }, m: Member): Member {
  context.lastSubject = m;
  return m;
}

// Two people taking turns: the next unattributed line goes to the one who did not speak last.
function alternate(previous: Line[]): Member | undefined {
  if (previous.length < 2) return undefined;
  const last = previous[previous.length - 1].speaker;
  const before = previous[previous.length - 2].speaker;
  return last !== before ? before : undefined;
}
