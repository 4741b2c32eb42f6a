import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db/client";

// One prompt_analytics row per generation call, success or failure (docs/product-spec.md §3). Analytics must
// never cost the visitor their result: a failed write is logged, not thrown.
//
// Group commit: while one INSERT is in flight, the rows of the generations that finish meanwhile wait,
// and the next INSERT writes all of them in one statement (up to BATCH_MAX rows). Every caller still
// waits for its own row to be written before it answers, so nothing is acknowledged unwritten; under
// load, 50 concurrent generations cost a few statements instead of 50 (the ORM's per-statement CPU is a
// large share of a generation's cost). Alone, a row is written at once, exactly as before.

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

/** Rows per statement at most (one JSON parameter; Postgres expands it with jsonb_to_recordset). */
export const BATCH_MAX = 100;

type Pending = { row: Record<string, unknown>; done: () => void };
let queue: Pending[] = [];
let writing = false;

/** Statements and rows written since start (tests and diagnostics). */
export const promptLogStats = { statements: 0, rows: 0 };

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** The row as jsonb_to_recordset reads it: column names as keys, JSON values for the jsonb columns. */
function rowOf(e: PromptLogEntry): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    prompt_text: e.promptText,
    prompt_length: e.promptLength,
    duration: e.duration,
    title: e.title,
    category: e.category,
    description: e.description,
    generated_json: e.generatedJson ?? null,
    full_input_data: e.fullInputData ?? null,
    ip_address: e.ipAddress,
    user_agent: e.userAgent,
    referer: e.referer,
    session_id: e.sessionId,
    success: e.success,
    error_message: e.errorMessage,
    content_policy_flags: e.contentPolicyFlags ?? null,
    processing_time_ms: e.processingTimeMs,
  };
}

const COLUMNS = `id, prompt_text, prompt_length, duration, title, category, description, generated_json, full_input_data,
  ip_address, user_agent, referer, session_id, success, error_message, content_policy_flags, processing_time_ms`;
const RECORD = `id uuid, prompt_text text, prompt_length int, duration int, title text, category text, description text,
  generated_json jsonb, full_input_data jsonb, ip_address text, user_agent text, referer text, session_id text,
  success boolean, error_message text, content_policy_flags jsonb, processing_time_ms int`;

async function insertRows(rows: Record<string, unknown>[]): Promise<void> {
  await db().$executeRawUnsafe(
    `INSERT INTO prompt_analytics (${COLUMNS}) SELECT ${COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD})`,
    JSON.stringify(rows),
  );
  promptLogStats.statements++;
  promptLogStats.rows += rows.length;
}

/** One row alone, as separate parameters (the fallback when a batch fails: only a bad row is lost). */
async function insertOne(r: Record<string, unknown>): Promise<void> {
  await db().$executeRaw`
    INSERT INTO prompt_analytics (id, prompt_text, prompt_length, duration, title, category, description, generated_json, full_input_data,
      ip_address, user_agent, referer, session_id, success, error_message, content_policy_flags, processing_time_ms)
    VALUES (${r.id}::uuid, ${r.prompt_text}, ${r.prompt_length}, ${r.duration}, ${r.title}, ${r.category}, ${r.description},
      ${json(r.generated_json)}::jsonb, ${json(r.full_input_data)}::jsonb, ${r.ip_address}, ${r.user_agent}, ${r.referer}, ${r.session_id},
      ${r.success}, ${r.error_message}, ${json(r.content_policy_flags)}::jsonb, ${r.processing_time_ms})`;
  promptLogStats.statements++;
  promptLogStats.rows++;
}

const logFailure = (err: unknown) =>
  console.error("[prompt-log] could not write prompt_analytics", err instanceof Error ? err.message : err);

async function drain(): Promise<void> {
  writing = true;
  try {
    while (queue.length) {
      const batch = queue.slice(0, BATCH_MAX);
      queue = queue.slice(batch.length);
      try {
        await insertRows(batch.map((p) => p.row));
      } catch (err) {
        if (batch.length === 1) logFailure(err);
        // A batch fails as a whole: write its rows one by one so that only a bad row is lost.
        else
          for (const p of batch)
            try {
              await insertOne(p.row);
            } catch (e) {
              logFailure(e);
            }
      }
      for (const p of batch) p.done();
    }
  } finally {
    writing = false;
  }
}

/** Writes the analytics row for one generation call; resolves once it is written (or its failure logged). */
export function logPromptGeneration(e: PromptLogEntry): Promise<void> {
  return new Promise<void>((resolve) => {
    queue.push({ row: rowOf(e), done: resolve });
    if (!writing) void drain();
  });
}
