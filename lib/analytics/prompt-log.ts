import "server-only";
import { db, Prisma } from "@/lib/db/client";

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

const json = (v: unknown) => (v === null || v === undefined ? Prisma.DbNull : (v as Prisma.InputJsonValue));

/** Writes the analytics row for one generation call. */
export async function logPromptGeneration(entry: PromptLogEntry): Promise<void> {
  try {
    await db().promptAnalytics.create({
      data: {
        ...entry,
        generatedJson: json(entry.generatedJson),
        fullInputData: json(entry.fullInputData),
        contentPolicyFlags: json(entry.contentPolicyFlags),
      },
    });
  } catch (e) {
    console.error("[prompt-log] could not write prompt_analytics", e instanceof Error ? e.message : e);
  }
}
