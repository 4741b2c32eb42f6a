import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compileScene } from "@/lib/scene/compile";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { newClient, postScene } from "../support/generate-scene-client";

// A small fake OpenAI-compatible server (Chat Completions), started before lib/env is first read so
// the route runs the real provider path: @ai-sdk/openai over HTTP.
type Mode = "ok" | "invalid" | "slow" | "error" | "banned";
let mode: Mode = "ok";
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

const modelDocument = () => ({
  ...compileScene({ description: "A fox runs through a snowy forest at dawn.", duration: 8 }),
  project_title: "Fox From The Model",
});

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    requests.push({
      url: req.url ?? "",
      auth: req.headers.authorization,
      body: JSON.parse(raw || "{}") as Record<string, unknown>,
    });
    if (mode === "error") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "upstream broke", type: "server_error" } }));
      return;
    }
    let content = JSON.stringify(modelDocument());
    if (mode === "invalid") content = '{"project_title": 12}';
    if (mode === "banned") content = JSON.stringify({ ...modelDocument(), project_title: "A bloodbath" });
    const body = JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-4o-mini",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    });
    const send = () => res.writeHead(200, { "content-type": "application/json" }).end(body);
    if (mode === "slow") setTimeout(send, 3000);
    else send();
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.OPENAI_API_KEY = "sk-test-fake";
process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
process.env.AI_TIMEOUT_MS = "1000";
process.env.OPENAI_MODEL = "gpt-test-model";
const { POST } = await import("@/app/api/generate-scene/route");
const { db } = await import("@/lib/db/client");

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  requests.length = 0;
  mode = "ok";
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const rowOf = async (userAgent: string) => db().promptAnalytics.findFirstOrThrow({ where: { userAgent } });
const description = 'A fox says "Hello, snow!" in a quiet forest at dawn.';

describe("POST /api/generate-scene in AI mode (fake OpenAI server)", () => {
  it("generates through the provider with structured output and the configured model", async () => {
    const client = newClient();
    const res = await postScene(POST, client, { description, duration: 5 });
    expect(res.status).toBe(200);
    const prompt = promptDocumentSchema.parse(res.json.prompt);
    expect(prompt.project_title).toBe("Fox From The Model");
    expect(prompt.scenes.every((s) => s.duration_seconds === 5)).toBe(true);

    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe("/v1/chat/completions");
    expect(requests[0].auth).toBe("Bearer sk-test-fake");
    expect(requests[0].body.model).toBe("gpt-test-model");
    expect(JSON.stringify(requests[0].body.response_format)).toContain("json_schema");
    expect(JSON.stringify(requests[0].body.messages)).toContain("Hello, snow!");

    const row = await rowOf(client.userAgent);
    expect(row).toMatchObject({
      success: true,
      fullInputData: expect.objectContaining({ engine: "ai", fallbackReason: null }),
    });
    expect(row.generatedJson).toEqual(prompt);
  });

  const fallbacks: [Mode, RegExp][] = [
    ["error", /AI generation failed/],
    ["invalid", /AI generation failed/],
    ["banned", /AI generation failed/],
    ["slow", /timed out after 1000 ms/],
  ];
  for (const [m, reason] of fallbacks) {
    it(`falls back to the local compiler when the provider answers "${m}"`, async () => {
      mode = m;
      const client = newClient();
      const res = await postScene(POST, client, { description, duration: 10 });
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
    expect(requests).toHaveLength(0);
  });
});
