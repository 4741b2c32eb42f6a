// Extend past a model's cap (issue 27): a scene longer than the target allows becomes a first clip
// plus extend clips that continue from its last frame, where the model has an extend mode, instead
// of a cut. The scene's beats (actions, lines, sounds) are shared out over the clips in the text's
// order, each beat in exactly one clip; its camera, place, light and style stay with the first clip
// (the extend clips start from its last frame), its cast sheet and exclusions go to every clip.
import type { Clause, ClauseRole } from "@/lib/scene/clauses";
import type { PromptDocument, Scene } from "@/lib/scene/schema";
import { findMode, type Mode, type TargetSpec } from "../catalog";
import { clausesOf } from "../scene-facts";
import { effectiveSpec, type Warning } from "../validate";

const BEATS: ReadonlySet<ClauseRole> = new Set(["action", "dialogue", "voice_over", "sound"]);
const EVERY_CLIP: ReadonlySet<ClauseRole> = new Set(["cast", "exclusion", "production"]);

export interface Segment {
  /** Index of the scene in the creator's document. */
  scene: number;
  /** 1-based part of the scene, and how many parts it has. */
  part: number;
  of: number;
}

export interface SplitDocument {
  doc: PromptDocument;
  /** One per scene of `doc`. */
  segments: Segment[];
}

const snapUp = (allowed: number[], wanted: number) =>
  allowed.find((d) => d >= wanted) ?? allowed[allowed.length - 1];

/** The scene's seconds, as the export reads them. */
const secondsOf = (scene: Scene, spec: TargetSpec) =>
  Number.isFinite(scene.duration_seconds) && scene.duration_seconds > 0
    ? scene.duration_seconds
    : spec.defaultDuration;

/** Splits scenes longer than the mode allows into a first clip and extend clips, where the model extends. */
export function splitLongScenes(
  doc: PromptDocument,
  spec: TargetSpec,
  mode: Mode,
  route: string,
  warnings: Warning[],
): SplitDocument {
  const whole = (): SplitDocument => ({
    doc,
    segments: doc.scenes.map((_, i) => ({ scene: i, part: 1, of: 1 })),
  });
  if (!findMode(spec, "extend")) return whole();
  const first = effectiveSpec(spec, mode, route, []);
  const ext = effectiveSpec(spec, "extend", route, []);
  const firstMax = Math.max(...first.durations);
  const extAllowed = [...ext.durations].sort((a, b) => a - b);
  const extMax = extAllowed[extAllowed.length - 1];
  const scenes: Scene[] = [];
  const segments: Segment[] = [];
  doc.scenes.forEach((scene, index) => {
    const total = secondsOf(scene, spec);
    const clauses = clausesOf(scene);
    const beats = clauses.filter((c) => BEATS.has(c.role));
    // Every part shows something: the parts are cut between actions, and a line or a sound goes with
    // the action after it (a voice-over that opens the scene plays over its first picture).
    const shown = beats.filter((c) => c.role === "action");
    if (scene.shot || total <= firstMax || shown.length < 2) {
      scenes.push(scene);
      segments.push({ scene: index, part: 1, of: 1 });
      return;
    }
    const seconds = [firstMax];
    let left = total - firstMax;
    while (left > 0 && seconds.length < shown.length) {
      const s = snapUp(extAllowed, Math.min(left, extMax));
      seconds.push(s);
      left -= s;
    }
    const n = seconds.length;
    // Action j goes to part floor(j * n / actions): contiguous, in order, every part at least one;
    // every other beat to the part of the next action (the last one's after it).
    const partOf = new Map<Clause, number>(shown.map((b, j) => [b, Math.floor((j * n) / shown.length)]));
    let next = n - 1;
    for (let k = beats.length - 1; k >= 0; k--) {
      const own = partOf.get(beats[k]);
      if (own !== undefined) next = own;
      else partOf.set(beats[k], next);
    }
    for (let p = 0; p < n; p++) {
      const own = clauses.filter((c) =>
        partOf.has(c) ? partOf.get(c) === p : EVERY_CLIP.has(c.role) || p === 0,
      );
      scenes.push({
        ...scene,
        description: own
          .filter((c) => !EVERY_CLIP.has(c.role))
          .map((c) => c.text)
          .join(" "),
        duration_seconds: seconds[p],
        clauses: own,
      });
      segments.push({ scene: index, part: p + 1, of: n });
    }
    warnings.push({
      code: "scene_extended",
      message: `Scene ${scene.id} (${total} s) is longer than ${spec.name}'s ${firstMax} s: a first clip of ${firstMax} s and ${n - 1} extend clip${n > 2 ? "s" : ""} (${seconds.slice(1).join(", ")} s) continue it from its last frame.`,
    });
  });
  return { doc: { ...doc, scenes }, segments };
}
