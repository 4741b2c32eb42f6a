// Exports a prompt document for one target: the clips (text, negative prompt, parameters) that
// the model accepts as they are, the fixes made on the way as warnings, and a lint score. Pure and
// browser-safe: the UI calls it directly, POST /api/export calls the same function.
import { DEFAULT_DURATION } from "@/lib/scene/durations";
import type { Clause } from "@/lib/scene/clauses";
import { SLUG_LINE } from "@/lib/scene/lexicon";
import type { PromptDocument } from "@/lib/scene/schema";
import { allowedDurations, findRoute, findTarget, LIVE_TARGETS, type Mode, type TargetSpec } from "./catalog";
import { lintClips, type LintResult } from "./lint";
import {
  fitParts,
  renderClip,
  type RenderContext,
  type RenderedClip,
  type ShotInfo,
  type TargetRenderer,
} from "./render";
import {
  anchorParts,
  audioClauses,
  eventScoped,
  excludesWhatIsShown,
  isMusicTerm,
  negatesMusic,
  wantedElsewhere,
} from "./parts";
import {
  impliedSeconds,
  isElastic,
  isResidue,
  mergeFacts,
  MIN_SHOT_SECONDS,
  pieceClauses,
} from "./continuity";
import { RENDERERS } from "./renderers";
import { cutAtBeats } from "./long-scene";
import { carriedPlace } from "./referents";
import { markNarratorVoices } from "./voice";
import { documentFacts, FROM_FIELDS, type DocumentFacts, type SceneFacts } from "./scene-facts";
import { measure } from "./text";
import {
  checkDialogueBudget,
  checkModeRoute,
  effectiveSpec,
  fitDuration,
  nearestDuration,
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

/** One scene (or a residue joined to it) as the planner sees it. */
interface Unit {
  facts: SceneFacts;
  sceneIds: number[];
  /** Seconds: stated, or implied by the content where the text leaves the length open. */
  seconds: number;
  /** The text leaves its length open (see isElastic). */
  elastic: boolean;
  /** Stated as a shot of one clip ("Board 2:", "3-6s:"). */
  shot: boolean;
}

/** A shot of at most this many words of action, place and light is brief (see planClips). */
const BRIEF_SHOT_WORDS = 8;
const BRIEF_SHOT_SECONDS = 1.5;
const shownWords = (f: SceneFacts) =>
  f.clauses
    .filter((c) => c.role === "action" || c.role === "place" || c.role === "light")
    .reduce((n, c) => n + c.text.split(/\s+/).filter(Boolean).length, 0) +
  (f.clauses.some((c) => c.role === "dialogue" || c.role === "voice_over") ? BRIEF_SHOT_WORDS : 0);

/** Whole seconds for the shots of a clip of `total` s, in proportion to `weights`, each at least 1. */
function spread(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  let acc = 0;
  let prev = 0;
  return weights.map((w, i) => {
    acc += w;
    const edge = i === weights.length - 1 ? total : Math.round((acc / sum) * total);
    const s = Math.max(1, edge - prev);
    prev += s;
    return s;
  });
}

/**
 * The clips: consecutive scenes become shots of one clip in the model's multi-shot form where the model
 * has one and they fit one generation: stated shots ("Shot 2 (3-6s):"), and scenes whose length the text
 * leaves open ("Scene 1: ... Scene 2: ...") when the length they imply, or the stated total, fits. A
 * scene that shows nothing on this model (a title, a sound) joins the one before it. Sound, music and
 * a look stated for the whole piece are said once per clip, or in every shot the model sends apart.
 */
function planClips(
  renderer: TargetRenderer,
  ctx: RenderContext,
  retime: boolean,
): { shots: ShotInfo[]; duration: number; piece?: ShotInfo }[] {
  const { spec, doc, options } = ctx;
  const { form, maxShots, maxSeconds } = spec.multiShot;
  const piece = pieceClauses(doc.scenes);
  markNarratorVoices(doc.scenes);
  const pieceKeys = new Set(piece.map((c) => `${c.role} ${c.text.toLowerCase()}`));
  const own = (f: SceneFacts): SceneFacts =>
    piece.length
      ? { ...f, clauses: f.clauses.filter((c) => !pieceKeys.has(`${c.role} ${c.text.toLowerCase()}`)) }
      : f;
  let units: Unit[] = doc.scenes.map((f) => {
    // A text of one scene keeps its length (the generator's default or the stated one).
    const elastic = retime && doc.scenes.length > 1 && isElastic(f);
    return {
      facts: own(f),
      sceneIds: [f.scene.id],
      seconds: elastic ? impliedSeconds(f) : Math.max(1, sceneSeconds(spec, f)),
      elastic,
      shot: Boolean(f.scene.shot),
    };
  });
  // A stated total spreads over scenes the text does not time, in proportion to what each implies; with
  // none, the piece is what they imply, and at least one generation of the default length (8 s).
  const total = doc.production.duration_seconds;
  // One untimed scene stated longer than the model's longest clip: clips cut at its beats (long-scene.ts).
  const longest = Math.max(...allowedDurations(spec, options.resolution ?? ""));
  if (
    retime &&
    units.length === 1 &&
    !units[0].shot &&
    total &&
    total > longest &&
    units[0].seconds === total
  ) {
    const cut = cutAtBeats(units[0].facts, Math.ceil(total / longest));
    if (cut) {
      // Lengths the model offers that add up to the stated one (20 s on Veo: 6 + 8 + 6), else even
      // shares, which snap with a warning.
      const allowed = allowedDurations(spec, options.resolution ?? "");
      let left = total;
      const snapped = cut.map((_, i) => {
        const s = nearestDuration(allowed, left / (cut.length - i));
        left -= s;
        return s;
      });
      const secs =
        left === 0
          ? snapped
          : spread(
              cut.map(() => 1),
              total,
            );
      units = cut.map((facts, i) => ({ ...units[0], facts, seconds: secs[i] }));
    }
  }
  if (units.length > 1 && units.every((u) => u.elastic)) {
    const implied = units.reduce((a, u) => a + u.seconds, 0);
    const whole = spread(
      units.map((u) => u.seconds),
      total ?? Math.max(DEFAULT_DURATION, Math.round(implied)),
    );
    units.forEach((u, i) => (u.seconds = whole[i]));
  }
  // A scene of only a title or sound joins the scene before it (the first one, the scene after it).
  const blocks: Unit[][] = [];
  const residue = (u: Unit) => retime && isResidue(u.facts, spec, u.seconds);
  for (const u of units) {
    if (residue(u) && blocks.length) blocks[blocks.length - 1].push(u);
    else if (blocks.length === 1 && blocks[0].every(residue)) blocks[0].push(u);
    else blocks.push([u]);
  }
  units = [];
  const joinable = (u: Unit) =>
    form !== "none" && (u.shot || u.elastic) && u.seconds <= maxSeconds && fitsAsShot(renderer, u.facts, ctx);
  // Untimed shots may be squeezed (to 2 s each) to fit one clip; scenes keep what they imply.
  // With timestamps, a brief untimed shot ("3. CU: its ears twitch") takes less: five fit one 8 s clip.
  // Only where the text states no length and every shot of the clip is brief.
  const brief = (u: Unit) =>
    form === "timestamps" && !total && u.elastic && shownWords(u.facts) <= BRIEF_SHOT_WORDS;
  const least = (us: Unit[]) =>
    us.reduce(
      (a, u) =>
        a +
        (us.every(brief)
          ? Math.min(u.seconds, BRIEF_SHOT_SECONDS)
          : u.elastic && u.shot
            ? Math.min(u.seconds, MIN_SHOT_SECONDS)
            : u.seconds),
      0,
    );
  const groups: Unit[][] = [];
  for (const block of blocks) {
    // A block whose units cannot all be shots of one clip is one shot, its clauses in the text's order.
    const asShots =
      block.length === 1 || (block.every(joinable) && block.length <= maxShots && least(block) <= maxSeconds);
    const members = asShots
      ? block
      : [
          block.slice(1).reduce(
            (a, b) => ({
              ...a,
              facts: mergeFacts(a.facts, b.facts),
              sceneIds: [...a.sceneIds, ...b.sceneIds],
              seconds: a.seconds + b.seconds,
            }),
            block[0],
          ),
        ];
    const current = groups[groups.length - 1];
    if (
      current &&
      members.every(joinable) &&
      current.every(joinable) &&
      current.length + members.length <= maxShots &&
      least([...current, ...members]) <= maxSeconds
    ) {
      current.push(...members);
      continue;
    }
    groups.push([...members]);
  }

  // Characters met in an earlier generation get their identity anchor again (each clip is made alone;
  // Kling's multi_prompt shots too).
  const met = new Set<string>();
  const apart = form === "multi_prompt";
  return groups.map((group) => {
    const wanted = group.reduce((a, u) => a + u.seconds, 0);
    const label = labelOf(group.map((u) => ({ facts: u.facts })));
    // A length the text states snaps to the model with a warning; one it only implies, silently.
    const implied = group.every((u) => u.elastic) && !total;
    const duration = implied
      ? nearestDuration(allowedDurations(spec, options.resolution), Math.min(wanted, maxSeconds))
      : fitDuration(
          spec,
          options.resolution,
          group.length === 1 ? wanted : Math.round(wanted),
          label,
          ctx.warnings,
        );
    const secs =
      group.length === 1
        ? [duration]
        : group.every((u) => !u.elastic)
          ? group.map((u) => Math.max(1, Math.round(u.seconds)))
          : spread(
              group.map((u) => u.seconds),
              duration,
            );
    if (group.length > 1 && group.every((u) => !u.elastic)) {
      const sum = secs.reduce((a, b) => a + b, 0);
      secs[secs.length - 1] = Math.max(1, secs[secs.length - 1] + duration - sum);
    }
    let start = 0;
    const clipMet = new Set(met);
    let introduced = new Set<string>();
    // The whole piece's clauses: in every shot sent apart, in the one shot of a clip, else once after the shots.
    // A shot that rules music out ("no music after shot 2") does not get the piece's music.
    const withPiece = (f: SceneFacts) =>
      piece.length
        ? {
            ...f,
            clauses: [...f.clauses, ...piece.filter((c) => c.role !== "music" || !negatesMusic(f))],
          }
        : f;
    const inShots = group.length === 1 || apart;
    // A clip (a Kling shot) made alone says where it happens when its scene does not: the place phrase
    // of the scene before ("A bus stop in the snow."), in the place slot.
    const placed = (f: SceneFacts, first: boolean): SceneFacts => {
      const shows = f.clauses.some((c) => c.role === "action" || c.role === "dialogue");
      const place = (first || apart) && shows ? carriedPlace(doc.scenes, f.index) : "";
      if (!place) return f;
      const clause: Clause = { role: "place", text: place };
      // A slug line heads the shot, as it heads the screenplay's scene; other places go to their slot.
      if (SLUG_LINE.test(place)) return { ...f, clauses: [clause, ...f.clauses] };
      FROM_FIELDS.add(clause);
      return { ...f, clauses: [...f.clauses, clause] };
    };
    const shots = group.map((u, index) => {
      const facts = placed(inShots ? withPiece(u.facts) : u.facts, index === 0);
      const shot: ShotInfo = {
        facts,
        index,
        count: group.length,
        start,
        seconds: secs[index],
        sceneIds: u.sceneIds,
      };
      if (apart) introduced = new Set();
      shot.anchors = anchorParts(shot, ctx, apart ? met : clipMet, introduced);
      if (apart) for (const s of facts.subjects) met.add(s.name.toLowerCase());
      start += secs[index];
      return shot;
    });
    for (const u of group) for (const s of u.facts.subjects) met.add(s.name.toLowerCase());
    const pieceShot: ShotInfo | undefined =
      !inShots && piece.length
        ? {
            facts: { ...group[0].facts, clauses: piece, subjects: [], negated: [], dialogue: [] },
            index: 0,
            count: 1,
            start: 0,
            seconds: duration,
            sceneIds: [],
          }
        : undefined;
    return { shots, duration, ...(pieceShot ? { piece: pieceShot } : {}) };
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
  // The piece's music, said once after the shots, is wanted by every shot that does not rule it out.
  const pieceMusic = pieceClauses(ctx.doc.scenes).some((c) => c.role === "music");
  // One scoped by an event ("no music until the lights flash on") likewise, when a shot of the clip is
  // on the other side of it.
  const terms = facts
    .flatMap((f) => f.negated)
    .filter(
      (t) =>
        !wantedElsewhere(t, facts) &&
        !(pieceMusic && isMusicTerm(t) && facts.some((f) => !f.negated.includes(t))) &&
        !excludesWhatIsShown(t, facts) &&
        !(eventScoped(ctx.doc.scenes, t) && facts.some((f) => !f.negated.includes(t))),
    );
  // The creator's own case ("BGM", "Oscar"); one of each thing, whatever its case.
  const seen = new Set<string>();
  const unique = terms.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
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

/**
 * A ratio wider than any the model can set ("2.39:1" on a 16:9 model) maps to the nearest with a
 * warning; the creator's words for it ("Anamorphic 2.39:1", "Formato 2.39:1") stay in the prompt, the
 * only place left to ask for the letterbox.
 */
function letterboxHint(facts: DocumentFacts, spec: TargetSpec, used: string): DocumentFacts {
  const wanted = facts.production.aspect_ratio;
  const value = (r: string) => {
    const [w, h] = r.split(":").map(Number);
    return w / h;
  };
  if (!wanted || spec.aspectRatios.includes(wanted) || !(value(wanted) > value(used) + 0.01)) return facts;
  const ratio = new RegExp(
    `(?<![\\d.])${wanted.replace(/\./g, "\\.").replace(":", "\\s?[:∶]\\s?")}(?![\\d])`,
  );
  const hint = (c: Clause): Clause => {
    if (c.role !== "production" || !ratio.test(c.text)) return c;
    // "Formato 2.39:1, 10 s": only the part naming the ratio.
    const part = c.text.split(/[,;，、]\s*/u).find((p) => ratio.test(p)) ?? c.text;
    return { ...c, role: "style", text: part.trim() };
  };
  return { ...facts, scenes: facts.scenes.map((f) => ({ ...f, clauses: f.clauses.map(hint) })) };
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
  ctx.doc = letterboxHint(ctx.doc, spec, ctx.options.aspectRatio);
  documentWarnings(doc, ctx);
  // Only a plain text-to-video export re-times scenes; the modes keep one clip per scene (docs/modes.md).
  const retime = checked.mode === "text-to-video" && !hooks.facts;
  const rendered = planClips(renderer, ctx, retime).map(({ shots, duration, piece }) => {
    const label = labelOf(shots);
    if (spec.dialogue)
      for (const s of shots)
        checkDialogueBudget(
          s.facts.dialogue,
          s.seconds,
          shots.length > 1 ? `Scene ${s.facts.scene.id}` : label[0].toUpperCase() + label.slice(1),
          warnings,
        );
    return renderClip(renderer, shots, duration, ctx, label[0].toUpperCase() + label.slice(1), piece);
  });
  hooks.rendered?.(rendered, facts);
  const clips: ExportClip[] = rendered.map((clip) => {
    const negative = negativePrompt(spec, clip, ctx);
    const parameters = renderer.parameters(clip, ctx) as ExportClip["parameters"];
    return {
      sceneIds: clip.shots.flatMap((s) => s.sceneIds ?? [s.facts.scene.id]),
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
