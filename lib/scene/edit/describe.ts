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

/** "scene 2's" / "every scene's" / "the scene's" (a one-scene project). */
export function scopeOwner(doc: PromptDocument, target: SceneTarget): string {
  if (doc.scenes.length === 1) return "the scene's";
  return target === "all" ? "every scene's" : `scene ${target}'s`;
}

/** The values an edit of `field` replaces (the distinct, stated ones), for "(was ...)". */
function replaced(
  doc: PromptDocument,
  target: SceneTarget,
  field: SceneField,
  value: string | string[],
): string[] {
  const scenes = target === "all" ? doc.scenes : doc.scenes.slice(target - 1, target);
  const before = scenes.map((s) => readField(s, field)).filter((v) => !isEmpty(v) && show(v) !== show(value));
  return [...new Set(before.map(show))];
}

/** The sentence for one operation, read against the document it applies to. */
export function describeOperation(doc: PromptDocument, op: Operation): string {
  switch (op.op) {
    case "set_field": {
      const owner = scopeOwner(doc, op.scene);
      if (Array.isArray(op.value) && (op.field === "sound_effects" || op.field === "props")) {
        const scenes = op.scene === "all" ? doc.scenes : doc.scenes.slice(op.scene - 1, op.scene);
        const before = new Set(scenes.flatMap((s) => readField(s, op.field) as string[]));
        const added = op.value.filter((v) => !before.has(v));
        const removed = [...before].filter((v) => !op.value.includes(v) && !EMPTY.test(v));
        if (removed.length === 0 && added.length > 0)
          return `Added ${added.join(", ")} to ${owner} ${FIELD_LABEL[op.field]}`;
      }
      const was = replaced(doc, op.scene, op.field, op.value);
      const value = show(op.value) || "nothing";
      const tail = was.length > 0 ? ` (replacing ${was.map((w) => `"${w}"`).join(" and ")})` : "";
      return `Changed ${owner} ${FIELD_LABEL[op.field]} to ${value}${tail}`;
    }
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
      return `Added scene ${op.at ?? doc.scenes.length + 1}`;
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
    case "bind_cast": {
      const where = op.scene === "all" ? "every scene" : `scene ${op.scene}`;
      return `${where.charAt(0).toUpperCase()}${where.slice(1)} shows ${op.names.join(" and ") || "no cast member"}`;
    }
  }
}
