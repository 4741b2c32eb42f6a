import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { startFakeOpenAI, configureFakeOpenAI, type FakeAnswer } from "../support/fake-openai";
import { strictSchemaViolations } from "../support/openai-strict-schema";
import { newClient, postScene } from "../support/generate-scene-client";

// The generator in AI mode through the real provider path (@ai-sdk/openai over HTTP) against the strict
// fake OpenAI server (tests/support/fake-openai.ts), started before lib/env is first read.
const fake = await startFakeOpenAI();
configureFakeOpenAI(fake);
const { POST } = await import("@/app/api/generate-scene/route");
const { withAiTimeouts } = await import("@/lib/ai/provider");
const { db } = await import("@/lib/db/client");

afterAll(() => fake.close());

/** The model's answer in the model-facing shape (no scene id, nullable duration). */
const modelDocument = (description = "A fox runs through a snowy forest at dawn.") => {
  const { scenes, ...rest } = compileScene({ description, duration: 8 });
  return {
    ...rest,
    project_title: "Fox From The Model",
    scenes: scenes.map(({ id: _id, ...s }) => ({ ...s, duration_seconds: null })),
  };
};
const ok = (): FakeAnswer => ({ content: JSON.stringify(modelDocument()) });

beforeEach(() => {
  fake.requests.length = 0;
  fake.answer = ok;
  fake.apiKey = "sk-test-fake";
  fake.model = "gpt-test-model";
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const rowOf = async (userAgent: string) => db().promptAnalytics.findFirstOrThrow({ where: { userAgent } });
const description = 'A fox says "Hello, snow!" in a quiet forest at dawn.';

describe("POST /api/generate-scene in AI mode (strict fake OpenAI server)", () => {
  it("generates through the provider with strict structured output and the configured model", async () => {
    const client = newClient();
    const res = await postScene(POST, client, { description, duration: 5 });
    expect(res.status).toBe(200);
    const prompt = promptDocumentSchema.parse(res.json.prompt);
    expect(prompt.project_title).toBe("Fox From The Model");
    expect(prompt.scenes.every((s) => s.duration_seconds === 5)).toBe(true);
    expect(prompt.scenes.map((s) => s.id)).toEqual(prompt.scenes.map((_, i) => i + 1));

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.auth).toBe("Bearer sk-test-fake");
    expect(request.body.model).toBe("gpt-test-model");
    const format = request.body.response_format as { json_schema: { strict: boolean; schema: unknown } };
    expect(format.json_schema.strict).toBe(true);
    expect(strictSchemaViolations(format.json_schema.schema)).toEqual([]);
    expect(JSON.stringify(request.body.messages)).toContain("Hello, snow!");

    const row = await rowOf(client.userAgent);
    expect(row).toMatchObject({
      success: true,
      fullInputData: expect.objectContaining({ engine: "ai", fallbackReason: null }),
    });
    expect(row.generatedJson).toEqual(prompt);
  });

  it("guards the model's document: the user's quoted line comes back verbatim, the repair is recorded", async () => {
    const client = newClient();
    const res = await postScene(POST, client, { description, duration: 8 });
    // The model's document (about a fox running) lacks the user's line "Hello, snow!".
    const prompt = promptDocumentSchema.parse(res.json.prompt);
    expect(prompt.scenes.flatMap((s) => s.audio.dialogue)).toContainEqual({
      character: expect.stringMatching(/fox/i),
      line: "Hello, snow!",
    });
    const row = await rowOf(client.userAgent);
    expect(row.fullInputData).toMatchObject({
      engine: "ai",
      repairs: ['dialogue: restored "Hello, snow!" verbatim'],
    });
  });

  const truncated = JSON.stringify(modelDocument()).slice(0, 200);
  // [when, arrange, the fallback reason, the AI budget for the call (else the generous default)]
  const fallbacks: [string, () => void, RegExp, number?][] = [
    [
      "answers 500",
      () =>
        (fake.answer = () => ({ status: 500, error: { message: "upstream broke", type: "server_error" } })),
      /AI generation failed: AI_APICallError: upstream broke/,
    ],
    [
      "is cut off (finish_reason length)",
      () => (fake.answer = () => ({ content: truncated, finishReason: "length" })),
      /AI generation failed/,
    ],
    [
      "answers something the content policy refuses",
      () =>
        (fake.answer = () => ({
          content: JSON.stringify({ ...modelDocument(), project_title: "A bloodbath" }),
        })),
      /AI output failed the content policy/,
    ],
    [
      "never answers within AI_TIMEOUT_MS",
      () => (fake.answer = () => ({ hang: true })),
      /timed out after 1000 ms/,
      1000,
    ],
    ["refuses the API key (401)", () => (fake.apiKey = "sk-other"), /Incorrect API key provided/],
    [
      "does not know the model (404)",
      () => (fake.model = "gpt-other"),
      /The model `gpt-test-model` does not exist/,
    ],
  ];
  for (const [when, arrange, reason, budgetMs] of fallbacks) {
    it(`falls back to the local compiler when the provider ${when}`, async () => {
      arrange();
      const client = newClient();
      const post = () => postScene(POST, client, { description, duration: 10 });
      const res = budgetMs ? await withAiTimeouts({ model: budgetMs }, post) : await post();
      expect(res.status).toBe(200);
      expect(res.json.prompt).toEqual(compileScene({ description, duration: 10 }));
      const row = await rowOf(client.userAgent);
      expect(row.success).toBe(true);
      expect(row.fullInputData).toMatchObject({
        engine: "local",
        fallbackReason: expect.stringMatching(reason),
      });
    });
  }

  it("still refuses policy violations before calling the provider", async () => {
    const res = await postScene(POST, newClient(), { description: "A naked man runs" });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Content not allowed/);
    expect(fake.requests).toHaveLength(0);
  });
});
