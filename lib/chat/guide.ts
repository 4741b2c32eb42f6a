// The local guided assistant: Pro Chat's embedded default. It walks the creator through the scene one
// step at a time (subject, setting, camera, mood, audio, style, duration), asks one focused question
// per reply with numbered options, and writes into the prompt document only what the user said: the
// value each answer states (guide-answer.ts reads it), in the step it plainly belongs to. Pure,
// synchronous and deterministic (no network, no server-only imports).
import { compileScene } from "@/lib/scene/compiler";
import { applyOperations, describeOperations, type Operation } from "@/lib/scene/edit";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  cameraOf,
  choiceIndex,
  commandOf,
  DURATION_RE,
  isFiller,
  looksLikeChoice,
  moodsOf,
  SIGNAL,
  stepOfAnswer,
  stylesOf,
} from "./guide-answer";
import { withBible } from "@/lib/scene/bible";
import { NUM as SCENE_NUMBER, sceneNumber, scopeOf, scenesWith } from "./scope";
import { stepOperations, tidy, type Scenes } from "./steps";
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
  /** Steps the user's own words already answered (a first message that gives the time, the camera...). */
  given?: GuideStep[];
  /** The edit operations this turn applied (empty for navigation and questions). */
  operations?: Operation[];
  /** This turn undid the last change (the stored history's undo stack pops it). */
  undone?: boolean;
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

export { tidy };

const uniq = (items: string[]) => [...new Set(items.filter(Boolean))];

/** Which step the pending question and the history say comes next. */
export function guideState(history: readonly ChatEntry[]): GuideState {
  const covered = new Set<GuideStep>();
  let pending: GuideStep | null = null;
  for (const entry of history) {
    if (entry.role === "assistant") {
      if (entry.applied) covered.add(entry.applied);
      for (const step of entry.covered ?? []) covered.add(step);
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

/**
 * Applies the user's words to `step` of the scenes in scope (every scene by default) through the edit
 * model; returns the new document, the operations and a summary naming the scope and any value it
 * replaced ("" when the words hold no value for the step).
 */
export function applyStep(
  doc: PromptDocument,
  step: GuideStep,
  message: string,
  scenes: Scenes = "all",
): { document: PromptDocument; summary: string; operations: Operation[] } {
  const operations = stepOperations(doc, step, message, scenes);
  if (operations.length === 0) return { document: doc, summary: "", operations };
  const result = applyOperations(doc, operations);
  if (!result.ok) return { document: doc, summary: "", operations: [] };
  const summary =
    step === "subject"
      ? `${scenes === "all" || doc.scenes.length === 1 ? "the subject" : `scene ${scenes.join(" and ")}'s subject`} now includes "${tidy(message)}"`
      : summarize(doc, operations);
  return { document: result.document, summary, operations };
}

/** The operations' sentences, one clause each, first letter lower-case (the reply capitalises). */
export function summarize(doc: PromptDocument, operations: readonly Operation[]): string {
  const said = describeOperations(doc, operations);
  return said.map((s) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`.replace(/[.!?]+$/, "")).join("; ");
}

const stated = (v: string) => v.trim() !== "" && v.trim().toLowerCase() !== "unspecified";
const allStated = (doc: PromptDocument, read: (s: PromptDocument["scenes"][number]) => string) =>
  doc.scenes.every((s) => stated(read(s)));

/**
 * The question for a step, fitted to what the document already states: the setting question asks
 * only for the part the text left open (never offers times when the text gave one).
 */
function questionFor(
  step: GuideStep,
  doc: PromptDocument | null,
): { ask: string; options: Option[]; ideas?: string[] } {
  const q = QUESTION[step];
  if (step !== "setting" || !doc) return q;
  const s = doc.scenes[0];
  const time = allStated(doc, (x) => x.setting.time_of_day);
  const place = allStated(doc, (x) => x.setting.location);
  if (time && !place)
    return {
      ask: `Where does the scene take place? The time of day stays **${s.setting.time_of_day}**.`,
      options: [],
      ideas: ["e.g. a quiet harbour at the edge of town", "e.g. a rooftop garden above the city"],
    };
  if (place && !time)
    return { ask: `At what time of day? The place stays **${s.setting.location}**.`, options: q.options };
  return q;
}

function question(step: GuideStep, doc: PromptDocument | null = null): string {
  const q = questionFor(step, doc);
  const list =
    q.options.length > 0
      ? `${q.options.map((o, i) => `${i + 1}. **${o.label}**: ${o.hint}`).join("\n")}\n\nReply with a number or in your own words (or say skip, back or undo).`
      : (q.ideas ?? []).map((idea) => `- ${idea}`).join("\n");
  return `**Next: ${LABEL[step]}**\n\n${q.ask}\n\n${list}`;
}

/** The steps a creator's own words already answer, so the guide never asks them. */
export function givenSteps(doc: PromptDocument, text: string): GuideStep[] {
  const given: GuideStep[] = [];
  // A place holds for its own scene only (the compiler never carries it into the next), so one
  // stated place means the text gave the setting.
  if (doc.scenes.some((s) => stated(s.setting.location)) && allStated(doc, (s) => s.setting.time_of_day))
    given.push("setting");
  const cam = cameraOf(text);
  if (cam.movements.length + cam.angles.length > 0) given.push("camera");
  if (moodsOf(text).length > 0 && allStated(doc, (s) => s.visuals.mood)) given.push("mood");
  if (SIGNAL.audio(text)) given.push("audio");
  if (stylesOf(text).length > 0 && stated(doc.project_style.visual_style)) given.push("style");
  if (DURATION_RE.test(text)) given.push("duration");
  return given;
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
const askOrClose = (asked: GuideStep | null, doc: PromptDocument) =>
  asked ? question(asked, doc) : closing(doc);

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

/** The documents undo can restore, newest last, read from the stored history. */
function undoStack(history: readonly ChatEntry[]): PromptDocument[] {
  const stack: PromptDocument[] = [];
  for (const entry of history) {
    if (entry.role !== "assistant") continue;
    if (entry.undone) stack.pop();
    else if (entry.previous) stack.push(entry.previous);
  }
  return stack;
}

const HELP = `**Here is how I work.** Tell me what to change in your own words, and where: "scene 2", "the last scene" or "every scene" (without a scene, a change applies to every scene). I change only what you ask and say what I changed. You can also add, remove, move, split or merge scenes ("swap scenes 1 and 2"), describe a character once for every scene ("Lena wears a yellow raincoat"), or say skip, back, undo or done.\n\nskip, back, undo, done, help and greetings are free: only a message that changes your prompt uses a credit.`;

const NUM = `(${SCENE_NUMBER})`;
const num = sceneNumber;

/** Changes to the storyboard's structure a message asks for (add, remove, move, swap, split, merge, duplicate). */
function structureOperations(
  message: string,
  doc: PromptDocument,
  scenes: number[] | "all" | null,
): Operation[] | null {
  const t = message.toLowerCase();
  const listed = Array.isArray(scenes) ? scenes : [];
  const add =
    /\b(?:add|insert|append|create)\s+(?:a\s+|another\s+|one more\s+)?(?:new\s+)?(?:scene|shot)\b\s*(?:(?:at the end|afterwards?|after that|next)\s*)?(?:[:,-]|where|in which|with|showing|of)?\s*(.*)$/i.exec(
      message,
    );
  if (add) {
    const description = tidy(add[1] ?? "");
    return [
      {
        op: "add_scene",
        ...(description
          ? { description: `${description.charAt(0).toUpperCase()}${description.slice(1)}.` }
          : {}),
      },
    ];
  }
  const move = new RegExp(
    String.raw`\bmove\s+(?:the\s+)?(?:scene\s+)?${NUM}\s+(?:to\s+)?(?:(the\s+(?:start|beginning|front|end))|(?:(after|before)\s+(?:scene\s+)?${NUM})|(?:position\s+${NUM}))`,
    "i",
  ).exec(message);
  if (move) {
    const from = num(move[1]);
    const to = move[2]
      ? /end/i.test(move[2])
        ? doc.scenes.length
        : 1
      : move[3]
        ? (() => {
            const other = num(move[4]);
            const target =
              move[3].toLowerCase() === "after"
                ? other + (other < from ? 1 : 0)
                : other - (other > from ? 1 : 0);
            return target;
          })()
        : num(move[5]);
    return [{ op: "move_scene", from, to }];
  }
  if (/\b(?:swap|switch|exchange)\b/.test(t) && listed.length === 2) {
    const [a, b] = listed;
    // A to B's place, then B (now one earlier) to A's place.
    return b === a + 1
      ? [{ op: "move_scene", from: a, to: b }]
      : [
          { op: "move_scene", from: a, to: b },
          { op: "move_scene", from: b - 1, to: a },
        ];
  }
  if (
    /\b(?:remove|delete|drop|cut)\b/.test(t) &&
    listed.length > 0 &&
    !/\b(?:music|sound|line|dialogue|camera|narration)\b/.test(t)
  )
    return [...listed].sort((a, b) => b - a).map((n) => ({ op: "remove_scene", scene: n }));
  if (/\bsplit\b/.test(t) && listed.length === 1) return [{ op: "split_scene", scene: listed[0] }];
  if (/\b(?:merge|combine|join)\b/.test(t) && listed.length === 2 && listed[1] === listed[0] + 1)
    return [{ op: "merge_scenes", scene: listed[0] }];
  if (/\b(?:duplicate|copy|clone)\b/.test(t) && listed.length === 1)
    return [{ op: "duplicate_scene", scene: listed[0] }];
  return null;
}

/** What a message says about one character, for the bible (wardrobe, age, voice), or null. */
function characterOperations(message: string, name: string): Operation[] | null {
  const first = name.replace(/^the\s+/i, "").split(/\s+/)[0];
  const after = message.slice(message.search(new RegExp(`\\b${first}\\b`, "i")) + first.length);
  const fields: { wardrobe?: string; age?: string; voice?: string } = {};
  const wardrobe =
    /^(?:'s?\s+(?:outfit|wardrobe|clothes)\s+(?:is|are|should be)|\s+(?:wears|is wearing|should wear|always wears|now wears|is dressed in|dressed in))\s+(.+)$/i.exec(
      after,
    );
  if (wardrobe) fields.wardrobe = tidy(wardrobe[1]);
  const age = /^\s+is\s+(?:(\d{1,3})(?:\s*(?:years?\s*old|yo))?|in (?:her|his|their) (\w+))\b/i.exec(after);
  if (age) fields.age = age[1] ?? `in ${/her|his|their/i.exec(age[0])?.[0] ?? "their"} ${age[2]}`;
  const voice = /^(?:'s?\s+voice\s+(?:is|should be)|\s+(?:sounds|speaks|talks)(?:\s+with)?)\s+(.+)$/i.exec(
    after,
  );
  if (voice) fields.voice = tidy(voice[1]);
  if (Object.keys(fields).length === 0) return null;
  return [{ op: "set_cast_member", name, ...fields }];
}

/**
 * One turn of the guided conversation: applies the message to the document (or drafts the document
 * from it when there is none yet) and writes the reply, which asks the next open question. Every change
 * goes through the edit model with the scope the message gives (a scene, a character, every scene),
 * and the reply says what changed where, and which stated value it replaced.
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
    const given = givenSteps(document, message);
    const covered: GuideStep[] = ["subject", ...given];
    const asked = nextAfter(covered);
    const already =
      given.length > 0
        ? `Your description already gives the ${given.map((g) => LABEL[g].toLowerCase()).join(", ")}, so I will not ask about ${given.length === 1 ? "it" : "them"}.\n\n`
        : "";
    const reply =
      `${DRAFTED} I drafted **${document.project_title}** from your idea:\n\n${overview(document)}\n\n${already}Let's refine it one step at a time.\n\n${asked ? question(asked, document) : closing(document)}`.trim();
    return { reply, document, applied: "subject", asked, refined: true, given };
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
  if (command === "help") return stay(`${HELP}\n\n${askOrClose(state.pending, doc)}`, state.pending);
  if (command === "greeting")
    return stay(
      `**Hello!** I am here to refine your prompt.\n\n${askOrClose(state.pending, doc)}`,
      state.pending,
    );

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
    return stay(`**Going back.** Tell me what to change.\n\n${question(asked, doc)}`, asked);
  }

  if (command === "undo") {
    const stack = undoStack(input.history);
    if (stack.length > 0) {
      const restored = stack[stack.length - 1];
      return {
        reply: `**Undone:** the last change. The prompt document is back as it was.\n\n${askOrClose(state.pending, restored)}`,
        document: restored,
        applied: null,
        asked: state.pending,
        refined: true,
        undone: true,
      };
    }
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
      undone: true,
    };
  }

  const pending = state.pending;
  const scope = scopeOf(message, doc);
  if (scope.missing !== undefined)
    return stay(
      `There is no scene ${scope.missing}: the project has ${doc.scenes.length} scene${doc.scenes.length === 1 ? "" : "s"}. Nothing changed.\n\n${askOrClose(pending, doc)}`,
      pending,
    );
  const changed = (operations: Operation[], base: PromptDocument = doc): GuideTurn | null => {
    const result = applyOperations(base, operations);
    if (!result.ok) return stay(`${result.error} Nothing changed.\n\n${askOrClose(pending, doc)}`, pending);
    const swap =
      /\b(?:swap|switch|exchange)\b/i.test(message) && operations.every((o) => o.op === "move_scene");
    const listed = Array.isArray(scope.scenes) ? scope.scenes : [];
    const summary = swap ? `swapped scenes ${listed.join(" and ")}` : summarize(base, operations);
    return {
      reply: `**Got it:** ${summary}. The prompt document is updated.\n\n${askOrClose(pending, result.document)}`,
      document: result.document,
      applied: null,
      asked: pending,
      refined: true,
      operations,
    };
  };

  const structure = structureOperations(message, doc, scope.scenes);
  if (structure) return changed(structure) as GuideTurn;
  if (scope.character && scope.scenes === null) {
    const bible = characterOperations(message, scope.character);
    if (bible) return changed(bible, doc.bible ? doc : withBible(doc)) as GuideTurn;
  }

  if (isFiller(message))
    return stay(
      `Nothing changed. Tell me what to change, or say help.\n\n${askOrClose(pending, doc)}`,
      pending,
    );

  // A number or letter picks among the options the pending question offered.
  const options = pending ? questionFor(pending, doc).options : [];
  const picked = choiceIndex(message, options.length);
  const asking = pending ?? nextAfter(state.covered) ?? "subject";
  if (picked === null && looksLikeChoice(message))
    return stay(`I could not match "${tidy(message)}" to an option.\n\n${question(asking, doc)}`, asking);
  const step = picked !== null && pending ? pending : targetStep(scope.rest || message, state);
  const answer = picked !== null ? options[picked].answer : scope.rest || message;
  // "a close-up on Lena" without a scene: the scenes Lena is in.
  const onCharacter =
    scope.scenes === null && scope.character && step === "camera" && doc.scenes.length > 1
      ? scenesWith(doc, scope.character)
      : [];
  const scenes: Scenes = scope.scenes ?? (onCharacter.length > 0 ? onCharacter : "all");
  const { document, summary, operations } = applyStep(doc, step, answer, scenes);
  if (!summary) {
    return stay(
      `I could not find a ${LABEL[step].toLowerCase()} in "${tidy(message)}". Nothing changed.\n\n${question(step, doc)}`,
      step,
    );
  }
  // The value it states is already there (a repeated "Change the mood to tense."): nothing changed,
  // so it is free (cost.ts) and says so.
  if (JSON.stringify(document) === JSON.stringify(doc))
    return stay(
      `The ${LABEL[step].toLowerCase()} already says that. Nothing changed.\n\n${askOrClose(pending, doc)}`,
      pending,
    );
  const covered = uniq([...state.covered, step]) as GuideStep[];
  const asked = pending && pending !== step && !covered.includes(pending) ? pending : nextAfter(covered);
  const reply = `**Got it:** ${summary}. The prompt document is updated.\n\n${askOrClose(asked, document)}`;
  return { reply, document, applied: step, asked, refined: true, operations };
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
