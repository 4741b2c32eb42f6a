import type { FileType, ObjectKind } from "@/lib/storage/file-types";

/** Where the browser sends the file: PUT uploadURL with uploadHeaders; objectPath is where it will live. */
export type UploadTarget = { uploadURL: string; objectPath: string; uploadHeaders: Record<string, string> };

export type UploadRequest = { kind: ObjectKind; type: FileType | null; adminEmail: string };

export type StoredObject = { objectPath: string; storedAt: Date };

/** One interface over Vercel Blob and the local file store (design: real service or embedded default). */
export interface ObjectStore {
  readonly mode: "local" | "blob";
  /** A short-lived upload target for one file under a fresh random name. */
  createUpload(request: UploadRequest): Promise<UploadTarget>;
  /**
   * Checks a stored object against the kind's rules by its bytes (size, magic numbers) and returns its
   * canonical path. An object that breaks them is deleted and an AppError (413/415/400) is thrown.
   */
  verify(objectPath: string, kind: ObjectKind): Promise<string>;
  /** Deletes an object this store holds; false when the path is not one of its objects. */
  remove(objectPath: string): Promise<boolean>;
  /** Every stored object (its canonical path, as records refer to it) with when it was stored. */
  list(): AsyncIterable<StoredObject>;
}
