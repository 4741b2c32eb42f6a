import path from "node:path";
import { env } from "@/lib/env";
import { fileTypeForExt, type FileType } from "@/lib/storage/file-types";

// Local objects are DATA_DIR/objects/<32 hex>.<ext>, served at /objects/<32 hex>.<ext>. Only names of
// exactly this shape are ever joined to the directory, so no request can reach another file.

export const LOCAL_PREFIX = "/objects/";
const NAME = /^([a-f0-9]{32})(?:\.([a-z0-9]{2,5}))?$/;

export const objectsDir = () => path.resolve(env().DATA_DIR, "objects");
export const tmpDir = () => path.join(objectsDir(), ".tmp");
/** Upload URLs already used (one empty file per token's object name): one use whatever the type. */
export const claimsDir = () => path.join(objectsDir(), ".claims");

export type LocalName = { name: string; ext: string | null; type: FileType | null };

/** Parses an object file name ("<hex>.<ext>" or a bare "<hex>"); null for anything else. */
export function parseObjectName(file: string): LocalName | null {
  const m = NAME.exec(file);
  if (!m) return null;
  const ext = m[2] ?? null;
  const type = ext ? fileTypeForExt(ext) : null;
  if (ext && !type) return null;
  return { name: m[1], ext, type };
}

/**
 * The object name behind "/objects/<name>" (query string and fragment ignored), or null. Absolute
 * URLs are never local objects: Blob URLs have paths of the same shape.
 */
export function localNameFromPath(objectPath: string): LocalName | null {
  const p = objectPath.trim().split(/[?#]/)[0];
  if (!p.startsWith(LOCAL_PREFIX)) return null;
  return parseObjectName(p.slice(LOCAL_PREFIX.length));
}

export const localObjectPath = (name: string, ext: string) => `${LOCAL_PREFIX}${name}.${ext}`;
export const localFile = (name: string, ext: string) => path.join(objectsDir(), `${name}.${ext}`);
