import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_FALLBACK_NOTICE } from "@/lib/chat/engine";
import { compileScene } from "@/lib/scene/compiler";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { creditSessionWith, streamEvents } from "../support/chat";
import { configureFakeOpenAI, startFakeOpenAI } from "../support/fake-openai";
import { createFakeModeration } from "../support/fake-moderation";
import { newClient, postScene } from "../support/generate-scene-client";
import { callRoute } from "../support/route-call";

// AI mode's moderation layer through the real routes against the fake OpenAI server, whose
// /v1/moderations behaves like OpenAI's (tests/support/fake-moderation.ts): the user's text is
// moderated before generating and the model's output after; a flagged input is refused (400, failed
// analytics row with the categories), a flagged output falls back to the local engine, and an outage
// (500, timeout) never blocks: the word policy alone applies.
const fake = await startFakeOpenAI();
configureFakeOpenAI(fake);
const { POST } = await import("@/app/api/generate-scene/route");
const { withAiTimeouts } = await import("@/lib/ai/provider");
const { POST: send } = await import("@/app/api/pro-chat/route");
const { db } = await import("@/lib/db/client");

afterAll(() => fake.close());

const modelDocument = () => {
  const { scenes, ...rest } = compileScene({ description: "A fox runs through a snowy forest at dawn." });
  return {
    ...rest,
    project_title: "Fox From The Model",
    scenes: scenes.map(({ id: _id, ...s }) => ({ ...s, duration_seconds: null })),
  };
};

beforeEach(() => {
  fake.requests.length = 0;
  fake.answer = () => ({ content: JSON.stringify(modelDocument()) });
  fake.apiKey = "sk-test-fake";
  // Words the word policy lets through, so that only the moderation layer can refuse them.
  fake.moderation = createFakeModeration({ flags: { menacing: ["violence", "harassment/threatening"] } });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const rowOf = (userAgent: string) => db().promptAnalytics.findFirstOrThrow({ where: { userAgent } });
const description = "A fox walks through a quiet forest at dawn.";

describe("generator in AI mode: the moderation layer", () => {
  it("moderates the input before generating and the output after, with OpenAI's request shape", async () => {
    const client = newClient();
    const res = await postScene(POST, client, { description, title: "Dawn" });
    expect(res.status).toBe(200);
    expect(promptDocumentSchema.parse(res.json.prompt).project_title).toBe("Dawn");
    const calls = fake.moderation.requests;
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      auth: "Bearer sk-test-fake",
      body: { model: "omni-moderation-latest", input: `Dawn\n${description}` },
    });
    expect(JSON.stringify(calls[1].body)).toContain("Fox Runs Through a Snowy Forest");
    expect(fake.requests).toHaveLength(1);
    const row = await rowOf(client.userAgent);
    expect(row.fullInputData).toMatchObject({
      engine: "ai",
      moderation: { input: "allowed", output: "allowed" },
    });
  });

  it("refuses a flagged input with 400 before any model call, logged as a failed row with the categories", async () => {
    const client = newClient();
    const text = "A menacing stranger follows a girl home at night.";
    const res = await postScene(POST, client, { description: text });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Content not allowed: Content contains inappropriate themes");
    expect((res.json.suggestions as unknown as string[]).length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
    const row = await rowOf(client.userAgent);
    expect(row).toMatchObject({
      success: false,
      generatedJson: null,
      errorMessage: "Content not allowed: Content contains inappropriate themes",
      contentPolicyFlags: {
        flags: ["moderation"],
        keywords: [],
        moderation: ["harassment/threatening", "violence"],
      },
    });
  });

  it("falls back to the local compiler when the model's output is flagged", async () => {
    fake.moderation.flags = { model: ["violence"] };
    const client = newClient();
    const res = await postScene(POST, client, { description, duration: 5 });
    expect(res.status).toBe(200);
    expect(res.json.prompt).toEqual(compileScene({ description, duration: 5 }));
    const row = await rowOf(client.userAgent);
    expect(row.fullInputData).toMatchObject({
      engine: "local",
      fallbackReason: expect.stringMatching(/AI output flagged: violence/),
      moderation: { input: "allowed" },
    });
  });

  const outages: [string, number | "timeout", RegExp][] = [
    ["answers 500", 500, /^unavailable: moderation answered 500/],
    ["answers 503", 503, /^unavailable: moderation answered 503/],
    ["never answers (timeout)", "timeout", /^unavailable: moderation timed out after 1000 ms$/],
  ];
  for (const [when, failWith, summary] of outages) {
    it(`does not block the generator when moderation ${when}: the word policy alone applies`, async () => {
      fake.moderation.failWith = failWith;
      const client = newClient();
      // Moderation that never answers gives up after its budget (1 s here); the model keeps the generous one.
      const res = await withAiTimeouts({ moderation: 1000 }, () => postScene(POST, client, { description }));
      expect(res.status).toBe(200);
      const row = await rowOf(client.userAgent);
      expect(row.success).toBe(true);
      expect(row.fullInputData).toMatchObject({
        engine: "ai",
        moderation: { input: expect.stringMatching(summary), output: expect.stringMatching(summary) },
      });
      // The word policy still refuses during the outage.
      const refused = await postScene(POST, newClient(), {
        description: "A man shoots another man with a gun",
      });
      expect(refused.status).toBe(400);
    });
  }

  it("treats a rejected key (401) as an outage too, and the generation falls back as before", async () => {
    fake.apiKey = "sk-other";
    const client = newClient();
    const res = await postScene(POST, client, { description });
    expect(res.status).toBe(200);
    expect((await rowOf(client.userAgent)).fullInputData).toMatchObject({
      engine: "local",
      moderation: {
        input: expect.stringMatching(/^unavailable: moderation answered 401: Incorrect API key/),
      },
    });
  });
});

describe("Pro Chat in AI mode: the moderation layer", () => {
  const chat = (cookies: Record<string, string>, message: string) =>
    callRoute(send, {
      path: "/api/pro-chat",
      body: { message },
      cookies,
      headers: { accept: "application/x-ndjson" },
    });
  const balance = async (id: string) =>
    (await db().creditSession.findUniqueOrThrow({ where: { id } })).creditsRemaining;

  it("refuses a flagged message with 400 before spending a credit or calling the model", async () => {
    const s = await creditSessionWith(2);
    const res = await chat(s.cookies, "A menacing stranger waits outside the school");
    expect(res.status).toBe(400);
    expect(res.text).toContain("Content not allowed: Content contains inappropriate themes");
    expect(fake.requests).toHaveLength(0);
    expect(await balance(s.id)).toBe(2);
  });

  it("answers with the guided assistant when the model's reply is flagged (the credit buys that reply)", async () => {
    fake.answer = () => ({
      content: JSON.stringify({ reply: "A menacing figure appears. What next?", document: modelDocument() }),
    });
    const s = await creditSessionWith(1);
    const res = await chat(s.cookies, "A kite over a quiet beach");
    expect(res.status).toBe(200);
    const done = streamEvents(res.text).at(-1);
    expect(done).toMatchObject({ type: "done", credits: 0 });
    expect(done?.type === "done" && done.message.startsWith(AI_FALLBACK_NOTICE)).toBe(true);
    expect(fake.moderation.requests.length).toBeGreaterThanOrEqual(2);
  });

  it("does not block a message when moderation is down", async () => {
    fake.moderation.failWith = 500;
    const s = await creditSessionWith(1);
    const res = await chat(s.cookies, "A kite over a quiet beach");
    expect(res.status).toBe(200);
    expect(streamEvents(res.text).at(-1)).toMatchObject({ type: "done", credits: 0 });
  });
});
