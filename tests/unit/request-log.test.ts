import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { sendMail } from "@/lib/mail";
import { captureLogs } from "../support/log-capture";

// One JSON line per request with its id, route, status and duration; the error with its stack on a
// 5xx; the id returned as x-request-id; no raw e-mail addresses in demo-mode mail lines.

let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  const capture = captureLogs();
  lines = capture.lines;
  return capture.restore;
});

const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/things?x=1", { method: "POST", headers });

describe("request logging", () => {
  it("logs one line per request and returns the balancer's request id", async () => {
    const handler = route(async () => Response.json({ ok: true }, { status: 201 }));
    const res = await handler(request({ "x-request-id": "nginx-req-0123456789" }), {
      params: Promise.resolve({}),
    });
    expect(res.headers.get("x-request-id")).toBe("nginx-req-0123456789");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: "nginx-req-0123456789",
      method: "POST",
      route: "/api/things",
      status: 201,
      durationMs: expect.any(Number),
    });
    expect(lines[0]).not.toHaveProperty("err");
  });

  it("makes an id when none (or a malformed one) is given", async () => {
    const handler = route(async () => Response.json({}));
    const res = await handler(request({ "x-request-id": "bad id; drop table" }), {
      params: Promise.resolve({}),
    });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0].reqId).toBe(res.headers.get("x-request-id"));
  });

  it("logs a 5xx with the error and its stack, and answers without them", async () => {
    const handler = route(async () => {
      throw new Error("kaboom in the handler");
    });
    const res = await handler(request(), { params: Promise.resolve({}) });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/kaboom/);
    expect(lines[0]).toMatchObject({ level: 50, status: 500, err: { message: "kaboom in the handler" } });
    expect(String((lines[0].err as { stack: string }).stack)).toMatch(/request-log\.test\.ts/);
  });

  it("logs a 4xx at info level without an error", async () => {
    const handler = route(async () => {
      throw new AppError("bad_request", "nope");
    });
    const res = await handler(request(), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(lines[0]).toMatchObject({ level: 30, status: 400 });
    expect(lines[0]).not.toHaveProperty("err");
  });

  it("prints demo-mode mail through the logger with the address masked", async () => {
    process.env.PROMPTREEL_EMBEDDED_DB = "1";
    delete process.env.SMTP_URL;
    await sendMail({ to: "jane.doe@example.com", subject: "Your code", text: "Code: 123456" });
    const line = lines.find((l) => l.mail);
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).not.toContain("jane.doe@example.com");
    expect(line!.mail).toMatchObject({ to: "j***@example.com", text: "Code: 123456" });
  });
});
