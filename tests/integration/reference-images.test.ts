// Issue 27 item 4: a visitor's reference images: the admin's limits, private to their owner, a quota,
// a rate limit, readable through a live share that names them, and the sweep.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/references/route";
import { DELETE as remove, GET as read } from "@/app/api/references/[id]/route";
import { db } from "@/lib/db/client";
import { expireReferenceImages } from "@/lib/references/images";
import { cookiesFrom } from "../support/route-call";
import { GIF_1PX, HTML, lazyStream, PNG_1PX, SVG } from "../support/sample-files";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-references-"));
process.env.DATA_DIR = dataDir;
process.env.REFERENCE_IMAGES_PER_VISITOR = "3";
process.env.RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN = "8";

let ipCounter = 10;
const freshIp = () => `198.51.100.${ipCounter++}`;
const cookieHeader = (c: Record<string, string>) =>
  Object.entries(c)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

async function send(
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  opts: { cookies?: Record<string, string>; type?: string; ip?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {
    host: "localhost",
    origin: opts.origin ?? "http://localhost",
    "x-forwarded-for": opts.ip ?? freshIp(),
  };
  if (opts.type) headers["content-type"] = opts.type;
  if (body instanceof Uint8Array) headers["content-length"] = String(body.byteLength);
  if (opts.cookies) headers.cookie = cookieHeader(opts.cookies);
  const init = { method: "POST", headers, body, duplex: "half" };
  const res = await upload(
    new NextRequest("http://localhost/api/references", init as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve({}) },
  );
  const json = (await res.json()) as { id?: string; path?: string; message?: string };
  const raw = res.headers.getSetCookie();
  return { status: res.status, json, cookies: cookiesFrom(raw), raw };
}

async function get(id: string, cookies?: Record<string, string>, share?: string) {
  const headers: Record<string, string> = { host: "localhost" };
  if (cookies) headers.cookie = cookieHeader(cookies);
  const url = `http://localhost/api/references/${id}${share ? `?share=${share}` : ""}`;
  return read(new NextRequest(url, { headers }), { params: Promise.resolve({ id }) });
}

/** A new visitor with one uploaded image. */
async function visitorWithImage(bytes: Uint8Array = PNG_1PX, type = "image/png") {
  const res = await send(new Uint8Array(bytes), { type });
  expect(res.status).toBe(201);
  return { cookies: res.cookies, id: res.json.id!, path: res.json.path! };
}

describe("reference images", () => {
  it("stores an upload privately, sets a signed httpOnly visitor cookie, and serves it only to its owner", async () => {
    const res = await send(new Uint8Array(PNG_1PX), { type: "image/png" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: "image/png", width: 1, height: 1, size: PNG_1PX.length });
    expect(res.json.path).toBe(`/api/references/${res.json.id}`);
    expect(Object.keys(res.cookies)).toEqual(["promptreel-visitor"]);
    expect(res.raw[0]).toMatch(/HttpOnly/i);
    expect(res.raw[0]).toMatch(/SameSite=Lax/i);
    // Not in the public objects directory.
    expect(fs.existsSync(path.join(dataDir, "objects"))).toBe(false);

    const own = await get(res.json.id!, res.cookies);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    // Another visitor, nobody, and a forged cookie all see a 404.
    const other = await visitorWithImage();
    expect((await get(res.json.id!, other.cookies)).status).toBe(404);
    expect((await get(res.json.id!)).status).toBe(404);
    const [value] = Object.values(res.cookies);
    const forged = `${value.split(".")[0]}.${"A".repeat(43)}`;
    expect((await get(res.json.id!, { "promptreel-visitor": forged })).status).toBe(404);
  });

  it("keeps the visitor's cookie: a second upload belongs to the same visitor", async () => {
    const first = await visitorWithImage();
    const second = await send(new Uint8Array(GIF_1PX), { type: "image/gif", cookies: first.cookies });
    expect(second.status).toBe(201);
    expect(second.cookies).toEqual({});
    expect((await get(second.json.id!, first.cookies)).status).toBe(200);
  });

  it("refuses what the admin's uploads refuse: wrong types by their bytes, a mismatch, empty, too large", async () => {
    for (const [bytes, type] of [
      [SVG, "image/svg+xml"],
      [HTML, "image/png"],
      [SVG, "image/png"],
    ] as const) {
      const res = await send(new Uint8Array(bytes), { type });
      expect(res.status).toBe(415);
      expect(res.json.message).toMatch(/Reference images must be JPEG, PNG, WebP or GIF images/);
    }
    const mismatch = await send(new Uint8Array(PNG_1PX), { type: "image/gif" });
    expect(mismatch.status).toBe(415);
    expect((await send(new Uint8Array(0), { type: "image/png" })).status).toBe(400);

    const declared = await send(new Uint8Array(PNG_1PX), { type: "image/png" });
    expect(declared.status).toBe(201);
    // Over 5,242,880 bytes while streaming, without a declared length.
    const { stream } = lazyStream(new Uint8Array(PNG_1PX), 5_242_881);
    const big = await send(stream, { type: "image/png" });
    expect(big.status).toBe(413);
    expect(big.json.message).toMatch(/5,242,880 bytes/);
    expect(await db().referenceImage.count({ where: { size: { gt: 5_242_880 } } })).toBe(0);
  });

  it("refuses an image larger than 8192 pixels on a side", async () => {
    const png = Buffer.from(PNG_1PX);
    png.writeUInt32BE(9000, 16); // IHDR width
    const res = await send(new Uint8Array(png), { type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/8192 pixels/);
  });

  it("enforces the per-visitor quota; deleting one frees a place; others cannot delete", async () => {
    const v = await visitorWithImage();
    const ids = [v.id];
    for (let i = 0; i < 2; i++) {
      const res = await send(new Uint8Array(PNG_1PX), { type: "image/png", cookies: v.cookies });
      expect(res.status).toBe(201);
      ids.push(res.json.id!);
    }
    const over = await send(new Uint8Array(PNG_1PX), { type: "image/png", cookies: v.cookies });
    expect(over.status).toBe(409);
    expect(over.json.message).toMatch(/3 reference images/);

    const stranger = await visitorWithImage();
    const del = (id: string, cookies: Record<string, string>) =>
      remove(
        new NextRequest(`http://localhost/api/references/${id}`, {
          method: "DELETE",
          headers: { host: "localhost", origin: "http://localhost", cookie: cookieHeader(cookies) },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await del(ids[0], stranger.cookies)).status).toBe(404);
    expect((await del(ids[0], v.cookies)).status).toBe(204);
    expect((await get(ids[0], v.cookies)).status).toBe(404);
    expect((await send(new Uint8Array(PNG_1PX), { type: "image/png", cookies: v.cookies })).status).toBe(201);
  });

  it("rate-limits uploads per visitor and per client, and refuses cross-origin uploads", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await send(new Uint8Array(0), { type: "image/png", ip })).status);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await send(new Uint8Array(PNG_1PX), { origin: "https://evil.example" })).status).toBe(403);
  });

  it("serves an image through a live share whose document names it, and not otherwise", async () => {
    const v = await visitorWithImage();
    const stranger = await visitorWithImage();
    await db().sharedPrompt.create({
      data: {
        id: "share-with-ref",
        title: "t",
        document: { bible: { cast: [{ reference: { image: v.path } }] } },
      },
    });
    await db().sharedPrompt.create({ data: { id: "share-without", title: "t", document: { scenes: [] } } });
    expect((await get(v.id, stranger.cookies, "share-with-ref")).status).toBe(200);
    expect((await get(v.id, undefined, "share-without")).status).toBe(404);
    await db().sharedPrompt.update({ where: { id: "share-with-ref" }, data: { takenDownAt: new Date() } });
    expect((await get(v.id, undefined, "share-with-ref")).status).toBe(404);
  });

  it("the sweep deletes images unused for the TTL unless a live share names them", async () => {
    const stale = await visitorWithImage();
    const shared = await visitorWithImage();
    const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    await db().referenceImage.updateMany({
      where: { id: { in: [stale.id, shared.id] } },
      data: { lastUsedAt: old },
    });
    await db().sharedPrompt.create({
      data: { id: "share-keeps", title: "t", document: { image: shared.path } },
    });
    await expireReferenceImages(new Date(), 90);
    expect(await db().referenceImage.findUnique({ where: { id: stale.id } })).toBeNull();
    expect((await get(stale.id, stale.cookies)).status).toBe(404);
    expect((await get(shared.id, shared.cookies)).status).toBe(200);
    // Viewing it marks it used again.
    const row = await db().referenceImage.findUnique({ where: { id: shared.id } });
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(old.getTime());
  });
});
