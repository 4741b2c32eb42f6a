import { describe, expect, it, vi } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import { compileScene } from "@/lib/scene/compiler";
import { generateSceneDocument } from "@/lib/scene/generate";
import { SCENE_SYSTEM_PROMPT } from "@/lib/ai/scene-prompt";

const request = { description: 'A fox says "Hello" in a snowy forest at dawn.', duration: 5 as const };

// The model's answer type, from the mock itself (@ai-sdk/provider is only a dependency of the AI SDK).
type LanguageModelV4GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

function answer(text: string): LanguageModelV4GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 20, text: 20, reasoning: 0 },
    },
    warnings: [],
  };
}

const aiDocument = () => {
  const doc = compileScene({ description: request.description, duration: 8 });
  return {
    ...doc,
    project_title: "AI Fox",
    scenes: doc.scenes.map((s) => ({ ...s, id: 7, duration_seconds: 99, notes: "from the model" })),
  };
};

describe("AI mode (AI SDK mock model)", () => {
  it("uses the model's structured output, with the request's duration and the schema as response format", async () => {
    const model = new MockLanguageModelV4({ doGenerate: answer(JSON.stringify(aiDocument())) });
    const result = await generateSceneDocument(request, { model, timeoutMs: 5000 });
    expect(result.engine).toBe("ai");
    expect(result.document.project_title).toBe("AI Fox");
    expect(result.document.scenes[0]).toMatchObject({ id: 1, duration_seconds: 5, notes: "from the model" });
    const call = model.doGenerateCalls[0];
    expect(call.responseFormat).toMatchObject({ type: "json" });
    expect(JSON.stringify(call.responseFormat)).toContain("duration_seconds");
    expect(JSON.stringify(call.prompt)).toContain("Veo");
    expect(JSON.stringify(call.prompt)).toContain("A fox says");
    expect(SCENE_SYSTEM_PROMPT).toMatch(/camera/);
  });

  it("keeps the user's title over the model's", async () => {
    const model = new MockLanguageModelV4({ doGenerate: answer(JSON.stringify(aiDocument())) });
    const result = await generateSceneDocument({ ...request, title: "My Fox" }, { model, timeoutMs: 5000 });
    expect(result.document.project_title).toBe("My Fox");
  });

  it("falls back to the local compiler on output that does not match the schema", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const model = new MockLanguageModelV4({ doGenerate: answer(JSON.stringify({ project_title: "x" })) });
    const result = await generateSceneDocument(request, { model, timeoutMs: 5000 });
    expect(result.engine).toBe("local");
    expect(result.fallbackReason).toMatch(/AI generation failed/);
    expect(result.document).toEqual(compileScene(request));
  });

  it("falls back when the model's output breaks the content policy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const doc = aiDocument();
    doc.scenes[0].description = "a gory bloodbath";
    const model = new MockLanguageModelV4({ doGenerate: answer(JSON.stringify(doc)) });
    const result = await generateSceneDocument(request, { model, timeoutMs: 5000 });
    expect(result.engine).toBe("local");
  });

  it("falls back when the model errors", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("boom");
      },
    });
    const result = await generateSceneDocument(request, { model, timeoutMs: 5000 });
    expect(result.engine).toBe("local");
  });

  it("falls back after the timeout and aborts the call", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let aborted = false;
    const model = new MockLanguageModelV4({
      // A model that never answers: like a real provider (fetch), the call rejects with the signal's
      // reason when it is aborted, so the timeout is the only way this call ends.
      doGenerate: (opts) =>
        new Promise((_resolve, reject) => {
          opts.abortSignal?.addEventListener("abort", () => {
            aborted = true;
            reject(opts.abortSignal?.reason);
          });
        }),
    });
    const result = await generateSceneDocument(request, { model, timeoutMs: 50 });
    expect(result.engine).toBe("local");
    expect(result.fallbackReason).toMatch(/timed out after 50 ms/);
    expect(aborted).toBe(true);
  });

  it("uses the local compiler when no model is configured", async () => {
    const result = await generateSceneDocument(request, { model: null });
    expect(result).toEqual({ document: compileScene(request), engine: "local" });
  });
});
