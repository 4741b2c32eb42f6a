// The document a project concept starts from: the scene compiler on the concept, with its duration and
// target mood applied the way the guide applies them. Pure.
import { compileScene } from "@/lib/scene/compile";
import { SCENE_DURATIONS, type PromptDocument, type SceneDuration } from "@/lib/scene/schema";
import type { ProjectConcept } from "@/lib/validations/project";
import { applyStep } from "./guide";

function durationOf(text: string): SceneDuration | undefined {
  const n = Number(text.match(/\d+/)?.[0] ?? Number.NaN);
  if (!Number.isFinite(n)) return undefined;
  return SCENE_DURATIONS.reduce(
    (best, d) => (Math.abs(d - n) < Math.abs(best - n) ? d : best),
    SCENE_DURATIONS[0],
  );
}

/** The prompt document seeded from a project concept. */
export function documentFromConcept(concept: ProjectConcept): PromptDocument {
  const doc = compileScene({
    description: concept.description,
    title: concept.title,
    duration: durationOf(concept.estimatedDuration ?? ""),
  });
  return concept.targetMood ? applyStep(doc, "mood", concept.targetMood).document : doc;
}
