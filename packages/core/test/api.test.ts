// The package's public surface, through its entries: compile a description, export it for a model,
// lint, the policy, and the subpath entries being the same functions as the main one.
import { describe, expect, it } from "vitest";
import * as core from "../src/index";
import * as catalog from "../src/catalog";
import * as compiler from "../src/compiler";
import * as exporter from "../src/export";
import * as lint from "../src/lint";
import * as policy from "../src/policy";
import * as schema from "../src/schema";

describe("@promptreel/core", () => {
  it("compiles a description into a valid prompt document", () => {
    const doc = core.compileScene({
      description: "A red fox trots across a frosty meadow at dawn.",
      duration: 8,
    });
    expect(core.promptDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.scenes.length).toBeGreaterThan(0);
    expect(JSON.stringify(doc).toLowerCase()).toContain("fox");
  });

  it("exports the document for a live target, with clips, warnings and a lint score", () => {
    const doc = core.compileScene({ description: "A red fox trots across a frosty meadow at dawn." });
    const lookup = core.lookupTarget("veo-3.1");
    if (!lookup.ok) throw new Error(lookup.message);
    const result = core.exportDocument(doc, lookup.spec, { aspectRatio: "9:16" });
    expect(result.target).toBe("veo-3.1");
    expect(result.clips.length).toBeGreaterThan(0);
    expect(result.clips[0].text.toLowerCase()).toContain("fox");
    expect(result.clips[0].parameters.aspectRatio).toBe("9:16");
    expect(result.lint.score).toBeGreaterThanOrEqual(0);
    expect(result.lint.score).toBeLessThanOrEqual(100);
  });

  it("refuses unknown targets with the live choices", () => {
    const lookup = core.lookupTarget("no-such-model");
    expect(lookup.ok).toBe(false);
    if (!lookup.ok) expect(lookup.message).toContain("veo-3.1");
  });

  it("lints a hand-written prompt", () => {
    const spec = core.findTarget("veo-3.1")!;
    const result = core.lintPromptText("A fox.", spec);
    expect(result.findings.length).toBeGreaterThan(0);
  });

  it("applies the content policy", () => {
    expect(core.checkDescription("A red fox trots across a frosty meadow at dawn.").valid).toBe(true);
    expect(core.checkDescription("abc").valid).toBe(false);
  });

  it("exposes each part as its own entry, the same functions as the main entry", () => {
    expect(schema.promptDocumentSchema).toBe(core.promptDocumentSchema);
    expect(compiler.compileScene).toBe(core.compileScene);
    expect(catalog.LIVE_TARGETS).toBe(core.LIVE_TARGETS);
    expect(exporter.exportDocument).toBe(core.exportDocument);
    expect(lint.lintPromptText).toBe(core.lintPromptText);
    expect(policy.checkDescription).toBe(core.checkDescription);
  });
});
