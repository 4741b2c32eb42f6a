// The local guided assistant: Pro Chat's embedded default. It walks the creator through the scene one
// step at a time (subject, setting, camera, mood, audio, style, duration), asks one focused question
// per reply, and applies what the user said to the prompt document, reusing the scene compiler and its
// lexicon. Pure, synchronous and deterministic (no network, no server-only imports).
import { compileScene } from "@/lib/scene/compile";
import {
  CAMERA_ANGLES,
  CAMERA_MOVES,
  LIGHTING_PATTERN,
  MOOD_WORDS,
  MUSIC_PATTERN,
  NARRATION_PATTERN,
  STYLE_WORDS,
  TIME_OF_DAY,
} from "@/lib/scene/lexicon";
import { nearestSceneDuration, type PromptDocument } from "@/lib/scene/schema";
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

const QUESTION: Record<GuideStep, { ask: string; ideas: [string, string][] }> = {
  subject: {
    ask: "Who or what is the focus of the scene, and what are they doing?",
    ideas: [
      ["A named character", "e.g. Maria, a young fisherwoman, untying her boat"],
      ["An animal or object", "e.g. a red fox trotting through fresh snow"],
    ],
  },
  setting: {
    ask: "Where does the scene take place, and at what time of day?",
    ideas: [
      ["A concrete place", "e.g. a misty harbor, a neon-lit street, a cozy cabin"],
      ["A time and light", "e.g. at dawn with soft golden light"],
    ],
  },
  camera: {
    ask: "How should the camera move and frame the action?",
    ideas: [
      ["Slow dolly in", "builds intimacy with the subject"],
      ["Aerial drone shot", "shows the scale of the place"],
      ["Low angle tracking shot", "makes the subject feel heroic"],
    ],
  },
  mood: {
    ask: "What mood should the viewer feel?",
    ideas: [
      ["Peaceful", "calm and quiet"],
      ["Mysterious", "dark, curious, suspenseful"],
      ["Joyful", "bright and playful"],
    ],
  },
  audio: {
    ask: "What do we hear: music, sound effects, or a line of dialogue (in quotes)?",
    ideas: [
      ["Music", "e.g. soft piano music"],
      ["Sound effects", "e.g. waves and seagulls"],
      ["Dialogue", 'e.g. Maria says "The sea is calm today."'],
    ],
  },
  style: {
    ask: "Which visual style fits best?",
    ideas: [
      ["Cinematic", "photoreal film look"],
      ["Animated", "anime, claymation or 3D animation"],
      ["Documentary", "natural, handheld, observational"],
    ],
  },
  duration: {
    ask: "How long should each scene run: 5, 8 or 10 seconds?",
    ideas: [
      ["5 seconds", "one quick beat"],
      ["8 seconds", "the usual length"],
      ["10 seconds", "room for a slower move"],
    ],
  },
};

// Words that show the user is talking about a step other than the one asked.
const TOPIC: Record<GuideStep, RegExp> = {
  subject: /\b(?:subject|character|protagonist|hero|main figure)\b/i,
  setting: /\b(?:setting|location|set in|takes place|background)\b/i,
  camera:
    /\b(?:camera|shot|angle|close[- ]?up|dolly|pan|tracking|drone|aerial|zoom|handheld|crane|framing)\b/i,
  mood: /\b(?:mood|feel|feeling|tone|atmosphere|vibe)\b/i,
  audio: /\b(?:audio|music|sound|soundtrack|score|dialogue|narrat\w*|voice[- ]?over)\b|["“”]/i,
  style: /\b(?:style|look|anime|claymation|animated|animation|photoreal\w*|watercolou?r|noir|3d)\b/i,
  duration: /\b(?:duration|\d+\s*(?:s|sec|secs|seconds?))\b/i,
};

const SKIP = /^(?:skip|next|pass|no preference|whatever|any|you choose|surprise me)[.!]*$/i;
const DONE = /^(?:done|finish(?:ed)?|that'?s (?:all|it)|looks good|perfect|all good)[.!]*$/i;

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
const matches = (list: { pattern: RegExp; value: string }[], text: string) =>
  list.filter(({ pattern }) => pattern.test(text)).map(({ value }) => value);

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

/** The step a message is about: the one asked, unless it plainly talks about another. */
export function targetStep(message: string, state: GuideState): GuideStep {
  const pending = state.pending ?? GUIDE_STEPS.find((s) => !state.covered.includes(s)) ?? "subject";
  if (TOPIC[pending].test(message)) return pending;
  const explicit = GUIDE_STEPS.find((s) => s !== "subject" && TOPIC[s].test(message));
  return explicit ?? pending;
}

/** Applies the user's words to `step` of a copy of the document; returns the copy and a one-line summary. */
export function applyStep(
  doc: PromptDocument,
  step: GuideStep,
  message: string,
): { document: PromptDocument; summary: string } {
  const next = structuredClone(doc);
  const text = tidy(message);
  const scenes = next.scenes;
  switch (step) {
    case "subject": {
      const parsed = compileScene({ description: message });
      const lower = message.toLowerCase();
      const first = scenes[0];
      first.description = tidy(`${first.description} ${sentence(text)}`);
      for (const c of parsed.scenes.flatMap((s) => s.characters)) {
        const mentioned = lower.includes(c.name.toLowerCase().replace(/^the /, ""));
        if (mentioned && !first.characters.some((k) => k.name.toLowerCase() === c.name.toLowerCase()))
          first.characters.unshift(c);
      }
      if (first.characters.length > 0)
        first.characters[0].actions = tidy(`${first.characters[0].actions}; ${text}`).replace(/^; /, "");
      return { document: next, summary: `the subject now includes "${text}"` };
    }
    case "setting": {
      const time = matches(TIME_OF_DAY, message)[0];
      const light = message.match(LIGHTING_PATTERN)?.[0];
      for (const s of scenes) {
        s.setting.location = text;
        if (time) s.setting.time_of_day = time;
        if (light) s.setting.lighting = light;
      }
      return { document: next, summary: `the setting is "${text}"${time ? ` (${time})` : ""}` };
    }
    case "camera": {
      const moves = matches(CAMERA_MOVES, message);
      const angles = matches(CAMERA_ANGLES, message);
      for (const s of scenes) {
        s.camera.movements = uniq([text, ...moves]);
        if (angles.length > 0) s.camera.angles = angles;
      }
      return { document: next, summary: `the camera: "${text}"` };
    }
    case "mood": {
      const mood = matches(MOOD_WORDS, message)[0];
      next.project_style.tone = mood ?? text;
      for (const s of scenes) s.visuals.mood = text;
      return { document: next, summary: `the mood is "${text}"` };
    }
    case "audio": {
      const quotes = [...message.matchAll(/["“”]([^"“”]{1,600})["“”]/g)].map((m) => m[1].trim());
      if (quotes.length > 0) {
        const parsed = compileScene({ description: message });
        const lines = parsed.scenes.flatMap((s) => s.audio.dialogue);
        scenes[0].audio.dialogue.push(
          ...(lines.length > 0
            ? lines
            : quotes.map((line) => ({ character: scenes[0].characters[0]?.name ?? "Narrator", line }))),
        );
      }
      if (MUSIC_PATTERN.test(message)) {
        next.global_preferences.music = { enabled: true, style: text };
        for (const s of scenes) s.audio.music_cues = uniq([text, ...s.audio.music_cues]);
      } else if (quotes.length === 0 || tidy(message.replace(/["“”][^"“”]*["“”]/g, "")).length > 12) {
        for (const s of scenes) s.audio.sound_effects = uniq([text, ...s.audio.sound_effects]);
      }
      if (NARRATION_PATTERN.test(message))
        next.global_preferences.narration = {
          ...next.global_preferences.narration,
          enabled: true,
          voice_style: text,
        };
      return { document: next, summary: `the audio: "${text}"` };
    }
    case "style": {
      const styles = matches(STYLE_WORDS, message);
      next.project_style.visual_style = text;
      next.project_style.categories = uniq([...next.project_style.categories, ...styles]);
      for (const s of scenes) s.visuals.style_notes = text;
      return { document: next, summary: `the visual style is "${text}"` };
    }
    case "duration": {
      const n = Number(message.match(/\d+(?:\.\d+)?/)?.[0] ?? Number.NaN);
      if (!Number.isFinite(n)) return { document: next, summary: "" };
      const d = nearestSceneDuration(n);
      for (const s of scenes) s.duration_seconds = d;
      return {
        document: next,
        summary: `each scene runs ${d} seconds${d !== n ? ` (the nearest of 5, 8 or 10 to ${n})` : ""}`,
      };
    }
  }
}

function question(step: GuideStep): string {
  const q = QUESTION[step];
  const ideas = q.ideas.map(([name, hint], i) => `${i + 1}. **${name}**: ${hint}`).join("\n");
  return `**Next: ${LABEL[step]}**\n\n${q.ask}\n\n${ideas}`;
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
      `**Great start!** I drafted **${document.project_title}** from your idea:\n\n${overview(document)}\n\nLet's refine it one step at a time.\n\n${asked ? question(asked) : ""}`.trim();
    return { reply, document, applied: "subject", asked, refined: true };
  }

  if (DONE.test(message)) {
    return {
      reply: closing(input.document),
      document: input.document,
      applied: null,
      asked: null,
      refined: false,
    };
  }

  if (SKIP.test(message) && state.pending) {
    const covered = [...state.covered, state.pending];
    const asked = nextAfter(covered);
    const reply = `**No problem:** I kept sensible defaults for the ${LABEL[state.pending].toLowerCase()}.\n\n${asked ? question(asked) : closing(input.document)}`;
    // A skipped step counts as covered so the guide moves on, without a refinement.
    return { reply, document: input.document, applied: state.pending, asked, refined: false };
  }

  const step = targetStep(message, state);
  const { document, summary } = applyStep(input.document, step, message);
  if (!summary) {
    return {
      reply: `I need a number for the duration.\n\n${question(step)}`,
      document: input.document,
      applied: null,
      asked: step,
      refined: false,
    };
  }
  const covered = uniq([...state.covered, step]) as GuideStep[];
  const asked =
    state.pending && state.pending !== step && !covered.includes(state.pending)
      ? state.pending
      : nextAfter(covered);
  const reply = `**Got it:** ${summary}. The prompt document is updated.\n\n${asked ? question(asked) : closing(document)}`;
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
