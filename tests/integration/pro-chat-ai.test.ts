import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compileScene } from "@/lib/scene/compile";
import { callRoute } from "../support/route-call";
import { creditSessionWith, streamEvents } from "../support/chat";

// Pro Chat in AI mode through a small fake OpenAI-compatible server (Chat Completions): the reply is
// streamed over SSE, the updated document comes back as json_schema structured output.
type Mode = "ok" | "banned-reply" | "broken-document";
let mode: Mode = "ok";
const requests: { url: string; body: Record<string, unknown> }[] = [];
const REPLY_PARTS = [
  "**Lovely** idea! ",
  "I set the scene on a quiet beach. ",
  "**Next: Camera**\n\n",
  "How should the camera move?",
];

const modelDocument = () => ({
  ...compileScene({ description: "A kite flies over a quiet beach at sunset." }),
  project_title: "Kite From The Model",
});

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const body = JSON.parse(raw || "{}") as Record<string, unknown>;
    requests.push({ url: req.url ?? "", body });
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const parts = mode === "banned-reply" ? ["Sure, here is ", "a bloodbath ", "scene."] : REPLY_PARTS;
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id: "chatcmpl-s", object: "chat.completion.chunk", created: 1, model: "gpt-test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      let i = 0;
      const next = () => {
        if (i < parts.length) {
          res.write(chunk(i === 0 ? { role: "assistant", content: parts[i] } : { content: parts[i] }, null));
          i++;
          setTimeout(next, 5);
          return;
        }
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
      };
      next();
      return;
    }
    const content = mode === "broken-document" ? '{"project_title": 5}' : JSON.stringify(modelDocument());
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "gpt-test-model",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.OPENAI_API_KEY = "sk-test-fake";
process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
process.env.AI_TIMEOUT_MS = "5000";
process.env.OPENAI_MODEL = "gpt-test-model";
const { POST: send } = await import("@/app/api/pro-chat/route");
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

const stream = (cookies: Record<string, string>, message: string) =>
  callRoute(send, {
    path: "/api/pro-chat",
    body: { message },
    cookies,
    headers: { accept: "application/x-ndjson" },
  });
const balance = async (id: string) =>
  (await db().creditSession.findUniqueOrThrow({ where: { id } })).creditsRemaining;

describe("Pro Chat in AI mode (fake OpenAI server)", () => {
  it("streams the model's reply chunk by chunk and stores the structured document once", async () => {
    const s = await creditSessionWith(2);
    const res = await stream(s.cookies, "A kite over a quiet beach");
    expect(res.status).toBe(200);
    const events = streamEvents(res.text);
    const deltas = events.flatMap((e) => (e.type === "delta" ? [e.text] : []));
    expect(deltas).toEqual(REPLY_PARTS);
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error(`expected done, got ${JSON.stringify(done)}`);
    expect(done).toMatchObject({ message: REPLY_PARTS.join(""), refinementCount: 1, credits: 1 });
    expect(done.currentPrompt.project_title).toBe("Kite From The Model");

    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.url === "/v1/chat/completions" && r.body.model === "gpt-test-model")).toBe(
      true,
    );
    expect(requests[0].body.stream).toBe(true);
    expect(JSON.stringify(requests[0].body.messages)).toContain("A kite over a quiet beach");
    expect(JSON.stringify(requests[1].body.response_format)).toContain("json_schema");

    const conv = await db().proChatConversation.findUniqueOrThrow({ where: { id: done.conversationId } });
    expect(conv.conversationHistory).toEqual([
      expect.objectContaining({ role: "user", content: "A kite over a quiet beach" }),
      expect.objectContaining({ role: "assistant", content: REPLY_PARTS.join("") }),
    ]);
    expect((conv.currentPrompt as { project_title: string }).project_title).toBe("Kite From The Model");

    // The next turn sends the stored history to the model.
    await stream(s.cookies, "Make it a slow aerial drone shot");
    expect(JSON.stringify(requests[2].body.messages)).toContain(REPLY_PARTS[1].trim());
    expect(await balance(s.id)).toBe(0);
  });

  it("applies the content policy to the model's reply: refused mid-stream, refunded, nothing stored", async () => {
    mode = "banned-reply";
    const s = await creditSessionWith(1);
    const events = streamEvents((await stream(s.cookies, "A kite over a quiet beach")).text);
    expect(events.at(-1)).toMatchObject({ type: "error", status: 503, credits: 1 });
    expect(events.some((e) => e.type === "delta" && e.text.includes("bloodbath"))).toBe(false);
    expect(await balance(s.id)).toBe(1);
    expect(
      await db().proChatConversation.count({
        where: { sessionId: s.id, NOT: { conversationHistory: { equals: [] } } },
      }),
    ).toBe(0);
  });

  it("refunds when the structured document does not match the schema", async () => {
    mode = "broken-document";
    const s = await creditSessionWith(1);
    const events = streamEvents((await stream(s.cookies, "A kite over a quiet beach")).text);
    expect(events.at(-1)).toMatchObject({ type: "error", credits: 1 });
    expect(await balance(s.id)).toBe(1);
  });
});
