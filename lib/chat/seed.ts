// The document a project concept starts from: the scene compiler on the concept, with its duration and
// target mood applied the way the guide applies them. Pure.
import { compileScene } from "@/lib/scene/compiler";
import { checkDescription, checkTitle } from "@/lib/content-policy";
import { AppError } from "@/lib/errors";
import { nearestSceneDuration, type PromptDocument, type SceneDuration } from "@/lib/scene/schema";
import type { ChatEntry } from "./types";
import type { NewConversationInput, ProjectConcept } from "@/lib/validations/project";
import { applyStep, givenSteps } from "./guide";

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

/**
 * A conversation seeded with a generator result ("Refine in Pro Chat"): its document as is, and the
 * description it came from as the first user entry, answered by an assistant entry that says the
 * result was carried over (so the guide refines it instead of drafting a new one). The document's text
 * passes the same content policy as a message (400 otherwise).
 */
export function seedFromHandoff(
  document: PromptDocument,
  description: string,
): { title: string; currentPrompt: PromptDocument; history: ChatEntry[]; source: string } {
  const text = [description, document.project_title, ...document.scenes.map((s) => s.description)].join("\n");
  const refused = checkDescription(text).issues.find((i) => i.flag === "keywords" || i.flag === "themes");
  if (refused) throw new AppError("bad_request", refused.message);
  const at = new Date().toISOString();
  const history: ChatEntry[] = [
    ...(description.trim() ? [{ role: "user" as const, content: description.trim(), at }] : []),
    {
      role: "assistant",
      content: `**Carried over from the generator:** ${document.project_title} (${document.scenes.length} scene${document.scenes.length === 1 ? "" : "s"}). Tell me what to change, and where ("scene 2", "every scene"). I change only what you ask.`,
      step: null,
      applied: "subject",
      covered: givenSteps(document, description),
      at,
    },
  ];
  return {
    title: document.project_title.slice(0, 100) || "New Conversation",
    currentPrompt: document,
    history,
    source: "generator",
  };
}

/**
 * What a new conversation starts from (POST /api/pro-chat/conversation/new): a project concept's
 * document (policy-checked), a generator result handed over, or nothing.
 */
export function seedFor({ project, handoff }: NewConversationInput) {
  if (project) {
    assertConceptAllowed(project);
    return { title: project.title, currentPrompt: documentFromConcept(project), source: "concept" };
  }
  return handoff ? seedFromHandoff(handoff.document, handoff.description) : {};
}
