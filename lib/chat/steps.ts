// What an answer changes, step by step, as edit operations (lib/scene/edit) on the scenes in scope:
// a table of small named readers, one per guide step. Each reads only the value the words state
// (guide-answer.ts) and returns [] when they state none. Pure.
import { compileScene } from "@/lib/scene/compiler";
import type { Operation, SceneTarget } from "@/lib/scene/edit";
import { MUSIC_PATTERN, NARRATION_PATTERN } from "@/lib/scene/lexicon";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  audioClauses,
  cameraOf,
  durationOf,
  lightOf,
  moodsOf,
  placeOf,
  quotesOf,
  ruledOut,
  stylesOf,
  timeOf,
  valueOf,
} from "./guide-answer";
import { characterNames, namesCharacter } from "./scope";
import type { GuideStep } from "./types";

/** The scenes a change applies to: every scene, or the 1-based scenes named. */
export type Scenes = "all" | number[];
type Reader = (doc: PromptDocument, message: string, scenes: Scenes) => Operation[];

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
const targets = (scenes: Scenes): SceneTarget[] => (scenes === "all" ? ["all"] : scenes);
const indexes = (doc: PromptDocument, scenes: Scenes) =>
  scenes === "all" ? doc.scenes.map((_, i) => i + 1) : scenes;
const everywhere = (doc: PromptDocument, scenes: Scenes) =>
  scenes === "all" || scenes.length === doc.scenes.length;

// A lighting phrase that names a time of day ("natural, even daylight") would contradict a new time.
const TIMED_LIGHT =
  /\b(?:day|daylight|sun|sunlight|sunlit|moon|moonlight|moonlit|dawn|dusk|sunset|sunrise|noon|midday|morning|evening|night|golden hour|blue hour|twilight)\b/i;
const SILENT_SOUNDS = /^(?:natural )?ambient sound$/i;

const subject: Reader = (doc, message, scenes) => {
  const text = tidy(message);
  const lower = message.toLowerCase();
  const parsed = compileScene({ description: valueOf(message) }).scenes.flatMap((s) => s.characters);
  // Without a scene named, a new subject joins the opening scene.
  const where = scenes === "all" ? [1] : scenes;
  return where.flatMap((n) => {
    const scene = doc.scenes[n - 1];
    const ops: Operation[] = [
      {
        op: "set_field",
        scene: n,
        field: "description",
        value: tidy(`${scene.description} ${sentence(text)}`),
      },
    ];
    const mentioned = (name: string) => lower.includes(name.toLowerCase().replace(/^the /, ""));
    const known = new Set(scene.characters.map((c) => c.name.toLowerCase()));
    for (const c of parsed)
      if (mentioned(c.name) && !known.has(c.name.toLowerCase())) {
        known.add(c.name.toLowerCase());
        ops.push({ op: "set_character", scene: n, name: c.name, description: c.description, actions: text });
      }
    // The words become the actions of the characters they name, never of someone they do not name.
    for (const c of scene.characters)
      if (mentioned(c.name) && !c.actions.includes(text))
        ops.push({
          op: "set_character",
          scene: n,
          name: c.name,
          actions: tidy(`${c.actions}; ${text}`).replace(/^; /, ""),
        });
    return ops;
  });
};

const setting: Reader = (doc, message, scenes) => {
  const time = timeOf(message);
  const light = lightOf(message);
  const place = placeOf(message);
  const ops: Operation[] = [];
  for (const t of targets(scenes)) {
    if (place) ops.push({ op: "set_field", scene: t, field: "location", value: place });
    if (time) ops.push({ op: "set_field", scene: t, field: "time_of_day", value: time });
    if (light) ops.push({ op: "set_field", scene: t, field: "lighting", value: light });
  }
  if (time && !light)
    for (const n of indexes(doc, scenes))
      if (TIMED_LIGHT.test(doc.scenes[n - 1].setting.lighting))
        ops.push({ op: "set_field", scene: n, field: "lighting", value: "unspecified" });
  return ops;
};

const camera: Reader = (doc, message, scenes) => {
  const { movements, angles } = cameraOf(message);
  const own = movements.length + angles.length === 0 ? tidy(valueOf(message)) : "";
  // "a close-up on Lena": the framing names who it is on.
  const on = characterNames(doc).find(
    (n) =>
      namesCharacter(message, n) &&
      new RegExp(String.raw`\b(?:on|of)\s+(?:the\s+)?${n.replace(/^the\s+/i, "").split(/\s+/)[0]}`, "i").test(
        message,
      ),
  );
  const framed = on ? angles.map((a) => `${a} on ${on}`) : angles;
  return targets(scenes).flatMap((t): Operation[] => {
    if (own) return [{ op: "set_field", scene: t, field: "camera_movements", value: [own] }];
    return [
      ...(movements.length > 0
        ? [{ op: "set_field", scene: t, field: "camera_movements", value: movements } as const]
        : []),
      ...(framed.length > 0
        ? [{ op: "set_field", scene: t, field: "camera_angles", value: framed } as const]
        : []),
    ];
  });
};

const mood: Reader = (doc, message, scenes) => {
  const value = tidy(valueOf(message));
  if (!value) return [];
  const ops: Operation[] = targets(scenes).map((t) => ({ op: "set_field", scene: t, field: "mood", value }));
  if (everywhere(doc, scenes))
    ops.unshift({ op: "set_project", field: "tone", value: moodsOf(value)[0] ?? value });
  return ops;
};

const audio: Reader = (doc, message, scenes) => {
  const ops: Operation[] = [];
  const where = indexes(doc, scenes);
  const quotes = quotesOf(message);
  if (quotes.length > 0) {
    const n = scenes === "all" ? 1 : scenes[0];
    const cast = doc.scenes[n - 1].characters;
    const parsed = compileScene({ description: message }).scenes.flatMap((s) => s.audio.dialogue);
    for (const line of quotes) {
      const found = parsed.find((d) => d.line.trim() === line);
      const named = cast.find((c) => found && c.name.toLowerCase() === found.character.toLowerCase());
      const mentioned = cast.find((c) => message.toLowerCase().includes(c.name.toLowerCase().split(" ")[0]));
      const speaker =
        named?.name ?? mentioned?.name ?? (cast.length === 1 ? cast[0].name : "unspecified speaker");
      ops.push({ op: "set_line", scene: n, speaker, line });
    }
  }
  const off = ruledOut(message);
  if (off.music) {
    if (everywhere(doc, scenes)) ops.push({ op: "set_music", enabled: false, style: "none" });
    else for (const n of where) ops.push({ op: "set_field", scene: n, field: "music_cues", value: [] });
  }
  if (off.narration) ops.push({ op: "set_narration", enabled: false, voice_style: "none" });
  for (const clause of audioClauses(valueOf(message))) {
    if (quotesOf(clause).length > 0 || /\b(?:no|without|not|never)\b/i.test(clause)) continue;
    if (MUSIC_PATTERN.test(clause)) {
      // The latest music named replaces any earlier cue (a change of mind, or a default).
      if (everywhere(doc, scenes)) ops.push({ op: "set_music", enabled: true, style: clause });
      for (const t of targets(scenes))
        ops.push({ op: "set_field", scene: t, field: "music_cues", value: [clause] });
    } else if (NARRATION_PATTERN.test(clause)) {
      ops.push({ op: "set_narration", enabled: true, voice_style: clause });
    } else if (clause.split(" ").length <= 8) {
      for (const n of where) {
        const current = doc.scenes[n - 1].audio.sound_effects.filter((e) => !SILENT_SOUNDS.test(e));
        ops.push({ op: "set_field", scene: n, field: "sound_effects", value: uniq([clause, ...current]) });
      }
    }
  }
  return ops;
};

const style: Reader = (doc, message, scenes) => {
  const value = tidy(valueOf(message));
  if (!value) return [];
  const ops: Operation[] = [];
  if (everywhere(doc, scenes)) {
    ops.push({ op: "set_project", field: "visual_style", value });
    const categories = uniq([...doc.project_style.categories, ...stylesOf(value)]);
    if (categories.join() !== doc.project_style.categories.join())
      ops.push({ op: "set_categories", value: categories });
  }
  for (const t of targets(scenes)) ops.push({ op: "set_field", scene: t, field: "style_notes", value });
  return ops;
};

const duration: Reader = (_doc, message, scenes) => {
  const said = durationOf(message, true);
  if (!said) return [];
  return targets(scenes).map((t) => ({ op: "set_duration", scene: t, seconds: said.duration }));
};

/** The readers, one per step. */
export const STEP_READERS: Record<GuideStep, Reader> = {
  subject,
  setting,
  camera,
  mood,
  audio,
  style,
  duration,
};

/** The operations an answer to `step` gives the scenes in scope ([] when it states no value for it). */
export function stepOperations(
  doc: PromptDocument,
  step: GuideStep,
  message: string,
  scenes: Scenes = "all",
): Operation[] {
  return STEP_READERS[step](doc, message, scenes);
}
