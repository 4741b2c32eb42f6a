// Exports a prompt document for one target: the clips (text, negative prompt, parameters) that
// the model accepts as they are, the fixes made on the way as warnings, and a lint score. Pure and
// browser-safe: the UI calls it directly, POST /api/export calls the same function.
import type { PromptDocument } from "@/lib/scene/schema";
import { findRoute, findTarget, LIVE_TARGETS, type Mode, type TargetSpec } from "./catalog";
import { lintClips, type LintResult } from "./lint";
import {
  fitParts,
  renderClip,
  type RenderContext,
  type RenderedClip,
  type ShotInfo,
  type TargetRenderer,
} from "./render";
import { RENDERERS } from "./renderers";
import { documentFacts, type SceneFacts } from "./scene-facts";
import { measure } from "./text";
import {
  checkDialogueBudget,
  checkModeRoute,
  effectiveSpec,
  fitDuration,
  resolveOptions,
  type Warning,
} from "./validate";

export type { Warning } from "./validate";

export interface ExportClip {
  sceneIds: number[];
  text: string;
  negativePrompt?: string;
  parameters: { durationSeconds: number; aspectRatio: string } & Record<string, unknown>;
}

export interface ExportResult {
  target: string;
  mode: Mode;
  /** The route whose limits the clips obey, and the one whose names `parameters` use. */
  route: { id: string; name: string; kind: "vendor" | "host"; model: string };
  parametersRoute: string;
  clips: ExportClip[];
  warnings: Warning[];
  lint: LintResult;
}

export interface ExportOptions {
  aspectRatio?: string;
  resolution?: string;
  /** How the clip is driven (default text-to-video); see checkModeRoute. */
  mode?: Mode;
  /** Whose limits to obey (default the target's first route, the vendor's where known). */
  route?: string;
}

export type TargetLookup =
  { ok: true; spec: TargetSpec } | { ok: false; status: 400 | 410; message: string; alternatives?: string[] };

/** Finds a live target; an unknown id or a retired model is refused with the reason and what to use. */
export function lookupTarget(id: string): TargetLookup {
  const spec = findTarget(id);
  if (!spec)
    return {
      ok: false,
      status: 400,
      message: `Unknown target "${id.slice(0, 64)}". Choose one of: ${LIVE_TARGETS.map((t) => t.id).join(", ")}.`,
    };
  if (spec.status === "retired") {
    const alternatives = spec.alternatives ?? [];
    const names = alternatives.map((a) => findTarget(a)?.name ?? a).join(", ");
    return {
      ok: false,
      status: 410,
      message: `${spec.name} was shut down on ${spec.retiredOn}. Export to a live model instead: ${names}.`,
      alternatives,
    };
  }
  return { ok: true, spec };
}

const sceneSeconds = (spec: TargetSpec, s: SceneFacts) => {
  const d = s.scene.duration_seconds;
  return Number.isFinite(d) && d > 0 ? d : spec.defaultDuration;
};

const labelOf = (shots: { facts: SceneFacts }[]) =>
  shots.length === 1
    ? `scene ${shots[0].facts.scene.id}`
    : `scenes ${shots.map((s) => s.facts.scene.id).join(", ")}`;

/** Can this scene be a shot inside a multi-shot clip (fits the per-shot cap without losing dialogue)? */
function fitsAsShot(renderer: TargetRenderer, facts: SceneFacts, ctx: RenderContext): boolean {
  const limit = ctx.spec.multiShot.shotLimit;
  if (!limit) return true;
  const shot: ShotInfo = { facts, index: 0, count: 2, start: 0, seconds: 1 };
  const parts = renderer.shot(shot, ctx);
  const active = [parts.map(() => true)];
  const text = () =>
    parts
      .map((p, i) => (active[0][i] ? p.text : p.short))
      .filter(Boolean)
      .join(" ");
  return fitParts({ groups: [parts], active }, () => measure(text(), limit.unit) <= limit.max, null, "");
}

/** Groups consecutive scenes into clips in the target's multi-shot form, and sets each clip's duration. */
function planClips(renderer: TargetRenderer, ctx: RenderContext): { shots: ShotInfo[]; duration: number }[] {
  const { spec, doc, options } = ctx;
  const groups: SceneFacts[][] = [];
  const { form, maxShots, maxSeconds } = spec.multiShot;
  let current: SceneFacts[] = [];
  let sum = 0;
  for (const facts of doc.scenes) {
    const seconds = Math.max(1, Math.round(sceneSeconds(spec, facts)));
    const joinable = form !== "none" && seconds <= maxSeconds && fitsAsShot(renderer, facts, ctx);
    if (
      current.length &&
      joinable &&
      current.length < maxShots &&
      sum + seconds <= maxSeconds &&
      current.every((c) => fitsAsShot(renderer, c, ctx))
    ) {
      current.push(facts);
      sum += seconds;
      continue;
    }
    if (current.length) groups.push(current);
    current = [facts];
    sum = seconds;
  }
  if (current.length) groups.push(current);

  return groups.map((group) => {
    const secs = group.map((f) =>
      group.length === 1 ? sceneSeconds(spec, f) : Math.max(1, Math.round(sceneSeconds(spec, f))),
    );
    const total = secs.reduce((a, b) => a + b, 0);
    const label = labelOf(group.map((facts) => ({ facts })));
    const duration = fitDuration(spec, options.resolution, total, label, ctx.warnings);
    if (group.length === 1) secs[0] = duration;
    else secs[secs.length - 1] = Math.max(1, secs[secs.length - 1] + duration - total);
    let start = 0;
    const shots = group.map((facts, index) => {
      const shot = { facts, index, count: group.length, start, seconds: secs[index] };
      start += secs[index];
      return shot;
    });
    return { shots, duration };
  });
}

/** The clip's negative prompt: the document's and the scenes' negations, within the field's cap. */
function negativePrompt(spec: TargetSpec, clip: RenderedClip, ctx: RenderContext): string | undefined {
  const field = spec.negativePrompt;
  if (!field) return undefined;
  const audioTerms = new Set(["music", "narration", "voice-over"]);
  const terms = [
    ...ctx.doc.globalNegatives.filter((t) => spec.audio || !audioTerms.has(t)),
    ...clip.shots.flatMap((s) => s.facts.negated),
  ];
  const unique = [...new Set(terms.map((t) => t.toLowerCase()))];
  while (field.max !== null && unique.length && measure(unique.join(", "), field.unit) > field.max) {
    const gone = unique.pop();
    ctx.warnings.push({
      code: "negative_shortened",
      message: `${labelOf(clip.shots)}: "${gone}" did not fit ${spec.name}'s ${field.max}-character negative prompt.`,
    });
  }
  return unique.length ? unique.join(", ") : undefined;
}

/** Warnings that do not depend on a clip: audio a silent model cannot make, on-screen text, captions. */
function documentWarnings(doc: PromptDocument, ctx: RenderContext): void {
  const { spec, warnings } = ctx;
  if (!spec.audio) {
    const all = ctx.doc.scenes.flatMap((s) => [
      ...s.dialogue.map((d) => `dialogue ${d.character}: "${d.line}"`),
      ...s.sounds.map((x) => `sound "${x}"`),
      ...s.music.map((x) => `music "${x}"`),
    ]);
    const lost = [...new Set(all)];
    if (lost.length)
      warnings.push({
        code: "audio_dropped",
        message: `${spec.name} makes silent video: left out ${lost.join("; ")}. Add them in editing.`,
      });
  }
  for (const s of ctx.doc.scenes)
    if (s.extraCamera.length)
      warnings.push({
        code: "camera_simplified",
        message: `Scene ${s.scene.id}: one camera direction per shot; left out ${s.extraCamera.map((c) => `"${c}"`).join(", ")}.`,
      });
  if (doc.global_preferences.text_on_screen.allowed)
    warnings.push({
      code: "on_screen_text",
      message:
        "Video models render lettering poorly: add titles and on-screen text in editing rather than in the prompt.",
    });
  if (doc.global_preferences.narration.captions)
    warnings.push({
      code: "captions",
      message: "Add captions in editing: subtitles generated inside the video are unreliable.",
    });
}

/** Renders the document for a live target (see lookupTarget), with fixes, warnings and lint. */
export function exportDocument(
  doc: PromptDocument,
  spec: TargetSpec,
  options: ExportOptions = {},
): ExportResult {
  const renderer = RENDERERS[spec.id];
  if (!renderer || spec.status === "retired") throw new Error(`No renderer for ${spec.id}`);
  const checked = checkModeRoute(spec, options.mode, options.route);
  if (!checked.ok) throw new Error(checked.message);
  const warnings: Warning[] = [];
  const catalogSpec = spec;
  if (spec.status === "legacy")
    warnings.push({
      code: "legacy_model",
      message: `${spec.name} is superseded${spec.lifecycle.replacedBy?.length ? ` by ${spec.lifecycle.replacedBy.map((id) => findTarget(id)?.name ?? id).join(", ")}` : ""}; it still works while the vendor serves it.`,
    });
  spec = effectiveSpec(catalogSpec, checked.mode, checked.route, warnings);
  const ctx: RenderContext = {
    spec,
    doc: documentFacts(doc),
    options: resolveOptions(spec, { ...options, mode: checked.mode, route: checked.route }, warnings),
    warnings,
  };
  documentWarnings(doc, ctx);
  const rendered = planClips(renderer, ctx).map(({ shots, duration }) => {
    const label = labelOf(shots);
    if (spec.dialogue)
      for (const s of shots)
        checkDialogueBudget(
          s.facts.dialogue,
          s.seconds,
          shots.length > 1 ? `Scene ${s.facts.scene.id}` : label[0].toUpperCase() + label.slice(1),
          warnings,
        );
    return renderClip(renderer, shots, duration, ctx, label[0].toUpperCase() + label.slice(1));
  });
  const clips: ExportClip[] = rendered.map((clip) => {
    const negative = negativePrompt(spec, clip, ctx);
    const parameters = renderer.parameters(clip, ctx) as ExportClip["parameters"];
    return {
      sceneIds: clip.shots.map((s) => s.facts.scene.id),
      text: clip.text,
      ...(negative ? { negativePrompt: negative } : {}),
      parameters,
    };
  });
  const seen = new Set<string>();
  const unique = warnings.filter((w) => !seen.has(w.message) && seen.add(w.message));
  const route = findRoute(catalogSpec, checked.route)!;
  return {
    target: spec.id,
    mode: checked.mode,
    route: { id: route.id, name: route.name, kind: route.kind, model: route.model },
    parametersRoute: catalogSpec.parametersRoute,
    clips,
    warnings: unique,
    lint: lintClips(spec, rendered),
  };
}
