// The local guided assistant: Pro Chat's embedded default. It walks the creator through the scene one
// step at a time (subject, setting, camera, mood, audio, style, duration), asks one focused question
// per reply with numbered options, and writes into the prompt document only what the user said: the
// value each answer states (guide-answer.ts reads it), in the step it plainly belongs to. Pure,
// synchronous and deterministic (no network, no server-only imports).
import { compileScene } from "@/lib/scene/compiler";
import { MUSIC_PATTERN, NARRATION_PATTERN } from "@/lib/scene/lexicon";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  audioClauses,
  cameraOf,
  choiceIndex,
  commandOf,
  durationOf,
  lightOf,
  looksLikeChoice,
  moodsOf,
  placeOf,
  quotesOf,
  ruledOut,
  stepOfAnswer,
  stylesOf,
  timeOf,
  valueOf,
} from "./guide-answer";
import type { ChatEntry, GuideStep } from "./types";
import { GUIDE_STEPS } from "./types";

export type GuideState = { pending: GuideStep | null; covered: GuideStep[] };
export type GuideTurn = {
  reply: string;
  document: PromptDocument;
  /** The step this turn covered (applied or skipped), null when none. */
  applied: GuideStep | null;
  /** Whether the document changed (a refinement counted in refinementCount). */
  refined: boolean;
  /** The step the reply asks about next (null when every step is covered). */
  asked: GuideStep | null;
};

const LABEL: Record<GuideStep, string> = {
  subject: "Subject",
  setting: "Setting",
  camera: "Camera",
  mood: "Mood",
  audio: "Audio",
  style: "Style",
  duration: "Duration",
};

/** One offered option: its label, a hint, and the words it stands for when picked by number or letter. */
type Option = { label: string; hint: string; answer: string };

const QUESTION: Record<GuideStep, { ask: string; options: Option[]; ideas?: string[] }> = {
  subject: {
    ask: "Who or what is the focus of the scene, and what are they doing?",
    options: [],
    ideas: [
      "e.g. Maria, a young fisherwoman, untying her boat",
      "e.g. a red fox trotting through fresh snow",
    ],
  },
  setting: {
    ask: "Where does the scene take place, and at what time of day? Name a place, or pick a time:",
    options: [
      { label: "Dawn", hint: "soft early light", answer: "at dawn" },
      { label: "Midday", hint: "bright, high sun", answer: "at midday" },
      { label: "Night", hint: "dark, lit by the scene's own lights", answer: "at night" },
    ],
  },
  camera: {
    ask: "How should the camera move and frame the action?",
    options: [
      { label: "Slow dolly in", hint: "builds intimacy with the subject", answer: "slow dolly in" },
      { label: "Aerial drone shot", hint: "shows the scale of the place", answer: "aerial drone shot" },
      {
        label: "Low angle tracking shot",
        hint: "makes the subject feel heroic",
        answer: "low angle tracking shot",
      },
    ],
  },
  mood: {
    ask: "What mood should the viewer feel?",
    options: [
      { label: "Peaceful", hint: "calm and quiet", answer: "peaceful" },
      { label: "Mysterious", hint: "dark, curious, suspenseful", answer: "mysterious" },
      { label: "Joyful", hint: "bright and playful", answer: "joyful" },
    ],
  },
  audio: {
    ask: 'What do we hear? Pick one, or describe music, sounds, or a line of dialogue (e.g. Maria says "The sea is calm today.").',
    options: [
      { label: "Soft piano music", hint: "gentle and emotional", answer: "soft piano music" },
      {
        label: "Natural sounds only",
        hint: "the place's own sounds, no music",
        answer: "natural ambient sound, no music",
      },
      { label: "Upbeat electronic music", hint: "energetic", answer: "upbeat electronic music" },
    ],
  },
  style: {
    ask: "Which visual style fits best?",
    options: [
      { label: "Cinematic", hint: "photoreal film look", answer: "cinematic, photorealistic" },
      { label: "Animated", hint: "3D animation", answer: "3D animation" },
      { label: "Documentary", hint: "natural, handheld, observational", answer: "documentary" },
    ],
  },
  duration: {
    ask: "How long should each scene run: 5, 8 or 10 seconds?",
    options: [
      { label: "5 seconds", hint: "one quick beat", answer: "5 seconds" },
      { label: "8 seconds", hint: "the usual length", answer: "8 seconds" },
      { label: "10 seconds", hint: "room for a slower move", answer: "10 seconds" },
    ],
  },
};

/** The user's words, tidy: one line, no trailing punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?;,\s]+$/, "");
}

const sentence = (text: string) => {
  const t = tidy(text);
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}.` : "";
};

const uniq = (items: string[]) => [...new Set(items.filter(Boolean))];

/** Which step the pending question and the history say comes next. */
export function guideState(history: readonly ChatEntry[]): GuideState {
  const covered = new Set<GuideStep>();
  let pending: GuideStep | null = null;
  for (const entry of history) {
    if (entry.role === "assistant") {
      if (entry.applied) covered.add(entry.applied);
      pending = entry.step ?? null;
    }
  }
  return { pending, covered: GUIDE_STEPS.filter((s) => covered.has(s)) };
}

/** The step a message is about: the one asked, unless it plainly belongs to another. */
export function targetStep(message: string, state: GuideState): GuideStep {
  const pending = state.pending ?? GUIDE_STEPS.find((s) => !state.covered.includes(s)) ?? "subject";
  return stepOfAnswer(message, pending);
}

// A lighting phrase that names a time of day ("natural, even daylight") would contradict a new time.
const TIMED_LIGHT =
  /\b(?:day|daylight|sun|sunlight|sunlit|moon|moonlight|moonlit|dawn|dusk|sunset|sunrise|noon|midday|morning|evening|night|golden hour|blue hour|twilight)\b/i;
const SILENT_SOUNDS = /^(?:natural )?ambient sound$/i;

/** What a step's rule reads: the document being changed (a copy), and the answer as said and tidied. */
type StepAnswer = {
  next: PromptDocument;
  scenes: PromptDocument["scenes"];
  message: string;
  /** The whole answer, tidied. */
  text: string;
  /** The answer's value ("change the mood to joyful" -> joyful), tidied. */
  value: string;
};
/** A step's rule: changes `next` and says what changed ("" when the answer held nothing for it). */
type StepRule = (a: StepAnswer) => string;

const mentions = (lower: string, name: string) => lower.includes(name.toLowerCase().replace(/^the /, ""));

const applySubject: StepRule = ({ scenes, message, text }) => {
  const parsed = compileScene({ description: valueOf(message) });
  const lower = message.toLowerCase();
  const first = scenes[0];
  first.description = tidy(`${first.description} ${sentence(text)}`);
  for (const c of parsed.scenes.flatMap((s) => s.characters)) {
    if (
      mentions(lower, c.name) &&
      !first.characters.some((k) => k.name.toLowerCase() === c.name.toLowerCase())
    )
      first.characters.unshift(c);
  }
  // The words become the actions of the characters they name, never of someone they do not name.
  for (const c of first.characters)
    if (mentions(lower, c.name) && !c.actions.includes(text))
      c.actions = tidy(`${c.actions}; ${text}`).replace(/^; /, "");
  return `the subject now includes "${text}"`;
};

const applySetting: StepRule = ({ scenes, message }) => {
  const time = timeOf(message);
  const light = lightOf(message);
  const place = placeOf(message);
  if (!time && !light && !place) return "";
  for (const s of scenes) {
    if (place) s.setting.location = place;
    if (time) s.setting.time_of_day = time;
    if (light) s.setting.lighting = light;
    else if (time && TIMED_LIGHT.test(s.setting.lighting)) s.setting.lighting = "unspecified";
  }
  const parts = [
    place && `the setting is "${place}"`,
    time && `the time of day is ${time}`,
    light && `the light is ${light}`,
  ];
  return parts.filter(Boolean).join(", ");
};

const applyCamera: StepRule = ({ scenes, message, value }) => {
  const { movements, angles } = cameraOf(message);
  const own = movements.length + angles.length === 0 ? value : "";
  if (!own && movements.length + angles.length === 0) return "";
  for (const s of scenes) {
    if (own) s.camera.movements = [own];
    else {
      if (movements.length > 0) s.camera.movements = movements;
      if (angles.length > 0) s.camera.angles = angles;
    }
  }
  return `the camera: ${own || [...angles, ...movements].join(", ")}`;
};

const applyMood: StepRule = ({ next, scenes, value }) => {
  if (!value) return "";
  next.project_style.tone = moodsOf(value)[0] ?? value;
  for (const s of scenes) s.visuals.mood = value;
  return `the mood is "${value}"`;
};

/** Quoted lines become dialogue of the character they name (or the only one); returns what was said. */
function addDialogue({ scenes, message }: StepAnswer): string[] {
  const quotes = quotesOf(message);
  if (quotes.length === 0) return [];
  const cast = scenes[0].characters;
  const parsed = compileScene({ description: message }).scenes.flatMap((s) => s.audio.dialogue);
  return quotes.map((line) => {
    const found = parsed.find((d) => d.line.trim() === line);
    const named = cast.find((c) => found && c.name.toLowerCase() === found.character.toLowerCase());
    const mentioned = cast.find((c) => message.toLowerCase().includes(c.name.toLowerCase().split(" ")[0]));
    const speaker =
      named?.name ?? mentioned?.name ?? (cast.length === 1 ? cast[0].name : "unspecified speaker");
    scenes[0].audio.dialogue.push({ character: speaker, line });
    return `${speaker} says "${line}"`;
  });
}

/** "No music", "no narration": switched off everywhere. */
function ruleOutAudio({ next, scenes, message }: StepAnswer): string[] {
  const off = ruledOut(message);
  const said: string[] = [];
  if (off.music) {
    next.global_preferences.music = { enabled: false, style: "none" };
    for (const s of scenes) s.audio.music_cues = [];
    said.push("no music");
  }
  if (off.narration) {
    next.global_preferences.narration = {
      ...next.global_preferences.narration,
      enabled: false,
      voice_style: "none",
    };
    said.push("no narration");
  }
  return said;
}

/** Each remaining clause: music, narration, or (when short) a sound effect. */
function addAudioClauses({ next, scenes, message }: StepAnswer): string[] {
  const said: string[] = [];
  for (const clause of audioClauses(valueOf(message))) {
    if (quotesOf(clause).length > 0 || /\b(?:no|without|not|never)\b/i.test(clause)) continue;
    if (MUSIC_PATTERN.test(clause)) {
      next.global_preferences.music = { enabled: true, style: clause };
      // The latest music the user names replaces any earlier cue (a change of mind, or a default).
      for (const s of scenes) s.audio.music_cues = [clause];
      said.push(clause);
    } else if (NARRATION_PATTERN.test(clause)) {
      next.global_preferences.narration = {
        ...next.global_preferences.narration,
        enabled: true,
        voice_style: clause,
      };
      said.push(clause);
    } else if (clause.split(" ").length <= 8) {
      for (const s of scenes)
        s.audio.sound_effects = uniq([
          clause,
          ...s.audio.sound_effects.filter((e) => !SILENT_SOUNDS.test(e)),
        ]);
      said.push(clause);
    }
  }
  return said;
}

const applyAudio: StepRule = (a) => {
  const said = [...addDialogue(a), ...ruleOutAudio(a), ...addAudioClauses(a)];
  return said.length > 0 ? `the audio: ${said.join("; ")}` : "";
};

const applyStyle: StepRule = ({ next, scenes, value }) => {
  if (!value) return "";
  next.project_style.visual_style = value;
  next.project_style.categories = uniq([...next.project_style.categories, ...stylesOf(value)]);
  for (const s of scenes) s.visuals.style_notes = value;
  return `the visual style is "${value}"`;
};

const applyDuration: StepRule = ({ scenes, message }) => {
  const said = durationOf(message, true);
  if (!said) return "";
  for (const s of scenes) s.duration_seconds = said.duration;
  const nearest = said.duration !== said.said ? ` (the nearest of 5, 8 or 10 to ${said.said})` : "";
  return `each scene runs ${said.duration} seconds${nearest}`;
};

/** One rule per step, like lib/payments/events.ts's handlers: each a small named function above. */
const STEP_RULES: Record<GuideStep, StepRule> = {
  subject: applySubject,
  setting: applySetting,
  camera: applyCamera,
  mood: applyMood,
  audio: applyAudio,
  style: applyStyle,
  duration: applyDuration,
};

/** Applies the user's words to `step` of a copy of the document; returns the copy and a one-line summary ("" when the words hold no value for it). */
export function applyStep(
  doc: PromptDocument,
  step: GuideStep,
  message: string,
): { document: PromptDocument; summary: string } {
  const next = structuredClone(doc);
  const summary = STEP_RULES[step]({
    next,
    scenes: next.scenes,
    message,
    text: tidy(message),
    value: tidy(valueOf(message)),
  });
  return { document: next, summary };
}

function question(step: GuideStep): string {
  const q = QUESTION[step];
  const list =
    q.options.length > 0
      ? `${q.options.map((o, i) => `${i + 1}. **${o.label}**: ${o.hint}`).join("\n")}\n\nReply with a number or in your own words (or say skip, back or undo).`
      : (q.ideas ?? []).map((idea) => `- ${idea}`).join("\n");
  return `**Next: ${LABEL[step]}**\n\n${q.ask}\n\n${list}`;
}

function overview(doc: PromptDocument): string {
  const s = doc.scenes[0];
  const who =
    s.characters
      .map((c) => c.name)
      .slice(0, 3)
      .join(", ") || "to be defined";
  return [
    `- **Title:** ${doc.project_title}`,
    `- **Subject:** ${who}`,
    `- **Setting:** ${s.setting.location}, ${s.setting.time_of_day}`,
    `- **Camera:** ${[...s.camera.angles, ...s.camera.movements].slice(0, 3).join(", ")}`,
    `- **Mood:** ${s.visuals.mood}`,
    `- **Style:** ${doc.project_style.visual_style}`,
    `- **Duration:** ${s.duration_seconds} seconds per scene (${doc.scenes.length} scene${doc.scenes.length === 1 ? "" : "s"})`,
  ].join("\n");
}

const nextAfter = (covered: GuideStep[]) => GUIDE_STEPS.find((s) => !covered.includes(s)) ?? null;

function closing(doc: PromptDocument): string {
  return `**Your prompt is complete.** Here is where it stands:\n\n${overview(doc)}\n\nTell me anything you want to change (for example the camera or the mood), or copy the JSON beside the chat.`;
}

const DRAFTED = "**Great start!**";
const askOrClose = (asked: GuideStep | null, doc: PromptDocument) => (asked ? question(asked) : closing(doc));

/**
 * The documents the guide's own turns produced, replayed from the history (deterministic), with the
 * stack of documents each refinement replaced: what "undo" restores. Null when the history did not
 * start with the guide's own draft (a seeded conversation), since its first document is unknown here.
 */
function replay(
  history: readonly ChatEntry[],
): { document: PromptDocument; undo: { document: PromptDocument; step: GuideStep | null }[] } | null {
  if (history[1]?.role !== "assistant" || !history[1].content.startsWith(DRAFTED)) return null;
  let document: PromptDocument | null = null;
  const undo: { document: PromptDocument; step: GuideStep | null }[] = [];
  const seen: ChatEntry[] = [];
  for (let i = 0; i + 1 < history.length; i += 2) {
    const [user, assistant] = [history[i], history[i + 1]];
    if (commandOf(user.content) === "undo") document = undo.pop()?.document ?? document;
    else {
      const turn = guideTurn({ message: user.content, document, history: seen });
      if (turn.refined && document) undo.push({ document, step: turn.applied });
      document = turn.document;
    }
    seen.push(user, assistant);
  }
  return document ? { document, undo } : null;
}

/**
 * One turn of the guided conversation: applies the message to the document (or drafts the document
 * from it when there is none yet) and writes the reply, which asks the next open question.
 */
export function guideTurn(input: {
  message: string;
  document: PromptDocument | null;
  history: readonly ChatEntry[];
}): GuideTurn {
  const message = input.message.trim();
  const state = guideState(input.history);

  if (!input.document) {
    const document = compileScene({ description: message });
    const covered: GuideStep[] = ["subject"];
    const asked = nextAfter(covered);
    const reply =
      `${DRAFTED} I drafted **${document.project_title}** from your idea:\n\n${overview(document)}\n\nLet's refine it one step at a time.\n\n${asked ? question(asked) : ""}`.trim();
    return { reply, document, applied: "subject", asked, refined: true };
  }

  const doc = input.document;
  const stay = (reply: string, asked: GuideStep | null): GuideTurn => ({
    reply,
    document: doc,
    applied: null,
    asked,
    refined: false,
  });
  const command = commandOf(message);

  if (command === "done") return stay(closing(doc), null);

  if (command === "skip") {
    const skipped = state.pending ?? nextAfter(state.covered);
    if (!skipped) return stay(closing(doc), null);
    const asked = nextAfter([...state.covered, skipped]);
    // A skipped step counts as covered so the guide moves on, without a refinement.
    return {
      reply: `**No problem:** I left the ${LABEL[skipped].toLowerCase()} as it is.\n\n${askOrClose(asked, doc)}`,
      document: doc,
      applied: skipped,
      asked,
      refined: false,
    };
  }

  if (command === "back") {
    const from = state.pending ? GUIDE_STEPS.indexOf(state.pending) : GUIDE_STEPS.length;
    const asked = GUIDE_STEPS[Math.max(1, from - 1)];
    return stay(`**Going back.** Tell me what to change.\n\n${question(asked)}`, asked);
  }

  if (command === "undo") {
    const past = replay(input.history);
    const last = past && JSON.stringify(past.document) === JSON.stringify(doc) ? past.undo.pop() : undefined;
    if (!last)
      return stay(
        `There is no change of mine to undo here. Tell me what to change instead.\n\n${askOrClose(state.pending, doc)}`,
        state.pending,
      );
    const what = last.step ? `the last change to the ${LABEL[last.step].toLowerCase()}` : "the last change";
    const asked = last.step ?? state.pending;
    return {
      reply: `**Undone:** ${what}. The prompt document is back as it was.\n\n${askOrClose(asked, last.document)}`,
      document: last.document,
      applied: null,
      asked,
      refined: true,
    };
  }

  // A number or letter picks among the options the pending question offered.
  const pending = state.pending;
  const options = pending ? QUESTION[pending].options : [];
  const picked = choiceIndex(message, options.length);
  const asking = pending ?? nextAfter(state.covered) ?? "subject";
  if (picked === null && looksLikeChoice(message))
    return stay(`I could not match "${tidy(message)}" to an option.\n\n${question(asking)}`, asking);
  const step = picked !== null && pending ? pending : targetStep(message, state);
  const answer = picked !== null ? options[picked].answer : message;
  const { document, summary } = applyStep(doc, step, answer);
  if (!summary) {
    return stay(
      `I could not find a ${LABEL[step].toLowerCase()} in "${tidy(message)}".\n\n${question(step)}`,
      step,
    );
  }
  const covered = uniq([...state.covered, step]) as GuideStep[];
  const asked = pending && pending !== step && !covered.includes(pending) ? pending : nextAfter(covered);
  const reply = `**Got it:** ${summary}. The prompt document is updated.\n\n${askOrClose(asked, document)}`;
  return { reply, document, applied: step, asked, refined: true };
}

/** Splits a reply into small chunks for streaming (a few words each, whitespace kept). */
export function replyChunks(reply: string, size = 24): string[] {
  const out: string[] = [];
  let current = "";
  for (const part of reply.split(/(\s+)/)) {
    current += part;
    if (current.length >= size) {
      out.push(current);
      current = "";
    }
  }
  if (current) out.push(current);
  return out;
}
