import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db/client";

// One prompt_analytics row per generation call, success or failure (spec section 3). Analytics must
// never cost the visitor their result: a failed write is logged, not thrown.

export type PromptLogEntry = {
  promptText: string;
  promptLength: number;
  duration: number | null;
  title: string | null;
  category: string | null;
  description: string | null;
  generatedJson: unknown;
  fullInputData: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  referer: string | null;
  sessionId: string | null;
  success: boolean;
  errorMessage: string | null;
  contentPolicyFlags: unknown;
  processingTimeMs: number;
};

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Writes the analytics row for one generation call. One raw INSERT: this runs on every generation,
 * and the plain statement costs noticeably less CPU per request than the ORM's create.
 */
export async function logPromptGeneration(e: PromptLogEntry): Promise<void> {
  try {
    await db().$executeRaw`
      INSERT INTO prompt_analytics (id, prompt_text, prompt_length, duration, title, category, description, generated_json, full_input_data,
        ip_address, user_agent, referer, session_id, success, error_message, content_policy_flags, processing_time_ms)
      VALUES (${crypto.randomUUID()}::uuid, ${e.promptText}, ${e.promptLength}, ${e.duration}, ${e.title}, ${e.category}, ${e.description},
        ${json(e.generatedJson)}::jsonb, ${json(e.fullInputData)}::jsonb, ${e.ipAddress}, ${e.userAgent}, ${e.referer}, ${e.sessionId},
        ${e.success}, ${e.errorMessage}, ${json(e.contentPolicyFlags)}::jsonb, ${e.processingTimeMs})`;
  } catch (err) {
    console.error("[prompt-log] could not write prompt_analytics", err instanceof Error ? err.message : err);
  }
}
