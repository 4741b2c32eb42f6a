import { describe, expect, it, onTestFinished, vi } from "vitest";
import { POST } from "@/app/api/feedback/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/route-call";

// Every call gets its own client address so the per-client burst limit (5/min by default) only
// applies where a test wants it to.
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${(process.pid % 200) + 1}.${(ipCounter % 250) + 1}`;
};
const tag = () => `fb-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const post = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  callRoute(POST, {
    method: "POST",
    path: "/api/feedback",
    body,
    headers: { "x-forwarded-for": ip, ...headers },
  });
const stored = (marker: string) => db().feedback.findMany({ where: { message: { contains: marker } } });

describe("POST /api/feedback", () => {
  it("stores valid feedback with every field and an anonymised IP, and answers 201", async () => {
    const marker = tag();
    const res = await post(
      { feedbackType: "bug", message: `Broken button ${marker}`, rating: 4, email: "Ann@Example.com" },
      "203.0.113.77",
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, id: expect.any(String) });
    const [row] = await stored(marker);
    expect(row).toMatchObject({
      id: res.json.id,
      feedbackType: "bug",
      message: `Broken button ${marker}`,
      rating: 4,
      email: "ann@example.com",
      ipAddress: "203.0.113.0",
    });
  });

  it("defaults the type to suggestion and stores an absent rating and e-mail as null", async () => {
    const marker = tag();
    expect((await post({ message: `Nice tool ${marker}` })).status).toBe(201);
    const [row] = await stored(marker);
    expect(row).toMatchObject({ feedbackType: "suggestion", rating: null, email: null });
  });

  it("accepts each of the four types and refuses any other", async () => {
    for (const feedbackType of ["suggestion", "bug", "feature_request", "other"]) {
      const marker = tag();
      expect((await post({ feedbackType, message: `Type ${feedbackType} ${marker}` })).status).toBe(201);
      expect((await stored(marker))[0].feedbackType).toBe(feedbackType);
    }
    for (const feedbackType of ["praise", "", "BUG", 3, null]) {
      const marker = tag();
      const res = await post({ feedbackType, message: `Bad type ${marker}` });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: "Please choose a feedback type." });
      expect(await stored(marker)).toHaveLength(0);
    }
  });

  it("enforces the message length of 5 to 1000 characters at the boundaries (after trimming)", async () => {
    const at = (n: number, marker: string) => marker + "x".repeat(n - marker.length);
    const short = await post({ message: "abcd" });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({ message: "Message must be at least 5 characters." });
    expect((await post({ message: "   abcd    " })).json).toEqual({
      message: "Message must be at least 5 characters.",
    });
    expect((await post({ message: "abcde" })).status).toBe(201);
    const m1000 = tag();
    expect((await post({ message: at(1000, m1000) })).status).toBe(201);
    expect((await stored(m1000))[0].message).toHaveLength(1000);
    const m1001 = tag();
    const long = await post({ message: at(1001, m1001) });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ message: "Message must be at most 1000 characters." });
    expect(await stored(m1001)).toHaveLength(0);
  });

  it("requires a message that is a string", async () => {
    for (const body of [{}, { message: null }, { message: 12345 }, { message: ["hello world"] }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: "Please enter your feedback message." });
    }
  });

  it("accepts ratings 1 to 5 (or none) and refuses anything else", async () => {
    for (const rating of [1, 5]) {
      const marker = tag();
      expect((await post({ message: `Rated ${marker}`, rating })).status).toBe(201);
      expect((await stored(marker))[0].rating).toBe(rating);
    }
    const none = tag();
    expect((await post({ message: `Unrated ${none}`, rating: null })).status).toBe(201);
    expect((await stored(none))[0].rating).toBeNull();
    for (const rating of [0, 6, -1, 2.5, "3", true]) {
      const res = await post({ message: "Some feedback here", rating });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: "Rating must be a whole number from 1 to 5." });
    }
  });

  it("accepts an empty or valid e-mail and refuses a malformed one", async () => {
    const empty = tag();
    expect((await post({ message: `No mail ${empty}`, email: "" })).status).toBe(201);
    expect((await stored(empty))[0].email).toBeNull();
    const spaced = tag();
    expect((await post({ message: `Spaced ${spaced}`, email: "  bob@example.org " })).status).toBe(201);
    expect((await stored(spaced))[0].email).toBe("bob@example.org");
    for (const email of ["not-an-email", "a@", "@b.co", "a b@c.de", 42, `${"a".repeat(250)}@example.com`]) {
      const res = await post({ message: "Some feedback here", email });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: "Please enter a valid email address." });
    }
  });

  it("answers 4xx, never 500, to bad bodies, and writes nothing", async () => {
    const before = await db().feedback.count();
    for (const body of ["{not json", "null", "[]", '"just a string"', "42", "true", ""]) {
      const res = await post(body);
      expect(res.status, `body ${body}`).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    const huge = await post({ message: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await db().feedback.count()).toBe(before);
  });

  it("refuses a cross-origin browser post", async () => {
    const res = await post({ message: "From elsewhere" }, freshIp(), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("limits bursts per client (RATE_LIMIT_FEEDBACK_PER_MIN, default 5) in Postgres, without storing the raw IP", async () => {
    // The limit counts in fixed one-minute windows: pin the clock mid-window (no boundary, no sleep).
    vi.useFakeTimers({ now: Math.floor(Date.now() / 60_000) * 60_000 + 30_000, toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = `192.0.2.${(process.pid % 250) + 1}`;
    const marker = tag();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ message: `Burst ${i} ${marker}` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post({ message: `Burst 7 ${marker}` }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.json).toEqual({
      message: "Too many feedback submissions. Please wait a minute and try again.",
    });
    expect(await stored(marker)).toHaveLength(5);
    // Another client is not affected.
    expect((await post({ message: `Other client ${marker}` })).status).toBe(201);
    const keys = await db().rateLimitBucket.findMany({
      where: { key: { startsWith: "feedback:" } },
      select: { key: true },
    });
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.key.includes(ip))).toBe(false);
  });
});
