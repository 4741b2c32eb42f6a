import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/generate-scene/route";
import { db } from "@/lib/db/client";
import { hit } from "@/lib/rate-limit";
import { GENERATE_RATE_LIMITED } from "@/lib/scene/generate-request";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { newClient, postScene } from "../support/generate-scene-client";

const rowsOf = (userAgent: string) =>
  db().promptAnalytics.findMany({ where: { userAgent }, orderBy: { createdAt: "asc" } });

describe("POST /api/generate-scene (local compiler)", () => {
  it("returns {prompt} with a valid document and writes a success analytics row", async () => {
    const client = newClient();
    const description =
      'At dawn, Maria, a young fisherwoman, walks along the misty harbor. She says "The sea is calm today."';
    const res = await postScene(POST, client, { description, title: "Harbor Morning", duration: 10 });
    expect(res.status).toBe(200);
    const prompt = promptDocumentSchema.parse(res.json.prompt);
    expect(prompt.project_title).toBe("Harbor Morning");
    expect(prompt.scenes[0].duration_seconds).toBe(10);
    expect(prompt.scenes[0].audio.dialogue).toEqual([{ character: "Maria", line: "The sea is calm today." }]);

    const [row] = await rowsOf(client.userAgent);
    expect(row).toMatchObject({
      promptText: description,
      promptLength: description.length,
      duration: 10,
      title: "Harbor Morning",
      description,
      success: true,
      errorMessage: null,
      ipAddress: client.anonymisedIp,
      referer: "http://localhost/generator",
      sessionId: null,
    });
    expect(row.category).toBe(prompt.project_style.categories[0]);
    expect(row.generatedJson).toEqual(prompt);
    expect(row.fullInputData).toMatchObject({
      description,
      title: "Harbor Morning",
      duration: 10,
      engine: "local",
    });
    expect(row.processingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it("defaults the duration to 8 and accepts a missing title", async () => {
    const client = newClient();
    const res = await postScene(POST, client, {
      description: "A red fox trots across a frozen lake at dawn.",
    });
    expect(res.status).toBe(200);
    const prompt = promptDocumentSchema.parse(res.json.prompt);
    expect(prompt.scenes[0].duration_seconds).toBe(8);
    expect(prompt.project_title).toBe("Red Fox Trots Across a Frozen Lake");
    const [row] = await rowsOf(client.userAgent);
    expect(row).toMatchObject({ duration: 8, title: null, success: true });
  });

  const invalid: { name: string; body: unknown; message: string | RegExp }[] = [
    { name: "missing description", body: { duration: 8 }, message: "Please provide a scene description" },
    {
      name: "short description",
      body: { description: "abcd" },
      message: "Please provide a scene description",
    },
    {
      name: "description of the wrong type",
      body: { description: ["a fox runs"] },
      message: "Please provide a scene description",
    },
    {
      name: "duration not allowed",
      body: { description: "A fox runs home", duration: 7 },
      message: "Duration must be 5, 8 or 10 seconds",
    },
    {
      name: "duration of the wrong type",
      body: { description: "A fox runs home", duration: { s: 5 } },
      message: "Duration must be 5, 8 or 10 seconds",
    },
    {
      name: "title of the wrong type",
      body: { description: "A fox runs home", title: 42 },
      message: "Title must be text",
    },
    {
      name: "body that is not JSON",
      body: "{description: nope",
      message: "Request body must be valid JSON.",
    },
    { name: "JSON that is not an object", body: "[1,2,3]", message: "Please provide a scene description" },
    { name: "1 MB description", body: { description: "a".repeat(1024 * 1024) }, message: /too large/ },
  ];
  for (const c of invalid) {
    it(`answers 400 with a message for a ${c.name}, and logs the failure`, async () => {
      const client = newClient();
      const res = await postScene(POST, client, c.body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(c.message);
      const rows = await rowsOf(client.userAgent);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ success: false, generatedJson: null });
      expect(rows[0].errorMessage).toMatch(c.message);
    });
  }

  it("refuses content-policy violations with Content not allowed, suggestions and logged flags", async () => {
    const client = newClient();
    const res = await postScene(POST, client, {
      description: "A NUDE figure walks past a bloodbath",
      title: "Nice title",
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      "Content not allowed: Content contains inappropriate keywords: nude, bloodbath",
    );
    expect((res.json.suggestions as unknown as string[]).length).toBeGreaterThan(0);
    const [row] = await rowsOf(client.userAgent);
    expect(row).toMatchObject({
      success: false,
      promptText: "A NUDE figure walks past a bloodbath",
      title: "Nice title",
    });
    expect(row.contentPolicyFlags).toEqual({ flags: ["keywords"], keywords: ["nude", "bloodbath"] });
  });

  const fourSentences: [string, string][] = [
    ["A bomb explodes and kills everyone, blood everywhere", "bomb, kills, blood"],
    ["A man shoots another man with a gun", "shoots, gun"],
    ["Teenagers smoke weed and take drugs", "smoke weed, drugs"],
    ["Two people have sex in a bedroom", "sex"],
  ];
  it.each(fourSentences)(
    "refuses %j with 400 and the spec's message, logged as a failed row with its keywords",
    async (description, list) => {
      const client = newClient();
      const res = await postScene(POST, client, { description, duration: 8 });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(`Content not allowed: Content contains inappropriate keywords: ${list}`);
      const rows = await rowsOf(client.userAgent);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        success: false,
        generatedJson: null,
        promptText: description,
        errorMessage: `Content not allowed: Content contains inappropriate keywords: ${list}`,
        contentPolicyFlags: { flags: ["keywords"], keywords: list.split(", ") },
      });
    },
  );

  it("lets camera vocabulary and innocent idioms through (wide shot, photo shoot, a killer view)", async () => {
    const client = newClient();
    const description =
      "Wide shot of a photo shoot on a rooftop with a killer view, then a close-up shot of a shot of espresso.";
    const res = await postScene(POST, client, { description, title: "Shot on 35mm" });
    expect(res.status).toBe(200);
    const [row] = await rowsOf(client.userAgent);
    expect(row).toMatchObject({ success: true, contentPolicyFlags: null });
  });

  it("refuses a too-long description, banned themes, shouting and bad titles through the policy", async () => {
    const cases: [unknown, string][] = [
      [{ description: "a".repeat(2001) }, "Content not allowed: Description is too long"],
      [
        { description: "A quiet film about animal cruelty" },
        "Content not allowed: Content contains inappropriate themes",
      ],
      [{ description: "A DOG RUNS FAST HOME" }, "Content not allowed: Please avoid excessive uppercase text"],
      [
        { description: "A dog runs home", title: "Cocaine" },
        "Content not allowed: Title contains inappropriate keywords: cocaine",
      ],
      [{ description: "A dog runs home", title: "t".repeat(101) }, "Content not allowed: Title is too long"],
    ];
    for (const [body, message] of cases) {
      const res = await postScene(POST, newClient(), body);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });

  it("limits bursts per client with 429 and Retry-After, without touching other clients", async () => {
    const client = newClient();
    const limit = Number(process.env.RATE_LIMIT_GENERATE_PER_MIN ?? 30);
    for (let i = 0; i < limit; i++) {
      const res = await postScene(POST, client, { description: `A fox runs home, take ${i}` });
      expect(res.status).toBe(200);
    }
    const limited = await postScene(POST, client, { description: "A fox runs home, one more" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.json.message).toMatch(/Too many generations/);
    const other = await postScene(POST, newClient(), { description: "A fox runs home" });
    expect(other.status).toBe(200);
    const rows = await rowsOf(client.userAgent);
    expect(rows.filter((r) => r.success)).toHaveLength(limit);
    // The refused request writes no analytics row (24.5).
    expect(rows.filter((r) => !r.success)).toHaveLength(0);
  });
});

describe("POST /api/generate-scene over the burst limit (24.5)", () => {
  it("answers 429 and writes no analytics row for the refused requests", async () => {
    const client = newClient();
    const rule = { limit: Number(process.env.RATE_LIMIT_GENERATE_PER_MIN ?? 30), windowMs: 60_000 };
    // This client has used up its limit, in this minute and the next (no race with the boundary).
    const now = Date.now();
    // The next minute first: a hit's occasional sweep of expired buckets goes by its clock.
    for (const t of [now + 60_000, now])
      for (let i = 0; i < rule.limit; i++) await hit(["generate:ip", client.ip], rule, () => t);
    const body = { description: "A paper boat drifts down a rainy street gutter." };
    for (let i = 0; i < 3; i++) {
      const res = await postScene(POST, client, body);
      expect(res.status).toBe(429);
      expect(res.json.message).toBe(GENERATE_RATE_LIMITED);
    }
    expect(await db().promptAnalytics.count({ where: { userAgent: client.userAgent } })).toBe(0);
  });
});
