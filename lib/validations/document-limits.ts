import { z } from "zod";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

// Bounds on a prompt document a client sends (POST /api/export, POST /api/share), so that the work a
// request can cause stays small (issue 24.2: the export's cost grew with the square of its dialogue
// lines, and a share holding such a document cost the same on every view). The generator's own
// documents are far inside them (at most 20 scenes, lib/scene/compiler/segment.ts MAX_SCENES).

export const DOCUMENT_LIMITS = {
  scenes: 50,
  /** Dialogue lines in the whole document, and in one scene. */
  dialogueLines: 200,
  dialogueLinesPerScene: 40,
  charactersPerScene: 20,
  /** Items of any one list (props, camera moves, sound effects, categories...). */
  listItems: 40,
  /** Characters of any one text field. */
  textChars: 4000,
  /** duration_seconds: more than 0, at most this. */
  maxDurationSeconds: 600,
} as const;

const L = DOCUMENT_LIMITS;

function checkText(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (typeof value === "string") {
    if (value.length > L.textChars)
      ctx.addIssue({ code: "custom", path, message: `Text is too long (at most ${L.textChars} characters)` });
  } else if (Array.isArray(value)) {
    if (value.length > L.listItems && typeof value[0] === "string")
      ctx.addIssue({ code: "custom", path, message: `Too many items (at most ${L.listItems})` });
    value.forEach((v, i) => checkText(v, [...path, i], ctx));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) checkText(v, [...path, k], ctx);
  }
}

/** The bounds above as zod issues (first one found first). */
export function checkDocumentLimits(doc: PromptDocument, ctx: z.RefinementCtx): void {
  if (doc.scenes.length > L.scenes) {
    ctx.addIssue({ code: "custom", path: ["scenes"], message: `Too many scenes (at most ${L.scenes})` });
    return;
  }
  let lines = 0;
  for (const [i, scene] of doc.scenes.entries()) {
    const d = scene.duration_seconds;
    if (!Number.isFinite(d) || d <= 0 || d > L.maxDurationSeconds)
      ctx.addIssue({
        code: "custom",
        path: ["scenes", i, "duration_seconds"],
        message: `Scene duration must be more than 0 and at most ${L.maxDurationSeconds} seconds`,
      });
    if (scene.audio.dialogue.length > L.dialogueLinesPerScene)
      ctx.addIssue({
        code: "custom",
        path: ["scenes", i, "audio", "dialogue"],
        message: `Too many dialogue lines in one scene (at most ${L.dialogueLinesPerScene})`,
      });
    if (scene.characters.length > L.charactersPerScene)
      ctx.addIssue({
        code: "custom",
        path: ["scenes", i, "characters"],
        message: `Too many characters in one scene (at most ${L.charactersPerScene})`,
      });
    lines += scene.audio.dialogue.length;
  }
  if (lines > L.dialogueLines)
    ctx.addIssue({
      code: "custom",
      path: ["scenes"],
      message: `Too many dialogue lines (at most ${L.dialogueLines} in a document)`,
    });
  checkText(doc, [], ctx);
}

/** A prompt document from a client: the document schema within DOCUMENT_LIMITS. */
export const boundedPromptDocumentSchema = promptDocumentSchema.superRefine(checkDocumentLimits);
