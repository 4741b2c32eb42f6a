// Reads a prompt document the way every renderer needs it: one identity anchor per character for
// the whole document, each scene's pieces (camera, subject, action, setting, light, style, sound,
// dialogue) with negated clauses taken out, and the document's negations (global switches, notes).
import type { PromptDocument, Scene } from "@/lib/scene/schema";
import { clean, hasNegation, splitNegations } from "./text";

export interface DialogueLine {
  character: string;
  line: string;
}

export interface SceneFacts {
  scene: Scene;
  index: number;
  /** "Maria, a young fisherwoman" for each character, identical in every scene. */
  subjects: { name: string; anchor: string }[];
  actions: { name: string; main: string; extra: string[] }[];
  /** The scene's own words when no character carries the action. */
  summary: string;
  cameraMove: string;
  cameraAngle: string;
  extraCamera: string[];
  setting: string;
  light: string;
  background: string;
  props: string[];
  style: string;
  mood: string;
  sounds: string[];
  music: string[];
  dialogue: DialogueLine[];
  notes: string;
  /** Negated things found in the scene's text and notes ("people on the pier"). */
  negated: string[];
  /** Negated clauses taken out of the scene's text, as written. */
  droppedClauses: string[];
}

export interface DocumentFacts {
  scenes: SceneFacts[];
  /** Document-wide negations from global_preferences, as negative-field terms. */
  globalNegatives: string[];
  musicOff: boolean;
  narrationOff: boolean;
  textOff: boolean;
  musicStyle: string;
  narrationStyle: string;
  /** The project's visual style, for scenes that state none of their own. */
  visualStyle: string;
}

const QUOTED = /"[^"]*"|“[^”]*”/;
const NONE = /^(none|n\/a|no|off|-)?$/i;

/** Cleans a field and takes its negated clauses out, recording them. */
function positive(text: string, sink: { negated: string[]; dropped: string[] }): string {
  if (!hasNegation(text)) return clean(text);
  const { kept, dropped, negated } = splitNegations(text);
  sink.dropped.push(...dropped);
  sink.negated.push(...negated);
  return clean(kept);
}

function anchorsOf(doc: PromptDocument): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const scene of doc.scenes)
    for (const c of scene.characters) {
      const name = clean(c.name);
      if (!name || anchors.has(name.toLowerCase())) continue;
      const description = clean(c.description);
      const useful = description && description.toLowerCase() !== name.toLowerCase();
      anchors.set(name.toLowerCase(), useful ? `${name}, ${description}` : name);
    }
  return anchors;
}

function sceneFacts(scene: Scene, index: number, anchors: Map<string, string>): SceneFacts {
  const sink = { negated: [] as string[], dropped: [] as string[] };
  const subjects: SceneFacts["subjects"] = [];
  const actions: SceneFacts["actions"] = [];
  for (const c of scene.characters) {
    const name = clean(c.name);
    if (!name) continue;
    if (!subjects.some((s) => s.name === name))
      subjects.push({ name, anchor: anchors.get(name.toLowerCase()) ?? name });
    // Spoken lines are rendered from audio.dialogue in each model's own form, not inside actions.
    const beats = c.actions
      .split(/;\s*/)
      .filter((b) => !QUOTED.test(b))
      .map((b) => positive(b, sink))
      .filter(Boolean);
    if (beats.length) actions.push({ name, main: beats[0], extra: beats.slice(1) });
  }
  const summary = positive(scene.description.replace(/"[^"]*"|“[^”]*”/g, "").replace(/\s+/g, " "), sink);
  const moves = scene.camera.movements.map(clean).filter(Boolean);
  const angles = scene.camera.angles.map(clean).filter(Boolean);
  const location = positive(scene.setting.location, sink);
  const time = positive(scene.setting.time_of_day, sink);
  const notes = positive(scene.notes, sink);
  return {
    scene,
    index,
    subjects,
    actions,
    summary,
    cameraMove: moves[0] ?? "",
    cameraAngle: angles[0] ?? "",
    extraCamera: [...moves.slice(1), ...angles.slice(1)],
    setting: [location, time && !NONE.test(time) ? `at ${time}` : ""].filter(Boolean).join(" "),
    light: positive(scene.setting.lighting, sink),
    background: positive(scene.setting.background_details, sink),
    props: scene.visuals.props.map((p) => positive(p, sink)).filter(Boolean),
    style: positive(scene.visuals.style_notes, sink),
    mood: positive(scene.visuals.mood, sink),
    sounds: scene.audio.sound_effects.map((s) => positive(s, sink)).filter(Boolean),
    music: scene.audio.music_cues.map((s) => positive(s, sink)).filter(Boolean),
    dialogue: scene.audio.dialogue
      .map((d) => ({ character: clean(d.character) || "A voice", line: d.line.trim() }))
      .filter((d) => d.line),
    notes,
    negated: [...new Set(sink.negated)],
    droppedClauses: sink.dropped,
  };
}

/** Everything the renderers read from a document, computed once per export. */
export function documentFacts(doc: PromptDocument): DocumentFacts {
  const anchors = anchorsOf(doc);
  const g = doc.global_preferences;
  const globalNegatives: string[] = [];
  if (!g.music.enabled) globalNegatives.push("music");
  if (!g.narration.enabled) globalNegatives.push("narration", "voice-over");
  if (!g.text_on_screen.allowed)
    globalNegatives.push("on-screen text", "captions", "subtitles", "watermarks");
  return {
    scenes: doc.scenes.map((s, i) => sceneFacts(s, i, anchors)),
    globalNegatives,
    musicOff: !g.music.enabled,
    narrationOff: !g.narration.enabled,
    textOff: !g.text_on_screen.allowed,
    musicStyle: g.music.enabled && !NONE.test(g.music.style.trim()) ? clean(g.music.style) : "",
    visualStyle: clean(splitNegations(doc.project_style.visual_style).kept),
    narrationStyle:
      g.narration.enabled && !NONE.test(g.narration.voice_style.trim()) ? clean(g.narration.voice_style) : "",
  };
}
