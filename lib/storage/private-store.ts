import "server-only";
import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { fileTypeForExt, type FileType } from "@/lib/storage/file-types";

// Private objects (a visitor's reference images): never under /objects (public, immutable), only read
// back by the app, which decides who may see them. Local files live in DATA_DIR/private/<32 hex>.<ext>;
// only keys of exactly that shape are ever joined to the directory.

const KEY = /^([a-f0-9]{32})\.([a-z0-9]{2,5})$/;

export const privateDir = () => path.resolve(env().DATA_DIR, "private");

function fileOf(key: string): string | null {
  const m = KEY.exec(key);
  return m && fileTypeForExt(m[2]) ? path.join(privateDir(), key) : null;
}

export interface PrivateStore {
  /** Stores bytes already checked by the caller under a fresh random key. */
  put(bytes: Uint8Array, type: FileType): Promise<string>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes a key; false when it was not there. */
  remove(key: string): Promise<boolean>;
}

export const localPrivateStore: PrivateStore = {
  async put(bytes, type) {
    const key = `${crypto.randomBytes(16).toString("hex")}.${type.ext}`;
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
};

/** The private store (local files; see docs/security.md for Blob deployments). */
export function privateStore(): PrivateStore {
  return localPrivateStore;
}
