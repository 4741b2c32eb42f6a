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
import { anchorParts, audioClauses, wantedElsewhere } from "./parts";
import { RENDERERS } from "./renderers";
import { documentFacts, type DocumentFacts, type SceneFacts } from "./scene-facts";
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

/** The picker's choices; each wins over what the description states (a conflict is a warning). */
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

/**
 * One clip per scene; consecutive scenes the text states as shots of one clip ("Shot 2 (3-6s):",
 * "[00:03-00:06]") become the model's multi-shot form where it has one and they fit.
 */
function planClips(renderer: TargetRenderer, ctx: RenderContext): { shots: ShotInfo[]; duration: number }[] {
  const { spec, doc, options } = ctx;
  const groups: SceneFacts[][] = [];
  const { form, maxShots, maxSeconds } = spec.multiShot;
  let current: SceneFacts[] = [];
  let sum = 0;
  for (const facts of doc.scenes) {
    const seconds = Math.max(1, Math.round(sceneSeconds(spec, facts)));
    const joinable =
      form !== "none" &&
      Boolean(facts.scene.shot) &&
      seconds <= maxSeconds &&
      fitsAsShot(renderer, facts, ctx);
    if (
      current.length &&
      joinable &&
      current.every((c) => c.scene.shot) &&
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

  // Characters met in an earlier generation get their identity anchor again (each clip is made alone;
  // Kling's multi_prompt shots too).
  const met = new Set<string>();
  const apart = spec.multiShot.form === "multi_prompt";
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
    const clipMet = new Set(met);
    let introduced = new Set<string>();
    const shots = group.map((facts, index) => {
      const shot: ShotInfo = { facts, index, count: group.length, start, seconds: secs[index] };
      if (apart) introduced = new Set();
      shot.anchors = anchorParts(shot, ctx, apart ? met : clipMet, introduced);
      if (apart) for (const s of facts.subjects) met.add(s.name.toLowerCase());
      start += secs[index];
      return shot;
    });
    for (const f of group) for (const s of f.subjects) met.add(s.name.toLowerCase());
    return { shots, duration };
  });
}

/** The clip's negative prompt: every thing the clip's text excludes, as its noun phrase, within the cap. */
function negativePrompt(spec: TargetSpec, clip: RenderedClip, ctx: RenderContext): string | undefined {
  const field = spec.negativePrompt;
  if (!field) return undefined;
  // Every excluded thing, audio ones included (harmless on a silent model, and what the creator asked).
  // A thing excluded in only some of the clip's shots ("no music in the last shot") is not excluded
  // from the whole clip: the field would silence the shots that keep it.
  const facts = clip.shots.map((s) => s.facts);
  const terms = facts.flatMap((f) => f.negated).filter((t) => !wantedElsewhere(t, facts));
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
  if (!spec.audio || !spec.dialogue) {
    const lost = [
      ...new Set(
        ctx.doc.scenes.flatMap((s) =>
          audioClauses(s.clauses).filter((c) => !spec.audio || /^(?:dialogue|voice-over) /.test(c)),
        ),
      ),
    ];
    if (lost.length)
      warnings.push({
        code: "audio_dropped",
        message: `${spec.name} makes ${spec.audio ? "no dialogue" : "silent video"}: left out ${lost.join("; ")}. Add them in editing.`,
      });
  }
  if (
    doc.global_preferences.text_on_screen.allowed ||
    ctx.doc.scenes.some((s) => s.clauses.some((c) => c.role === "on_screen_text"))
  )
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

/** The ratio and resolution: the picker's choice, else what the text states; a conflict is a warning. */
function wantedOptions(facts: DocumentFacts, options: ExportOptions, warnings: Warning[]): ExportOptions {
  const stated = facts.production;
  if (options.aspectRatio && stated.aspect_ratio && options.aspectRatio !== stated.aspect_ratio)
    warnings.push({
      code: "aspect_ratio_conflict",
      message: `The description asks for ${stated.aspect_ratio}; the chosen ${options.aspectRatio} is used.`,
    });
  if (
    options.resolution &&
    stated.resolution &&
    options.resolution.toLowerCase() !== stated.resolution.toLowerCase()
  )
    warnings.push({
      code: "resolution_conflict",
      message: `The description asks for ${stated.resolution}; the chosen ${options.resolution} is used.`,
    });
  return {
    aspectRatio: options.aspectRatio ?? stated.aspect_ratio,
    resolution: options.resolution ?? stated.resolution,
  };
}

/**
 * How a mode adapts an export (lib/targets/modes): the facts the renderer reads, the renderer itself,
 * and a look at the rendered clips (which scenes each covers).
 */
export interface ExportHooks {
  facts?(facts: DocumentFacts, warnings: Warning[]): DocumentFacts;
  renderer?(renderer: TargetRenderer): TargetRenderer;
  rendered?(clips: RenderedClip[], facts: DocumentFacts): void;
}

/** Renders the document for a live target (see lookupTarget), with fixes, warnings and lint. */
export function exportDocument(
  doc: PromptDocument,
  spec: TargetSpec,
  options: ExportOptions = {},
  hooks: ExportHooks = {},
): ExportResult {
  const base = RENDERERS[spec.id];
  const renderer = base && hooks.renderer ? hooks.renderer(base) : base;
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
  const facts = hooks.facts ? hooks.facts(documentFacts(doc), warnings) : documentFacts(doc);
  const ctx: RenderContext = {
    spec,
    doc: facts,
    options: resolveOptions(
      spec,
      { ...wantedOptions(facts, options, warnings), mode: checked.mode, route: checked.route },
      warnings,
    ),
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
  hooks.rendered?.(rendered, facts);
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
    lint: lintClips(spec, rendered, ctx.doc),
  };
}
