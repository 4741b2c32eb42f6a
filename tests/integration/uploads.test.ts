import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as createUpload } from "@/app/api/objects/upload/route";
import { PUT as putObject } from "@/app/api/objects/put/[token]/route";
import { GET as getObject, HEAD as headObject } from "@/app/objects/[...path]/route";
import { PUT as putFeaturedImage } from "@/app/api/featured-images/route";
import { db } from "@/lib/db/client";
import { signUploadToken } from "@/lib/storage/upload-token";
import { adminCookies } from "../support/admin";
import { callRoute } from "../support/route-call";
import { GIF_1PX, HTML, lazyStream, mp4Bytes, PNG_1PX, SVG } from "../support/sample-files";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-uploads-"));
process.env.DATA_DIR = dataDir;
const objectsDir = path.join(dataDir, "objects");

let cookies: Record<string, string>;
beforeAll(async () => {
  cookies = await adminCookies();
});

type Target = { uploadURL: string; objectPath: string };

async function requestUpload(body?: unknown) {
  const res = await callRoute(createUpload, { method: "POST", path: "/api/objects/upload", cookies, body });
  return { status: res.status, json: res.json as unknown as Target & { message?: string } };
}

/** PUTs bytes (or a stream) to an upload URL the way a browser does, in-process. */
async function put(
  uploadURL: string,
  data: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const token = uploadURL.split("/").pop()!;
  const body = data instanceof ReadableStream ? data : new Uint8Array(data);
  const init = { method: "PUT", body, headers, duplex: "half" };
  const req = new NextRequest(
    `http://localhost${uploadURL}`,
    init as ConstructorParameters<typeof NextRequest>[1],
  );
  const res = await putObject(req, { params: Promise.resolve({ token }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function fetchObject(objectPath: string, headers: Record<string, string> = {}, method = "GET") {
  const req = new NextRequest(`http://localhost${objectPath}`, { method, headers });
  const handler = method === "HEAD" ? headObject : getObject;
  return handler(req, {
    params: Promise.resolve({ path: objectPath.replace(/^\/objects\//, "").split("/") }),
  });
}

const storedFiles = () =>
  fs.existsSync(objectsDir) ? fs.readdirSync(objectsDir).filter((f) => f !== ".tmp") : [];
const tmpFiles = () =>
  fs.existsSync(path.join(objectsDir, ".tmp")) ? fs.readdirSync(path.join(objectsDir, ".tmp")) : [];

describe("uploads (local store)", () => {
  it("refuses to issue an upload URL without an admin session", async () => {
    const res = await callRoute(createUpload, { method: "POST", path: "/api/objects/upload" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Authentication required" });
    const forged = await callRoute(createUpload, {
      method: "POST",
      cookies: { "authjs.session-token": "forged" },
    });
    expect(forged.status).toBe(401);
  });

  it("refuses a cross-origin request for an upload URL", async () => {
    const res = await callRoute(createUpload, {
      method: "POST",
      cookies,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("stores a good image under a random name and serves it back byte-identical", async () => {
    const res = await requestUpload({
      kind: "featured-image",
      contentType: "image/png",
      size: PNG_1PX.length,
    });
    expect(res.status).toBe(200);
    const { uploadURL, objectPath } = res.json;
    expect(uploadURL).toMatch(/^\/api\/objects\/put\/[\w-]+\.[\w-]+$/);
    expect(objectPath).toMatch(/^\/objects\/[a-f0-9]{32}\.png$/);
    const second = await requestUpload({ contentType: "image/png" });
    expect(second.json.objectPath).not.toBe(objectPath);

    const stored = await put(uploadURL, PNG_1PX, { "content-type": "image/png" });
    expect(stored).toEqual({
      status: 200,
      json: { objectPath, size: PNG_1PX.length, contentType: "image/png" },
    });

    const served = await fetchObject(objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    const log = await db().adminLog.findFirst({
      where: { action: "upload_object" },
      orderBy: { createdAt: "desc" },
    });
    expect(log?.details).toMatchObject({ objectPath, kind: "featured-image" });
  });

  it("serves byte ranges of a video (206, Content-Range, 416 past the end) and HEAD", async () => {
    const video = mp4Bytes(10_000);
    const { uploadURL, objectPath } = (await requestUpload({ kind: "showcase", contentType: "video/mp4" }))
      .json;
    expect((await put(uploadURL, video)).status).toBe(200);

    const part = await fetchObject(objectPath, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

    const tail = await fetchObject(objectPath, { range: "bytes=9990-" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(9990))).toBe(true);
    const suffix = await fetchObject(objectPath, { range: "bytes=-10" });
    expect(suffix.headers.get("content-range")).toBe("bytes 9990-9999/10000");

    const outside = await fetchObject(objectPath, { range: "bytes=20000-" });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe("bytes */10000");

    const headRes = await fetchObject(objectPath, {}, "HEAD");
    expect(headRes.status).toBe(200);
    expect(headRes.headers.get("content-length")).toBe("10000");
  });

  it("answers 404 for unknown or malformed object paths", async () => {
    expect((await fetchObject("/objects/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
    expect((await fetchObject("/objects/..%2F..%2Fauth-secret")).status).toBe(404);
    expect((await fetchObject("/objects/.tmp")).status).toBe(404);
    const req = new NextRequest("http://localhost/objects/a/b");
    expect((await getObject(req, { params: Promise.resolve({ path: ["..", "auth-secret"] }) })).status).toBe(
      404,
    );
  });

  it("refuses an image over 5,242,880 bytes while streaming, keeping no file", async () => {
    const before = storedFiles().length;
    const { uploadURL } = (await requestUpload({ contentType: "image/png" })).json;
    const exact = lazyStream(PNG_1PX, 5_242_881);
    const res = await put(uploadURL, exact.stream);
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/File is too large/);
    expect(exact.pulled()).toBeLessThanOrEqual(5_242_881);
    expect(storedFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);

    // A declared Content-Length over the limit is refused before reading.
    const { uploadURL: second } = (await requestUpload({ contentType: "image/png" })).json;
    const declared = lazyStream(PNG_1PX, 6_000_000);
    const early = await put(second, declared.stream, { "content-length": "6000000" });
    expect(early.status).toBe(413);
    expect(declared.pulled()).toBeLessThan(1_000_000);

    // And the upload URL request itself refuses a declared size over the limit.
    expect((await requestUpload({ contentType: "image/png", size: 5_242_881 })).status).toBe(413);
  });

  it("streams a showcase file to disk without buffering it, and refuses one byte over 50,485,760", async () => {
    const header = mp4Bytes(64 * 1024);
    const { uploadURL } = (await requestUpload({ kind: "showcase", contentType: "video/mp4" })).json;
    const over = lazyStream(header, 50_485_761);
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)), 5);
    const res = await put(uploadURL, over.stream);
    clearInterval(timer);
    expect(res.status).toBe(413);
    // The consumer stopped at the limit, and never held anything near 50 MB.
    expect(over.pulled()).toBeLessThanOrEqual(50_485_761);
    expect(peak).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);

    const { uploadURL: okURL, objectPath } = (
      await requestUpload({ kind: "showcase", contentType: "video/mp4" })
    ).json;
    const exact = lazyStream(header, 50_485_760);
    expect((await put(okURL, exact.stream)).status).toBe(200);
    expect(fs.statSync(path.join(dataDir, objectPath)).size).toBe(50_485_760);
    fs.rmSync(path.join(dataDir, objectPath));
  });

  it("refuses a wrong type disguised by its declared type or extension", async () => {
    const { uploadURL, objectPath } = (await requestUpload({ contentType: "image/png" })).json;
    const html = await put(uploadURL, HTML, { "content-type": "image/png" });
    expect(html.status).toBe(415);
    expect(html.json.message).toBe("Featured images must be JPEG, PNG, WebP or GIF images.");
    expect((await fetchObject(objectPath)).status).toBe(404);

    // Real image bytes of another type than the one declared (a GIF named .png).
    const { uploadURL: u2 } = (await requestUpload({ contentType: "image/png" })).json;
    const mismatch = await put(u2, GIF_1PX);
    expect(mismatch.status).toBe(415);
    expect(mismatch.json.message).toBe("The file's content does not match its declared type.");

    // A video is no featured image, and a PNG is no showcase file.
    expect((await requestUpload({ contentType: "video/mp4" })).status).toBe(415);
    const { uploadURL: u3 } = (await requestUpload({ kind: "showcase" })).json;
    expect((await put(u3, PNG_1PX)).status).toBe(415);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses SVG, declared or disguised", async () => {
    const declared = await requestUpload({ contentType: "image/svg+xml" });
    expect(declared.status).toBe(415);
    const { uploadURL } = (await requestUpload()).json;
    expect((await put(uploadURL, SVG, { "content-type": "image/svg+xml" })).status).toBe(415);
    const { uploadURL: u2 } = (await requestUpload({ contentType: "image/gif" })).json;
    expect((await put(u2, SVG)).status).toBe(415);
  });

  it("without a declared type, the bytes decide the extension", async () => {
    const res = await requestUpload();
    const { uploadURL, objectPath } = res.json;
    expect(objectPath).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    const stored = await put(uploadURL, GIF_1PX);
    expect(stored.json.objectPath).toBe(`${objectPath}.gif`);
    // PUT /api/featured-images resolves the extension-less path and the upload URL alike.
    for (const imageURL of [objectPath, uploadURL, `http://localhost${uploadURL}`]) {
      const confirmed = await callRoute(putFeaturedImage, { method: "PUT", cookies, body: { imageURL } });
      expect(confirmed.json).toEqual({ objectPath: `${objectPath}.gif` });
    }
  });

  it("refuses forged, expired and replayed upload URLs", async () => {
    const { uploadURL } = (await requestUpload({ contentType: "image/png" })).json;
    const tampered = uploadURL.slice(0, -3) + (uploadURL.endsWith("AAA") ? "BBB" : "AAA");
    expect((await put(tampered, PNG_1PX)).status).toBe(403);
    const expired = signUploadToken({
      name: "a".repeat(32),
      kind: "featured-image",
      ext: "png",
      adminEmail: "x@example.com",
      expiresAt: Date.now() - 1,
    });
    expect((await put(`/api/objects/put/${expired}`, PNG_1PX)).status).toBe(403);
    expect((await put(uploadURL, PNG_1PX)).status).toBe(200);
    expect((await put(uploadURL, PNG_1PX)).status).toBe(409);
  });

  it("an upload URL is one-time whatever the file type (finding 10)", async () => {
    const { uploadURL } = (await requestUpload({})).json;
    expect((await put(uploadURL, PNG_1PX)).status).toBe(200);
    const replay = await put(uploadURL, GIF_1PX);
    expect(replay.status).toBe(409);
    const name = uploadURL.split("/").pop()!;
    expect(name.length).toBeGreaterThan(0);
  });

  it("refuses a body shorter than its Content-Length instead of storing a cut file (finding 8)", async () => {
    const { uploadURL } = (await requestUpload({ contentType: "image/png" })).json;
    const cut = await put(uploadURL, PNG_1PX, { "content-length": String(PNG_1PX.length + 4096) });
    expect(cut.status).toBe(400);
    expect(cut.json).toEqual({ message: "The upload was incomplete. Please try again." });
  });

  it("PUT /api/featured-images confirms an image and refuses the rest", async () => {
    expect(
      (await callRoute(putFeaturedImage, { method: "PUT", body: { imageURL: "/objects/x.png" } })).status,
    ).toBe(401);
    const { uploadURL, objectPath } = (await requestUpload({ contentType: "image/png" })).json;
    await put(uploadURL, PNG_1PX);
    const ok = await callRoute(putFeaturedImage, { method: "PUT", cookies, body: { imageURL: objectPath } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ objectPath });

    const missing = await callRoute(putFeaturedImage, {
      method: "PUT",
      cookies,
      body: { imageURL: "/objects/0123456789abcdef0123456789abcdef.png" },
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await callRoute(putFeaturedImage, {
          method: "PUT",
          cookies,
          body: { imageURL: "https://example.com/a.png" },
        })
      ).status,
    ).toBe(400);
    expect((await callRoute(putFeaturedImage, { method: "PUT", cookies, body: {} })).json).toEqual({
      message: "imageURL is required",
    });

    const video = (await requestUpload({ kind: "showcase", contentType: "video/mp4" })).json;
    await put(video.uploadURL, mp4Bytes());
    expect(
      (await callRoute(putFeaturedImage, { method: "PUT", cookies, body: { imageURL: video.objectPath } }))
        .status,
    ).toBe(415);
  });
});
