// Issue 27 item 4: a visitor's reference images, the same behaviour on both private stores (local
// files, private Vercel Blob): the admin's limits, private to their owner, a quota, a rate limit,
// readable through a live share their owner made, delete, and the sweeps.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/references/route";
import { DELETE as remove, GET as read } from "@/app/api/references/[id]/route";
import { POST as createShareRoute } from "@/app/api/share/route";
import { db } from "@/lib/db/client";
import { expireReferenceImages } from "@/lib/references/images";
import { compileScene } from "@/lib/scene/compiler";
import { callRoute, cookiesFrom } from "./route-call";
import { GIF_1PX, HTML, lazyStream, PNG_1PX, SVG } from "./sample-files";

export type PrivateStoreProbe = {
  /** The store's name in the test titles. */
  name: string;
  /** A client address block of this suite's own (the rate-limit rows outlive a test file). */
  subnet: number;
  /** The prefix every storage key of this store has (a file name pattern or a URL). */
  keyPattern: RegExp;
  /** Whether the store holds an object under a storage key. */
  holds(key: string): Promise<boolean>;
  /** Whether anyone without the app's credentials can read the object (must never be true). */
  readableWithoutCredentials(key: string): Promise<boolean>;
  /** Puts an object no row names, stored `ageMs` ago; answers its key. */
  seedOrphan(ageMs: number): Promise<string>;
};

let ipCounter = 10;
let subnet = 120;
const freshIp = () => `198.51.${subnet}.${(ipCounter++ % 250) + 1}`;
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

const del = (id: string, cookies: Record<string, string>) =>
  remove(
    new NextRequest(`http://localhost/api/references/${id}`, {
      method: "DELETE",
      headers: { host: "localhost", origin: "http://localhost", cookie: cookieHeader(cookies) },
    }),
    { params: Promise.resolve({ id }) },
  );

/** A new visitor with one uploaded image. */
async function visitorWithImage(bytes: Uint8Array = PNG_1PX, type = "image/png") {
  const res = await send(new Uint8Array(bytes), { type });
  expect(res.status).toBe(201);
  return { cookies: res.cookies, id: res.json.id!, path: res.json.path! };
}

const storageKeyOf = async (id: string) =>
  (await db().referenceImage.findUniqueOrThrow({ where: { id } })).storageKey;

/** A document whose bible's cast member Maria carries the given image paths' reference slots. */
function documentWithImages(...paths: string[]) {
  const doc = compileScene({
    description: "Maria walks along the pier at dawn.",
    title: "Harbor",
    duration: 8,
  });
  return {
    ...doc,
    bible: {
      cast: paths.map((image, i) => ({
        name: `Maria ${i + 1}`,
        look: "",
        wardrobe: "",
        age: "",
        voice: "",
        reference: { label: `Maria's face ${i + 1}`, image },
      })),
      places: [],
      props: [],
    },
  };
}

/** POST /api/share as a browser with the given cookies would; answers the share id. */
async function share(document: unknown, cookies?: Record<string, string>) {
  const res = await callRoute(createShareRoute, {
    method: "POST",
    path: "/api/share",
    body: { document },
    cookies,
    headers: { "x-forwarded-for": freshIp() },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

export function describeReferenceImages(probe: PrivateStoreProbe) {
  subnet = probe.subnet;
  describe(`reference images (${probe.name})`, () => {
    it("stores an upload privately, sets a signed httpOnly visitor cookie, and serves it only to its owner", async () => {
      const res = await send(new Uint8Array(PNG_1PX), { type: "image/png" });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ contentType: "image/png", width: 1, height: 1, size: PNG_1PX.length });
      expect(res.json.path).toBe(`/api/references/${res.json.id}`);
      expect(Object.keys(res.cookies)).toEqual(["promptreel-visitor"]);
      expect(res.raw[0]).toMatch(/HttpOnly/i);
      expect(res.raw[0]).toMatch(/SameSite=Lax/i);
      // In this private store, and not readable there without the app's credentials.
      const key = await storageKeyOf(res.json.id!);
      expect(key).toMatch(probe.keyPattern);
      expect(await probe.holds(key)).toBe(true);
      expect(await probe.readableWithoutCredentials(key)).toBe(false);

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
      const own = await get(second.json.id!, first.cookies);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("image/gif");
    });

    it("refuses what the admin's uploads refuse (wrong types by their bytes, a mismatch, empty, too large) and stores none of it", async () => {
      const before = await db().referenceImage.count();
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
      // Over 5,242,880 bytes while streaming, without a declared length.
      const { stream } = lazyStream(new Uint8Array(PNG_1PX), 5_242_881);
      const big = await send(stream, { type: "image/png" });
      expect(big.status).toBe(413);
      expect(big.json.message).toMatch(/5,242,880 bytes/);
      expect(await db().referenceImage.count()).toBe(before);
    });

    it("refuses an image larger than 8192 pixels on a side", async () => {
      const png = Buffer.from(PNG_1PX);
      png.writeUInt32BE(9000, 16); // IHDR width
      const res = await send(new Uint8Array(png), { type: "image/png" });
      expect(res.status).toBe(413);
      expect(res.json.message).toMatch(/8192 pixels/);
    });

    it("enforces the per-visitor quota; deleting one frees a place and its bytes; others cannot delete", async () => {
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

      const key = await storageKeyOf(ids[0]);
      const stranger = await visitorWithImage();
      expect((await del(ids[0], stranger.cookies)).status).toBe(404);
      expect(await probe.holds(key)).toBe(true);
      expect((await del(ids[0], v.cookies)).status).toBe(204);
      expect(await probe.holds(key)).toBe(false);
      expect((await get(ids[0], v.cookies)).status).toBe(404);
      expect((await send(new Uint8Array(PNG_1PX), { type: "image/png", cookies: v.cookies })).status).toBe(
        201,
      );
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

    it("shows an image through a live share its owner made, for that share only, until it is taken down", async () => {
      const v = await visitorWithImage();
      const unshared = await send(new Uint8Array(PNG_1PX), { type: "image/png", cookies: v.cookies });
      const stranger = await visitorWithImage();
      const shareId = await share(documentWithImages(v.path), v.cookies);
      const otherShare = await share(documentWithImages(), v.cookies);

      const through = await get(v.id, stranger.cookies, shareId);
      expect(through.status).toBe(200);
      expect(Buffer.from(await through.arrayBuffer()).equals(PNG_1PX)).toBe(true);
      expect(through.headers.get("cache-control")).toBe("private, no-store");
      // Not through another share, not an image the share does not show, not a made-up share.
      expect((await get(v.id, undefined, otherShare)).status).toBe(404);
      expect((await get(unshared.json.id!, undefined, shareId)).status).toBe(404);
      expect((await get(v.id, undefined, "A".repeat(22))).status).toBe(404);

      await db().sharedPrompt.update({ where: { id: shareId }, data: { takenDownAt: new Date() } });
      expect((await get(v.id, stranger.cookies, shareId)).status).toBe(404);
      // The owner still sees it.
      expect((await get(v.id, v.cookies)).status).toBe(200);
    });

    it("binds only the sharer's own images: someone else's path in a shared document shows nothing", async () => {
      const owner = await visitorWithImage();
      const thief = await visitorWithImage();
      const bySomeoneElse = await share(documentWithImages(owner.path, thief.path), thief.cookies);
      const anonymous = await share(documentWithImages(owner.path));
      expect((await get(owner.id, undefined, bySomeoneElse)).status).toBe(404);
      expect((await get(owner.id, undefined, anonymous)).status).toBe(404);
      expect((await get(thief.id, undefined, bySomeoneElse)).status).toBe(200);
    });

    it("the sweep deletes images unused for the TTL, and their bytes, unless a live share shows them", async () => {
      const stale = await visitorWithImage();
      const shared = await visitorWithImage();
      const takenDown = await visitorWithImage();
      const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
      const ids = [stale.id, shared.id, takenDown.id];
      const keys = await Promise.all(ids.map(storageKeyOf));
      await db().referenceImage.updateMany({ where: { id: { in: ids } }, data: { lastUsedAt: old } });
      await share(documentWithImages(shared.path), shared.cookies);
      const gone = await share(documentWithImages(takenDown.path), takenDown.cookies);
      await db().sharedPrompt.update({ where: { id: gone }, data: { takenDownAt: new Date() } });

      await expireReferenceImages(new Date(), 90);
      expect(await db().referenceImage.findUnique({ where: { id: stale.id } })).toBeNull();
      expect(await db().referenceImage.findUnique({ where: { id: takenDown.id } })).toBeNull();
      expect(await probe.holds(keys[0])).toBe(false);
      expect(await probe.holds(keys[2])).toBe(false);
      expect((await get(stale.id, stale.cookies)).status).toBe(404);
      expect(await probe.holds(keys[1])).toBe(true);
      expect((await get(shared.id, shared.cookies)).status).toBe(200);
      // Viewing it marks it used again.
      const row = await db().referenceImage.findUnique({ where: { id: shared.id } });
      expect(row!.lastUsedAt.getTime()).toBeGreaterThan(old.getTime());
    });

    it("the sweep deletes stored objects no row names once they are a day old, and nothing else", async () => {
      const kept = await visitorWithImage();
      const keptKey = await storageKeyOf(kept.id);
      const oldOrphan = await probe.seedOrphan(2 * 24 * 60 * 60 * 1000);
      const newOrphan = await probe.seedOrphan(0);
      const result = await expireReferenceImages(new Date(), 90);
      expect(result.orphans).toBeGreaterThanOrEqual(1);
      expect(await probe.holds(oldOrphan)).toBe(false);
      expect(await probe.holds(newOrphan)).toBe(true);
      expect(await probe.holds(keptKey)).toBe(true);
      expect((await get(kept.id, kept.cookies)).status).toBe(200);
    });
  });
}
