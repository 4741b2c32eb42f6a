import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";

// A small fake of the Stripe API (customers and payment intents) for the real stripe SDK, on port 0.
// Tests settle intents with succeed()/fail() the way a card confirmation would at Stripe.

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: { message: string } | null;
  created: number;
  livemode: false;
};

/** Parses Stripe's form encoding (a[b]=c) into a nested object, one level deep is all we need. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = key.match(/^([^[]+)\[([^\]]+)\]$/);
    if (m) {
      const inner = (out[m[1]] ??= {}) as Record<string, string>;
      inner[m[2]] = value;
    } else out[key] = value;
  }
  return out;
}

const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const customers = new Map<string, { id: string; email: string }>();
  const requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    auth: string | undefined;
  }[] = [];

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const body = parseForm(raw);
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        body,
        auth: req.headers.authorization,
      });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": rid("req") });
        res.end(JSON.stringify(data));
      };
      const missing = (what: string) =>
        send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
        });
      if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && url.pathname === "/v1/customers") {
        const c = { id: rid("cus"), object: "customer", email: String(body.email ?? "") };
        customers.set(c.id, c);
        return send(200, c);
      }
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const id = rid("pi");
        const pi: FakeIntent = {
          id,
          object: "payment_intent",
          amount: Number(body.amount),
          currency: String(body.currency),
          status: "requires_payment_method",
          client_secret: `${id}_secret_${crypto.randomBytes(8).toString("hex")}`,
          customer: (body.customer as string) ?? null,
          metadata: (body.metadata as Record<string, string>) ?? {},
          receipt_email: (body.receipt_email as string) ?? null,
          description: (body.description as string) ?? null,
          latest_charge: null,
          last_payment_error: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, pi);
        return send(200, pi);
      }
      const m = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
      if (req.method === "GET" && m) {
        const pi = intents.get(decodeURIComponent(m[1]));
        return pi ? send(200, pi) : missing(`payment_intent: '${m[1]}'`);
      }
      return missing(`route ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    customers,
    requests,
    /** Settles an intent as a successful card payment; returns it. */
    succeed(id: string): FakeIntent {
      const pi = intents.get(id)!;
      pi.status = "succeeded";
      pi.latest_charge = rid("ch");
      return pi;
    },
    fail(id: string, message = "Your card was declined."): FakeIntent {
      const pi = intents.get(id)!;
      pi.status = "requires_payment_method";
      pi.last_payment_error = { message };
      return pi;
    },
    /** Adds an intent created elsewhere (someone else's payment). */
    put(pi: FakeIntent) {
      intents.set(pi.id, pi);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
