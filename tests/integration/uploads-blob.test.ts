import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeBlob, type FakeBlob } from "../support/fake-blob";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

// Blob mode: BLOB_READ_WRITE_TOKEN set, and @vercel/blob pointed at a fake Blob API.
const TOKEN = "vercel_blob_rw_fakestore_0123456789abcdef";
process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
process.env.VERCEL_BLOB_RETRIES = "0";

import { POST as createUpload } from "@/app/api/objects/upload/route";
import { PUT as putFeaturedImage } from "@/app/api/featured-images/route";
import { POST as addVideo } from "@/app/api/admin/showcase/videos/route";
import { DELETE as deleteVideo } from "@/app/api/admin/showcase/videos/[id]/route";
import { adminCookies } from "../support/admin";
import { callRoute } from "../support/route-call";
import { GIF_1PX, HTML, PNG_1PX } from "../support/sample-files";

let fake: FakeBlob;
let cookies: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeBlob(TOKEN);
  process.env.VERCEL_BLOB_API_URL = fake.url;
  cookies = await adminCookies();
});
afterAll(async () => {
  await fake.close();
});

type Target = { uploadURL: string; objectPath: string; uploadHeaders: Record<string, string> };

/** What the browser does: ask for a target, then PUT the file to Blob with the given headers. */
async function uploadToBlob(kind: string, contentType: string, bytes: Buffer) {
  const res = await callRoute(createUpload, { method: "POST", cookies, body: { kind, contentType } });
  expect(res.status).toBe(200);
  const target = res.json as unknown as Target;
  const put = await fetch(target.uploadURL, {
    method: "PUT",
    headers: target.uploadHeaders,
    body: new Uint8Array(bytes),
  });
  return { target, put, stored: (await put.json()) as { url: string; pathname: string } };
}

const confirm = (imageURL: string) =>
  callRoute(putFeaturedImage, { method: "PUT", cookies, body: { imageURL } });

describe("uploads (Vercel Blob store)", () => {
  it("issues a presigned Blob PUT URL for one random pathname, and the browser uploads straight to Blob", async () => {
    const { target, put, stored } = await uploadToBlob("featured-image", "image/png", PNG_1PX);
    expect(target.uploadURL.startsWith(`${fake.url}/?pathname=objects%2F`)).toBe(true);
    expect(target.uploadURL).toContain("vercel-blob-signature=");
    expect(target.uploadHeaders).toMatchObject({
      "x-content-type": "image/png",
      "x-vercel-blob-access": "public",
    });
    expect(target.objectPath).toMatch(
      /^https:\/\/fakestore\.public\.blob\.vercel-storage\.com\/objects\/[a-f0-9]{32}\.png$/,
    );
    expect(put.status).toBe(200);
    expect(stored.pathname).toMatch(/^objects\/[a-f0-9]{32}\.png$/);
    // The delegation is issued with the server's token and scoped to the limits of the kind.
    const issued = fake.requests.find((r) => r.path === "/signed-token");
    expect(issued).toBeDefined();
    expect(target.uploadURL).toContain("vercel-blob-maximum-size-in-bytes=5242880");

    // Blob refuses a file over the limit or of another declared type on its own.
    const { put: tooBig } = await uploadToBlob(
      "featured-image",
      "image/png",
      Buffer.concat([PNG_1PX, Buffer.alloc(5_242_880)]),
    );
    expect(tooBig.status).toBe(400);
  });

  it("confirms a good image by its content and serves Blob's URL back", async () => {
    const { stored } = await uploadToBlob("featured-image", "image/png", PNG_1PX);
    const res = await confirm(stored.url);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ objectPath: stored.url });
    const served = await fetch(stored.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it("deletes and refuses a disguised file, an oversized one, and refuses URLs outside the store", async () => {
    const { stored } = await uploadToBlob("featured-image", "image/png", HTML);
    const disguised = await confirm(stored.url);
    expect(disguised.status).toBe(415);
    expect(fake.objects.has(stored.pathname)).toBe(false);

    const bigUrl = fake.seed(
      "objects/abcdefabcdefabcdefabcdefabcdefab.png",
      Buffer.concat([PNG_1PX, Buffer.alloc(5_242_880)]),
      "image/png",
    );
    expect((await confirm(bigUrl)).status).toBe(413);
    expect(fake.objects.has("objects/abcdefabcdefabcdefabcdefabcdefab.png")).toBe(false);

    expect((await confirm(`${fake.url}/store/objects/never-uploaded.png`)).status).toBe(400);
    expect((await confirm("/objects/0123456789abcdef0123456789abcdef.png")).status).toBe(400);
  });

  it("a showcase video stored in Blob is removed from Blob when the video is deleted", async () => {
    const { stored } = await uploadToBlob("showcase", "image/gif", GIF_1PX);
    const created = await callRoute(addVideo, {
      method: "POST",
      cookies,
      body: { title: `Blob video ${Date.now()}`, gifUrl: stored.url },
    });
    expect(created.status).toBe(201);
    const video = created.json as unknown as { id: string; gifUrl: string };
    expect(video.gifUrl).toBe(stored.url);
    expect(fake.objects.has(stored.pathname)).toBe(true);
    expect(
      (await callRoute(deleteVideo, { method: "DELETE", cookies, params: { id: video.id } })).status,
    ).toBe(200);
    expect(fake.objects.has(stored.pathname)).toBe(false);
  });
});
