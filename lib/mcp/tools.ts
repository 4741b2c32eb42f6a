// PromptReel's tools for AI assistants (Model Context Protocol): compile a description, list the
// video models, export for one model, lint a hand-written prompt, share a document. One definition
// serves both transports; what differs (how a scene is compiled and a share stored) comes in as deps.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { DESCRIPTION_MAX, TITLE_MAX } from "@promptreel/core/policy";
import { isAppError } from "@/lib/errors";
import { promptDocumentSchema, SCENE_DURATIONS, type PromptDocument } from "@promptreel/core/schema";
import { LIVE_TARGETS, TARGETS, type TargetSpec } from "@promptreel/core/catalog";
import { MODES } from "@/lib/targets/catalog/types";
import { exportWithModes, lookupTarget, type ModeExportResult } from "@promptreel/core/export";
import { checkModeRoute } from "@/lib/targets/validate";
import { lintPromptText } from "@promptreel/core/lint";
import { exportIssueMessage, exportRequestSchema } from "@/lib/validations/export";
import { generateSceneSchema } from "@/lib/validations/generate-scene";

export interface McpDeps {
  /** Compiles a checked input into a document; throws an AppError with the user-facing message. */
  compile(input: {
    description: string;
    title?: string;
    duration: (typeof SCENE_DURATIONS)[number];
  }): Promise<PromptDocument>;
  /** Stores a share and returns its public URL; throws an AppError with the user-facing message. */
  share(document: PromptDocument): Promise<{ id: string; url: string }>;
}

/** A tool's failure as MCP wants it: a result the assistant reads, never a protocol crash. */
export class ToolError extends Error {}

const fail = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: "text", text: message }],
});
const ok = (text: string, structured: Record<string, unknown>): CallToolResult => ({
  content: [{ type: "text", text }],
  structuredContent: structured,
});

/** Runs a tool body, turning expected failures (bad input, policy, limits) into tool errors. */
async function guarded(body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof ToolError || isAppError(e)) return fail(e.message);
    return fail("Something went wrong. Please try again.");
  }
}

const description = z
  .string()
  .min(5)
  .max(DESCRIPTION_MAX)
  .describe(
    "The scene as the creator would write it: who, what happens, where, camera, sound. Any language.",
  );
const targetId = z
  .string()
  .min(1)
  .max(64)
  .describe(
    `A live target id from list_targets, e.g. ${LIVE_TARGETS.slice(0, 3)
      .map((t) => t.id)
      .join(", ")}.`,
  );

/** Compiles through deps after the REST route's own schema (same rules, same messages). */
async function compileChecked(
  deps: McpDeps,
  args: { description: string; title?: string; duration?: number },
) {
  const parsed = generateSceneSchema.safeParse(args);
  if (!parsed.success) throw new ToolError(parsed.error.issues[0]?.message ?? "Invalid input");
  return deps.compile(parsed.data);
}

function exportText(result: ModeExportResult, spec: TargetSpec): string {
  const lines = [
    `${spec.name}: ${result.clips.length} clip${result.clips.length === 1 ? "" : "s"}, lint ${result.lint.score}/100`,
  ];
  result.clips.forEach((clip, i) => {
    lines.push("", `Clip ${i + 1} (scenes ${clip.sceneIds.join(", ")}):`, clip.text);
    if (clip.negativePrompt) lines.push(`Negative prompt: ${clip.negativePrompt}`);
    lines.push(`Parameters: ${JSON.stringify(clip.parameters)}`);
    if ("slots" in clip && clip.slots.length)
      lines.push("Slots:", ...clip.slots.map((s) => `- ${s.slot} (${s.field}): ${s.fill}`));
    if ("keyframes" in clip && clip.keyframes) {
      lines.push(`Start frame prompt: ${clip.keyframes.start}`);
      if (clip.keyframes.end) lines.push(`End frame prompt: ${clip.keyframes.end}`);
    }
  });
  if (result.warnings.length) lines.push("", "Warnings:", ...result.warnings.map((w) => `- ${w.message}`));
  return lines.join("\n");
}

const targetSummary = (t: TargetSpec) => ({
  id: t.id,
  name: t.name,
  vendor: t.vendor,
  status: t.status,
  durations: t.durations,
  aspectRatios: t.aspectRatios,
  resolutions: t.resolutions,
  promptLimit: t.promptLimit,
  negativePrompt: t.negativePrompt !== null,
  audio: t.audio,
  dialogue: t.dialogue,
  multiShot: t.multiShot.form !== "none",
  modes: t.modes.map((m) => m.mode),
});

/** What each tool does, as assistants read it (also listed on /developers). */
export const TOOL_DESCRIPTIONS = {
  compile_scene:
    "Turns a plain-text video scene description into PromptReel's structured, scene-by-scene JSON prompt document (characters, setting, camera, audio, per scene). Free and deterministic; the description must pass the family-friendly content policy. Pass the document to export_prompt to get ready-to-paste prompts.",
  list_targets:
    "Lists the video models PromptReel exports to, with their documented limits (durations, aspect ratios, resolutions, prompt cap, negative prompt field, native audio, multi-shot). Filter by what the video needs.",
  export_prompt:
    "Exports a prompt document (or a description, compiled first) as ready-to-paste prompts for one video model: the clip texts, negative prompt and API parameters within the model's limits, with warnings for every fix and a lint score.",
  lint_prompt:
    "Checks a hand-written video prompt against one model's limits and prompting guide: cap and sweet-spot length, placeholders and empty labels, repeats, negations where the model has no negative field, sound sent to a silent model, style-word soup. Returns a 0-100 score and findings as suggestions.",
  create_share_link:
    "Stores a prompt document under an unguessable public link (/p/{id}) that anyone with the link can open in PromptReel. The document's text must pass the content policy.",
} as const;

/** Registers every PromptReel tool on an MCP server. */
export function registerTools(server: McpServer, deps: McpDeps): void {
  server.registerTool(
    "compile_scene",
    {
      title: "Compile a scene",
      description: TOOL_DESCRIPTIONS.compile_scene,
      inputSchema: {
        description,
        title: z.string().max(TITLE_MAX).optional().describe("Optional project title."),
        duration: z
          .union(
            SCENE_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<5>, z.ZodLiteral<8>, z.ZodLiteral<10>],
          )
          .optional()
          .describe("Seconds per scene: 5, 8 or 10 (default 8)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const document = await compileChecked(deps, args);
        return ok(JSON.stringify(document, null, 2), { document });
      }),
  );

  server.registerTool(
    "list_targets",
    {
      title: "List video models",
      description: TOOL_DESCRIPTIONS.list_targets,
      inputSchema: {
        audio: z.boolean().optional().describe("Only models that make sound (true) or silent ones (false)."),
        multiShot: z.boolean().optional().describe("Only models with several shots in one generation."),
        duration: z
          .number()
          .positive()
          .max(600)
          .optional()
          .describe("Only models that can make a clip of this many seconds."),
        includeRetired: z.boolean().optional().describe("Also list shut-down models (default false)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const targets = (args.includeRetired ? TARGETS : LIVE_TARGETS)
          .filter((t) => args.audio === undefined || t.audio === args.audio)
          .filter((t) => args.multiShot === undefined || (t.multiShot.form !== "none") === args.multiShot)
          .filter((t) => args.duration === undefined || t.durations.includes(args.duration))
          .map(targetSummary);
        const text = targets.length
          ? targets
              .map(
                (t) =>
                  `${t.id} (${t.name}, ${t.status}): ${t.durations.join("/")} s; ${t.aspectRatios.join(", ")}; ${t.audio ? "audio" : "silent"}${t.negativePrompt ? "; negative prompt" : ""}${t.multiShot ? "; multi-shot" : ""}`,
              )
              .join("\n")
          : "No model matches these filters.";
        return ok(text, { targets });
      }),
  );

  server.registerTool(
    "export_prompt",
    {
      title: "Export for a video model",
      description: TOOL_DESCRIPTIONS.export_prompt,
      inputSchema: {
        document: z
          .record(z.string(), z.unknown())
          .optional()
          .describe("A document from compile_scene. Give this or description."),
        description: description
          .optional()
          .describe("A scene description to compile first. Give this or document."),
        target: targetId,
        aspectRatio: z
          .string()
          .max(8)
          .optional()
          .describe("e.g. 16:9, 9:16, 1:1 (must be one the model supports)."),
        resolution: z.string().max(8).optional().describe("e.g. 720p, 1080p, 4k."),
        mode: z
          .enum(MODES)
          .optional()
          .describe(
            "How the clip is generated (default text-to-video): image-to-video, first-last-frame, reference-images or extend, where the model supports it (list_targets).",
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        if (!args.document === !args.description)
          throw new ToolError("Give either a document or a description.");
        const prompt = args.document ?? (await compileChecked(deps, { description: args.description! }));
        const parsed = exportRequestSchema.safeParse({
          prompt,
          target: args.target,
          aspectRatio: args.aspectRatio,
          resolution: args.resolution,
        });
        if (!parsed.success)
          throw new ToolError(exportIssueMessage(parsed.error).replace("prompt document", "document"));
        const found = lookupTarget(parsed.data.target);
        if (!found.ok) throw new ToolError(found.message);
        const checked = checkModeRoute(found.spec, args.mode);
        if (!checked.ok) throw new ToolError(checked.message);
        const result = exportWithModes(parsed.data.prompt, found.spec, {
          aspectRatio: parsed.data.aspectRatio,
          resolution: parsed.data.resolution,
          mode: checked.mode,
        });
        return ok(exportText(result, found.spec), { ...result });
      }),
  );

  server.registerTool(
    "lint_prompt",
    {
      title: "Lint a prompt",
      description: TOOL_DESCRIPTIONS.lint_prompt,
      inputSchema: {
        text: z.string().min(1).max(20_000).describe("The prompt as it would be pasted."),
        target: targetId,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const found = lookupTarget(args.target);
        if (!found.ok) throw new ToolError(found.message);
        const lint = lintPromptText(args.text, found.spec);
        const text = [
          `Score ${lint.score}/100 for ${found.spec.name}.`,
          ...lint.findings.map((f) => `- ${f.severity}: ${f.message}`),
        ].join("\n");
        return ok(text, { ...lint });
      }),
  );

  server.registerTool(
    "create_share_link",
    {
      title: "Share a document",
      description: TOOL_DESCRIPTIONS.create_share_link,
      inputSchema: { document: z.record(z.string(), z.unknown()).describe("A document from compile_scene.") },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    (args) =>
      guarded(async () => {
        const parsed = promptDocumentSchema.safeParse(args.document);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ToolError(`Invalid document at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
        }
        const share = await deps.share(parsed.data);
        return ok(`Shared: ${share.url}`, share);
      }),
  );
}
