// The document a project concept starts from: the scene compiler on the concept, with its duration and
// target mood applied the way the guide applies them. Pure.
import { compileScene } from "@/lib/scene/compiler";
import { checkDescription, checkTitle } from "@/lib/content-policy";
import { AppError } from "@/lib/errors";
import { nearestSceneDuration, type PromptDocument, type SceneDuration } from "@/lib/scene/schema";
import type { ProjectConcept } from "@/lib/validations/project";
import { applyStep } from "./guide";

function durationOf(text: string): SceneDuration | undefined {
  const n = Number(text.match(/\d+/)?.[0] ?? Number.NaN);
  if (!Number.isFinite(n)) return undefined;
  return nearestSceneDuration(n);
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

/** A concept may not carry banned words or themes in its title, description or mood (400 otherwise). */
export function assertConceptAllowed(concept: ProjectConcept): void {
  const refused = [
    checkTitle(concept.title),
    checkDescription(`${concept.description} ${concept.targetMood}`),
  ]
    .flatMap((r) => r.issues)
    .find((i) => ["keywords", "themes", "title_keywords"].includes(i.flag));
  if (refused) throw new AppError("bad_request", refused.message);
}
