// The export with its mode (issue 27): the per-mode prompt rules (rules.ts), the slot list (which
// image goes in which slot), keyframe prompts (keyframes.ts) and scenes longer than the model's cap
// continued by extend clips (extend.ts). Text to video without a long scene gives exactly what
// exportDocument gives. Pure and browser-safe, like the export.
import { bibleFromDocument } from "@/lib/scene/bible";
import type { PromptDocument } from "@/lib/scene/schema";
import { findMode, MODE_LABELS, type Mode, type TargetSpec } from "../catalog";
import {
  exportDocument,
  type ExportClip,
  type ExportOptions,
  type ExportResult,
  type Warning,
} from "../export";
import type { RenderedClip } from "../render";
import { documentFacts } from "../scene-facts";
import { checkModeRoute } from "../validate";
import { splitLongScenes, type Segment } from "./extend";
import { clipKeyframes, type Keyframes } from "./keyframes";
import {
  clipReferences,
  FRAME_MODES,
  modeFacts,
  referenceRenderer,
  referenceSyntax,
  sceneReferences,
  type Reference,
  type ReferenceRequest,
} from "./rules";
import { frameFields } from "./syntax";

export { isStaticDescription, MODE_EXPLANATIONS, type ReferenceRequest } from "./rules";
export { REFERENCE_SYNTAX } from "./syntax";
export type { Keyframes } from "./keyframes";

/** One input image (or video) of a clip: which slot, the API field, and what goes in it. */
export interface ClipSlot {
  /** The slot's name as the prompt or the vendor's UI calls it: "Start frame", "@Image1". */
  slot: string;
  kind: "start-frame" | "end-frame" | "reference" | "video";
  /** The API field that takes it. */
  field: string;
  /** What to put there, in words: "An image of Lena's face and look", "The last frame of clip 2". */
  fill: string;
  /** reference: the bible entry and its role. */
  name?: string;
  role?: string;
  /** An uploaded image attached to the reference. */
  image?: string;
  /** 1-based clip whose output (last frame or video) fills the slot. */
  fromClip?: number;
}

export interface ModeClip extends ExportClip {
  /** How this clip is generated (a scene past the cap continues in extend clips). */
  mode: Mode;
  /** The scene part this clip covers, when a long scene was continued: part 1 of 3 ... */
  part?: { of: number; index: number };
  slots: ClipSlot[];
  keyframes?: Keyframes;
}

export interface ModeExportResult extends Omit<ExportResult, "clips"> {
  clips: (ExportClip | ModeClip)[];
}

export interface ModeOptions extends ExportOptions {
  /** The creator's reference assignments (reference mode); default: the bible's entries each scene shows. */
  references?: ReferenceRequest[];
}

interface Rendered {
  result: ExportResult;
  /** Per clip: the indices (in the rendered document) of its scenes. */
  scenes: number[][];
}

function render(
  doc: PromptDocument,
  spec: TargetSpec,
  options: ModeOptions,
  mode: Mode,
  refs?: Reference[][],
): Rendered {
  const syntax = referenceSyntax(spec);
  const max = findMode(spec, mode)?.maxReferences;
  const out: Rendered = { result: undefined as unknown as ExportResult, scenes: [] };
  out.result = exportDocument(
    doc,
    spec,
    { aspectRatio: options.aspectRatio, resolution: options.resolution, route: options.route, mode },
    {
      facts: (facts, warnings) => modeFacts(facts, mode, warnings, doc.bible),
      renderer: (r) =>
        mode === "reference-images" && refs && syntax ? referenceRenderer(r, refs, syntax, max) : r,
      rendered: (clips: RenderedClip[]) => {
        out.scenes = clips.map((c) => c.shots.map((s) => s.facts.index));
      },
    },
  );
  return out;
}

const capitalised = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) : t);

/**
 * Exports the document in the chosen mode: per-mode text, slots and keyframes on every clip, and a
 * long scene continued by extend clips where the model extends. Throws on a mode the target lacks
 * (callers check with checkModeRoute first and answer 400).
 */
export function exportWithModes(
  doc: PromptDocument,
  spec: TargetSpec,
  options: ModeOptions = {},
): ModeExportResult {
  const checked = checkModeRoute(spec, options.mode, options.route);
  if (!checked.ok) throw new Error(checked.message);
  const mode = checked.mode;
  const splitWarnings: Warning[] = [];
  const split = splitLongScenes(doc, spec, mode, checked.route, splitWarnings);
  const continued = split.segments.some((s) => s.part > 1);
  // Text to video with nothing continued: exactly the plain export.
  if (mode === "text-to-video" && !continued) return exportDocument(doc, spec, options);

  const perScene = mode === "reference-images" ? sceneReferences(split.doc, options.references) : undefined;
  // The first part of every scene in the chosen mode; the other parts as extend clips.
  const firsts = split.segments
    .map((s, i) => (s.part === 1 || mode === "extend" ? i : -1))
    .filter((i) => i >= 0);
  const rests = split.segments
    .map((s, i) => (s.part > 1 && mode !== "extend" ? i : -1))
    .filter((i) => i >= 0);
  const sub = (idx: number[]) => ({ ...split.doc, scenes: idx.map((i) => split.doc.scenes[i]) });
  const main = render(sub(firsts), spec, options, mode, perScene && firsts.map((i) => perScene[i]));
  const more = rests.length ? render(sub(rests), spec, options, "extend") : undefined;

  type Placed = { clip: ExportClip; at: number[]; mode: Mode; rendered: Rendered; index: number };
  const placed: Placed[] = [
    ...main.result.clips.map((clip, k) => ({
      clip,
      at: main.scenes[k].map((i) => firsts[i]),
      mode,
      rendered: main,
      index: k,
    })),
    ...(more?.result.clips ?? []).map((clip, k) => ({
      clip,
      at: more!.scenes[k].map((i) => rests[i]),
      mode: "extend" as Mode,
      rendered: more!,
      index: k,
    })),
  ].sort((a, b) => a.at[0] - b.at[0]);

  const bible = doc.bible ?? bibleFromDocument(doc);
  const fields = frameFields(spec.id);
  const syntax = referenceSyntax(spec);
  const maxRefs = findMode(spec, mode)?.maxReferences;
  const warnings: Warning[] = [...splitWarnings];
  const clips: ModeClip[] = placed.map((p, n) => {
    const seg: Segment = split.segments[p.at[0]];
    const slots: ClipSlot[] = [];
    let keyframes: Keyframes | undefined;
    if (p.mode === "extend") {
      slots.push({
        slot: "Video to extend",
        kind: "video",
        field: fields.video ?? "video",
        fill: n > 0 ? `Clip ${n} (this clip continues from its last frame)` : "Your video to continue",
        ...(n > 0 ? { fromClip: n } : {}),
      });
    } else if (p.mode === "image-to-video" || p.mode === "first-last-frame") {
      const withEnd = p.mode === "first-last-frame";
      // Keyframes come from the scene's own words (the frame shows what the mode's text leaves out).
      const full = documentFacts(sub(p.at));
      keyframes = clipKeyframes([{ scenes: p.at.map((_, i) => i) }], full, bible, withEnd)[0];
      if (n > 0) keyframes = { ...keyframes, startFromClip: n };
      slots.push({
        slot: "Start frame",
        kind: "start-frame",
        field: fields.start,
        fill:
          n > 0
            ? `The start frame made from the keyframe prompt, or the last frame of clip ${n}`
            : "The start frame made from the keyframe prompt",
      });
      if (withEnd)
        slots.push({
          slot: "End frame",
          kind: "end-frame",
          field: fields.end ?? "last_frame",
          fill: "The end frame made from the keyframe prompt",
        });
    } else if (p.mode === "reference-images" && perScene && syntax) {
      const { refs, dropped } = clipReferences(perScene, p.at[0], p.at.length, maxRefs);
      refs.forEach((r, i) =>
        slots.push({
          slot: capitalised(syntax.tag(i + 1)),
          kind: "reference",
          field: syntax.field,
          fill: r.image ? `Your image of ${r.role}` : `An image of ${r.role}`,
          name: r.name,
          role: r.role,
          ...(r.image ? { image: r.image } : {}),
        }),
      );
      if (dropped.length)
        warnings.push({
          code: "references_dropped",
          message: `Clip ${n + 1}: ${spec.name} takes at most ${maxRefs} reference images; left out ${dropped.map((r) => r.name).join(", ")}.`,
        });
      if (!refs.length)
        warnings.push({
          code: "no_references",
          message: `Clip ${n + 1}: no cast member, place or prop of the bible appears in it; add one to the bible or choose another mode.`,
        });
    }
    return {
      ...p.clip,
      mode: p.mode,
      ...(seg.of > 1 ? { part: { index: seg.part, of: seg.of } } : {}),
      slots,
      ...(keyframes ? { keyframes } : {}),
    };
  });

  // Warnings and lint of both renders, the lint's clip numbers in the merged order.
  const seen = new Set<string>();
  const all = [...warnings, ...main.result.warnings, ...(more?.result.warnings ?? [])].filter(
    (w) => !seen.has(w.message) && seen.add(w.message),
  );
  const renumber = (r: Rendered) =>
    r.result.lint.findings.map((f) => ({
      ...f,
      clip: placed.findIndex((p) => p.rendered === r && p.index === f.clip - 1) + 1,
    }));
  const findings = [...renumber(main), ...(more ? renumber(more) : [])].sort((a, b) => a.clip - b.clip);
  const score = Math.min(main.result.lint.score, more?.result.lint.score ?? 100);
  const mention =
    mode !== "text-to-video" && !FRAME_MODES.has(mode) && !syntax
      ? [
          {
            code: "mode_syntax",
            message: `${spec.name}: no documented way to name ${MODE_LABELS[mode].toLowerCase()} in the prompt.`,
          },
        ]
      : [];
  return { ...main.result, mode, clips, warnings: [...all, ...mention], lint: { score, findings } };
}
