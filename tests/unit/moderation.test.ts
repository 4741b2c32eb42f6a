import { afterAll, afterEach, describe, expect, it } from "vitest";
import { moderate, MODERATION_MODEL, type ModerationConfig } from "@/lib/ai/moderation";
import { startFakeModeration } from "../support/fake-moderation";

// lib/ai/moderation.ts against the fake moderation endpoint, which keeps OpenAI's rules and shapes.
const fake = await startFakeModeration({ flags: { menacing: ["violence", "harassment/threatening"] } });
afterAll(() => fake.close());
// A failed case must not leave the fake failing for the next one.
afterEach(() => {
  fake.failWith = null;
});
// Generous by default so a loaded machine never turns an answer into a timeout; the timeout case sets its own.
const config = (over: Partial<ModerationConfig> = {}): ModerationConfig => ({
  apiKey: fake.apiKey,
  baseURL: fake.baseURL,
  timeoutMs: 10_000,
  ...over,
});
const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${fake.apiKey}` }) =>
  fetch(`${fake.baseURL}/moderations`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("moderation layer", () => {
  it("skips the call in local mode (no key)", async () => {
    expect(await moderate("anything", null)).toEqual({ status: "skipped" });
  });

  it("sends OpenAI's request and reads results[0]: allowed, or flagged with its categories", async () => {
    fake.requests.length = 0;
    expect(await moderate("A fox in the snow", config())).toEqual({ status: "allowed" });
    expect(fake.requests[0]).toEqual({
      auth: `Bearer ${fake.apiKey}`,
      body: { model: MODERATION_MODEL, input: "A fox in the snow" },
    });
    expect(await moderate("A menacing stranger", config())).toEqual({
      status: "flagged",
      categories: ["harassment/threatening", "violence"],
    });
  });

  it("reports an outage instead of throwing: 5xx, timeout, network, rejected key", async () => {
    fake.failWith = 500;
    expect(await moderate("A fox", config())).toMatchObject({
      status: "unavailable",
      reason: expect.stringMatching(/^moderation answered 500: The server had an error/),
    });
    fake.failWith = "timeout";
    expect(await moderate("A fox", config({ timeoutMs: 300 }))).toEqual({
      status: "unavailable",
      reason: "moderation timed out after 300 ms",
    });
    fake.failWith = null;
    expect(await moderate("A fox", config({ baseURL: "http://127.0.0.1:9/v1" }))).toMatchObject({
      status: "unavailable",
      reason: expect.stringMatching(/^moderation unreachable/),
    });
    expect(await moderate("A fox", config({ apiKey: "sk-wrong-key" }))).toMatchObject({
      status: "unavailable",
      reason: expect.stringMatching(/^moderation answered 401: Incorrect API key provided/),
    });
  });

  it("the fake keeps OpenAI's rules: auth header, known model, input shape, 13 categories per input", async () => {
    const noKey = await post({ input: "hi" }, {});
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      error: {
        message: expect.stringContaining("You didn't provide an API key"),
        type: "invalid_request_error",
        param: null,
        code: null,
      },
    });
    const badModel = await post({ model: "omni-moderation-9000", input: "hi" });
    expect(badModel.status).toBe(400);
    expect(await badModel.json()).toMatchObject({ error: { param: "model", type: "invalid_request_error" } });
    expect((await post({ model: MODERATION_MODEL })).status).toBe(400);
    expect((await post({ model: MODERATION_MODEL, input: [1, 2] })).status).toBe(400);
    const ok = await post({ model: MODERATION_MODEL, input: ["a fox", { type: "text", text: "menacing" }] });
    const body = (await ok.json()) as { model: string; results: Record<string, Record<string, unknown>>[] };
    expect(body.model).toBe("omni-moderation-2024-09-26");
    expect(body.results.map((r) => r.flagged)).toEqual([false, true]);
    expect(Object.keys(body.results[0].categories)).toHaveLength(13);
    expect(Object.keys(body.results[0].category_scores)).toHaveLength(13);
    expect(Object.keys(body.results[0].category_applied_input_types)).toHaveLength(13);
  });
});
