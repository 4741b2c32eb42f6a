// The bible entries that can carry a reference slot (issue 27), and the edit that sets one.
import type { Operation } from "@/lib/scene/edit";
import { bibleFromDocument } from "@/lib/scene/bible";
import type { PromptDocument } from "@/lib/scene/schema";

export type ReferenceKind = "cast" | "place" | "prop";
export type ReferenceEntry = {
  kind: ReferenceKind;
  name: string;
  inBible: boolean;
  reference?: { label: string; image?: string };
};

/** The bible's cast, places and props, plus scene characters not in the bible yet (as cast). */
export function referenceEntries(doc: PromptDocument): ReferenceEntry[] {
  const bible = doc.bible;
  const entries: ReferenceEntry[] = [
    ...(bible?.cast ?? []).map((e) => ({
      kind: "cast" as const,
      name: e.name,
      inBible: true,
      reference: e.reference,
    })),
    ...(bible?.places ?? []).map((e) => ({
      kind: "place" as const,
      name: e.name,
      inBible: true,
      reference: e.reference,
    })),
    ...(bible?.props ?? []).map((e) => ({
      kind: "prop" as const,
      name: e.name,
      inBible: true,
      reference: e.reference,
    })),
  ];
  const known = new Set(entries.filter((e) => e.kind === "cast").map((e) => e.name.toLowerCase()));
  for (const c of doc.scenes.flatMap((s) => s.characters)) {
    if (known.has(c.name.toLowerCase())) continue;
    known.add(c.name.toLowerCase());
    entries.push({ kind: "cast", name: c.name, inBible: false });
  }
  return entries;
}

/**
 * The operations that set an entry's reference. A document without a bible first gets the one its
 * characters imply (so every other character keeps its place in the export); a scene character
 * missing from an existing bible is added to its cast.
 */
export function referenceOps(
  doc: PromptDocument,
  entry: ReferenceEntry,
  label: string,
  image: string | undefined,
): Operation[] {
  const implied = bibleFromDocument(doc).cast;
  const adds: Operation[] = !doc.bible
    ? implied.map((m) => ({ op: "set_cast_member", name: m.name, ...(m.look ? { look: m.look } : {}) }))
    : entry.inBible
      ? []
      : implied
          .filter((m) => m.name.toLowerCase() === entry.name.toLowerCase())
          .map((m) => ({ op: "set_cast_member", name: m.name, ...(m.look ? { look: m.look } : {}) }));
  return [
    ...adds,
    { op: "set_reference", kind: entry.kind, name: entry.name, label, ...(image ? { image } : {}) },
  ];
}

const REFERENCE_PATH = /^\/api\/references\/([0-9a-f-]{36})$/;

export type SharedReferenceEntry = {
  kind: ReferenceKind;
  name: string;
  label: string;
  /** The image as the share serves it; null when the entry has none the share may show. */
  image: { src: string; width: number; height: number } | null;
};

/**
 * The bible entries with a reference slot, for a share page: each with its label and, when the
 * share shows it (`shown`, by image id), its image. Other images' paths are never passed on.
 */
export function sharedReferenceEntries(
  doc: PromptDocument,
  shown: ReadonlyMap<string, { src: string; width: number; height: number }>,
): SharedReferenceEntry[] {
  return referenceEntries(doc)
    .filter((e) => e.reference)
    .map((e) => {
      const id = REFERENCE_PATH.exec(e.reference!.image ?? "")?.[1];
      const image = id ? shown.get(id) : undefined;
      return {
        kind: e.kind,
        name: e.name,
        label: e.reference!.label,
        image: image ? { src: image.src, width: image.width, height: image.height } : null,
      };
    });
}
