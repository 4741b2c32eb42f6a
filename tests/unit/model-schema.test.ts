import { createOpenAI } from "@ai-sdk/openai";
import { afterAll, describe, expect, it, vi } from "vitest";
import { chatTurnSchema, modelDocumentSchema, snapDuration, toPromptDocument } from "@/lib/ai/model-schema";
import { runChatEngine } from "@/lib/chat/engine";
import { compileScene } from "@/lib/scene/compile";
import { generateSceneDocument } from "@/lib/scene/generate";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { startFakeOpenAI, type FakeRequest } from "../support/fake-openai";
import { STRICT_LIMITS, strictSchemaError, strictSchemaViolations } from "../support/openai-strict-schema";

// Every schema the product sends to the model must pass OpenAI's strict structured-output rules: the
// product's calls go through the real @ai-sdk/openai provider to the strict fake, and the JSON Schema
// in each captured request body is checked. The checker itself is tested on schemas that break each rule.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const model = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseURL }).chat(fake.model);

const modelDoc = () => {
  const { scenes, ...rest } = compileScene({ description: "A kite flies over a quiet beach at sunset." });
  return { ...rest, scenes: scenes.map(({ id: _id, ...s }) => ({ ...s, duration_seconds: null })) };
};
const sentSchema = (r: FakeRequest) => {
  const format = r.body.response_format as {
    type: string;
    json_schema: { strict: boolean; schema: unknown };
  };
  expect(format.type).toBe("json_schema");
  expect(format.json_schema.strict).toBe(true);
  return format.json_schema.schema;
};

describe("schemas sent to the model (captured from the AI SDK's requests)", () => {
  it("the generator's schema passes the strict rules, and the call is answered", async () => {
    fake.requests.length = 0;
    fake.answer = () => ({ content: JSON.stringify(modelDoc()) });
    const result = await generateSceneDocument(
      { description: "A kite flies over a quiet beach at sunset.", duration: 10 },
      { model, timeoutMs: 5000 },
    );
    expect(result.engine).toBe("ai");
    expect(fake.requests).toHaveLength(1);
    expect(strictSchemaViolations(sentSchema(fake.requests[0]))).toEqual([]);
    expect(result.document.scenes.every((s) => s.duration_seconds === 10)).toBe(true);
  });

  it("Pro Chat's schema passes the strict rules, streamed, in one call per message", async () => {
    fake.requests.length = 0;
    fake.answer = () => ({
      content: JSON.stringify({ reply: "**Lovely.** Where is it?", document: modelDoc() }),
    });
    const deltas: string[] = [];
    const turn = await runChatEngine(
      { message: "A kite over a quiet beach", document: null, history: [] },
      (t) => deltas.push(t),
      { model, timeoutMs: 5000 },
    );
    expect(turn.engine).toBe("ai");
    expect(deltas.join("")).toBe("**Lovely.** Where is it?");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body.stream).toBe(true);
    expect(strictSchemaViolations(sentSchema(fake.requests[0]))).toEqual([]);
  });

  it("the product's document schema itself would be refused (optional additions, a defaulted duration)", async () => {
    const { generateText, Output } = await import("ai");
    const error = (await generateText({
      model,
      prompt: "x",
      output: Output.object({ schema: promptDocumentSchema }),
      maxRetries: 0,
    }).then(
      () => ({}),
      (e: unknown) => e,
    )) as { statusCode?: number; responseBody?: string };
    expect(error).toMatchObject({ statusCode: 400 });
    expect(JSON.parse(String(error.responseBody))).toEqual({
      error: {
        message:
          "Invalid schema for response_format 'response': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'production'.",
        type: "invalid_request_error",
        param: "response_format",
        code: "invalid_json_schema",
      },
    });
  });
});

describe("model-facing schemas and their defaults", () => {
  it("every field is required: the model's answer has no optional or defaulted field", () => {
    const doc = modelDoc();
    expect(modelDocumentSchema.safeParse(doc).success).toBe(true);
    const { notes: _n, ...withoutNotes } = doc.scenes[0];
    expect(modelDocumentSchema.safeParse({ ...doc, scenes: [withoutNotes] }).success).toBe(false);
    const { duration_seconds: _d, ...withoutDuration } = doc.scenes[0];
    expect(modelDocumentSchema.safeParse({ ...doc, scenes: [withoutDuration] }).success).toBe(false);
    expect(chatTurnSchema.safeParse({ document: doc }).success).toBe(false);
  });

  it("toPromptDocument numbers scenes, applies the default duration and snaps to 5, 8 or 10", () => {
    const doc = modelDoc();
    const two = { ...doc, scenes: [doc.scenes[0], { ...doc.scenes[0], duration_seconds: 9.2 }] };
    const out = toPromptDocument(two, 5);
    expect(promptDocumentSchema.parse(out)).toEqual(out);
    expect(out.scenes.map((s) => [s.id, s.duration_seconds])).toEqual([
      [1, 5],
      [2, 10],
    ]);
    expect([snapDuration(1), snapDuration(7), snapDuration(30)]).toEqual([5, 8, 10]);
  });
});

describe("the strict-rules checker (OpenAI's Structured Outputs rules)", () => {
  const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    ...extra,
  });
  const nest = (levels: number): Record<string, unknown> =>
    levels === 1 ? obj({ leaf: { type: "string" } }) : obj({ child: nest(levels - 1) });
  const error = (schema: unknown) => strictSchemaError("response", schema);

  it("accepts a schema using the supported keywords, nullable anyOf, $defs and 10 levels", () => {
    const ok = obj(
      {
        a: { type: "string", pattern: "^a", format: "email", description: "d" },
        b: { anyOf: [{ type: "number", minimum: 0, maximum: 9 }, { type: "null" }] },
        c: { type: "array", items: { $ref: "#/$defs/item" }, minItems: 1, maxItems: 3 },
        d: { type: ["string", "null"], enum: ["x", "y", null] },
        deep: nest(9),
      },
      {
        $schema: "http://json-schema.org/draft-07/schema#",
        $defs: { item: obj({ x: { type: "integer" } }) },
      },
    );
    expect(strictSchemaViolations(ok)).toEqual([]);
  });

  const cases: [string, unknown, string][] = [
    [
      "a property left out of required",
      { ...obj({ a: { type: "string" }, b: { type: "string" } }), required: ["a"] },
      "In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'b'.",
    ],
    [
      "additionalProperties not false",
      { ...obj({ a: { type: "string" } }), additionalProperties: true },
      "In context=(), 'additionalProperties' is required to be supplied and to be false.",
    ],
    [
      "a default",
      obj({ a: { type: "number", default: 8 } }),
      "In context=('properties', 'a'), 'default' is not permitted.",
    ],
    ["minLength", obj({ a: { type: "string", minLength: 1 } }), "'minLength' is not permitted."],
    [
      "uniqueItems",
      obj({ a: { type: "array", items: { type: "string" }, uniqueItems: true } }),
      "'uniqueItems' is not permitted.",
    ],
    ["allOf", obj({ a: { type: "string", allOf: [] } }), "'allOf' is not permitted."],
    [
      "a number keyword on a string",
      obj({ a: { type: "string", minimum: 1 } }),
      "'minimum' is not permitted.",
    ],
    [
      "an unsupported format",
      obj({ a: { type: "string", format: "uri" } }),
      "format 'uri' is not supported.",
    ],
    [
      "a schema without a type",
      obj({ a: { description: "x" } }),
      "In context=('properties', 'a'), schema must have a 'type' key.",
    ],
    [
      "a root anyOf",
      { anyOf: [obj({ a: { type: "string" } })] },
      "root schema must be an object and must not be 'anyOf'.",
    ],
    ["a root array", { type: "array", items: { type: "string" } }, "root schema must be an object"],
    [
      "11 levels of nesting",
      nest(11),
      `nesting depth exceeds the limit of ${STRICT_LIMITS.maxDepth} levels.`,
    ],
    [
      "over 5000 properties",
      obj(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: "string" }]))),
      "5001 object properties, over the limit of 5000",
    ],
    [
      "over 1000 enum values",
      obj({ a: { type: "number", enum: Array.from({ length: 1001 }, (_, i) => i) } }),
      "1001 enum values, over the limit of 1000",
    ],
    [
      "a 251-value string enum over 15,000 characters",
      obj({ a: { type: "string", enum: Array.from({ length: 251 }, (_, i) => `${i}`.padEnd(61, "x")) } }),
      "enum with more than 250 string values exceeds 15000 characters.",
    ],
  ];
  for (const [name, schema, message] of cases) {
    it(`refuses ${name}`, () => {
      expect(error(schema)).toContain(message);
      expect(error(schema)).toMatch(/^Invalid schema for response_format 'response': In context=/);
    });
  }

  it("refuses a bad response format name", () => {
    expect(strictSchemaError("bad name!", obj({}))).toMatch(/json_schema\.name/);
  });

  it("a failure of the model is reported, not thrown (fake answers 500)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fake.answer = () => ({ status: 500, error: { message: "boom", type: "server_error" } });
    const result = await generateSceneDocument(
      { description: "A kite flies over a quiet beach.", duration: 8 },
      { model, timeoutMs: 5000 },
    );
    expect(result).toMatchObject({
      engine: "local",
      fallbackReason: expect.stringMatching(/AI generation failed/),
    });
  });
});

describe("the fake OpenAI server answers the API's errors", () => {
  const post = async (body: unknown, auth: string | null = `Bearer ${fake.apiKey}`) => {
    const res = await fetch(`${fake.baseURL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> } };
  };
  const messages = [{ role: "user", content: "hi" }];

  it("401 without a key or with a wrong one, 404 model_not_found for an unknown model", async () => {
    const missing = await post({ model: fake.model, messages }, null);
    expect(missing).toMatchObject({
      status: 401,
      body: { error: { type: "invalid_request_error", code: null } },
    });
    expect(missing.body.error.message).toMatch(/You didn't provide an API key/);
    const wrong = await post({ model: fake.model, messages }, "Bearer sk-wrong-key");
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: "invalid_api_key", param: null } } });
    expect(await post({ model: "gpt-nope", messages })).toMatchObject({
      status: 404,
      body: { error: { type: "invalid_request_error", code: "model_not_found" } },
    });
  });

  it("400 for a streamed request whose strict schema breaks the rules, and for empty messages", async () => {
    const schema = { type: "object", properties: { a: { type: "string", minLength: 1 } }, required: ["a"] };
    const res = await post({
      model: fake.model,
      messages,
      stream: true,
      response_format: { type: "json_schema", json_schema: { name: "doc", strict: true, schema } },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: { type: "invalid_request_error", param: "response_format", code: "invalid_json_schema" },
      },
    });
    expect(res.body.error.message).toBe(
      "Invalid schema for response_format 'doc': In context=(), 'additionalProperties' is required to be supplied and to be false.",
    );
    expect((await post({ model: fake.model, messages: [] })).body.error).toMatchObject({ param: "messages" });
    const tool = { type: "function", function: { name: "update", strict: true, parameters: schema } };
    expect((await post({ model: fake.model, messages, tools: [tool] })).body.error).toMatchObject({
      param: "tools[0].function.parameters",
      message: expect.stringMatching(/^Invalid schema for function 'update'/),
    });
  });
});
