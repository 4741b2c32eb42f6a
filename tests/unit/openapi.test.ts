import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_EXAMPLES, curlExample, fetchExample } from "@/lib/api/examples";
import { openApiDocument } from "@/lib/api/openapi";
import { exportRequestSchema } from "@/lib/validations/export";
import { generateSceneSchema } from "@/lib/validations/generate-scene";

type Json = Record<string, unknown>;
const doc = openApiDocument() as unknown as { openapi: string; paths: Record<string, Record<string, Json>> };
const requestSchema = (path: string) =>
  ((doc.paths[path].post.requestBody as Json).content as Record<string, { schema: Json }>)["application/json"]
    .schema;

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents every endpoint meant for others, with the answers and limits they give", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/api/export", "/api/generate-scene", "/api/share", "/api/share/{id}", "/api/targets"].sort(),
    );
    for (const e of API_EXAMPLES) expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBeDefined();
    const generate = doc.paths["/api/generate-scene"].post.responses as Json;
    expect(Object.keys(generate)).toEqual(expect.arrayContaining(["200", "400", "429"]));
    expect(JSON.stringify(generate["429"])).toContain("RATE_LIMIT_GENERATE_PER_MIN");
    expect(Object.keys(doc.paths["/api/export"].post.responses as Json)).toContain("410");
  });

  it("is generated from the handlers' own zod schemas (a schema change is a document change)", () => {
    const exportBody = requestSchema("/api/export");
    const target = (exportBody.properties as Record<string, Json>).target;
    expect(target.maxLength).toBe(exportRequestSchema.shape.target.maxLength);
    expect(exportBody.required).toEqual(expect.arrayContaining(["prompt", "target"]));
    // Issue 27: the mode and the reference slots are inputs, the slot list and keyframes outputs.
    const props = exportBody.properties as Record<string, Json>;
    expect((props.mode.enum as string[]).sort()).toEqual([
      "extend",
      "first-last-frame",
      "image-to-video",
      "reference-images",
      "text-to-video",
    ]);
    expect(JSON.stringify(props.references)).toContain('"name"');
    const text = JSON.stringify(doc);
    expect(text).toContain('"Slot"');
    expect(text).toContain('"keyframes"');
    // The document's own shape is referenced, not copied: its required fields are the schema's.
    const scene = requestSchema("/api/generate-scene");
    const description = (scene.properties as Record<string, Json>).description;
    expect(description.minLength).toBe(generateSceneSchema.shape.description.minLength);
    const components = (openApiDocument() as unknown as { components: { schemas: Record<string, Json> } })
      .components.schemas;
    expect(components.PromptDocument.required).toEqual(
      expect.arrayContaining(["project_title", "project_style", "global_preferences", "scenes"]),
    );
  });

  it("examples read as curl and fetch code that names the endpoint", () => {
    const exp = API_EXAMPLES.find((e) => e.path === "/api/export")!;
    const curl = curlExample(exp, "https://promptreel.app");
    expect(curl).toContain('curl -s -X POST "https://promptreel.app/api/export"');
    expect(curl).toContain(`'"$DOCUMENT"'`);
    expect(fetchExample(exp, "https://promptreel.app")).toContain("body: JSON.stringify({");
  });
});
