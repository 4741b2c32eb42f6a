// Scene generation with the engine the configuration picks: AI mode (the AI SDK with a strict
// model-facing schema as structured output) when a model is configured, else the local compiler. AI
// results are parsed into the product's document, guarded for faithfulness to the user's text
// (repairs recorded) and checked by the content policy; any failure or timeout falls back to the compiler.
import { generateText, Output, type LanguageModel } from "ai";
import { guardDocument } from "@/lib/ai/faithfulness";
import { moderate, screenInput, verdictSummary } from "@/lib/ai/moderation";
import { modelDocumentSchema, toPromptDocument } from "@/lib/ai/model-schema";
import { SCENE_SYSTEM_PROMPT, scenePromptMessage } from "@/lib/ai/scene-prompt";
import { aiFailureReason, aiTimeoutMs, languageModel } from "@/lib/ai/provider";
import { violatesPolicy } from "@/lib/content-policy";
import { compileScene } from "./compiler";
import { compileSceneOffThread } from "./compile-pool";
import type { PromptDocument, SceneDuration } from "./schema";

export type SceneRequest = { description: string; title?: string; duration: SceneDuration };
export type GenerationResult = {
  document: PromptDocument;
  engine: "ai" | "local";
  fallbackReason?: string;
  /** AI mode: what the faithfulness guard repaired in the model's document. */
  repairs?: string[];
  /** AI mode: the moderation layer's verdicts on the input and the model's output. */
  moderation?: { input: string; output?: string };
};

/** Fields the request fixes, whatever the model answered. */
function normalise(doc: PromptDocument, req: SceneRequest): PromptDocument {
  return {
    ...doc,
    project_title: req.title ?? (doc.project_title.trim() || compileScene(req).project_title),
    scenes: doc.scenes.map((s) => ({ ...s, duration_seconds: req.duration })),
  };
}

/** Asks the model for a document; throws when it fails, times out, or answers something invalid or refused. */
export async function generateWithModel(
  model: LanguageModel,
  req: SceneRequest,
  timeoutMs: number,
): Promise<{ document: PromptDocument; repairs: string[]; moderation: string }> {
  const result = await generateText({
    model,
    instructions: SCENE_SYSTEM_PROMPT,
    prompt: scenePromptMessage(req),
    output: Output.object({ schema: modelDocumentSchema }),
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const parsed = normalise(toPromptDocument(result.output, req.duration), req);
  const { document, repairs } = guardDocument(parsed, req.description);
  const text = JSON.stringify(document);
  if (violatesPolicy(text)) {
    throw new Error("AI output failed the content policy");
  }
  const verdict = await moderate(text);
  if (verdict.status === "flagged") throw new Error(`AI output ${verdictSummary(verdict)}`);
  return { document, repairs, moderation: verdictSummary(verdict) };
}

/**
 * Generates the prompt document: AI mode when a model is configured (or given), else the local
 * compiler (in the pool, taking turns by `opts.client`).
 */
export async function generateSceneDocument(
  req: SceneRequest,
  opts: { model?: LanguageModel | null; timeoutMs?: number; client?: string } = {},
): Promise<GenerationResult> {
  const model = opts.model === undefined ? languageModel() : opts.model;
  if (!model) return { document: await compileSceneOffThread(req, opts.client), engine: "local" };
  const timeoutMs = opts.timeoutMs ?? aiTimeoutMs();
  // Throws ModerationRefusal (400) when flagged; an outage lets the request through.
  const input = verdictSummary(await screenInput([req.title, req.description].filter(Boolean).join("\n")));
  try {
    const { moderation: output, ...result } = await generateWithModel(model, req, timeoutMs);
    return { ...result, engine: "ai", moderation: { input, output } };
  } catch (e) {
    const reason = aiFailureReason("AI generation", e, timeoutMs);
    console.warn(`[generate-scene] falling back to the local compiler (${reason})`);
    return {
      document: await compileSceneOffThread(req, opts.client),
      engine: "local",
      fallbackReason: reason,
      moderation: { input },
    };
  }
}
