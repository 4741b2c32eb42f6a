// One sentence per operation, naming its scope ("scene 2's camera", "every scene's mood") and, when it
// replaces a value the document stated, the value it replaces: an edit never overwrites silently.
// Pure.
import type { PromptDocument } from "@/lib/scene/schema";
import { readField } from "./apply";
import type { Operation, SceneField, SceneTarget } from "./operations";

const FIELD_LABEL: Record<SceneField, string> = {
  title: "title",
  description: "action",
  location: "place",
  time_of_day: "time of day",
  lighting: "light",
  background_details: "background",
  mood: "mood",
  style_notes: "style",
  notes: "notes",
  camera_movements: "camera move",
  camera_angles: "camera framing",
  props: "props",
  sound_effects: "sounds",
  music_cues: "music",
};

/** Values that state nothing (the compiler's placeholders). */
const EMPTY = /^(?:|unspecified|none|n\/a|not specified|to be defined)$/i;
const show = (v: string | string[]) => (Array.isArray(v) ? v.join(", ") : v);
const isEmpty = (v: string | string[]) =>
  Array.isArray(v) ? v.every((x) => EMPTY.test(x.trim())) : EMPTY.test(v.trim());

const list = (items: (string | number)[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** "scene 2's" / "scenes 1 and 3's" / "every scene's" / "the scene's" (a one-scene project). */
export function scopeOwner(doc: PromptDocument, target: SceneTarget | number[]): string {
  if (doc.scenes.length === 1) return "the scene's";
  if (Array.isArray(target)) {
    if (target.length === doc.scenes.length) return "every scene's";
    return target.length === 1 ? `scene ${target[0]}'s` : `scenes ${list(target)}'`;
  }
  return target === "all" ? "every scene's" : `scene ${target}'s`;
}

/** The values an edit of `field` replaces (the distinct, stated ones), for "(was ...)". */
function replaced(
  doc: PromptDocument,
  target: SceneTarget | number[],
  field: SceneField,
  value: string | string[],
): string[] {
  const scenes = Array.isArray(target)
    ? doc.scenes.filter((_, i) => target.includes(i + 1))
    : target === "all"
      ? doc.scenes
      : doc.scenes.slice(target - 1, target);
  const before = scenes.map((s) => readField(s, field)).filter((v) => !isEmpty(v) && show(v) !== show(value));
  return [...new Set(before.map(show))];
}

/** The sentence for setting one field of the scenes in `target` (one, several, or every scene). */
function describeField(
  doc: PromptDocument,
  target: SceneTarget | number[],
  field: SceneField,
  value: string | string[],
): string {
  const owner = scopeOwner(doc, target);
  const label = FIELD_LABEL[field];
  const was = replaced(doc, target, field, value);
  const quoted = was.map((w) => `"${w}"`).join(" and ");
  if (Array.isArray(value) && (field === "sound_effects" || field === "props")) {
    const scenes = Array.isArray(target)
      ? doc.scenes.filter((_, i) => target.includes(i + 1))
      : target === "all"
        ? doc.scenes
        : doc.scenes.slice(target - 1, target);
    const before = new Set(scenes.flatMap((s) => readField(s, field) as string[]));
    const added = value.filter((v) => !before.has(v));
    const removed = [...before].filter((v) => !value.includes(v) && !EMPTY.test(v));
    if (removed.length === 0 && added.length > 0) return `Added ${added.join(", ")} to ${owner} ${label}`;
  }
  if (isEmpty(value)) return `Cleared ${owner} ${label}${quoted ? ` (it said ${quoted})` : ""}`;
  return `Changed ${owner} ${label} to ${show(value)}${quoted ? ` (replacing ${quoted})` : ""}`;
}

/**
 * The sentences for a list of operations: the same field set to the same value in several scenes
 * reads as one sentence ("Cleared scenes 1 and 2's light").
 */
export function describeOperations(doc: PromptDocument, ops: readonly Operation[]): string[] {
  const out: string[] = [];
  const grouped = new Map<string, { field: SceneField; value: string | string[]; scenes: number[] }>();
  for (const op of ops) {
    if (op.op === "set_field" && op.scene !== "all") {
      const key = `${op.field}\u0000${JSON.stringify(op.value)}`;
      const group = grouped.get(key);
      if (group) group.scenes.push(op.scene);
      else {
        grouped.set(key, { field: op.field, value: op.value, scenes: [op.scene] });
        out.push(key);
      }
    } else out.push(describeOperation(doc, op));
  }
  const sentences = out.map((item) => {
    const group = grouped.get(item);
    return group ? describeField(doc, group.scenes, group.field, group.value) : item;
  });
  return [...new Set(sentences)];
}

/** The sentence for one operation, read against the document it applies to. */
export function describeOperation(doc: PromptDocument, op: Operation): string {
  switch (op.op) {
    case "set_field":
      return describeField(doc, op.scene, op.field, op.value);
    case "set_project":
      return `Changed the project's ${op.field === "project_title" ? "title" : op.field.replace("_", " ")} to ${op.value}${
        (op.field === "project_title" ? doc.project_title : doc.project_style[op.field]) &&
        !EMPTY.test(op.field === "project_title" ? doc.project_title : doc.project_style[op.field])
          ? ` (replacing "${op.field === "project_title" ? doc.project_title : doc.project_style[op.field]}")`
          : ""
      }`;
    case "set_categories":
      return `Set the project's categories to ${op.value.join(", ")}`;
    case "set_music":
      return op.enabled
        ? `Set the music to ${op.style} in every scene`
        : "Turned the music off in every scene";
    case "set_narration":
      return op.enabled ? `Set the narration to ${op.voice_style}` : "Turned the narration off";
    case "set_duration": {
      const owner =
        op.scene === "all" || doc.scenes.length === 1
          ? doc.scenes.length === 1
            ? "the scene"
            : "every scene"
          : `scene ${op.scene}`;
      return `Set ${owner} to ${op.seconds} seconds`;
    }
    case "add_scene":
      return `Added scene ${op.at ?? doc.scenes.length + 1}${op.description ? `: ${op.description}` : ""}`;
    case "duplicate_scene":
      return `Duplicated scene ${op.scene} as scene ${op.scene + 1}`;
    case "remove_scene":
      return `Removed scene ${op.scene}`;
    case "split_scene":
      return `Split scene ${op.scene} into scenes ${op.scene} and ${op.scene + 1}`;
    case "merge_scenes":
      return `Merged scenes ${op.scene} and ${op.scene + 1}`;
    case "move_scene":
      return `Moved scene ${op.from} to position ${op.to}`;
    case "set_line":
      return op.index === undefined
        ? `Added to scene ${op.scene}: ${op.speaker} says "${op.line}"`
        : `Changed line ${op.index + 1} of scene ${op.scene}: ${op.speaker} says "${op.line}"`;
    case "remove_line":
      return `Removed line ${op.index + 1} of scene ${op.scene}`;
    case "set_character": {
      const where = op.scene === "all" || doc.scenes.length === 1 ? "" : ` in scene ${op.scene}`;
      const what = [op.description, op.actions].filter(Boolean).join("; ");
      return `Updated ${op.name}${where}${what ? `: ${what}` : ""}`;
    }
    case "set_cast_member": {
      const parts = (["look", "wardrobe", "age", "voice"] as const)
        .filter((k) => op[k] !== undefined)
        .map((k) => `${k} ${op[k]}`);
      return `Updated ${op.name} in the cast${parts.length ? ` (${parts.join("; ")}), in every scene they appear in` : ""}`;
    }
    case "remove_cast_member":
      return `Removed ${op.name} from the cast`;
    case "set_place":
      return `Defined the place ${op.name}: ${op.description}`;
    case "set_prop":
      return `Defined the prop ${op.name}: ${op.description}`;
    case "set_reference":
      return `Gave ${op.name} a reference image slot: ${op.label}${op.image ? " (image attached)" : ""}`;
    case "bind_cast": {
      const where = op.scene === "all" ? "every scene" : `scene ${op.scene}`;
      return `${where.charAt(0).toUpperCase()}${where.slice(1)} shows ${op.names.join(" and ") || "no cast member"}`;
    }
  }
}
