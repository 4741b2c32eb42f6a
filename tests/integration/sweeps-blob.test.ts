import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlob, type FakeBlob } from "../support/fake-blob";

// The upload sweep in Blob mode: @vercel/blob's list() and del() against the fake Blob API.
const TOKEN = "vercel_blob_rw_fakestore_sweep0123456789";
process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
process.env.VERCEL_BLOB_RETRIES = "0";

import { db } from "@/lib/db/client";
import { blobStore } from "@/lib/storage/blob-store";
import { deleteUnreferencedUploads } from "@/lib/sweeps/uploads";
import { PNG_1PX } from "../support/sample-files";

let fake: FakeBlob;
beforeAll(async () => {
  fake = await startFakeBlob(TOKEN);
  process.env.VERCEL_BLOB_API_URL = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe("unreferenced uploads (Vercel Blob)", () => {
  it("lists every page and deletes only old objects that nothing refers to", async () => {
    const urls = Array.from({ length: 1005 }, (_, i) =>
      fake.seed(`objects/${i.toString(16).padStart(32, "0")}.png`, PNG_1PX, "image/png"),
    );
    const other = fake.seed("elsewhere/keep-me.png", PNG_1PX, "image/png");
    await db().showcaseVideo.create({ data: { title: "Blob clip", gifUrl: urls[1002] } });
    await db().article.create({
      data: {
        title: "Blob article",
        slug: `blob-sweep-${Date.now()}`,
        metaTitle: "Blob",
        metaDescription: "Blob",
        bodyContent: "Body text long enough.",
        featuredImage: urls[3],
      },
    });
    // Within the grace period (the objects were stored just now) nothing goes.
    expect((await deleteUnreferencedUploads(blobStore, DAY)).deleted).toBe(0);

    const result = await deleteUnreferencedUploads(blobStore, DAY, new Date(Date.now() + 2 * DAY));
    expect(result.deleted).toBe(1003);
    expect([...fake.objects.keys()].sort()).toEqual(
      [new URL(urls[3]).pathname, new URL(urls[1002]).pathname, new URL(other).pathname]
        .map((p) => decodeURIComponent(p.replace(/^\/store\//, "")))
        .sort(),
    );
  }, 60_000);
});
