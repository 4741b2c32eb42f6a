// Validation with automatic fixes: options a target lacks are mapped to the nearest valid ones,
// durations to the nearest allowed (couplings applied), and dialogue is checked against the time
// it needs. Every fix is reported as a warning the user can read. A mode (image-to-video, reference
// images...) and a route (the vendor's API or a host) change the limits: effectiveSpec() folds them
// into one spec so clip planning and fitting work unchanged.
import {
  allowedDurations,
  findMode,
  findRoute,
  MODE_LABELS,
  MODES,
  type Mode,
  type TargetSpec,
} from "./catalog";
import { wordCount } from "./text";

export interface Warning {
  code: string;
  message: string;
}

export const WORDS_PER_SECOND = 2.5;

/** The allowed value nearest to `wanted` (ties go to the longer one, which loses no content). */
export function nearestDuration(allowed: readonly number[], wanted: number): number {
  const value = Number.isFinite(wanted) ? wanted : allowed[allowed.length - 1];
  let best = allowed[0];
  for (const d of allowed)
    if (
      Math.abs(d - value) < Math.abs(best - value) ||
      (Math.abs(d - value) === Math.abs(best - value) && d > best)
    )
      best = d;
  return best;
}

const ratioValue = (r: string) => {
  const [w, h] = r.split(":").map(Number);
  return w > 0 && h > 0 ? w / h : NaN;
};

export interface ResolvedOptions {
  aspectRatio: string;
  resolution: string;
  mode: Mode;
  /** The route whose limits apply. */
  route: string;
}

export type ModeRouteCheck =
  { ok: true; mode: Mode; route: string } | { ok: false; status: 400; message: string };

/** Is the mode one the model accepts and the route one of its routes? Defaults: text-to-video, the first route. */
export function checkModeRoute(spec: TargetSpec, mode?: string, route?: string): ModeRouteCheck {
  const m = (mode ?? "text-to-video") as Mode;
  if (!MODES.includes(m) || !findMode(spec, m))
    return {
      ok: false,
      status: 400,
      message: `${spec.name} has no ${String(mode).slice(0, 32)} mode. Choose one of: ${spec.modes.map((x) => x.mode).join(", ")}.`,
    };
  const r = route ?? spec.routes[0].id;
  if (!findRoute(spec, r))
    return {
      ok: false,
      status: 400,
      message: `${spec.name} has no route "${r.slice(0, 32)}". Choose one of: ${spec.routes.map((x) => x.id).join(", ")}.`,
    };
  return { ok: true, mode: m, route: r };
}

const nearestIn = (xs: number[], wanted: number) => nearestDuration(xs, wanted);

/**
 * The target's limits on a route and in a mode: the route's limits where they differ, then the
 * mode's couplings (durations, ratios, resolutions). Resolution couplings are narrowed to the
 * durations left; a resolution with none left goes. Says once what the mode imposes.
 */
export function effectiveSpec(
  spec: TargetSpec,
  mode: Mode,
  routeId: string,
  warnings: Warning[],
): TargetSpec {
  const route = findRoute(spec, routeId) ?? spec.routes[0];
  const m = findMode(spec, mode) ?? { mode };
  let durations = route.durations ?? spec.durations;
  if (m.durations) {
    const both = durations.filter((d) => m.durations!.includes(d));
    durations = both.length ? both : m.durations;
  }
  const aspectRatios = m.aspectRatios ?? route.aspectRatios ?? spec.aspectRatios;
  let resolutions = m.resolutions ?? route.resolutions ?? spec.resolutions;
  const couplings = spec.couplings
    .map((c) => ({ resolution: c.resolution, durations: c.durations.filter((d) => durations.includes(d)) }))
    .filter((c) => resolutions.includes(c.resolution));
  const gone = couplings.filter((c) => !c.durations.length).map((c) => c.resolution);
  if (gone.length < resolutions.length) resolutions = resolutions.filter((r) => !gone.includes(r));
  const changed =
    durations.join() !== spec.durations.join() ||
    aspectRatios.join() !== spec.aspectRatios.join() ||
    resolutions.join() !== spec.resolutions.join();
  if (mode !== "text-to-video" && changed)
    warnings.push({
      code: "mode_coupling",
      message: `${spec.name}, ${MODE_LABELS[mode].toLowerCase()}: ${durations.length > 4 ? `${durations[0]}-${durations.at(-1)}` : durations.join(" or ")} s, ${aspectRatios.join(", ")}, ${resolutions.join(", ")}.`,
    });
  return {
    ...spec,
    durations,
    defaultDuration: durations.includes(spec.defaultDuration)
      ? spec.defaultDuration
      : nearestIn(durations, spec.defaultDuration),
    aspectRatios,
    resolutions,
    defaultResolution: resolutions.includes(spec.defaultResolution) ? spec.defaultResolution : resolutions[0],
    couplings: couplings.filter((c) => c.durations.length),
    promptLimit: route.promptLimit !== undefined ? route.promptLimit : spec.promptLimit,
    multiShot: {
      ...spec.multiShot,
      maxSeconds: Math.min(spec.multiShot.maxSeconds, Math.max(...durations)),
    },
  };
}

/** Picks the aspect ratio and resolution to use, mapping unsupported ones to the nearest with a warning. */
export function resolveOptions(
  spec: TargetSpec,
  wanted: { aspectRatio?: string; resolution?: string; mode?: Mode; route?: string },
  warnings: Warning[],
): ResolvedOptions {
  // Nothing stated means landscape 16:9 wherever the model offers it (not the list's first entry).
  let aspectRatio = spec.aspectRatios.includes("16:9") ? "16:9" : spec.aspectRatios[0];
  if (wanted.aspectRatio) {
    if (spec.aspectRatios.includes(wanted.aspectRatio)) aspectRatio = wanted.aspectRatio;
    else {
      const v = ratioValue(wanted.aspectRatio);
      if (Number.isFinite(v))
        aspectRatio = [...spec.aspectRatios].sort(
          (a, b) => Math.abs(Math.log(ratioValue(a) / v)) - Math.abs(Math.log(ratioValue(b) / v)),
        )[0];
      warnings.push({
        code: "aspect_ratio_mapped",
        message: `${spec.name} has no ${wanted.aspectRatio} aspect ratio: ${wanted.aspectRatio} -> ${aspectRatio}.`,
      });
    }
  }
  let resolution = spec.defaultResolution;
  if (wanted.resolution) {
    const match = spec.resolutions.find((r) => r.toLowerCase() === wanted.resolution!.toLowerCase());
    if (match) resolution = match;
    else
      warnings.push({
        code: "resolution_mapped",
        message: `${spec.name} has no ${wanted.resolution} resolution: ${wanted.resolution} -> ${resolution}.`,
      });
  }
  return {
    aspectRatio,
    resolution,
    mode: wanted.mode ?? "text-to-video",
    route: wanted.route ?? spec.routes[0].id,
  };
}

/** A clip's duration: the nearest the target allows at this resolution, with a warning when it changes. */
export function fitDuration(
  spec: TargetSpec,
  resolution: string,
  wanted: number,
  label: string,
  warnings: Warning[],
): number {
  const allowed = allowedDurations(spec, resolution);
  const duration = nearestDuration(allowed, wanted);
  if (duration !== wanted) {
    const coupled = allowed !== spec.durations && !spec.durations.every((d) => allowed.includes(d));
    const why = coupled ? ` (${resolution} needs ${allowed.join(" or ")} s)` : "";
    const longer =
      wanted > spec.multiShot.maxSeconds
        ? `; ${spec.name} makes at most ${spec.multiShot.maxSeconds} s per clip: split the scene to keep its full length`
        : "";
    warnings.push({
      code: "duration_mapped",
      message: `${spec.name}: ${fmt(wanted)} s -> ${duration} s for ${label}${why}${longer}.`,
    });
  }
  return duration;
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : String(n));

/** Warns when a shot's dialogue needs more time than it has at about 2.5 words per second. */
export function checkDialogueBudget(
  lines: { line: string }[],
  seconds: number,
  label: string,
  warnings: Warning[],
): void {
  const words = lines.reduce((n, l) => n + wordCount(l.line), 0);
  if (!words || words <= seconds * WORDS_PER_SECOND) return;
  const needed = Math.ceil(words / WORDS_PER_SECOND);
  const parts = Math.max(2, Math.ceil(needed / Math.max(seconds, 1)));
  warnings.push({
    code: "dialogue_too_long",
    message: `${label}: ${words} words of dialogue need about ${needed} s at ${WORDS_PER_SECOND} words/s, the shot has ${seconds} s. Split the lines over ${parts} shots or shorten them.`,
  });
}
