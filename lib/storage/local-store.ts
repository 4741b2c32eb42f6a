import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { AppError } from "@/lib/errors";
import {
  detectFileType,
  isAllowed,
  KIND_RULES,
  SNIFF_BYTES,
  type ObjectKind,
} from "@/lib/storage/file-types";
import { emptyFile, objectNotFound, tooLarge, typeMismatch, wrongType } from "@/lib/storage/errors";
import {
  localFile,
  parseObjectName,
  localNameFromPath,
  localObjectPath,
  objectsDir,
  tmpDir,
  claimsDir,
  type LocalName,
} from "@/lib/storage/local-paths";
import type { ObjectStore, StoredObject, UploadRequest, UploadTarget } from "@/lib/storage/types";
import {
  randomObjectName,
  signUploadToken,
  UPLOAD_TOKEN_TTL_MS,
  verifyUploadToken,
  type UploadGrant,
} from "@/lib/storage/upload-token";

/** Extension placeholder in a grant when the browser did not declare a type: the bytes decide. */
export const ANY_EXT = "any";
export const LOCAL_UPLOAD_ROUTE = "/api/objects/put/";

/** Resolves a local object name to its file, probing the extensions when the path carries none. */
export async function findLocalObject(
  local: LocalName,
): Promise<{ file: string; ext: string; size: number } | null> {
  const exts = local.ext ? [local.ext] : ["jpg", "png", "webp", "gif", "mp4", "webm"];
  for (const ext of exts) {
    const file = localFile(local.name, ext);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile()) return { file, ext, size: stat.size };
  }
  return null;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fsp.open(file, "r");
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function writeChunk(out: fs.WriteStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (err) => (err ? reject(err) : resolve()));
  });
}

/**
 * Streams one upload to a temporary file, enforcing the grant's byte limit while it streams (nothing
 * beyond one chunk is held in memory) and checking the magic bytes as soon as they arrive; the file
 * is moved into place only when it passed. Each grant writes at most once.
 */
export async function receiveLocalUpload(
  grant: UploadGrant,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
) {
  const rules = KIND_RULES[grant.kind];
  if (declaredLength !== null && declaredLength > rules.maxBytes) throw tooLarge(grant.kind);
  if (!body) throw emptyFile();
  await fsp.mkdir(tmpDir(), { recursive: true });
  const tmp = path.join(tmpDir(), `${grant.name}-${process.pid}-${Date.now()}`);
  const out = fs.createWriteStream(tmp, { flags: "wx" });
  const reader = body.getReader();
  let size = 0;
  let head = new Uint8Array(0);
  let detected: ReturnType<typeof detectFileType> | undefined;
  const check = () => {
    detected = detectFileType(head);
    if (!isAllowed(grant.kind, detected)) throw wrongType(grant.kind);
    if (grant.ext !== ANY_EXT && detected.ext !== grant.ext) throw typeMismatch();
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > rules.maxBytes) throw tooLarge(grant.kind);
      if (detected === undefined) {
        const need = SNIFF_BYTES - head.length;
        const merged = new Uint8Array(head.length + Math.min(need, value.byteLength));
        merged.set(head);
        merged.set(value.subarray(0, need), head.length);
        head = merged;
        if (head.length >= SNIFF_BYTES) check();
      }
      await writeChunk(out, value);
    }
    if (size === 0) throw emptyFile();
    // A body cut short (a proxy limit, a dropped connection) is never stored as if complete.
    if (declaredLength !== null && size !== declaredLength)
      throw new AppError("bad_request", "The upload was incomplete. Please try again.");
    if (detected === undefined) check();
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    const ext = detected!.ext;
    // One use per upload URL whatever the file type: the first upload to finish claims the token's
    // object name (exclusive create), so a replay with another type cannot add a second object.
    try {
      await fsp.mkdir(claimsDir(), { recursive: true });
      await fsp.writeFile(path.join(claimsDir(), grant.name), "", { flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST")
        throw new AppError("conflict", "This upload URL was already used. Please request a new one.");
      throw e;
    }
    try {
      // link() fails when the name exists: a replayed upload URL cannot overwrite an object.
      await fsp.link(tmp, localFile(grant.name, ext));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST")
        throw new AppError("conflict", "This upload URL was already used. Please request a new one.");
      throw e;
    }
    return { objectPath: localObjectPath(grant.name, ext), size, contentType: detected!.mime };
  } catch (e) {
    await reader.cancel().catch(() => {});
    throw e;
  } finally {
    // Wait until the stream has really closed: destroyed before its open() finished, it still
    // creates the file, and removing it earlier would leave it behind.
    await new Promise<void>((resolve) => {
      if (out.closed) return resolve();
      out.once("close", () => resolve());
      out.destroy();
    });
    await fsp.rm(tmp, { force: true });
  }
}

/** The object an upload URL ("/api/objects/put/<token>") wrote, for callers that send the upload URL back (spec). */
function nameFromUploadUrl(url: string): LocalName | null {
  const p = url.trim().split(/[?#]/)[0];
  const at = p.indexOf(LOCAL_UPLOAD_ROUTE);
  if (at < 0 || (at > 0 && !/^https?:\/\/[^/]+$/i.test(p.slice(0, at)))) return null;
  // The signature must hold; expiry does not matter for naming an object that was already written.
  const grant = verifyUploadToken(decodeURIComponent(p.slice(at + LOCAL_UPLOAD_ROUTE.length)), 0);
  return grant ? { name: grant.name, ext: grant.ext === ANY_EXT ? null : grant.ext, type: null } : null;
}

/** Files under DATA_DIR/objects, uploaded through a signed PUT route of our own and served at /objects/... */
export const localStore: ObjectStore = {
  mode: "local",

  async createUpload({ kind, type, adminEmail }: UploadRequest): Promise<UploadTarget> {
    const name = randomObjectName();
    const ext = type?.ext ?? ANY_EXT;
    const token = signUploadToken({
      name,
      kind,
      ext,
      adminEmail,
      expiresAt: Date.now() + UPLOAD_TOKEN_TTL_MS,
    });
    const objectPath = type ? localObjectPath(name, type.ext) : `/objects/${name}`;
    return { uploadURL: `${LOCAL_UPLOAD_ROUTE}${token}`, objectPath, uploadHeaders: {} };
  },

  async verify(objectPath: string, kind: ObjectKind): Promise<string> {
    const local = localNameFromPath(objectPath) ?? nameFromUploadUrl(objectPath);
    if (!local) throw objectNotFound();
    const found = await findLocalObject(local);
    if (!found) throw objectNotFound();
    // Files only land here after passing their upload's checks; re-check for the kind they are used as.
    if (found.size > KIND_RULES[kind].maxBytes) throw tooLarge(kind);
    if (!isAllowed(kind, detectFileType(await readHead(found.file)))) throw wrongType(kind);
    return localObjectPath(local.name, found.ext);
  },

  async remove(objectPath: string): Promise<boolean> {
    const local = localNameFromPath(objectPath);
    if (!local) return false;
    const found = await findLocalObject(local);
    if (!found) return false;
    await fsp.rm(found.file, { force: true });
    return true;
  },

  async *list(): AsyncIterable<StoredObject> {
    const files = await fsp.readdir(objectsDir()).catch(() => [] as string[]);
    for (const file of files) {
      const local = parseObjectName(file);
      if (!local?.ext) continue; // .tmp and anything that is not one of our objects
      const stat = await fsp.stat(localFile(local.name, local.ext)).catch(() => null);
      if (stat?.isFile()) yield { objectPath: localObjectPath(local.name, local.ext), storedAt: stat.mtime };
    }
  },
};

export { objectsDir };
