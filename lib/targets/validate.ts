// Validation with automatic fixes: options a target lacks are mapped to the nearest valid ones,
// durations to the nearest allowed (couplings applied), and dialogue is checked against the time
// it needs. Every fix is reported as a warning the user can read.
import { allowedDurations, type TargetSpec } from "./catalog";
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
}

/** Picks the aspect ratio and resolution to use, mapping unsupported ones to the nearest with a warning. */
export function resolveOptions(
  spec: TargetSpec,
  wanted: { aspectRatio?: string; resolution?: string },
  warnings: Warning[],
): ResolvedOptions {
  let aspectRatio = spec.aspectRatios[0];
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
  return { aspectRatio, resolution };
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
