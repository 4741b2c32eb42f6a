import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { sendMail } from "@/lib/mail";
import { withRequestLog } from "@/scripts/request-log.mjs";
import { captureLogs } from "../support/log-capture";

// The server writes one JSON line per request (id, route, status, duration) and returns the id as
// X-Request-Id; the route wrapper logs a 5xx's error with its stack under the same id; demo-mode mail
// lines never hold a raw e-mail address.

// Demo mode (mail goes to the log), set before lib/env parses the environment on first use.
process.env.PROMPTREEL_EMBEDDED_DB = "1";
delete process.env.SMTP_URL;

let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  const capture = captureLogs();
  lines = capture.lines;
  return capture.restore;
});

type Log = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};
const serverLines: { level: string; line: Record<string, unknown> }[] = [];
const log: Log = {
  info: (line) => serverLines.push({ level: "info", line: line as Record<string, unknown> }),
  warn: (line) => serverLines.push({ level: "warn", line: line as Record<string, unknown> }),
  error: (line) => serverLines.push({ level: "error", line: line as Record<string, unknown> }),
};
let server: http.Server | undefined;
afterEach(() => {
  serverLines.length = 0;
  server?.close();
});

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(withRequestLog(log, handler));
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}
/** The server writes its line when the response finishes, just after the client has the body: wait for it. */
const settle = () => vi.waitFor(() => expect(serverLines.length).toBeGreaterThan(0), { timeout: 4_000 });

describe("the server's request log", () => {
  it("logs one line per request and returns the balancer's request id", async () => {
    const base = await serve((req, res) => {
      res.statusCode = 201;
      res.end(String(req.headers["x-request-id"]));
    });
    const res = await fetch(`${base}/api/things?email=jane@example.com`, {
      method: "POST",
      headers: { "x-request-id": "nginx-req-0123456789" },
    });
    expect(res.headers.get("x-request-id")).toBe("nginx-req-0123456789");
    expect(await res.text()).toBe("nginx-req-0123456789"); // the app sees the same id
    await settle();
    expect(serverLines).toEqual([
      {
        level: "info",
        line: {
          reqId: "nginx-req-0123456789",
          method: "POST",
          route: "/api/things",
          status: 201,
          durationMs: expect.any(Number),
        },
      },
    ]);
    expect(JSON.stringify(serverLines)).not.toContain("jane");
  });

  it("makes an id when none, or a malformed one, is given; a 5xx is an error line", async () => {
    const base = await serve((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    const res = await fetch(`${base}/`, { headers: { "x-request-id": "bad id; drop table" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(serverLines[0]).toMatchObject({
      level: "error",
      line: { status: 503, reqId: res.headers.get("x-request-id") },
    });
  });
});

const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/things?x=1", { method: "POST", headers });

describe("the route wrapper", () => {
  it("returns the request id and logs nothing for a 2xx or 4xx", async () => {
    const ok = route({}, async () => Response.json({ ok: true }, { status: 201 }));
    const res = await ok(request({ "x-request-id": "nginx-req-0123456789" }), {
      params: Promise.resolve({}),
    });
    expect(res.headers.get("x-request-id")).toBe("nginx-req-0123456789");
    const refused = route({}, async () => {
      throw new AppError("bad_request", "nope");
    });
    expect((await refused(request(), { params: Promise.resolve({}) })).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it("logs a 5xx with the error and its stack under the request id, and answers without them", async () => {
    const handler = route({}, async () => {
      throw new Error("kaboom in the handler");
    });
    const res = await handler(request({ "x-request-id": "nginx-req-5000000000" }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/kaboom/);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: "nginx-req-5000000000",
      route: "/api/things",
      status: 500,
      err: { message: "kaboom in the handler" },
    });
    expect(String((lines[0].err as { stack: string }).stack)).toMatch(/request-log\.test\.ts/);
  });
});

describe("demo-mode mail", () => {
  it("goes through the logger with the address masked", async () => {
    await sendMail({ to: "jane.doe@example.com", subject: "Your code", text: "Code: 123456" });
    const line = lines.find((l) => l.mail);
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).not.toContain("jane.doe@example.com");
    expect(line!.mail).toMatchObject({ to: "j***@example.com", text: "Code: 123456" });
  });
});
