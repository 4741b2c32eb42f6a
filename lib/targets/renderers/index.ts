// One renderer per exportable target id (live and legacy).
import type { TargetRenderer } from "../render";
import { hailuoRenderer } from "./hailuo";
import { klingRenderer } from "./kling";
import { kling4Renderer } from "./kling-4";
import { lumaRenderer } from "./luma";
import { lumaRay32Renderer, pika25Renderer, runwayGen45Renderer } from "./lineup-2026";
import { minimaxH3Renderer } from "./minimax-h3";
import { pikaRenderer } from "./pika";
import { seedanceRenderer } from "./seedance";
import { geminiOmni11Renderer, geminiOmni12Renderer } from "./gemini-omni-1-2";
import { veoRenderer } from "./veo";
import { wanRenderer } from "./wan";
import { wan3Renderer } from "./wan-3";

export const RENDERERS: Record<string, TargetRenderer> = {
  "veo-3.1": veoRenderer("veo-3.1-generate-001"),
  "veo-3.1-fast": veoRenderer("veo-3.1-fast-generate-001"),
  "veo-3.1-lite": veoRenderer("veo-3.1-lite-generate-001"),
  "kling-3": klingRenderer,
  "kling-4": kling4Renderer,
  "runway-gen-4.5": runwayGen45Renderer,
  "luma-ray-3.2": lumaRay32Renderer,
  "luma-ray-3": lumaRenderer,
  "minimax-h3": minimaxH3Renderer,
  "hailuo-02": hailuoRenderer,
  "wan-3.0": wan3Renderer,
  "wan-2.6": wanRenderer,
  // Model ids as BytePlus ModelArk's route (the parameters route) names them.
  "seedance-2.0": seedanceRenderer("v2", false),
  "seedance-2.5": seedanceRenderer("v2.5", true),
  "gemini-omni-flash-1.2": geminiOmni12Renderer,
  "gemini-omni-flash-1.1": geminiOmni11Renderer,
  "pika-2.5": pika25Renderer,
  "pika-2.2": pikaRenderer,
};
