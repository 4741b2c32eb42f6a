import { describe, expect, it } from "vitest";
import { POST as exportPost } from "@/app/api/export/route";
import { POST as generatePost } from "@/app/api/generate-scene/route";
import { GET as openApiGet } from "@/app/api/openapi.json/route";
import { GET as shareGet } from "@/app/api/share/[id]/route";
import { POST as sharePost } from "@/app/api/share/route";
import { GET as targetsGet } from "@/app/api/targets/route";
import { API_EXAMPLES } from "@/lib/api/examples";
import {
  exportResponseSchema,
  generateSceneResponseSchema,
  shareCreatedSchema,
  shareSchemaOut,
  targetsResponseSchema,
} from "@/lib/api/schemas";
import type { PromptDocument } from "@/lib/scene/schema";
import { callRoute } from "../support/route-call";

// Every documented example runs against the real handlers, and every answer parses with the schema
// the OpenAPI document publishes for it: the documentation cannot drift from the code unnoticed.
const HANDLERS = {
  "POST /api/generate-scene": [generatePost, generateSceneResponseSchema],
  "GET /api/targets": [targetsGet, targetsResponseSchema],
  "POST /api/export": [exportPost, exportResponseSchema],
  "POST /api/share": [sharePost, shareCreatedSchema],
  "GET /api/share/{id}": [shareGet, shareSchemaOut],
} as const;

describe("the public API answers as documented", () => {
  it("serves the OpenAPI document", async () => {
    const res = await callRoute(openApiGet, { path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
  });

  it("runs every example in order, each answer valid against its documented schema", async () => {
    let document: PromptDocument | undefined;
    let shareId = "";
    for (const example of API_EXAMPLES) {
      const key = `${example.method} ${example.path}` as keyof typeof HANDLERS;
      const [handler, schema] = HANDLERS[key];
      const body =
        example.body &&
        Object.fromEntries(
          Object.entries(example.body).map(([k, v]) => [k, v === "document" ? document : v]),
        );
      const res = await callRoute(handler as Parameters<typeof callRoute>[0], {
        method: example.method,
        path: example.path.replace("{id}", shareId),
        body,
        params: { id: shareId } as never,
      });
      expect(res.status, `${key}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
      const parsed = schema.safeParse(res.json);
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      if (key === "POST /api/generate-scene")
        document = (res.json as unknown as { prompt: PromptDocument }).prompt;
      if (key === "POST /api/share") shareId = (res.json as unknown as { id: string }).id;
    }
    expect(document?.scenes.length).toBeGreaterThan(0);
    expect(shareId).not.toBe("");
  });

  it("documents errors as they are: a bad body is a 400 with a message", async () => {
    const res = await callRoute(exportPost, {
      method: "POST",
      path: "/api/export",
      body: { target: "veo-3.1" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/prompt/i);
  });
});
