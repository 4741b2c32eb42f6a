// The shared rendering engine: plans clips (one per scene, or several scenes as shots of one clip in
// the model's multi-shot form), asks the target's renderer for each shot's parts, and fits the text
// under the model's cap by dropping the least important parts first, never dialogue or the subject.
import type { TargetSpec } from "./catalog";
import type { DocumentFacts, SceneFacts } from "./scene-facts";
import { measure, truncateTo } from "./text";
import type { ResolvedOptions, Warning } from "./validate";

/**
 * One fragment of prompt text. rank 0 is never dropped (subject, main action, dialogue); higher
 * ranks are dropped first. `short` replaces the text as a last resort before dialogue goes.
 */
export interface Part {
  text: string;
  rank: number;
  short?: string;
  /** Set on dialogue parts: how to name the line in a warning if it must go. */
  line?: string;
  /** Set on identity anchors: the words that name the character ("Hale", "Inspector Hale"). */
  names?: string[];
  /** Set on a pronoun's anchor ("The fox"): the sentence-leading pronoun ("It") it replaces, once. */
  pronoun?: string;
  /** Set on an object pronoun's anchor ("the boy"): the pronoun ("him") it replaces, once. */
  object?: RegExp;
}

export interface ShotInfo {
  facts: SceneFacts;
  index: number;
  count: number;
  start: number;
  seconds: number;
  /** Identity anchors of characters met in an earlier clip (or shot, where shots are sent apart). */
  anchors?: Part[];
  /** The scenes this shot shows (a title or sound joined to the scene before it adds its own). */
  sceneIds?: number[];
}

export interface RenderContext {
  spec: TargetSpec;
  doc: DocumentFacts;
  options: ResolvedOptions;
  warnings: Warning[];
}

export interface TargetRenderer {
  /** Parts of one shot, in the order the vendor's guide asks for. */
  shot(shot: ShotInfo, ctx: RenderContext): Part[];
  /** Parts said once per clip (positive rewrites of exclusions). */
  clipParts?(shots: ShotInfo[], ctx: RenderContext): Part[];
  /** Joins fitted shot texts (and the clip parts' text) into the clip's prompt. */
  compose(shotTexts: string[], shots: ShotInfo[], clipText: string): string;
  /** The model's own API parameters besides the prompt. */
  parameters(
    clip: { duration: number; shots: ShotInfo[]; shotTexts: string[] },
    ctx: RenderContext,
  ): Record<string, unknown>;
}

export const join = (parts: Part[], active: boolean[]) => {
  const text = parts
    .map((p, i) => (active[i] ? p.text : p.short))
    .filter((t): t is string => !!t)
    .join(" ");
  // Chinese and Japanese sentences follow each other without a space.
  return CJK_STOP.test(text) ? text.replace(CJK_STOP_SPACE, "$1") : text;
};
const CJK_STOP = /[。！？]/;
const CJK_STOP_SPACE = /([。！？])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

interface FitState {
  groups: Part[][];
  /** true = full text, false = short text (or dropped when there is no short). */
  active: boolean[][];
}

/**
 * Drops parts in rank order (highest first, later shots first) until `measureText` fits `max`; then
 * shortens `short`-bearing parts; then drops dialogue lines from the end with a warning each.
 * Returns false if even that did not fit (the caller truncates).
 */
export function fitParts(
  state: FitState,
  fits: () => boolean,
  warnings: Warning[] | null,
  label: string,
): boolean {
  if (fits()) return true;
  const order: [number, number][] = [];
  state.groups.forEach((g, gi) => g.forEach((p, pi) => p.rank > 1 && order.push([gi, pi])));
  order.sort((a, b) => state.groups[b[0]][b[1]].rank - state.groups[a[0]][a[1]].rank || b[0] - a[0]);
  for (const [gi, pi] of order) {
    state.active[gi][pi] = false;
    const p = state.groups[gi][pi];
    p.short = undefined;
    if (fits()) return true;
  }
  for (let gi = state.groups.length - 1; gi >= 0; gi--)
    state.groups[gi].forEach((p, pi) => {
      if (p.rank === 1) state.active[gi][pi] = false;
    });
  if (fits()) return true;
  if (!warnings) return false;
  for (let gi = state.groups.length - 1; gi >= 0; gi--)
    for (let pi = state.groups[gi].length - 1; pi >= 0; pi--) {
      const p = state.groups[gi][pi];
      if (!p.line) continue;
      state.active[gi][pi] = false;
      p.short = undefined;
      warnings.push({
        code: "dialogue_dropped",
        message: `${label}: the prompt cap left no room for ${p.line}; generate it in a separate clip.`,
      });
      if (fits()) return true;
    }
  return false;
}

export interface RenderedClip {
  shots: ShotInfo[];
  duration: number;
  text: string;
  shotTexts: string[];
}

/** Renders one planned clip within the target's caps. */
export function renderClip(
  renderer: TargetRenderer,
  shots: ShotInfo[],
  duration: number,
  ctx: RenderContext,
  label: string,
  piece?: ShotInfo,
): RenderedClip {
  const { spec } = ctx;
  const shotParts = shots.map((s) => renderer.shot(s, ctx));
  // Sound, music and a look for the whole piece, said once after the shots (timestamps, shot blocks).
  const clipParts = [
    ...(piece ? renderer.shot(piece, ctx) : []),
    ...(renderer.clipParts?.(shots, ctx) ?? []),
  ];
  const groups = [clipParts, ...shotParts];
  const state: FitState = { groups, active: groups.map((g) => g.map(() => true)) };
  const texts = () => shotParts.map((p, i) => join(p, state.active[i + 1]));
  const compose = () => renderer.compose(texts(), shots, join(clipParts, state.active[0]));

  const shotLimit = shots.length > 1 ? spec.multiShot.shotLimit : undefined;
  if (shotLimit)
    shotParts.forEach((parts, i) => {
      const one: FitState = { groups: [parts], active: [state.active[i + 1]] };
      const ok = fitParts(
        one,
        () => measure(join(parts, one.active[0]), shotLimit.unit) <= shotLimit.max,
        ctx.warnings,
        label,
      );
      if (!ok)
        ctx.warnings.push({ code: "prompt_truncated", message: `${label}: shot ${i + 1} was cut to fit.` });
    });

  const limit = spec.promptLimit;
  // The shots' texts as they stand; joined again only if fitting below changes them.
  let shotTexts = texts();
  let text = renderer.compose(shotTexts, shots, join(clipParts, state.active[0]));
  if (limit && measure(text, limit.unit) > limit.max) {
    const ok = fitParts(state, () => measure(compose(), limit.unit) <= limit.max, ctx.warnings, label);
    text = compose();
    if (!ok) {
      text = truncateTo(text, limit.max, limit.unit);
      ctx.warnings.push({
        code: "prompt_truncated",
        message: `${label}: the text is over ${spec.name}'s ${limit.max}-${limit.unit} cap even without details and was cut.`,
      });
    } else {
      ctx.warnings.push({
        code: "prompt_shortened",
        message: `${label}: details were left out to fit ${spec.name}'s ${limit.max}-${limit.unit === "utf16" ? "UTF-16 unit" : limit.unit === "chars" ? "character" : "token"} cap.`,
      });
    }
    shotTexts = texts();
  }
  if (shotLimit) shotTexts = shotTexts.map((t) => truncateTo(t, shotLimit.max, shotLimit.unit));
  return { shots, duration, text, shotTexts };
}
