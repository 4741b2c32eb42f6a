import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/share/route";
import { GET } from "@/app/api/share/[id]/route";
import { db } from "@/lib/db/client";
import { compileScene } from "@/lib/scene/compiler";
import { callRoute } from "../support/route-call";

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.18.${(process.pid % 200) + 1}.${(ipCounter % 250) + 1}`;
};
const doc = (title = "Paper Boat") =>
  compileScene({
    description: "A child floats a paper boat down a rainy street gutter.",
    title,
    duration: 8,
  });
const share = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  callRoute(POST, {
    method: "POST",
    path: "/api/share",
    body,
    headers: { "x-forwarded-for": ip, ...headers },
  });
const get = (id: string) =>
  callRoute<{ id: string }>(GET, { method: "GET", path: `/api/share/${id}`, params: { id } });

describe("POST /api/share", () => {
  it("stores the document under a 128-bit random id, without personal data, noindex by default", async () => {
    const res = await share({ document: doc() }, "203.0.113.50");
    expect(res.status).toBe(201);
    const id = res.json.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, "base64url")).toHaveLength(16);
    expect(res.json.path).toBe(`/p/${id}`);
    const row = await db().sharedPrompt.findUniqueOrThrow({ where: { id } });
    expect(Object.keys(row).sort()).toEqual([
      "createdAt",
      "description",
      "document",
      "id",
      "takenDownAt",
      "takenDownBy",
      "title",
    ]);
    expect(row).toMatchObject({ title: "Paper Boat", takenDownAt: null, document: doc(), description: null });
    expect(JSON.stringify(row)).not.toContain("203.0.113");
  });

  it("keeps the description it was generated from (trimmed), checked by the content policy, and answers it", async () => {
    const description = "  Scene 1: A child <b>floats</b> a paper boat & watches it go.  ";
    const res = await share({ document: doc(), description });
    expect(res.status).toBe(201);
    const id = res.json.id as string;
    const row = await db().sharedPrompt.findUniqueOrThrow({ where: { id } });
    expect(row.description).toBe(description.trim());
    const read = await get(id);
    expect(read.json.description).toBe(description.trim());
    // Without one, the share answers an empty description.
    const plain = await share({ document: doc() });
    expect((await get(plain.json.id as string)).json.description).toBe("");

    const before = await db().sharedPrompt.count();
    const refused = await share({ document: doc(), description: "A night walk, make it nsfw." });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^Content not allowed: .*nsfw/);
    const tooLong = await share({ document: doc(), description: "a".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe("Description is too long");
    expect(await db().sharedPrompt.count()).toBe(before);
  });

  it("gives every share its own id, and ignores a client's indexable (no indexable pages on our domain, 24.5)", async () => {
    const a = await share({ document: doc(), indexable: true });
    const b = await share({ document: doc() });
    expect(a.status).toBe(201);
    expect(a.json.id).not.toBe(b.json.id);
    const row = await db().sharedPrompt.findUniqueOrThrow({ where: { id: a.json.id as string } });
    expect("indexable" in row).toBe(false);
  });

  it("refuses durations that are not a sensible number of seconds (±1e308, 0), and stores nothing (24.5)", async () => {
    const before = await db().sharedPrompt.count();
    for (const seconds of [1e308, -1e308, 0, -5, 601]) {
      const d = doc();
      d.scenes[0].duration_seconds = seconds;
      const res = await share({ document: d });
      expect(res.status, String(seconds)).toBe(400);
      expect(res.json.message).toBe("Scene duration must be more than 0 and at most 600 seconds");
    }
    expect(await db().sharedPrompt.count()).toBe(before);
  });

  it("refuses documents past the limits with a clear 400 (scenes, dialogue lines)", async () => {
    const many = doc();
    many.scenes = Array.from({ length: 51 }, (_, i) => ({ ...many.scenes[0], id: i + 1 }));
    expect((await share({ document: many })).json).toEqual({ message: "Too many scenes (at most 50)" });
    const talky = doc();
    talky.scenes[0].audio.dialogue = Array.from({ length: 41 }, () => ({ character: "A", line: "Hi." }));
    expect((await share({ document: talky })).json).toEqual({
      message: "Too many dialogue lines in one scene (at most 40)",
    });
  });

  it("refuses a document whose text breaks the content policy, and stores nothing", async () => {
    const bad = doc("Night Walk");
    bad.scenes[0].notes = "make it nsfw";
    const before = await db().sharedPrompt.count();
    const res = await share({ document: bad });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Content not allowed: .*nsfw/);
    expect(await db().sharedPrompt.count()).toBe(before);
  });

  it("answers 400 with a message for a missing or malformed document and for invalid JSON", async () => {
    for (const body of [{}, { document: { project_title: "x" } }]) {
      const res = await share(body);
      expect(res.status).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    expect((await share("{not json")).status).toBe(400);
  });

  it("refuses a cross-origin request", async () => {
    const res = await share({ document: doc() }, freshIp(), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("is rate limited per client (10 a minute by default) with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await share({ document: doc() }, ip)).status).toBe(201);
    const limited = await share({ document: doc() }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/share/<id>", () => {
  it("returns the shared document, and 404 for unknown or malformed ids", async () => {
    const { json } = await share({ document: doc("Harbor Dawn") });
    const res = await get(json.id as string);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: json.id, title: "Harbor Dawn", document: doc("Harbor Dawn") });
    expect((await get("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await get("../../etc")).status).toBe(404);
    expect((await get("x".repeat(500))).status).toBe(404);
  });
});
