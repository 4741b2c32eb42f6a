// What an upload may be, decided by its bytes (magic numbers), never by its name or declared type.

export type ObjectKind = "featured-image" | "showcase" | "reference-image";

export type FileType = { mime: string; ext: string };

export const FILE_TYPES = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  gif: { mime: "image/gif", ext: "gif" },
  mp4: { mime: "video/mp4", ext: "mp4" },
  webm: { mime: "video/webm", ext: "webm" },
} as const satisfies Record<string, FileType>;

type Rules = { maxBytes: number; types: FileType[]; label: string };

/** docs/product-spec.md §5 and §9: featured images up to 5,242,880 bytes (images only), showcase files up to 50,485,760 (GIF or video). */
export const KIND_RULES: Record<ObjectKind, Rules> = {
  "featured-image": {
    maxBytes: 5_242_880,
    types: [FILE_TYPES.jpeg, FILE_TYPES.png, FILE_TYPES.webp, FILE_TYPES.gif],
    label: "Featured images must be JPEG, PNG, WebP or GIF images",
  },
  showcase: {
    maxBytes: 50_485_760,
    types: [FILE_TYPES.gif, FILE_TYPES.mp4, FILE_TYPES.webm],
    label: "Showcase files must be a GIF or a video (MP4 or WebM)",
  },
  // A visitor's reference image (issue 27): the featured image's size and types, kept private.
  "reference-image": {
    maxBytes: 5_242_880,
    types: [FILE_TYPES.jpeg, FILE_TYPES.png, FILE_TYPES.webp, FILE_TYPES.gif],
    label: "Reference images must be JPEG, PNG, WebP or GIF images",
  },
};

/** How many leading bytes detectFileType needs. */
export const SNIFF_BYTES = 64;

const ALL_TYPES: FileType[] = Object.values(FILE_TYPES);

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The file type behind the first bytes of a file, or null when it is none we accept (SVG, HTML, text...). */
export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return FILE_TYPES.gif;
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return FILE_TYPES.webp;
  // ISO base media (MP4): a box size, then "ftyp" and a brand; QuickTime ("qt  ") is not MP4.
  if (startsWith(head, ascii("ftyp"), 4) && head.length >= 12 && !startsWith(head, ascii("qt  "), 8))
    return FILE_TYPES.mp4;
  // EBML header whose DocType is "webm" (Matroska .mkv shares the header but not the DocType).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const text = Buffer.from(head.subarray(0, SNIFF_BYTES)).toString("latin1");
    if (text.includes("webm")) return FILE_TYPES.webm;
  }
  return null;
}

/** The accepted type for a MIME type (declared by the browser), or null. */
export function fileTypeForMime(mime: string): FileType | null {
  const m = mime.toLowerCase().split(";")[0].trim();
  return ALL_TYPES.find((t) => t.mime === m || (m === "image/jpg" && t === FILE_TYPES.jpeg)) ?? null;
}

/** The type behind a stored object name's extension (local objects are named <random>.<ext>). */
export function fileTypeForExt(ext: string): FileType | null {
  return ALL_TYPES.find((t) => t.ext === ext.toLowerCase()) ?? null;
}

export const isAllowed = (kind: ObjectKind, type: FileType | null): type is FileType =>
  type !== null && KIND_RULES[kind].types.some((t) => t.mime === type.mime);
