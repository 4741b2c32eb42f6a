import { beforeEach, describe, expect, it, vi } from "vitest";

// The server-action wrapper against the real database: Next's request scope is the one thing
// replaced (headers() answers the headers a browser would send with the action's POST).
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
const revalidated: string[] = [];
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => void revalidated.push(path) }));

import {
  deleteShowcaseVideoAction,
  giftCreditsAction,
  suspendUserAction,
  updateArticleAction,
} from "@/lib/actions/admin";
import { renameConversationAction } from "@/lib/actions/chat";
import { sendFeedback } from "@/lib/actions/feedback";
import { createConversation } from "@/lib/chat/conversations";
import { IDLE } from "@/lib/actions/result";
import { db } from "@/lib/db/client";
import { adminCookies } from "../support/admin";
import { creditSessionWith } from "../support/chat";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const as = (ip: string, cookies: Record<string, string> = {}) => {
  requestHeaders = new Headers({
    "x-forwarded-for": ip,
    "user-agent": "action-test",
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
  });
};
const tag = () => `act-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

beforeEach(() => {
  revalidated.length = 0;
});

describe("server actions (lib/actions)", () => {
  it("a public form: field errors from the shared schema, the submitted values back, nothing stored", async () => {
    as(ip());
    const marker = tag();
    const state = await sendFeedback(IDLE, form({ message: "hi", email: `not-an-email ${marker}` }));
    expect(state).toMatchObject({
      status: "error",
      code: 400,
      message: "Message must be at least 5 characters.",
      fieldErrors: {
        message: "Message must be at least 5 characters.",
        email: "Please enter a valid email address.",
      },
      values: { message: "hi" },
    });
    expect(await db().feedback.count({ where: { email: { contains: marker } } })).toBe(0);
  });

  it("stores valid feedback with the anonymised address, and applies the same per-client burst limit", async () => {
    as("203.0.113.201");
    const marker = tag();
    const states = [];
    for (let i = 0; i < 6; i++)
      states.push(
        await sendFeedback(IDLE, form({ feedbackType: "bug", message: `Works ${marker} ${i}`, rating: "4" })),
      );
    expect(states.slice(0, 5).every((s) => s.status === "ok")).toBe(true);
    expect(states[5]).toMatchObject({
      status: "error",
      code: 429,
      message: "Too many feedback submissions. Please wait a minute and try again.",
    });
    const rows = await db().feedback.findMany({ where: { message: { contains: marker } } });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ feedbackType: "bug", rating: 4, ipAddress: "203.0.113.0" });
  });

  it("admin actions refuse without an admin session (401) and change nothing", async () => {
    as(ip());
    const email = `${tag()}@example.com`;
    const state = await giftCreditsAction(IDLE, form({ email, amount: "5" }));
    expect(state).toMatchObject({ status: "error", code: 401, message: "Authentication required" });
    expect(await db().creditSession.count({ where: { email } })).toBe(0);
    expect(await suspendUserAction(IDLE, form({ email }))).toMatchObject({ status: "error", code: 401 });
  });

  it("an admin gift through the action: the ledger and the audit row with the request's client facts", async () => {
    const cookies = await adminCookies();
    as("203.0.113.77", cookies);
    const email = `${tag()}@example.com`;
    const bad = await giftCreditsAction(IDLE, form({ email, amount: "0" }));
    expect(bad).toMatchObject({
      status: "error",
      code: 400,
      fieldErrors: { amount: "Amount must be a whole number from 1 to 1000." },
    });
    const state = await giftCreditsAction(IDLE, form({ email, amount: "7", description: "" }));
    expect(state).toMatchObject({ status: "ok", data: { email, credits: 7, balance: 7 } });
    const log = await db().adminLog.findFirst({ where: { targetEmail: email, action: "gift_credits" } });
    expect(log).toMatchObject({ ipAddress: "203.0.113.0", userAgent: "action-test" });
  });

  it("ids from forms are validated (404 wording) and unknown rows are the route's 404", async () => {
    as(ip(), await adminCookies());
    expect(await deleteShowcaseVideoAction(IDLE, form({ id: "nope" }))).toMatchObject({
      status: "error",
      code: 400,
      message: "Showcase video not found",
    });
    expect(
      await deleteShowcaseVideoAction(IDLE, form({ id: "00000000-0000-4000-8000-000000000000" })),
    ).toMatchObject({ status: "error", code: 404, message: "Showcase video not found" });
    expect(revalidated).toEqual([]);
  });

  it("editing an article revalidates its public pages; an unchecked box unpublishes", async () => {
    as(ip(), await adminCookies());
    const article = await db().article.create({
      data: {
        title: `Action ${tag()}`,
        slug: tag(),
        metaTitle: "m",
        metaDescription: "d",
        bodyContent: "Body content long enough",
        isPublished: true,
      },
    });
    const state = await updateArticleAction(
      IDLE,
      form({
        id: article.id,
        title: article.title,
        metaTitle: "Meta",
        metaDescription: "Desc",
        bodyContent: "Body content long enough",
      }),
    );
    expect(state).toMatchObject({ status: "ok", data: { id: article.id, slug: article.slug } });
    expect(await db().article.findUnique({ where: { id: article.id } })).toMatchObject({
      isPublished: false,
      metaTitle: "Meta",
    });
    expect(revalidated).toContain(`/articles/${article.slug}`);
  });

  it("conversation rename: the credit session cookie is required, the title schema applies, another session's id is a 404", async () => {
    const owner = await creditSessionWith(1);
    const other = await creditSessionWith(1);
    const conversation = await createConversation({ id: owner.id, email: owner.email });
    as(ip());
    expect(await renameConversationAction(IDLE, form({ id: conversation.id, title: "x" }))).toMatchObject({
      status: "error",
      code: 401,
    });
    as(ip(), owner.cookies);
    expect(await renameConversationAction(IDLE, form({ id: conversation.id, title: "   " }))).toMatchObject({
      status: "error",
      code: 400,
      fieldErrors: { title: "Title cannot be empty." },
    });
    expect(
      await renameConversationAction(IDLE, form({ id: conversation.id, title: "  Night market  " })),
    ).toMatchObject({ status: "ok", data: { id: conversation.id, title: "Night market" } });
    as(ip(), other.cookies);
    expect(await renameConversationAction(IDLE, form({ id: conversation.id, title: "Mine" }))).toMatchObject({
      status: "error",
      code: 404,
    });
  });

  it("applies the REST routes' text check: NUL is a 400 state, not a 500, nothing stored (24.5)", async () => {
    const marker = tag();
    // (FormData itself turns a lone surrogate into U+FFFD: NUL is what gets through.)
    as(ip());
    const state = await sendFeedback(
      IDLE,
      form({ message: `Hello there\u0000 ${marker}`, feedbackType: "other" }),
    );
    expect(state).toMatchObject({
      status: "error",
      code: 400,
      message: "Text must not contain NUL characters.",
    });
    // In a field name too, and in an admin action.
    as(ip(), await adminCookies());
    const named = new FormData();
    named.set("email\u0000", "x@example.com");
    expect(await suspendUserAction(IDLE, named)).toMatchObject({ status: "error", code: 400 });
    expect(await db().feedback.count({ where: { message: { contains: marker } } })).toBe(0);
  });
});
