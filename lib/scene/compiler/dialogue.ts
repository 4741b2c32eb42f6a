// Stage 5, dialogue: every quoted line, verbatim, under the cast member who says it. The speaker is
// read from a colon label ("Omar:", "[Hiro, tired]:", "Grandpa to Lucy:"), the speech verb's
// subject ("The waiter ... says", "\"...\", Nina replies"), a pronoun resolved to the latest
// sentence subject, or the turn order of a two-person exchange; never a non-person.
import type { Cast, Member } from "./cast";
import { execAll, PLACEHOLDER_RE } from "./normalise";
import { SPEECH_VERBS } from "./vocabulary";

export type Line = { speaker: Member; line: string };

const SPEECH = new RegExp(`\\b(?:${SPEECH_VERBS})\\b`, "i");
const SPEECH_LAST = new RegExp(`\\b(?:${SPEECH_VERBS})\\b(?![\\s\\S]*\\b(?:${SPEECH_VERBS})\\b)`, "i");
const PRONOUN = /\b(?:he|she|they|il|elle|er|sie|ella|él|ela|ele|lei|lui)\b/i;
// A quote that is text on screen, a sign or a title, not a line anyone says.
const ON_SCREEN_BEFORE =
  /\b(?:text|sign|caption|title|titles|headline|logo|label|slogan|card|banner|reads?|reading|words?|tagline|lettering)\s*:?\s*$/i;
const ON_SCREEN_AFTER = /^\s*(?:on[- ]screen|appears|fades in|in (?:bold|white|large)|is written)/i;

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

/** Attributes each quote of a scene's text; returns the lines and the on-screen texts. */
export function readDialogue(
  text: string,
  quotes: string[],
  cast: Cast,
  context: { lastSubject?: Member },
): { lines: Line[]; onScreen: string[] } {
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
    const speaker = attribute(text, m.index, m.index + m[0].length, mentions, cast, lines, context) ?? VOICE;
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

  // Colon labels: "Omar:", "- Keeper:", "[Hiro, tired]:", "Grandpa to Lucy:".
  if (/:\s*$/.test(head)) {
    const label = inSentence(lineStart, qStart);
    if (label.length) return label[0].member;
  }
  // The speech verb before the quote: the first cast member of its clause speaks ("Aiko turns to Ren and says").
  const before = text.slice(s0, qStart);
  const verb = SPEECH_LAST.exec(before);
  if (verb && NARRATOR_WORD.test(before.slice(0, verb.index)) && !inSentence(s0, s0 + verb.index).length)
    return NARRATOR;
  if (verb) {
    const first = inSentence(s0, s0 + verb.index)[0];
    const pronoun = PRONOUN.exec(before.slice(0, verb.index));
    if (first && !(pronoun && s0 + pronoun.index < first.start)) return remember(context, first.member);
    if (pronoun) {
      const s = subjectBefore(s0) ?? context.lastSubject;
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
