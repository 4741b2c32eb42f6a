import http from "node:http";
import type { AddressInfo } from "node:net";

// A fake of OpenAI's moderation endpoint (POST /v1/moderations) that keeps the real service's rules
// and shapes: Bearer key required (401 in OpenAI's error shape, invalid_api_key for a wrong one), a
// known model (400 otherwise), an `input` that is a string, an array of strings or of text parts (400
// otherwise), and one result per input with all 13 omni-moderation categories, their scores and
// applied input types. It flags texts containing configured words, and can be told to fail with a
// status or to never answer (a timeout). Served alone (startFakeModeration) or inside the fake OpenAI
// server (tests/support/fake-openai.ts) at the same path.

export const MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

const KNOWN_MODELS = ["omni-moderation-latest", "omni-moderation-2024-09-26", "text-moderation-latest"];

export type ModerationRequest = { auth: string | undefined; body: unknown };
export type FakeModeration = {
  apiKey: string;
  /** Words (lower case) that flag a text, with the categories they flag. */
  flags: Record<string, ModerationCategory[]>;
  /** Fail every call: an HTTP status (OpenAI's error shape) or "timeout" (never answer). */
  failWith: number | "timeout" | null;
  requests: ModerationRequest[];
};

export function createFakeModeration(opts: Partial<FakeModeration> = {}): FakeModeration {
  return {
    apiKey: opts.apiKey ?? "sk-test-fake",
    flags: opts.flags ?? {
      massacre: ["violence", "violence/graphic"],
      grenade: ["violence", "illicit/violent"],
    },
    failWith: opts.failWith ?? null,
    requests: [],
  };
}

type Reply = { status: number; body: unknown } | "hang";
const error = (status: number, message: string, param: string | null, code: string | null): Reply => ({
  status,
  body: { error: { message, type: "invalid_request_error", param, code } },
});

function inputs(input: unknown): string[] | null {
  if (typeof input === "string") return [input];
  if (!Array.isArray(input) || input.length === 0) return null;
  const texts = input.map((i) =>
    typeof i === "string"
      ? i
      : i && typeof i === "object" && (i as { type?: unknown }).type === "text"
        ? (i as { text?: unknown }).text
        : undefined,
  );
  return texts.every((t): t is string => typeof t === "string") ? texts : null;
}

function result(text: string, flags: FakeModeration["flags"]) {
  const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const hit = new Set(Object.entries(flags).flatMap(([w, cats]) => (words.has(w) ? cats : [])));
  const per = <T>(value: (c: ModerationCategory) => T) =>
    Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, value(c)]));
  return {
    flagged: hit.size > 0,
    categories: per((c) => hit.has(c)),
    category_scores: per((c) => (hit.has(c) ? 0.93 : 0.00012)),
    category_applied_input_types: per(() => ["text"]),
  };
}

/** The fake's answer to one request, in the order OpenAI checks: auth, body, model, input. */
export function moderationReply(fake: FakeModeration, req: ModerationRequest): Reply {
  fake.requests.push(req);
  if (!req.auth?.startsWith("Bearer "))
    return error(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      null,
      null,
    );
  const key = req.auth.slice("Bearer ".length);
  if (key !== fake.apiKey)
    return error(
      401,
      `Incorrect API key provided: ${key.slice(0, 3)}***${key.slice(-4)}.`,
      null,
      "invalid_api_key",
    );
  if (fake.failWith === "timeout") return "hang";
  if (typeof fake.failWith === "number")
    return {
      status: fake.failWith,
      body: {
        error: {
          message: "The server had an error while processing your request.",
          type: "server_error",
          param: null,
          code: null,
        },
      },
    };
  const body = req.body as { model?: unknown; input?: unknown } | null;
  if (!body || typeof body !== "object")
    return error(400, "We could not parse the JSON body of your request.", null, null);
  const model = body.model ?? "omni-moderation-latest";
  if (typeof model !== "string" || !KNOWN_MODELS.includes(model))
    return error(400, `Invalid value for 'model' = ${String(model)}.`, "model", "invalid_value");
  if (body.input === undefined)
    return error(400, "Missing required parameter: 'input'.", "input", "missing_required_parameter");
  const texts = inputs(body.input);
  if (!texts) return error(400, "Invalid type for 'input'.", "input", "invalid_type");
  return {
    status: 200,
    body: {
      id: `modr-${fake.requests.length}`,
      model: model === "omni-moderation-latest" ? "omni-moderation-2024-09-26" : model,
      results: texts.map((t) => result(t, fake.flags)),
    },
  };
}

/** Writes the reply (a hang keeps the socket open until the client gives up). */
export function sendModerationReply(res: http.ServerResponse, reply: Reply): void {
  if (reply === "hang") return;
  res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
}

/** Starts the fake alone on a free loopback port (base URL ends in /v1). */
export async function startFakeModeration(
  opts: Partial<FakeModeration> = {},
): Promise<FakeModeration & { baseURL: string; close: () => Promise<void> }> {
  const fake = createFakeModeration(opts);
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/moderations")
        return sendModerationReply(res, error(404, `Invalid URL (${req.method} ${req.url})`, null, null));
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      sendModerationReply(res, moderationReply(fake, { auth: req.headers.authorization, body }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  });
}
