// Applies edit operations to a prompt document: pure functions, never mutating their input, each
// result validated by the document schema. A failed operation changes nothing and says why.
import type { ClauseRole } from "@/lib/scene/clauses";
import { promptDocumentSchema, type Bible, type PromptDocument, type Scene } from "@/lib/scene/schema";
import {
  operationSchema,
  type ListField,
  type Operation,
  type SceneField,
  type SceneTarget,
} from "./operations";

export type EditResult = { ok: true; document: PromptDocument } | { ok: false; error: string };

class EditError extends Error {}
const fail = (message: string): never => {
  throw new EditError(message);
};

const LIST: readonly string[] = ["camera_movements", "camera_angles", "props", "sound_effects", "music_cues"];
const isList = (f: SceneField): f is ListField => LIST.includes(f);

/** Reads one field of a scene (lists as arrays). */
export function readField(scene: Scene, field: SceneField): string | string[] {
  switch (field) {
    case "title":
    case "description":
    case "notes":
      return scene[field];
    case "location":
    case "time_of_day":
    case "lighting":
    case "background_details":
      return scene.setting[field];
    case "mood":
    case "style_notes":
      return scene.visuals[field];
    case "props":
      return scene.visuals.props;
    case "camera_movements":
      return scene.camera.movements;
    case "camera_angles":
      return scene.camera.angles;
    case "sound_effects":
    case "music_cues":
      return scene.audio[field];
  }
}

function writeField(scene: Scene, field: SceneField, value: string | string[]): void {
  const list = isList(field);
  if (list !== Array.isArray(value))
    fail(`The ${field.replace(/_/g, " ")} takes ${list ? "a list" : "text"}.`);
  const v = value as never;
  switch (field) {
    case "title":
    case "description":
    case "notes":
      scene[field] = v;
      return;
    case "location":
    case "time_of_day":
    case "lighting":
    case "background_details":
      scene.setting[field] = v;
      return;
    case "mood":
    case "style_notes":
      scene.visuals[field] = v;
      return;
    case "props":
      scene.visuals.props = v;
      return;
    case "camera_movements":
      scene.camera.movements = v;
      return;
    case "camera_angles":
      scene.camera.angles = v;
      return;
    case "sound_effects":
    case "music_cues":
      scene.audio[field] = v;
      return;
  }
}

/** The clause role an edited field speaks for (exports read a scene's clauses, not its fields). */
const CLAUSE_ROLE: Partial<Record<SceneField, ClauseRole>> = {
  location: "place",
  time_of_day: "place",
  lighting: "light",
  style_notes: "style",
  camera_movements: "camera",
  camera_angles: "camera",
  sound_effects: "sound",
  music_cues: "music",
};

function clauseTexts(scene: Scene, role: ClauseRole): string[] {
  if (role === "place")
    return [[scene.setting.location, scene.setting.time_of_day].filter(Boolean).join(", ")];
  if (role === "light") return [scene.setting.lighting];
  if (role === "style") return [scene.visuals.style_notes];
  if (role === "camera") return [...scene.camera.angles, ...scene.camera.movements];
  if (role === "sound") return scene.audio.sound_effects;
  return scene.audio.music_cues;
}

/**
 * Keeps a scene's clauses (the words its exports are made of) in step with an edited field: the
 * field's words replace the clauses of its role, where they stood. An edited description is new
 * material: its clauses go, and the export reads the new text.
 */
function syncClauses(scene: Scene, field: SceneField): void {
  if (!scene.clauses) return;
  if (field === "description") {
    delete scene.clauses;
    return;
  }
  const role = CLAUSE_ROLE[field];
  if (!role) return;
  const at = scene.clauses.findIndex((c) => c.role === role);
  const kept = scene.clauses.filter((c) => c.role !== role);
  const added = clauseTexts(scene, role)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text) => ({ role, text }));
  kept.splice(at < 0 ? kept.length : at, 0, ...added);
  scene.clauses = kept;
}

/** The 0-based indexes a target names; an out-of-range scene is an error. */
function indexes(doc: PromptDocument, target: SceneTarget): number[] {
  if (target === "all") return doc.scenes.map((_, i) => i);
  return [sceneIndex(doc, target)];
}
function sceneIndex(doc: PromptDocument, n: number): number {
  if (n < 1 || n > doc.scenes.length)
    fail(
      `There is no scene ${n} (the project has ${doc.scenes.length} scene${doc.scenes.length === 1 ? "" : "s"}).`,
    );
  return n - 1;
}

const renumber = (doc: PromptDocument) => doc.scenes.forEach((s, i) => (s.id = i + 1));
const bibleOf = (doc: PromptDocument): Bible => (doc.bible ??= { cast: [], places: [], props: [] });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const uniq = (items: string[]) => [...new Set(items)];

/** Splits text into sentences, punctuation kept. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

function blankSceneLike(model: Scene, description = ""): Scene {
  const s = structuredClone(model);
  s.title = description ? description.split(/[.!?]/)[0].slice(0, 60) : "New scene";
  s.description = description;
  s.characters = [];
  s.audio = { ...s.audio, dialogue: [] };
  s.notes = "";
  if (s.cast) s.cast = [];
  return s;
}

function applyOne(doc: PromptDocument, op: Operation): void {
  switch (op.op) {
    case "set_field":
      for (const i of indexes(doc, op.scene)) {
        writeField(doc.scenes[i], op.field, op.value);
        syncClauses(doc.scenes[i], op.field);
      }
      return;
    case "set_project":
      if (op.field === "project_title") doc.project_title = op.value;
      else doc.project_style[op.field] = op.value;
      return;
    case "set_categories":
      doc.project_style.categories = op.value;
      return;
    case "set_music":
      doc.global_preferences.music = { enabled: op.enabled, style: op.style };
      if (!op.enabled) for (const s of doc.scenes) s.audio.music_cues = [];
      return;
    case "set_narration":
      doc.global_preferences.narration = {
        ...doc.global_preferences.narration,
        enabled: op.enabled,
        voice_style: op.voice_style,
      };
      return;
    case "set_duration":
      for (const i of indexes(doc, op.scene)) doc.scenes[i].duration_seconds = op.seconds;
      return;
    case "add_scene": {
      const at = op.at ?? doc.scenes.length + 1;
      if (at < 1 || at > doc.scenes.length + 1)
        fail(`A scene can be added at positions 1 to ${doc.scenes.length + 1}.`);
      const neighbour = doc.scenes[Math.min(at - 1, doc.scenes.length - 1)];
      doc.scenes.splice(at - 1, 0, blankSceneLike(neighbour, op.description ?? ""));
      renumber(doc);
      return;
    }
    case "duplicate_scene": {
      const i = sceneIndex(doc, op.scene);
      doc.scenes.splice(i + 1, 0, structuredClone(doc.scenes[i]));
      renumber(doc);
      return;
    }
    case "remove_scene": {
      const i = sceneIndex(doc, op.scene);
      if (doc.scenes.length === 1) fail("A project keeps at least one scene.");
      doc.scenes.splice(i, 1);
      renumber(doc);
      return;
    }
    case "split_scene": {
      const i = sceneIndex(doc, op.scene);
      const scene = doc.scenes[i];
      const parts = sentences(scene.description);
      if (parts.length < 2) fail(`Scene ${op.scene} has a single sentence: there is nothing to split.`);
      const at = op.atSentence ?? Math.ceil(parts.length / 2);
      if (at >= parts.length)
        fail(`Scene ${op.scene} has ${parts.length} sentences: split after 1 to ${parts.length - 1}.`);
      const second = structuredClone(scene);
      scene.description = parts.slice(0, at).join(" ");
      second.description = parts.slice(at).join(" ");
      second.title = `${scene.title} (continued)`;
      const lines = scene.audio.dialogue;
      const half = Math.ceil(lines.length / 2);
      scene.audio.dialogue = lines.slice(0, half);
      second.audio.dialogue = lines.slice(half);
      doc.scenes.splice(i + 1, 0, second);
      renumber(doc);
      return;
    }
    case "merge_scenes": {
      const i = sceneIndex(doc, op.scene);
      if (i + 1 >= doc.scenes.length)
        fail(`Scene ${op.scene} is the last one: there is no next scene to merge it with.`);
      const [a, b] = [doc.scenes[i], doc.scenes[i + 1]];
      a.description = [a.description, b.description].filter(Boolean).join(" ");
      for (const c of b.characters)
        if (!a.characters.some((k) => sameName(k.name, c.name))) a.characters.push(c);
      a.audio.dialogue = [...a.audio.dialogue, ...b.audio.dialogue];
      a.audio.sound_effects = uniq([...a.audio.sound_effects, ...b.audio.sound_effects]);
      a.audio.music_cues = uniq([...a.audio.music_cues, ...b.audio.music_cues]);
      a.visuals.props = uniq([...a.visuals.props, ...b.visuals.props]);
      a.camera.movements = uniq([...a.camera.movements, ...b.camera.movements]);
      a.camera.angles = uniq([...a.camera.angles, ...b.camera.angles]);
      a.duration_seconds = a.duration_seconds + b.duration_seconds;
      if (a.cast || b.cast) a.cast = uniq([...(a.cast ?? []), ...(b.cast ?? [])]);
      doc.scenes.splice(i + 1, 1);
      renumber(doc);
      return;
    }
    case "move_scene": {
      const from = sceneIndex(doc, op.from);
      const to = sceneIndex(doc, op.to);
      const [scene] = doc.scenes.splice(from, 1);
      doc.scenes.splice(to, 0, scene);
      renumber(doc);
      return;
    }
    case "set_line": {
      const dialogue = doc.scenes[sceneIndex(doc, op.scene)].audio.dialogue;
      const line = { character: op.speaker, line: op.line };
      if (op.index === undefined) dialogue.push(line);
      else if (op.index < dialogue.length) dialogue[op.index] = line;
      else
        fail(`Scene ${op.scene} has ${dialogue.length} line${dialogue.length === 1 ? "" : "s"} of dialogue.`);
      return;
    }
    case "remove_line": {
      const dialogue = doc.scenes[sceneIndex(doc, op.scene)].audio.dialogue;
      if (op.index >= dialogue.length) fail(`Scene ${op.scene} has no line ${op.index + 1}.`);
      dialogue.splice(op.index, 1);
      return;
    }
    case "set_character":
      for (const i of indexes(doc, op.scene)) {
        const cast = doc.scenes[i].characters;
        const found = cast.find((c) => sameName(c.name, op.name));
        if (found) {
          if (op.description !== undefined) found.description = op.description;
          if (op.actions !== undefined) found.actions = op.actions;
        } else cast.push({ name: op.name, description: op.description ?? "", actions: op.actions ?? "" });
      }
      return;
    case "set_cast_member": {
      const cast = bibleOf(doc).cast;
      const { op: _op, name, ...fields } = op;
      const found = cast.find((m) => sameName(m.name, name));
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (found) Object.assign(found, defined);
      else cast.push({ name: name.trim(), look: "", wardrobe: "", age: "", voice: "", ...defined });
      return;
    }
    case "remove_cast_member": {
      const bible = bibleOf(doc);
      if (!bible.cast.some((m) => sameName(m.name, op.name)))
        fail(`The cast has no member named ${op.name}.`);
      bible.cast = bible.cast.filter((m) => !sameName(m.name, op.name));
      for (const s of doc.scenes) if (s.cast) s.cast = s.cast.filter((n) => !sameName(n, op.name));
      return;
    }
    case "set_place":
    case "set_prop": {
      const entries = op.op === "set_place" ? bibleOf(doc).places : bibleOf(doc).props;
      const found = entries.find((e) => sameName(e.name, op.name));
      if (found) found.description = op.description;
      else entries.push({ name: op.name.trim(), description: op.description });
      return;
    }
    case "set_reference": {
      const bible = bibleOf(doc);
      const entries: { name: string; reference?: { label: string; image?: string } }[] =
        op.kind === "cast" ? bible.cast : op.kind === "place" ? bible.places : bible.props;
      const found =
        entries.find((e) => sameName(e.name, op.name)) ??
        fail(`The bible has no ${op.kind} named ${op.name}.`);
      found.reference = { label: op.label.trim() || found.name, ...(op.image ? { image: op.image } : {}) };
      return;
    }
    case "bind_cast": {
      const cast = bibleOf(doc).cast;
      const names = op.names.map(
        (n) => cast.find((m) => sameName(m.name, n))?.name ?? fail(`The cast has no member named ${n}.`),
      );
      for (const i of indexes(doc, op.scene)) doc.scenes[i].cast = uniq(names);
      return;
    }
  }
}

/** Applies operations in order, all or nothing; the result is parsed by the document schema. */
export function applyOperations(doc: PromptDocument, ops: readonly Operation[]): EditResult {
  const next = structuredClone(doc);
  try {
    for (const raw of ops) {
      const parsed = operationSchema.safeParse(raw);
      if (!parsed.success)
        return { ok: false, error: `Invalid edit: ${parsed.error.issues[0]?.message ?? "unknown"}` };
      applyOne(next, parsed.data);
    }
  } catch (e) {
    if (e instanceof EditError) return { ok: false, error: e.message };
    throw e;
  }
  const valid = promptDocumentSchema.safeParse(next);
  if (!valid.success) {
    const issue = valid.error.issues[0];
    return {
      ok: false,
      error: `The edit leaves an invalid document (${issue.path.join(".")}: ${issue.message}).`,
    };
  }
  return { ok: true, document: valid.data };
}

/** Applies one operation. */
export const applyOperation = (doc: PromptDocument, op: Operation) => applyOperations(doc, [op]);
