// Reading a prompt document that came from outside the type system (an API answer, a share, a fork,
// stored history, a saved conversation): normalise what the spec allows, then the document schema.
// The spec names a character's `actions` without a type and language models answer with a list, so a
// list of strings becomes one string ("; " between beats, the separator the exporters split on).
// Anything else the schema refuses is refused with a message naming the first field at fault.
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A list of strings as one string; anything else unchanged (the schema judges it). */
function joinedText(value: unknown): unknown {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return value;
  return value
    .map((v) => v.trim())
    .filter(Boolean)
    .join("; ");
}

function normaliseCharacter(character: unknown): unknown {
  return isRecord(character) ? { ...character, actions: joinedText(character.actions) } : character;
}

function normaliseScene(scene: unknown): unknown {
  if (!isRecord(scene) || !Array.isArray(scene.characters)) return scene;
  return { ...scene, characters: scene.characters.map(normaliseCharacter) };
}

/** The document with the spec's allowed variants rewritten to the schema's form; never throws. */
export function normaliseDocument(value: unknown): unknown {
  if (!isRecord(value) || !Array.isArray(value.scenes)) return value;
  return { ...value, scenes: value.scenes.map(normaliseScene) };
}

export const UNREADABLE_DOCUMENT = "This prompt cannot be shown";

export type DocumentReading = { ok: true; document: PromptDocument } | { ok: false; message: string };

/** Normalises then parses; a refusal says which field is wrong and why. */
export function readPromptDocument(value: unknown): DocumentReading {
  const parsed = promptDocumentSchema.safeParse(normaliseDocument(value));
  if (parsed.success) return { ok: true, document: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "the document";
  return { ok: false, message: `${UNREADABLE_DOCUMENT}: ${where}: ${issue?.message ?? "invalid"}.` };
}

/** readPromptDocument for callers that answer a refusal by throwing (the message as the error's). */
export function parsePromptDocument(value: unknown): PromptDocument {
  const reading = readPromptDocument(value);
  if (!reading.ok) throw new Error(reading.message);
  return reading.document;
}
