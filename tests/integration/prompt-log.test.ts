import { describe, expect, it, vi } from "vitest";
import { logPromptGeneration, promptLogStats, type PromptLogEntry } from "@/lib/analytics/prompt-log";
import { db } from "@/lib/db/client";

// The analytics writer's group commit (lib/analytics/prompt-log.ts): concurrent generations share
// statements, every caller's row is written before its promise resolves, values survive the JSON
// round trip exactly, and a bad row in a batch costs only itself.

const entry = (userAgent: string, i: number, over: Partial<PromptLogEntry> = {}): PromptLogEntry => ({
  promptText: `A fox runs ${i} “quoted” \\ 'text' \n line`,
  promptLength: 30 + i,
  duration: 8,
  title: i % 2 ? `Title ${i}` : null,
  category: "nature",
  description: `A fox runs ${i}`,
  generatedJson: { project_title: `Fox ${i}`, scenes: [{ id: 1, notes: "é ✓ 🎬" }], nested: { n: null } },
  fullInputData: { description: `A fox runs ${i}`, duration: 8 },
  ipAddress: "203.0.113.0",
  userAgent,
  referer: null,
  sessionId: null,
  success: i % 3 !== 0,
  errorMessage: i % 3 === 0 ? "Content not allowed: x" : null,
  contentPolicyFlags: i % 3 === 0 ? { flags: ["keywords"], keywords: ["x"] } : null,
  processingTimeMs: i,
  ...over,
});

const rows = (userAgent: string) =>
  db().promptAnalytics.findMany({ where: { userAgent }, orderBy: { processingTimeMs: "asc" } });

describe("prompt_analytics group commit", () => {
  it("writes one row per call, in fewer statements than calls when they arrive together", async () => {
    const ua = `group-commit-${crypto.randomUUID()}`;
    const before = { ...promptLogStats };
    await Promise.all(Array.from({ length: 40 }, (_, i) => logPromptGeneration(entry(ua, i))));
    const written = await rows(ua);
    expect(written).toHaveLength(40);
    expect(promptLogStats.rows - before.rows).toBe(40);
    // The first row goes alone; the 39 that waited meanwhile share one statement.
    expect(promptLogStats.statements - before.statements).toBeLessThanOrEqual(2);
    written.forEach((r, i) => {
      const e = entry(ua, i);
      expect(r).toMatchObject({
        promptText: e.promptText,
        promptLength: e.promptLength,
        title: e.title,
        success: e.success,
        errorMessage: e.errorMessage,
        generatedJson: e.generatedJson,
        fullInputData: e.fullInputData,
        referer: null,
        sessionId: null,
      });
      expect(r.contentPolicyFlags).toEqual(e.contentPolicyFlags);
    });
  });

  it("resolves each caller only after its own row is readable", async () => {
    const ua = `group-commit-ack-${crypto.randomUUID()}`;
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await logPromptGeneration(entry(ua, i));
        const mine = await db().promptAnalytics.count({ where: { userAgent: ua, processingTimeMs: i } });
        expect(mine).toBe(1);
      }),
    );
  });

  it("a row the database refuses costs only itself, not the rows batched with it", async () => {
    const ua = `group-commit-bad-${crypto.randomUUID()}`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // Postgres text cannot hold NUL: this row fails however it is written.
    const calls = Array.from({ length: 12 }, (_, i) =>
      logPromptGeneration(entry(ua, i, i === 5 ? { promptText: "bad \u0000 row" } : {})),
    );
    await Promise.all(calls);
    const written = await rows(ua);
    expect(written.map((r) => r.processingTimeMs)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    expect(error).toHaveBeenCalledWith("[prompt-log] could not write prompt_analytics", expect.any(String));
    error.mockRestore();
  });
});
