import { beforeEach, describe, expect, it, vi, onTestFinished } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import type { LanguageModel } from "ai";
import { callRoute } from "../support/route-call";
import { creditSessionWith, streamEvents } from "../support/chat";

// The model the routes see: null (the local guided assistant) unless a test sets a mock.
const ai = vi.hoisted(() => ({ model: null as LanguageModel | null }));
vi.mock("@/lib/ai/provider", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/ai/provider")>()),
  languageModel: () => ai.model,
  aiTimeoutMs: () => 2000,
}));

const { POST: send } = await import("@/app/api/pro-chat/route");
const { GET: list } = await import("@/app/api/pro-chat/conversations/route");
const { GET: getOne } = await import("@/app/api/pro-chat/conversation/[id]/route");
const { POST: createNew } = await import("@/app/api/pro-chat/conversation/new/route");
const { POST: activate } = await import("@/app/api/pro-chat/conversation/[id]/activate/route");
const { PUT: rename } = await import("@/app/api/pro-chat/conversation/[id]/title/route");
const { GET: listProjects, POST: saveProject } = await import("@/app/api/projects/route");
const { POST: openProject } = await import("@/app/api/projects/[id]/open/route");
const { db } = await import("@/lib/db/client");

type Cookies = Record<string, string>;
const post = (
  cookies: Cookies,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => callRoute(send, { path: "/api/pro-chat", body: { message, ...extra }, cookies, headers });
const conversations = async (cookies: Cookies) =>
  (await callRoute(list, { cookies })).json as unknown as Array<{
    id: string;
    title: string;
    isActive: boolean;
    refinementCount: number;
    messageCount: number;
    updatedAt: string;
  }>;
const detail = (cookies: Cookies, id: string) => callRoute(getOne, { cookies, params: { id } });
const balance = async (id: string) =>
  (await db().creditSession.findUniqueOrThrow({ where: { id } })).creditsRemaining;
const historyOf = async (id: string) =>
  (await db().proChatConversation.findUniqueOrThrow({ where: { id } })).conversationHistory as Array<{
    role: string;
    content: string;
  }>;

beforeEach(() => {
  ai.model = null;
});

describe("Pro Chat conversations", () => {
  it("lifecycle: new, send, history, list, rename, activate", async () => {
    const s = await creditSessionWith(5);
    const created = await callRoute(createNew, { cookies: s.cookies, method: "POST" });
    expect(created.status).toBe(201);
    const id = (created.json.conversation as { id: string }).id;
    expect(await conversations(s.cookies)).toMatchObject([
      { id, title: "New Conversation", isActive: true, refinementCount: 0, messageCount: 0 },
    ]);

    const res = await post(s.cookies, "A lighthouse keeper feeds a seagull on the rocks.");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ conversationId: id, refinementCount: 1, credits: 4 });
    expect(String(res.json.message)).toContain("**Next: Setting**");
    expect(await balance(s.id)).toBe(4);

    const second = await post(s.cookies, "A windswept island at dawn");
    expect(second.json).toMatchObject({ refinementCount: 2, credits: 3 });

    const got = await detail(s.cookies, id);
    expect(got.status).toBe(200);
    const history = got.json.conversationHistory as Array<{ role: string; content: string }>;
    expect(history.map((h) => h.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(history[2].content).toBe("A windswept island at dawn");
    // The guide stores the values the answer states: the place and the time of day.
    expect(got.json.currentPrompt).toMatchObject({
      scenes: [{ setting: { location: "A windswept island", time_of_day: "dawn" } }],
    });

    const [summary] = await conversations(s.cookies);
    expect(summary).toMatchObject({ id, messageCount: 4, refinementCount: 2 });
    expect(summary.title).not.toBe("New Conversation"); // titled from the document after the first reply

    const renamed = await callRoute(rename, {
      method: "PUT",
      cookies: s.cookies,
      params: { id },
      body: { title: "  Lighthouse  " },
    });
    expect(renamed.status).toBe(200);
    expect((await conversations(s.cookies))[0].title).toBe("Lighthouse");
    expect(
      (await callRoute(rename, { method: "PUT", cookies: s.cookies, params: { id }, body: { title: "   " } }))
        .status,
    ).toBe(400);
    expect(
      (
        await callRoute(rename, {
          method: "PUT",
          cookies: s.cookies,
          params: { id },
          body: { title: "x".repeat(101) },
        })
      ).status,
    ).toBe(400);

    const other = (await callRoute(createNew, { cookies: s.cookies, method: "POST" })).json.conversation as {
      id: string;
    };
    let rows = await conversations(s.cookies);
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([other.id]);
    expect((await callRoute(activate, { method: "POST", cookies: s.cookies, params: { id } })).status).toBe(
      200,
    );
    rows = await conversations(s.cookies);
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([id]);
    // Sends go to the active conversation.
    await post(s.cookies, "Slow dolly in");
    expect((await historyOf(id)).length).toBe(6);
    expect((await historyOf(other.id)).length).toBe(0);

    const activity = await db().userActivity.findMany({
      where: { sessionId: s.id },
      select: { activityType: true },
    });
    const types = activity.map((a) => a.activityType);
    expect(types.filter((t) => t === "chat_message")).toHaveLength(3);
    expect(types).toEqual(
      expect.arrayContaining(["conversation_created", "conversation_renamed", "conversation_activated"]),
    );
    const profile = await db().userProfile.findUniqueOrThrow({ where: { email: s.email! } });
    expect(profile).toMatchObject({ totalConversations: 2, totalCreditsUsed: 3 });
  });

  it("a conversation belongs to its credit session: another session gets 404", async () => {
    const a = await creditSessionWith(3);
    const b = await creditSessionWith(3);
    const id = (
      (await callRoute(createNew, { cookies: a.cookies, method: "POST" })).json.conversation as { id: string }
    ).id;
    expect((await detail(b.cookies, id)).status).toBe(404);
    expect((await callRoute(activate, { method: "POST", cookies: b.cookies, params: { id } })).status).toBe(
      404,
    );
    expect(
      (
        await callRoute(rename, {
          method: "PUT",
          cookies: b.cookies,
          params: { id },
          body: { title: "Mine now" },
        })
      ).status,
    ).toBe(404);
    const stolen = await post(b.cookies, "Hello there, friend", { conversationId: id });
    expect(stolen.status).toBe(404);
    expect(await balance(b.id)).toBe(3); // nothing spent
    expect(await conversations(b.cookies)).toEqual([]);
    expect((await detail(a.cookies, "not-a-uuid")).status).toBe(404);
    expect((await callRoute(list)).status).toBe(401);
  });

  it("exactly one conversation is active, even with concurrent creates and switches", async () => {
    const s = await creditSessionWith(1);
    const first = (
      (await callRoute(createNew, { cookies: s.cookies, method: "POST" })).json.conversation as { id: string }
    ).id;
    await Promise.all([
      ...Array.from({ length: 4 }, () => callRoute(createNew, { cookies: s.cookies, method: "POST" })),
      ...Array.from({ length: 4 }, () =>
        callRoute(activate, { method: "POST", cookies: s.cookies, params: { id: first } }),
      ),
    ]);
    const rows = await conversations(s.cookies);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isActive)).toHaveLength(1);
  });
});

describe("Pro Chat credits", () => {
  it("402 without credits or without a session, and nothing is stored", async () => {
    const s = await creditSessionWith(0);
    const res = await post(s.cookies, "A fox in the snow");
    expect(res.status).toBe(402);
    expect(res.json.message).toBe("No credits remaining");
    const rows = await conversations(s.cookies);
    for (const r of rows) expect(r.messageCount).toBe(0);
    expect((await post({}, "A fox in the snow")).status).toBe(402);
  });

  it("blank and policy-violating messages are refused with 400 and cost nothing", async () => {
    const s = await creditSessionWith(2);
    expect((await post(s.cookies, "   ")).status).toBe(400);
    const banned = await post(s.cookies, "A naked man runs through the park");
    expect(banned.status).toBe(400);
    expect(String(banned.json.message)).toMatch(/^Content contains inappropriate/);
    expect(await balance(s.id)).toBe(2);
  });

  it("a suspended buyer is refused with 403 and keeps the credits", async () => {
    const s = await creditSessionWith(2);
    await db().userProfile.update({ where: { email: s.email! }, data: { accountStatus: "suspended" } });
    const res = await post(s.cookies, "A fox in the snow");
    expect(res.status).toBe(403);
    expect(String(res.json.message)).toMatch(/suspended/);
    expect(await balance(s.id)).toBe(2);
  });

  it("when the model throws, the local guided assistant answers (and says so): the credit buys that reply", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    ai.model = new MockLanguageModelV4({
      doStream: async () => {
        throw new Error("model exploded");
      },
    });
    const s = await creditSessionWith(3);
    const res = await post(s.cookies, "A fox in the snow");
    expect(res.status).toBe(200);
    expect(String(res.json.message)).toMatch(/^_The AI assistant is unavailable right now/);
    expect(res.json.credits).toBe(2);
    const txs = await db().creditTransaction.findMany({
      where: { sessionId: s.id },
      orderBy: { createdAt: "asc" },
      select: { transactionType: true, amount: true },
    });
    expect(txs.map((t) => [t.transactionType, t.amount])).toEqual([
      ["gift", 3],
      ["usage", -1],
    ]);
    const [conv] = await conversations(s.cookies);
    expect(conv.messageCount).toBe(2);

    // Streamed: the guided assistant's reply streams and completes.
    const streamed = await post(s.cookies, "Make it night", {}, { accept: "application/x-ndjson" });
    const events = streamEvents(streamed.text);
    expect(events[0]).toMatchObject({ type: "start", credits: 1 });
    expect(events.at(-1)).toMatchObject({ type: "done", credits: 1 });
    expect(await balance(s.id)).toBe(1);
  });

  it("no double spend: 20 concurrent sends on 5 credits give 5 replies and 15 402s", async () => {
    const s = await creditSessionWith(5);
    const id = (
      (await callRoute(createNew, { cookies: s.cookies, method: "POST" })).json.conversation as { id: string }
    ).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(s.cookies, `Idea number ${i}: a kite over the sea`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(5);
    expect(statuses.filter((x) => x === 402)).toHaveLength(15);
    expect(await balance(s.id)).toBe(0);
    const usage = await db().creditTransaction.count({
      where: { sessionId: s.id, transactionType: "usage" },
    });
    expect(usage).toBe(5);
    const history = await historyOf(id);
    expect(history).toHaveLength(10);
    const okMessages = results.filter((r) => r.status === 200).map((r) => r.json.message);
    expect(
      history
        .filter((h) => h.role === "assistant")
        .map((h) => h.content)
        .sort(),
    ).toEqual([...okMessages].sort());
  });

  it("two refinements sent at once both reach the document, each paid once", async () => {
    const s = await creditSessionWith(10);
    await post(s.cookies, "A lighthouse keeper climbs the stairs at dusk while a storm gathers.");
    expect(await balance(s.id)).toBe(9);
    const [a, b] = await Promise.all([
      post(s.cookies, "Change the mood to joyful."),
      post(s.cookies, "make it night"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balance(s.id)).toBe(7);
    const c = await db().proChatConversation.findFirstOrThrow({ where: { sessionId: s.id } });
    const doc = c.currentPrompt as {
      scenes: { visuals: { mood: string }; setting: { time_of_day: string } }[];
    };
    expect(doc.scenes[0].visuals.mood.toLowerCase()).toContain("joyful");
    expect(doc.scenes[0].setting.time_of_day.toLowerCase()).toContain("night");
    // Each exchange is stored once, and the later one's undo point is the earlier one's document.
    const history = (c.conversationHistory as { role: string }[]).filter((h) => h.role === "user");
    expect(history).toHaveLength(3);
  });

  it("the same refinement sent twice at once is paid once: the second changes nothing", async () => {
    const s = await creditSessionWith(10);
    await post(s.cookies, "A lighthouse keeper climbs the stairs at dusk while a storm gathers.");
    const both = await Promise.all([post(s.cookies, "make it night"), post(s.cookies, "make it night")]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await balance(s.id)).toBe(8);
    expect(Math.min(...both.map((r) => Number(r.json.credits)))).toBe(8);
  });

  it("streams the local assistant's reply and stores the exchange exactly once", async () => {
    const s = await creditSessionWith(2);
    const res = await post(
      s.cookies,
      "A red balloon drifts over Paris rooftops.",
      {},
      { accept: "application/x-ndjson" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const events = streamEvents(res.text);
    expect(events[0]).toMatchObject({ type: "start", credits: 1 });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error(`expected done, got ${JSON.stringify(done)}`);
    expect(deltas.map((d) => (d.type === "delta" ? d.text : "")).join("")).toBe(done.message);
    const history = await historyOf(done.conversationId);
    expect(history).toEqual([
      expect.objectContaining({ role: "user", content: "A red balloon drifts over Paris rooftops." }),
      expect.objectContaining({ role: "assistant", content: done.message }),
    ]);
    const activity = await db().userActivity.count({
      where: { sessionId: s.id, activityType: "chat_message" },
    });
    expect(activity).toBe(1);
  });
});

describe("projects", () => {
  it("a concept seeds a conversation; its document is saved as the buyer's project and reopened", async () => {
    const s = await creditSessionWith(3);
    const bad = await callRoute(createNew, {
      cookies: s.cookies,
      body: { project: { title: "Harbor", description: "too short" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Please provide a detailed concept description");
    expect(
      (
        await callRoute(createNew, {
          cookies: s.cookies,
          body: { project: { title: " ", description: "x".repeat(30) } },
        })
      ).json.message,
    ).toBe("Project title is required");

    const created = await callRoute(createNew, {
      cookies: s.cookies,
      body: {
        project: {
          title: "Harbor Dawn",
          description: "A fisherwoman prepares her small boat in a misty harbor.",
          estimatedDuration: "10",
          targetMood: "peaceful",
        },
      },
    });
    expect(created.status).toBe(201);
    const conv = created.json.conversation as { id: string; title: string };
    expect(conv.title).toBe("Harbor Dawn");
    const seeded = await detail(s.cookies, conv.id);
    expect(seeded.json.currentPrompt).toMatchObject({ project_title: "Harbor Dawn" });
    await post(s.cookies, "Soft piano music and seagulls");

    const saved = await callRoute(saveProject, { cookies: s.cookies, body: { conversationId: conv.id } });
    expect(saved.status).toBe(201);
    const project = await db().project.findUniqueOrThrow({
      where: { id: (saved.json.project as { id: string }).id },
      include: { user: true },
    });
    expect(project).toMatchObject({ title: "Harbor Dawn", status: "draft" });
    expect(project.user.email).toBe(s.email);
    expect(JSON.stringify(project.jsonData)).toContain("Soft piano music and seagulls");
    expect((project.conversationLog as unknown[]).length).toBe(2);

    const listed = await callRoute(listProjects, { cookies: s.cookies });
    expect(listed.json).toEqual([expect.objectContaining({ id: project.id, title: "Harbor Dawn" })]);

    const other = await creditSessionWith(1);
    expect(
      (await callRoute(openProject, { cookies: other.cookies, method: "POST", params: { id: project.id } }))
        .status,
    ).toBe(404);
    const reopened = await callRoute(openProject, {
      cookies: s.cookies,
      method: "POST",
      params: { id: project.id },
    });
    expect(reopened.status).toBe(201);
    const reopenedId = (reopened.json.conversation as { id: string }).id;
    const again = await detail(s.cookies, reopenedId);
    expect(again.json).toMatchObject({ isActive: true, title: "Harbor Dawn" });
    expect((again.json.conversationHistory as unknown[]).length).toBe(2);
    expect((await conversations(s.cookies)).filter((c) => c.isActive).map((c) => c.id)).toEqual([reopenedId]);

    const anonymous = await creditSessionWith(1, null);
    const anonConv = (
      (await callRoute(createNew, { cookies: anonymous.cookies, method: "POST" })).json.conversation as {
        id: string;
      }
    ).id;
    expect(
      (await callRoute(saveProject, { cookies: anonymous.cookies, body: { conversationId: anonConv } }))
        .status,
    ).toBe(400);
  });
});

describe("projects and identity (security finding 2)", () => {
  const saveFrom = async (cookies: Cookies, text: string) => {
    const sent = await post(cookies, text);
    const saved = await callRoute(saveProject, {
      cookies,
      body: { conversationId: String(sent.json.conversationId) },
    });
    expect(saved.status).toBe(201);
    return (saved.json.project as { id: string }).id;
  };
  const projectIds = async (cookies: Cookies) =>
    ((await callRoute(listProjects, { cookies })).json as unknown as { id: string }[]).map((p) => p.id);

  it("a session that only typed the buyer's e-mail at checkout sees none of their projects", async () => {
    const owner = await creditSessionWith(3);
    await db().creditSession.update({ where: { id: owner.id }, data: { emailVerifiedAt: new Date() } });
    const projectId = await saveFrom(owner.cookies, "A lighthouse keeper writes a letter at night.");

    // The attacker paid with the owner's e-mail: the session carries it, unproven.
    const attacker = await creditSessionWith(3, owner.email);
    expect(await projectIds(attacker.cookies)).toEqual([]);
    expect(
      (await callRoute(openProject, { cookies: attacker.cookies, method: "POST", params: { id: projectId } }))
        .status,
    ).toBe(404);
    // Nor can the attacker push a project into the owner's list.
    const planted = await saveFrom(attacker.cookies, "A red kite over a grey sea.");
    expect(await projectIds(attacker.cookies)).toEqual([planted]);
    expect(await projectIds(owner.cookies)).toEqual([projectId]);

    // Another browser of the owner that proved the e-mail shares the proven projects.
    const device = await creditSessionWith(1, owner.email);
    await db().creditSession.update({ where: { id: device.id }, data: { emailVerifiedAt: new Date() } });
    expect(await projectIds(device.cookies)).toEqual([projectId]);
  });
});

describe("invalid Unicode (security finding 4)", () => {
  it("a lone surrogate is refused with 400 before any spend: no free replies, no 500 on rename", async () => {
    const s = await creditSessionWith(2);
    const lone = "A lighthouse at dusk \ud800 with fog.";
    const res = await post(s.cookies, lone);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "Text must be valid Unicode." });
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: s.id } })).creditsRemaining).toBe(2);
    expect(await db().creditTransaction.count({ where: { sessionId: s.id, transactionType: "usage" } })).toBe(
      0,
    );

    const ok = await post(s.cookies, "A lighthouse at dusk with fog.");
    const id = String(ok.json.conversationId);
    const renamed = await callRoute(rename, {
      method: "PUT",
      cookies: s.cookies,
      params: { id },
      body: { title: "Dusk \udfff" },
    });
    expect(renamed.status).toBe(400);
    // A raw body with an escaped lone surrogate in a key is refused the same way.
    const raw = await callRoute(rename, {
      method: "PUT",
      cookies: s.cookies,
      params: { id },
      body: '{"title":"Dusk","\\udc00":1}',
    });
    expect(raw.status).toBe(400);
    // Well-formed pairs (emoji) are fine.
    expect(
      (
        await callRoute(rename, {
          method: "PUT",
          cookies: s.cookies,
          params: { id },
          body: { title: "Dusk 🌅" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("stored documents", () => {
  it("come back in the schema's key order (jsonb reorders keys)", async () => {
    const s = await creditSessionWith(1);
    const res = await post(s.cookies, "A kite flies over a quiet beach.");
    const got = await detail(s.cookies, String(res.json.conversationId));
    expect(Object.keys(got.json.currentPrompt as object)).toEqual([
      "project_title",
      "project_style",
      "global_preferences",
      "scenes",
    ]);
  });
});

describe("burst limit", () => {
  it("limits sends per credit session (RATE_LIMIT_CHAT_PER_MIN, default 30) before spending", async () => {
    const s = await creditSessionWith(70);
    // Fixed one-minute windows: pin the clock mid-window so the count is exact.
    vi.useFakeTimers({ now: Math.floor(Date.now() / 60_000) * 60_000 + 30_000, toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let ok = 0;
    let limited: Awaited<ReturnType<typeof post>> | null = null;
    for (let i = 0; i < 65 && !limited; i++) {
      const res = await post(s.cookies, i === 0 ? "A kite over a beach" : "skip");
      if (res.status === 200) ok++;
      else limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBeTruthy();
    expect(ok).toBe(30);
    // Only the first message changes the document; "skip" is free (the limit still counts it).
    expect(await balance(s.id)).toBe(69);
    // Another session is not affected.
    const other = await creditSessionWith(1);
    expect((await post(other.cookies, "A kite over a beach")).status).toBe(200);
  });
});
