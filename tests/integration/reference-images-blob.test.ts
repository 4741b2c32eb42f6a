// Issue 27 item 4: reference images where the deployment uses Vercel Blob (BLOB_READ_WRITE_TOKEN):
// private blobs, against the fake Blob API that the admin's upload tests use.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlob, type FakeBlob } from "../support/fake-blob";
import { describeReferenceImages } from "../support/reference-images-suite";
import { PNG_1PX } from "../support/sample-files";

const TOKEN = "vercel_blob_rw_fakestore_refs0123456789abcdef";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-references-blob-"));
process.env.DATA_DIR = dataDir;
process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
process.env.VERCEL_BLOB_RETRIES = "0";
process.env.REFERENCE_IMAGES_PER_VISITOR = "3";
process.env.RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN = "8";

import { db } from "@/lib/db/client";
import { blobStore } from "@/lib/storage/blob-store";
import { privateStoreFor } from "@/lib/storage/private-store";
import { deleteUnreferencedUploads } from "@/lib/sweeps/uploads";

let fake: FakeBlob;
beforeAll(async () => {
  fake = await startFakeBlob(TOKEN);
  process.env.VERCEL_BLOB_API_URL = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const pathnameOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/store\//, ""));

describeReferenceImages({
  name: "private Vercel Blob",
  subnet: 121,
  keyPattern: /^http:\/\/127\.0\.0\.1:\d+\/store\/references\/[a-f0-9]{32}\.(png|gif)$/,
  async holds(key) {
    return fake.objects.has(pathnameOf(key));
  },
  async readableWithoutCredentials(key) {
    expect(fake.objects.get(pathnameOf(key))?.access).toBe("private");
    // Nothing in the local private directory: the bytes went to Blob.
    expect(fs.existsSync(path.join(dataDir, "private"))).toBe(false);
    return (await fetch(key)).ok;
  },
  async seedOrphan(ageMs) {
    const url = fake.seed(
      `references/${crypto.randomBytes(16).toString("hex")}.png`,
      PNG_1PX,
      "image/png",
      "private",
    );
    fake.objects.get(pathnameOf(url))!.uploadedAt = new Date(Date.now() - ageMs);
    return url;
  },
});

describe("reference images in Blob beside the admin's uploads", () => {
  it("the upload sweep (objects/) never touches the private references/ folder", async () => {
    const url = fake.seed(
      `references/${crypto.randomBytes(16).toString("hex")}.png`,
      PNG_1PX,
      "image/png",
      "private",
    );
    await db().referenceImage.create({
      data: {
        visitorId: "v".repeat(22),
        storageKey: url,
        contentType: "image/png",
        size: 1,
        width: 1,
        height: 1,
      },
    });
    await deleteUnreferencedUploads(blobStore, 0, new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    expect(fake.objects.has(pathnameOf(url))).toBe(true);
  });

  it("never sends the token to a URL that is not one of the store's private blobs", async () => {
    const store = privateStoreFor("https://evil.example/references/" + "a".repeat(32) + ".png");
    const before = fake.requests.length;
    for (const key of [
      "https://evil.example/references/" + "a".repeat(32) + ".png",
      "https://fakestore.public.blob.vercel-storage.com/references/" + "a".repeat(32) + ".png",
      `${fake.url}/store/objects/${"a".repeat(32)}.png`,
      `${fake.url}/store/references/${"a".repeat(32)}.png?x=1`,
    ]) {
      expect(await store.get(key)).toBeNull();
      expect(await store.remove(key)).toBe(false);
    }
    expect(fake.requests.length).toBe(before);
  });
});
