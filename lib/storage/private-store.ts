import "server-only";
import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { del, list, put } from "@vercel/blob";
import { env } from "@/lib/env";
import { fileTypeForExt, type FileType } from "@/lib/storage/file-types";

// Private objects (a visitor's reference images): never under /objects (public, immutable), only read
// back by the app, which decides who may see them. The same switch as the public store (lib/storage):
// - local: DATA_DIR/private/<32 hex>.<ext>; only keys of exactly that shape are joined to the directory;
// - Vercel Blob (BLOB_READ_WRITE_TOKEN): `access: "private"` blobs under references/<32 hex>.<ext>,
//   which Blob serves only with the store's token; the key is the blob's URL.
// Reads and deletes go by the key's shape, so images stored before a switch stay readable.

const KEY = /^([a-f0-9]{32})\.([a-z0-9]{2,5})$/;
/** The Blob folder of private objects: outside objects/, which the upload sweep lists and prunes. */
export const PRIVATE_BLOB_PREFIX = "references/";
const BLOB_NAME = /^references\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const privateDir = () => path.resolve(env().DATA_DIR, "private");

function fileOf(key: string): string | null {
  const m = KEY.exec(key);
  return m && fileTypeForExt(m[2]) ? path.join(privateDir(), key) : null;
}

const randomName = (type: FileType) => `${crypto.randomBytes(16).toString("hex")}.${type.ext}`;

export type PrivateObject = { key: string; storedAt: Date };

export interface PrivateStore {
  readonly mode: "local" | "blob";
  /** Stores bytes already checked by the caller under a fresh random key. */
  put(bytes: Uint8Array, type: FileType): Promise<string>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes a key; false when it is not one of this store's keys. */
  remove(key: string): Promise<boolean>;
  /** Every stored object, for the sweep of objects no row names. */
  list(): AsyncIterable<PrivateObject>;
}

export const localPrivateStore: PrivateStore = {
  mode: "local",
  async put(bytes, type) {
    const key = randomName(type);
    await fsp.mkdir(privateDir(), { recursive: true });
    // "wx": never overwrite (a random 128-bit name does not collide; this makes sure).
    await fsp.writeFile(path.join(privateDir(), key), bytes, { flag: "wx", mode: 0o600 });
    return key;
  },
  async get(key) {
    const file = fileOf(key);
    if (!file) return null;
    return fsp.readFile(file).catch(() => null);
  },
  async remove(key) {
    const file = fileOf(key);
    if (!file) return false;
    return fsp.rm(file).then(
      () => true,
      () => false,
    );
  },
  async *list() {
    const names = await fsp.readdir(privateDir()).catch(() => [] as string[]);
    for (const name of names) {
      const file = fileOf(name);
      const stat = file ? await fsp.stat(file).catch(() => null) : null;
      if (stat?.isFile()) yield { key: name, storedAt: stat.mtime };
    }
  },
};

/**
 * Whether a key is the URL of a private blob of the configured store: Blob's private host for the
 * token's store, or (tests, a proxy) the VERCEL_BLOB_API_URL origin that @vercel/blob itself sends the
 * token to. The token is only ever sent to such a URL.
 */
function blobUrlOf(key: string): URL | null {
  const token = env().BLOB_READ_WRITE_TOKEN;
  if (!token) return null;
  let url: URL;
  try {
    url = new URL(key);
  } catch {
    return null;
  }
  if (url.search || url.hash) return null;
  // vercel_blob_rw_<storeId>_<secret>: the store's private host is <storeId>.private.blob.vercel-storage.com.
  const storeId = token.split("_")[3]?.toLowerCase();
  if (url.protocol === "https:" && storeId && url.host === `${storeId}.private.blob.vercel-storage.com`)
    return BLOB_NAME.test(url.pathname.slice(1)) ? url : null;
  // The override serves blobs under a path of its own choosing: the object's name must end it.
  const override = process.env.VERCEL_BLOB_API_URL;
  if (override && url.origin === new URL(override).origin)
    return BLOB_NAME.test(url.pathname.split("/").slice(-2).join("/")) ? url : null;
  return null;
}

export const blobPrivateStore: PrivateStore = {
  mode: "blob",
  async put(bytes, type) {
    const blob = await put(`${PRIVATE_BLOB_PREFIX}${randomName(type)}`, Buffer.from(bytes), {
      access: "private",
      contentType: type.mime,
      addRandomSuffix: false,
      allowOverwrite: false,
    });
    return blob.url;
  },
  async get(key) {
    const url = blobUrlOf(key);
    if (!url) return null;
    // What @vercel/blob's get(url, { access: "private" }) sends (a GET of the blob URL with the store's
    // token); done here because get() only accepts *.blob.vercel-storage.com URLs, so it could not be
    // pointed at the local fake of the Blob API the tests use.
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${env().BLOB_READ_WRITE_TOKEN}` },
      cache: "no-store",
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Private blob read failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  },
  async remove(key) {
    const url = blobUrlOf(key);
    if (!url) return false;
    await del(url.toString());
    return true;
  },
  async *list() {
    let cursor: string | undefined;
    do {
      const page = await list({ prefix: PRIVATE_BLOB_PREFIX, cursor, limit: 1000 });
      for (const blob of page.blobs) yield { key: blob.url, storedAt: blob.uploadedAt };
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
  },
};

/** The private store new objects go to: a private Vercel Blob when BLOB_READ_WRITE_TOKEN is set. */
export function privateStore(): PrivateStore {
  return env().BLOB_READ_WRITE_TOKEN ? blobPrivateStore : localPrivateStore;
}

/** The store that holds a key (by its shape): images stored before a switch stay readable. */
export function privateStoreFor(key: string): PrivateStore {
  return KEY.test(key) ? localPrivateStore : blobPrivateStore;
}
