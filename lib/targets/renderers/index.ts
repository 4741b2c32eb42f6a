// One renderer per live target id.
import type { TargetRenderer } from "../render";
import { hailuoRenderer } from "./hailuo";
import { klingRenderer } from "./kling";
import { lumaRenderer } from "./luma";
import { pikaRenderer } from "./pika";
import { runwayRenderer } from "./runway";
import { seedanceRenderer } from "./seedance";
import { geminiOmniRenderer } from "./gemini-omni";
import { veoRenderer } from "./veo";
import { wanRenderer } from "./wan";

export const RENDERERS: Record<string, TargetRenderer> = {
  "veo-3.1": veoRenderer("veo-3.1-generate-001"),
  "veo-3.1-fast": veoRenderer("veo-3.1-fast-generate-001"),
  "kling-3": klingRenderer,
  "runway-gen-4.5": runwayRenderer,
  "luma-ray-3": lumaRenderer,
  "hailuo-02": hailuoRenderer,
  "wan-2.6": wanRenderer,
  "seedance-2.0": seedanceRenderer("seedance-2.0", false),
  "seedance-2.5": seedanceRenderer("seedance-2.5", true),
  "gemini-omni-flash-1.1": geminiOmniRenderer,
  "pika-2.2": pikaRenderer,
};
