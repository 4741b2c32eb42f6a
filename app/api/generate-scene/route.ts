import { NextResponse } from "next/server";
import { logPromptGeneration, type PromptLogEntry } from "@/lib/analytics/prompt-log";
import { ModerationRefusal } from "@/lib/ai/moderation";
import { checkDescription, checkTitle, CONTENT_NOT_ALLOWED } from "@/lib/content-policy";
import { findCreditSession, readCreditToken } from "@/lib/credits/session";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import {
  clientInfo,
  clientIp,
  firstIssueMessage,
  parseJsonText,
  readBodyText,
  route,
} from "@/lib/http/route";
import { enforceRateLimit } from "@/lib/rate-limit";
import { primaryCategory } from "@/lib/scene/categories";
import { generateSceneDocument } from "@/lib/scene/generate";
import { generateSceneSchema } from "@/lib/validations/generate-scene";

export const dynamic = "force-dynamic";

const BODY_LIMIT = 32 * 1024;
const STORED_TEXT_MAX = 5000;

/** Reads the JSON body; every malformed body is a 400 with a message (too large included). */
async function readJson(req: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyText(req, BODY_LIMIT);
  } catch (e) {
    if (isAppError(e) && e.code === "payload_too_large")
      throw new AppError(
        "bad_request",
        "Request body is too large: keep the description under 2000 characters.",
      );
    throw e;
  }
  return parseJsonText(text);
}

const cut = (v: unknown) => (typeof v === "string" ? v.slice(0, STORED_TEXT_MAX) : null);

/** Free scene generation (spec sections 5 and 7): burst-limited, policy-checked, logged to prompt_analytics. */
export const POST = route(async (req) => {
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
    ...clientInfo(req),
    sessionId: null,
    success: false,
    errorMessage: null,
    contentPolicyFlags: null,
    processingTimeMs: 0,
  };
  try {
    await enforceRateLimit(
      ["generate:ip", clientIp(req) ?? "unknown"],
      { limit: env().RATE_LIMIT_GENERATE_PER_MIN, windowMs: 60_000 },
      "Too many generations in a short time. Please wait a moment and try again.",
    );
    if (readCreditToken(req)) entry.sessionId = (await findCreditSession(req))?.id ?? null;

    const body = await readJson(req);
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

    const result = await generateSceneDocument(input);
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
    return NextResponse.json({ prompt: result.document }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    entry.errorMessage = isAppError(e) ? e.message : "Internal error";
    if (e instanceof ModerationRefusal)
      entry.contentPolicyFlags = { flags: ["moderation"], keywords: [], moderation: e.categories };
    throw e;
  } finally {
    entry.processingTimeMs = Math.round(performance.now() - started);
    await logPromptGeneration(entry);
  }
});
