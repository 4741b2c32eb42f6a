import "server-only";
import { logPromptGeneration, type PromptLogEntry } from "@/lib/analytics/prompt-log";
import { ModerationRefusal } from "@/lib/ai/moderation";
import { checkDescription, checkTitle, CONTENT_NOT_ALLOWED } from "@/lib/content-policy";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { firstIssueMessage } from "@/lib/http/route";
import type { ClientContext } from "@/lib/http/request-context";
import { enforceRateLimit } from "@/lib/rate-limit";
import { primaryCategory } from "@/lib/scene/categories";
import { PoolRefusal } from "@/lib/scene/compile-pool";
import { generateSceneDocument } from "@/lib/scene/generate";
import type { PromptDocument } from "@/lib/scene/schema";
import { generateSceneSchema } from "@/lib/validations/generate-scene";

// One free generation request as the API serves it (docs/product-spec.md §5 and §7): burst limit, schema,
// content policy, the document, and exactly one prompt_analytics row for every request within the
// burst limit, whatever happens, except a refusal for load: a rate-limited request, or one the
// compile pool refuses because its queue is full (429 for one client, 503 for all), writes none,
// since nothing was generated. A real failure (policy refusal, compiler error or time-out) is logged. The route
// only reads the body and answers; the steps that need the request (its body, the credit session)
// are passed in as functions so they run in the same order as before, inside the logged attempt.

const STORED_TEXT_MAX = 5000;
const cut = (v: unknown) => (typeof v === "string" ? v.slice(0, STORED_TEXT_MAX) : null);

export const GENERATE_RATE_LIMITED =
  "Too many generations in a short time. Please wait a moment and try again.";

export type SceneRequest = {
  client: ClientContext;
  readBody: () => Promise<unknown>;
  creditSessionId: () => Promise<string | null>;
};

/** Serves one generation: returns the document or throws the AppError to answer; logs one row unless refused for load. */
export async function generateSceneForRequest({
  client,
  readBody,
  creditSessionId,
}: SceneRequest): Promise<PromptDocument> {
  const started = performance.now();
  const entry: PromptLogEntry = {
    promptText: "",
    promptLength: 0,
    duration: null,
    title: null,
    category: null,
    description: null,
    generatedJson: null,
    fullInputData: null,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
    referer: client.referer,
    sessionId: null,
    success: false,
    errorMessage: null,
    contentPolicyFlags: null,
    processingTimeMs: 0,
  };
  // Over the burst limit: refused before the attempt is logged, so a flood cannot inflate the admin's
  // figures (24.5).
  await enforceRateLimit(
    ["generate:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_GENERATE_PER_MIN, windowMs: 60_000 },
    GENERATE_RATE_LIMITED,
  );
  let refusedForLoad = false;
  try {
    entry.sessionId = await creditSessionId();

    const body = await readBody();
    const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
    entry.promptText = cut(raw.description) ?? "";
    entry.promptLength = typeof raw.description === "string" ? raw.description.length : 0;
    entry.fullInputData = {
      description: cut(raw.description),
      title: cut(raw.title),
      duration: typeof raw.duration === "number" ? raw.duration : cut(raw.duration),
    };

    const parsed = generateSceneSchema.safeParse(body);
    if (!parsed.success) throw new AppError("bad_request", firstIssueMessage(parsed.error));
    const input = parsed.data;
    Object.assign(entry, {
      promptText: input.description,
      description: input.description,
      title: input.title ?? null,
      duration: input.duration,
    });

    const description = checkDescription(input.description);
    const title = checkTitle(input.title);
    if (!description.valid || !title.valid) {
      entry.contentPolicyFlags = {
        flags: [...description.issues, ...title.issues].map((i) => i.flag),
        keywords: [...new Set([...description.keywords, ...title.keywords])],
      };
      entry.category = primaryCategory(input.description);
      const issue = description.issues[0] ?? title.issues[0];
      throw new AppError("bad_request", `${CONTENT_NOT_ALLOWED}: ${issue.message}`, {
        details: { suggestions: issue.suggestions },
      });
    }

    const result = await generateSceneDocument(input, { client: client.ip ?? "unknown" });
    entry.generatedJson = result.document;
    // The compiler already categorised the text; a model's categories are free text, so recompute.
    entry.category =
      result.engine === "local"
        ? result.document.project_style.categories[0]
        : primaryCategory(input.description);
    entry.fullInputData = {
      ...(entry.fullInputData as object),
      engine: result.engine,
      fallbackReason: result.fallbackReason ?? null,
      ...(result.moderation ? { moderation: result.moderation } : {}),
      ...(result.repairs ? { repairs: result.repairs } : {}),
    };
    entry.success = true;
    return result.document;
  } catch (e) {
    // The pool refused the compile at once (its queue is full): like the rate limiter's 429, no row.
    refusedForLoad = e instanceof PoolRefusal;
    entry.errorMessage = isAppError(e) ? e.message : "Internal error";
    if (e instanceof ModerationRefusal)
      entry.contentPolicyFlags = { flags: ["moderation"], keywords: [], moderation: e.categories };
    throw e;
  } finally {
    entry.processingTimeMs = Math.round(performance.now() - started);
    if (!refusedForLoad) await logPromptGeneration(entry);
  }
}
