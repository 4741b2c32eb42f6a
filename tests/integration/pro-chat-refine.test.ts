import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LanguageModel } from "ai";
import { callRoute } from "../support/route-call";
import { creditSessionWith } from "../support/chat";

// Pro Chat's price list through the real routes and ledger: only a message that changes the document
// (or calls the AI) spends a credit, exactly one; navigation words are free; undo restores the stored
// document; and at 0 credits everything stays readable and exportable while new refinements get 402.
const ai = vi.hoisted(() => ({ model: null as LanguageModel | null }));
vi.mock("@/lib/ai/provider", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/ai/provider")>()),
  languageModel: () => ai.model,
}));

const { POST: send } = await import("@/app/api/pro-chat/route");
const { GET: list } = await import("@/app/api/pro-chat/conversations/route");
const { GET: getOne } = await import("@/app/api/pro-chat/conversation/[id]/route");
const { GET: listProjects, POST: saveProject } = await import("@/app/api/projects/route");
const { POST: exportPrompt } = await import("@/app/api/export/route");
const { POST: createNew } = await import("@/app/api/pro-chat/conversation/new/route");
const { compileScene } = await import("@/lib/scene");
const { db } = await import("@/lib/db/client");

type Cookies = Record<string, string>;
type Reply = {
  conversationId: string;
  currentPrompt: {
    scenes: { setting: { time_of_day: string }; camera: { angles: string[] } }[];
    bible?: unknown;
  };
  credits: number;
  message: string;
};
const post = async (cookies: Cookies, message: string) => {
  const res = await callRoute(send, { path: "/api/pro-chat", body: { message }, cookies });
  return { status: res.status, json: res.json as unknown as Reply & { message: string } };
};
const balance = async (id: string) =>
  (await db().creditSession.findUniqueOrThrow({ where: { id } })).creditsRemaining;
const usage = (sessionId: string) =>
  db().creditTransaction.count({ where: { sessionId, transactionType: "usage" } });

const LENA =
  "Scene 1: Lena, a young painter, walks along the beach at golden hour. Scene 2: Lena sets up her easel on the pier. Scene 3: Lena and her brother Tom hug as the sun sets.";

beforeEach(() => {
  ai.model = null;
});

describe("Pro Chat credits: refinements pay, navigation is free", () => {
  it("skip, back, undo, done, help and greetings spend nothing; a change spends exactly one", async () => {
    const s = await creditSessionWith(3);
    expect((await post(s.cookies, LENA)).status).toBe(200);
    expect(await balance(s.id)).toBe(2);
    for (const word of ["skip", "back", "help", "hi", "thanks", "done", "undo", "hmm"]) {
      const res = await post(s.cookies, word);
      expect(res.status, word).toBe(200);
      expect(res.json.credits, word).toBe(2);
    }
    expect(await balance(s.id)).toBe(2);
    expect(await usage(s.id)).toBe(1);

    const scoped = await post(s.cookies, "use a handheld close-up on Lena for scene 2");
    expect(scoped.json.message).toContain("changed scene 2's camera framing to close-up on Lena");
    expect(scoped.json.currentPrompt.scenes.map((x) => x.camera.angles)).toEqual([
      [],
      ["close-up on Lena"],
      [],
    ]);
    expect(scoped.json.credits).toBe(1);
    expect(await usage(s.id)).toBe(2);
  });

  it("undo restores the stored previous document for free, even at 0 credits; at 0 a new refinement is 402", async () => {
    const s = await creditSessionWith(2);
    const first = await post(s.cookies, LENA);
    const drafted = first.json.currentPrompt;
    const night = await post(s.cookies, "make the last scene night");
    expect(night.json.currentPrompt.scenes.map((x) => x.setting.time_of_day)).toEqual([
      "golden hour",
      "golden hour",
      "night",
    ]);
    expect(await balance(s.id)).toBe(0);

    const undone = await post(s.cookies, "undo");
    expect(undone.status).toBe(200);
    expect(undone.json.currentPrompt).toEqual(drafted);
    expect(await balance(s.id)).toBe(0);

    const locked = await post(s.cookies, "make it dawn");
    expect(locked.status).toBe(402);
    const stored = await db().proChatConversation.findUniqueOrThrow({
      where: { id: first.json.conversationId },
    });
    expect(stored.currentPrompt).toEqual(drafted);
    expect((stored.conversationHistory as unknown[]).length).toBe(6);
  });

  it("at 0 credits conversations and projects stay readable, and the document exports", async () => {
    const s = await creditSessionWith(2);
    const first = await post(s.cookies, LENA);
    await post(s.cookies, "Lena wears a yellow raincoat");
    expect(await balance(s.id)).toBe(0);
    const id = first.json.conversationId;

    const listed = await callRoute(list, { cookies: s.cookies });
    expect(listed.status).toBe(200);
    const one = await callRoute(getOne, { cookies: s.cookies, params: { id } });
    expect(one.status).toBe(200);
    const doc = one.json.currentPrompt as Reply["currentPrompt"];
    expect(doc.bible).toMatchObject({
      cast: expect.arrayContaining([
        expect.objectContaining({ name: "Lena", wardrobe: "a yellow raincoat" }),
      ]),
    });
    expect((one.json.conversationHistory as unknown[]).length).toBe(4);

    const saved = await callRoute(saveProject, {
      cookies: s.cookies,
      method: "POST",
      body: { conversationId: id },
    });
    expect(saved.status).toBe(201);
    const projects = await callRoute(listProjects, { cookies: s.cookies });
    expect(projects.status).toBe(200);

    const exported = await callRoute(exportPrompt, {
      method: "POST",
      path: "/api/export",
      body: { prompt: doc, target: "veo-3.1" },
    });
    expect(exported.status).toBe(200);
    expect(await balance(s.id)).toBe(0);
  });

  it("Refine in Pro Chat: a generator result seeds a conversation for free, and the first refinement keeps the rest", async () => {
    const s = await creditSessionWith(1);
    const document = compileScene({ description: LENA });
    const created = await callRoute(createNew, {
      cookies: s.cookies,
      method: "POST",
      body: { handoff: { document, description: LENA } },
    });
    expect(created.status).toBe(201);
    const id = (created.json.conversation as { id: string }).id;
    expect(await balance(s.id)).toBe(1);
    const seeded = await callRoute(getOne, { cookies: s.cookies, params: { id } });
    expect(seeded.json.currentPrompt).toEqual(document);
    expect(seeded.json.conversationHistory).toEqual([
      expect.objectContaining({ role: "user", content: LENA }),
      expect.objectContaining({
        role: "assistant",
        content: expect.stringContaining("Carried over from the generator"),
      }),
    ]);

    const res = await callRoute(send, {
      path: "/api/pro-chat",
      body: { message: "make scene 3 night", conversationId: id },
      cookies: s.cookies,
    });
    const reply = res.json as unknown as Reply;
    expect(reply.currentPrompt.scenes.map((x) => x.setting.time_of_day)).toEqual([
      "golden hour",
      "golden hour",
      "night",
    ]);
    expect(reply.credits).toBe(0);
    const undone = await post(s.cookies, "undo");
    expect(undone.json.currentPrompt).toEqual(document);

    const banned = await callRoute(createNew, {
      cookies: s.cookies,
      method: "POST",
      body: { handoff: { document: { ...document, project_title: "A bloodbath" }, description: "" } },
    });
    expect(banned.status).toBe(400);
  });
});
