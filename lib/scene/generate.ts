// Scene generation with the engine the configuration picks: AI mode (the AI SDK with the document
// schema as structured output) when a model is configured, else the local compiler. AI results are
// validated and checked by the content policy; any failure or timeout falls back to the compiler.
import { generateText, Output, type LanguageModel } from "ai";
import { SCENE_SYSTEM_PROMPT, scenePromptMessage } from "@/lib/ai/scene-prompt";
import { aiTimeoutMs, languageModel } from "@/lib/ai/provider";
import { BANNED_KEYWORDS, BANNED_THEMES, findBanned } from "@/lib/content-policy";
import { compileScene } from "./compile";
import { promptDocumentSchema, type PromptDocument, type SceneDuration } from "./schema";

export type SceneRequest = { description: string; title?: string; duration: SceneDuration };
export type GenerationResult = { document: PromptDocument; engine: "ai" | "local"; fallbackReason?: string };

class AiTimeout extends Error {}

/** Fields the request fixes, whatever the model answered. */
function normalise(doc: PromptDocument, req: SceneRequest): PromptDocument {
  return {
    ...doc,
    project_title: req.title ?? (doc.project_title.trim() || compileScene(req).project_title),
    scenes: doc.scenes.map((s, i) => ({ ...s, id: i + 1, duration_seconds: req.duration })),
  };
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AiTimeout(`AI generation timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the model for a document; throws when it fails, times out, or answers something invalid or refused. */
export async function generateWithModel(
  model: LanguageModel,
  req: SceneRequest,
  timeoutMs: number,
): Promise<PromptDocument> {
  const result = await withTimeout(
    (abortSignal) =>
      generateText({
        model,
        system: SCENE_SYSTEM_PROMPT,
        prompt: scenePromptMessage(req),
        output: Output.object({ schema: promptDocumentSchema }),
        abortSignal,
        maxRetries: 0,
      }),
    timeoutMs,
  );
  const doc = normalise(promptDocumentSchema.parse(result.output), req);
  const text = JSON.stringify(doc);
  if (findBanned(text, BANNED_KEYWORDS).length > 0 || findBanned(text, BANNED_THEMES).length > 0) {
    throw new Error("AI output failed the content policy");
  }
  return doc;
}

/** Generates the prompt document: AI mode when a model is configured (or given), else the local compiler. */
export async function generateSceneDocument(
  req: SceneRequest,
  opts: { model?: LanguageModel | null; timeoutMs?: number } = {},
): Promise<GenerationResult> {
  const model = opts.model === undefined ? languageModel() : opts.model;
  if (!model) return { document: compileScene(req), engine: "local" };
  try {
    return { document: await generateWithModel(model, req, opts.timeoutMs ?? aiTimeoutMs()), engine: "ai" };
  } catch (e) {
    const reason =
      e instanceof AiTimeout ? e.message : `AI generation failed: ${e instanceof Error ? e.name : "error"}`;
    console.warn(`[generate-scene] falling back to the local compiler (${reason})`);
    return { document: compileScene(req), engine: "local", fallbackReason: reason };
  }
}
