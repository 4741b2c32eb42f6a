import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_FALLBACK_NOTICE } from "@/lib/chat/engine";
import { compileScene } from "@/lib/scene/compiler";
import { startFakeOpenAI, configureFakeOpenAI, type FakeAnswer } from "../support/fake-openai";
import { strictSchemaViolations } from "../support/openai-strict-schema";
import { callRoute } from "../support/route-call";
import { creditSessionWith, streamEvents } from "../support/chat";

// Pro Chat in AI mode through the real provider path against the strict fake OpenAI server: ONE
// streamed call per message answers with the reply and the updated document (json_schema structured
// output over SSE). When the model fails, the local guided assistant answers and says so; the credit
// is refunded only when no reply at all can be stored.
const fake = await startFakeOpenAI();
configureFakeOpenAI(fake);
const { POST: send } = await import("@/app/api/pro-chat/route");
const { withAiTimeouts } = await import("@/lib/ai/provider");
const { db } = await import("@/lib/db/client");

afterAll(() => fake.close());

const REPLY =
  "**Lovely** idea! I set the scene on a quiet beach.\n\n**Next: Camera**\n\nHow should the camera move?";
const modelDocument = (description = "A kite flies over a quiet beach at sunset.") => {
  const { scenes, ...rest } = compileScene({ description });
  return {
    ...rest,
    project_title: "Kite From The Model",
    scenes: scenes.map(({ id: _id, ...s }) => ({ ...s, duration_seconds: null })),
  };
};
const turn = (reply = REPLY, document: unknown = modelDocument()): FakeAnswer => ({
  content: JSON.stringify({ reply, document }),
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.answer = () => turn();
  fake.apiKey = "sk-test-fake";
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
const lastActivity = async (sessionId: string) =>
  db().userActivity.findFirstOrThrow({ where: { sessionId }, orderBy: { createdAt: "desc" } });
const doneOf = (text: string) => {
  const done = streamEvents(text).at(-1);
  if (done?.type !== "done") throw new Error(`expected done, got ${JSON.stringify(done)}`);
  return done;
};

describe("Pro Chat in AI mode (strict fake OpenAI server)", () => {
  it("one streamed call per message: the reply streams as it grows, the document is stored with it", async () => {
    const s = await creditSessionWith(2);
    const res = await stream(s.cookies, "A kite over a quiet beach");
    expect(res.status).toBe(200);
    const events = streamEvents(res.text);
    const deltas = events.flatMap((e) => (e.type === "delta" ? [e.text] : []));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(REPLY);
    const done = doneOf(res.text);
    expect(done).toMatchObject({ message: REPLY, refinementCount: 1, credits: 1 });
    expect(done.currentPrompt.project_title).toBe("Kite From The Model");
    expect(done.currentPrompt.scenes[0]).toMatchObject({ id: 1, duration_seconds: 8 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.body).toMatchObject({ model: "gpt-test-model", stream: true });
    const format = request.body.response_format as { json_schema: { strict: boolean; schema: unknown } };
    expect(format.json_schema.strict).toBe(true);
    expect(strictSchemaViolations(format.json_schema.schema)).toEqual([]);
    expect(JSON.stringify(request.body.messages)).toContain("A kite over a quiet beach");

    const conv = await db().proChatConversation.findUniqueOrThrow({ where: { id: done.conversationId } });
    expect(conv.conversationHistory).toEqual([
      expect.objectContaining({ role: "user", content: "A kite over a quiet beach" }),
      expect.objectContaining({ role: "assistant", content: REPLY }),
    ]);
    expect((await lastActivity(s.id)).details).toMatchObject({ engine: "ai" });

    // The next turn sends the stored history to the model, again in one call.
    await stream(s.cookies, "Make it a slow aerial drone shot");
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1].body.messages)).toContain("I set the scene on a quiet beach.");
    expect(await balance(s.id)).toBe(0);
  });

  it("guards the document against the message: 'no music' holds and the repair is recorded", async () => {
    const doc = modelDocument();
    fake.answer = () =>
      turn(REPLY, {
        ...doc,
        global_preferences: { ...doc.global_preferences, music: { enabled: true, style: "soft piano" } },
      });
    const s = await creditSessionWith(1);
    const done = doneOf((await stream(s.cookies, "A kite over a quiet beach, no music")).text);
    expect(done.currentPrompt.global_preferences.music).toEqual({ enabled: false, style: "none" });
    expect((await lastActivity(s.id)).details).toMatchObject({
      engine: "ai",
      repairs: ["music: the text says no music"],
    });
  });

  // [what, arrange, the fallback reason, the AI budget for the call (else the generous default)]
  const failures: [string, () => void, RegExp, number?][] = [
    [
      "a reply the content policy refuses (stopped mid-stream)",
      () => (fake.answer = () => turn("Sure, here is a bloodbath scene.")),
      /ReplyPolicyError/,
    ],
    [
      "a document cut off (finish_reason length)",
      () =>
        (fake.answer = () => ({
          content: JSON.stringify({ reply: "Nice.", document: modelDocument() }).slice(0, 300),
          finishReason: "length",
        })),
      /AI reply failed/,
    ],
    [
      "no answer within AI_TIMEOUT_MS",
      () => (fake.answer = () => ({ hang: true })),
      /timed out after 1500 ms/,
      1500,
    ],
    ["a refused API key (401)", () => (fake.apiKey = "sk-other"), /Incorrect API key provided/],
    [
      "an upstream error (500)",
      () =>
        (fake.answer = () => ({ status: 500, error: { message: "upstream broke", type: "server_error" } })),
      /upstream broke/,
    ],
  ];
  for (const [what, arrange, reason, budgetMs] of failures) {
    it(`answers with the local guided assistant, and says so, on ${what}`, async () => {
      arrange();
      const s = await creditSessionWith(1);
      const ask = () => stream(s.cookies, "A kite over a quiet beach");
      const res = budgetMs ? await withAiTimeouts({ model: budgetMs }, ask) : await ask();
      const events = streamEvents(res.text);
      expect(events.some((e) => e.type === "delta" && e.text.includes("bloodbath"))).toBe(false);
      const done = doneOf(res.text);
      expect(done.message.startsWith(`${AI_FALLBACK_NOTICE}\n\n`)).toBe(true);
      expect(done.message).toContain("Great start!");
      expect(done.credits).toBe(0);
      expect(await balance(s.id)).toBe(0);
      const conv = await db().proChatConversation.findUniqueOrThrow({ where: { id: done.conversationId } });
      expect(conv.conversationHistory).toEqual([
        expect.objectContaining({ role: "user" }),
        expect.objectContaining({ role: "assistant", content: done.message }),
      ]);
      expect((await lastActivity(s.id)).details).toMatchObject({
        engine: "local",
        fallbackReason: expect.stringMatching(reason),
      });
    });
  }

  it("refunds only when no reply at all can be stored (the conversation vanished mid-reply)", async () => {
    const s = await creditSessionWith(1);
    await stream(s.cookies, "A kite over a quiet beach");
    await db().creditSession.update({ where: { id: s.id }, data: { creditsRemaining: 1 } });
    const conv = await db().proChatConversation.findFirstOrThrow({ where: { sessionId: s.id } });
    // The model answers only once the conversation is gone (Prisma queries are lazy: then() runs it).
    fake.answer = () => ({
      ...turn(),
      after: db()
        .proChatConversation.delete({ where: { id: conv.id } })
        .then(),
    });
    const events = streamEvents((await stream(s.cookies, "Make it sunset")).text);
    expect(events.at(-1)).toMatchObject({ type: "error", status: 503, credits: 1 });
    expect(await balance(s.id)).toBe(1);
  });

  it("a policy refusal mid-stream cancels the model's HTTP call", async () => {
    const banned = JSON.stringify({
      reply: `Sure, a bloodbath. ${"More words. ".repeat(40)}`,
      document: modelDocument(),
    });
    // The fake sends the refused words, then nothing more until the product hangs up: only the
    // product's abort ends the call.
    fake.answer = () => ({ content: banned, holdAfterChunks: 6 });
    const s = await creditSessionWith(1);
    doneOf((await stream(s.cookies, "A kite over a quiet beach")).text);
    await fake.requests[0].settled;
    expect(fake.requests[0].cancelled).toBe(true);
  });

  describe("refining an existing document: operations through a strict schema", () => {
    const LENA =
      "Scene 1: Lena, a young painter, walks along the beach at golden hour. Scene 2: Lena sets up her easel on the pier. Scene 3: Lena and her brother Tom hug as the sun sets.";
    const nulls = {
      scene: null,
      field: null,
      text: null,
      items: null,
      number: null,
      name: null,
      enabled: null,
      look: null,
      wardrobe: null,
      age: null,
      voice: null,
    };
    const refine = (reply: string, operations: Record<string, unknown>[]): FakeAnswer => ({
      content: JSON.stringify({ reply, operations: operations.map((o) => ({ ...nulls, ...o })) }),
    });

    it("the model's operations change scene 2 only; the reply states the scope; the schema is strict", async () => {
      const s = await creditSessionWith(3);
      fake.answer = () => turn(REPLY, modelDocument(LENA));
      const first = doneOf((await stream(s.cookies, LENA)).text);
      fake.answer = () =>
        refine("Done: scene 2 is now a handheld close-up on Lena.", [
          { op: "set_field", scene: 2, field: "camera_movements", items: ["handheld"] },
          { op: "set_field", scene: 2, field: "camera_angles", items: ["close-up on Lena"] },
        ]);
      const done = doneOf((await stream(s.cookies, "use a handheld close-up on Lena for scene 2")).text);
      const [before, after] = [first.currentPrompt, done.currentPrompt];
      expect(after.scenes[1].camera).toEqual({ movements: ["handheld"], angles: ["close-up on Lena"] });
      expect({ ...after, scenes: [after.scenes[0], after.scenes[2]] }).toEqual({
        ...before,
        scenes: [before.scenes[0], before.scenes[2]],
      });
      expect(done.message).toContain("Done: scene 2 is now a handheld close-up on Lena.");
      expect(done.message).toContain("**Changes:** Changed scene 2's camera move to handheld");
      expect(done.credits).toBe(1);
      const format = fake.requests[1].body.response_format as {
        json_schema: { strict: boolean; schema: unknown };
      };
      expect(format.json_schema.strict).toBe(true);
      expect(strictSchemaViolations(format.json_schema.schema)).toEqual([]);
      expect(JSON.stringify(format.json_schema.schema)).toContain("operations");
      expect((await lastActivity(s.id)).details).toMatchObject({ engine: "ai" });

      // Navigation words never reach the model and cost nothing; undo restores the document.
      const undone = doneOf((await stream(s.cookies, "undo")).text);
      expect(undone.currentPrompt).toEqual(before);
      expect(undone.credits).toBe(1);
      expect(fake.requests).toHaveLength(2);
    });

    it("an operation on a scene that does not exist is refused: the local guide answers, and says so", async () => {
      const s = await creditSessionWith(2);
      fake.answer = () => turn(REPLY, modelDocument(LENA));
      const first = doneOf((await stream(s.cookies, LENA)).text);
      fake.answer = () =>
        refine("Changed scene 9.", [{ op: "set_field", scene: 9, field: "mood", text: "tense" }]);
      const done = doneOf((await stream(s.cookies, "make it tense")).text);
      expect(done.message.startsWith(`${AI_FALLBACK_NOTICE}\n\n`)).toBe(true);
      expect(done.currentPrompt.scenes[1].visuals.mood).toBe("tense");
      expect(done.currentPrompt.scenes.length).toBe(first.currentPrompt.scenes.length);
      expect((await lastActivity(s.id)).details).toMatchObject({
        engine: "local",
        fallbackReason: expect.stringMatching(/no scene 9/),
      });
    });
  });
});
