import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  createFakeModeration,
  moderationReply,
  sendModerationReply,
  type FakeModeration,
} from "./fake-moderation";
import { strictSchemaError } from "./openai-strict-schema";

// A small fake of OpenAI's Chat Completions API (POST /v1/chat/completions, JSON and SSE streaming)
// that keeps the real service's rules and error shapes: 401 for a missing or wrong key, 404
// model_not_found for an unknown model, 400 invalid_request_error for a malformed body or a
// response_format json_schema that breaks the strict structured-output rules. The product's provider
// uses Chat Completions and, for its moderation layer, POST /v1/moderations (served by
// tests/support/fake-moderation.ts, requests in `moderation.requests`); other paths answer OpenAI's
// 404 for an unknown URL. Tests say what the "model" answers with `answer` and read every chat
// request in `requests`.

export type FakeRequest = {
  url: string;
  auth: string | undefined;
  body: Record<string, unknown>;
  /** The client hung up before the answer was complete (an abort). */
  cancelled?: boolean;
  /** Settles when the fake is done with the request (answered in full, or the client hung up). */
  settled?: Promise<void>;
};
export type FakeAnswer =
  /** The assistant message's content (streamed in `chunks` when given, else in small slices). */
  | {
      content: string;
      chunks?: string[];
      delayMs?: number;
      chunkDelayMs?: number;
      finishReason?: string;
      /** Answer only once this settles (order the answer after another event, not after a delay). */
      after?: Promise<unknown>;
      /** Streaming: after this many chunks, send nothing more until the client hangs up. */
      holdAfterChunks?: number;
    }
  /** An upstream failure in OpenAI's error shape. */
  | { status: number; error: { message: string; type: string; code?: string | null } }
  /** Never answers: the socket stays open until the client gives up (its timeout path). */
  | { hang: true };

export type FakeOpenAI = {
  baseURL: string;
  apiKey: string;
  model: string;
  requests: FakeRequest[];
  answer: (req: FakeRequest) => FakeAnswer;
  /** The moderation endpoint's state (flag words, failures, requests); it checks the same API key. */
  moderation: FakeModeration;
  close: () => Promise<void>;
};

type OpenAIError = {
  status: number;
  message: string;
  type: string;
  param: string | null;
  code: string | null;
};

const invalid = (message: string, param: string | null, code: string | null = null): OpenAIError => ({
  status: 400,
  message,
  type: "invalid_request_error",
  param,
  code,
});

/** The request's first breach of the API's rules, in the order OpenAI checks them. */
function requestError(req: FakeRequest, fake: FakeOpenAI): OpenAIError | null {
  if (!req.auth?.startsWith("Bearer "))
    return {
      status: 401,
      message:
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      type: "invalid_request_error",
      param: null,
      code: null,
    };
  const key = req.auth.slice("Bearer ".length);
  if (key !== fake.apiKey)
    return {
      status: 401,
      message: `Incorrect API key provided: ${key.slice(0, 3)}***${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      type: "invalid_request_error",
      param: null,
      code: "invalid_api_key",
    };
  const { body } = req;
  if (typeof body.model !== "string") return invalid("you must provide a model parameter", null);
  if (body.model !== fake.model)
    return {
      status: 404,
      message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
      type: "invalid_request_error",
      param: null,
      code: "model_not_found",
    };
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return invalid("[] is too short - 'messages'", "messages", "empty_array");
  const format = body.response_format as Record<string, unknown> | undefined;
  if (format?.type === "json_schema") {
    const spec = format.json_schema as Record<string, unknown> | undefined;
    if (!spec || typeof spec.schema !== "object")
      return invalid("Missing required parameter: 'response_format.json_schema'.", "response_format");
    if (spec.strict === true) {
      const message = strictSchemaError(spec.name, spec.schema);
      if (message) return invalid(message, "response_format", "invalid_json_schema");
    }
  } else if (format && !["text", "json_object"].includes(String(format.type))) {
    return invalid(`Invalid value: '${String(format.type)}'.`, "response_format.type", "invalid_value");
  }
  // Strict function tools follow the same rules (the product sends none today; a future one is checked).
  const tools = Array.isArray(body.tools) ? (body.tools as { function?: Record<string, unknown> }[]) : [];
  for (const [i, tool] of tools.entries()) {
    if (tool.function?.strict !== true) continue;
    const message = strictSchemaError(tool.function.name, tool.function.parameters);
    if (message)
      return invalid(
        message.replace("response_format", "function"),
        `tools[${i}].function.parameters`,
        "invalid_function_parameters",
      );
  }
  return null;
}

const slices = (text: string, size = 12) => {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [""];
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function respond(
  res: http.ServerResponse,
  req: FakeRequest,
  answer: FakeAnswer,
  closed: () => boolean,
  hungUp: Promise<void>,
): Promise<void> {
  if ("hang" in answer) {
    await hungUp;
    req.cancelled = true;
    return;
  }
  if ("error" in answer) {
    res
      .writeHead(answer.status, { "content-type": "application/json" })
      .end(JSON.stringify({ error: { param: null, code: null, ...answer.error } }));
    return;
  }
  if (answer.delayMs) await pause(answer.delayMs);
  await answer.after?.catch(() => {});
  if (closed()) {
    req.cancelled = true;
    return;
  }
  const model = String(req.body.model);
  const finish = answer.finishReason ?? "stop";
  const usage = { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };
  if (req.body.stream !== true) {
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: answer.content, refusal: null },
            finish_reason: finish,
          },
        ],
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    event({
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: 1,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
  const parts = answer.chunks ?? slices(answer.content);
  for (let i = 0; i < parts.length; i++) {
    if (i === answer.holdAfterChunks) await hungUp;
    if (closed()) {
      req.cancelled = true;
      return;
    }
    chunk(i === 0 ? { role: "assistant", content: parts[i] } : { content: parts[i] }, null);
    await pause(answer.chunkDelayMs ?? 2);
  }
  chunk({}, finish);
  const options = req.body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage)
    event({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model, choices: [], usage });
  res.end("data: [DONE]\n\n");
}

/** Starts the fake on a free loopback port. */
export async function startFakeOpenAI(
  opts: { apiKey?: string; model?: string; answer?: FakeOpenAI["answer"] } = {},
): Promise<FakeOpenAI> {
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    let closed = false;
    const hungUp = new Promise<void>((resolve) =>
      res.on("close", () => {
        closed = true;
        resolve();
      }),
    );
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (e: OpenAIError) =>
        res
          .writeHead(e.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: e.message, type: e.type, param: e.param, code: e.code } }));
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || "null") as Record<string, unknown>;
        if (!body || typeof body !== "object") throw new Error("not an object");
      } catch {
        return send(invalid("We could not parse the JSON body of your request.", null));
      }
      const request: FakeRequest = { url: req.url ?? "", auth: req.headers.authorization, body };
      if (req.method === "POST" && request.url === "/v1/moderations") {
        fake.moderation.apiKey = fake.apiKey;
        return sendModerationReply(res, moderationReply(fake.moderation, request));
      }
      fake.requests.push(request);
      if (req.method !== "POST" || request.url !== "/v1/chat/completions")
        return send({
          status: 404,
          message: `Invalid URL (${req.method} ${request.url})`,
          type: "invalid_request_error",
          param: null,
          code: null,
        });
      const error = requestError(request, fake);
      if (error) return send(error);
      request.settled = respond(res, request, fake.answer(request), () => closed, hungUp);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const fake: FakeOpenAI = {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey: opts.apiKey ?? "sk-test-fake",
    model: opts.model ?? "gpt-test-model",
    requests: [],
    answer: opts.answer ?? (() => ({ content: "" })),
    moderation: createFakeModeration(),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
  return fake;
}

/**
 * A budget no answer of the fake reaches even on a loaded machine: the timeout path is tested with a
 * `{ hang: true }` answer under withAiTimeout() (lib/ai/provider.ts), never with a race against a delay.
 */
export const GENEROUS_AI_TIMEOUT_MS = 60_000;

/** Points the product's configuration at the fake (call before lib/env is first read). */
export function configureFakeOpenAI(fake: FakeOpenAI, timeoutMs = GENEROUS_AI_TIMEOUT_MS): void {
  process.env.OPENAI_API_KEY = fake.apiKey;
  process.env.OPENAI_BASE_URL = fake.baseURL;
  process.env.OPENAI_MODEL = fake.model;
  process.env.AI_TIMEOUT_MS = String(timeoutMs);
}
