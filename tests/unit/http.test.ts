import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  anonymizeIp,
  assertSameOrigin,
  clientIpWith,
  errorAnswer,
  errorResponse,
  INVALID_UNICODE_MESSAGE,
  NUL_MESSAGE,
  parseJsonBody,
  parseJsonText,
  parseSearchParams,
} from "@/lib/http/route";
import {
  ApiError,
  apiError,
  apiRequest,
  errorStatus,
  getQueryFn,
  serverMessage,
} from "@/lib/http/api-request";
import { AppError } from "@/lib/errors";
import { parseEnv } from "@/lib/env";

describe("clientIp (security finding 6)", () => {
  const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
  const peer = "x-promptreel-peer-secret";
  it("with no trusted proxy (default), uses the socket peer and ignores X-Forwarded-For", () => {
    const r = req({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7", [peer]: "192.0.2.10" });
    expect(clientIpWith(r.headers, 0, peer)).toBe("192.0.2.10");
    // A client cannot supply the peer header under another name, nor without the server setting it.
    expect(clientIpWith(new Headers({ "x-promptreel-peer": "6.6.6.6" }), 0, peer)).toBeNull();
    expect(clientIpWith(new Headers({ [peer]: "6.6.6.6" }), 0, undefined)).toBeNull();
  });
  it("behind N trusted proxies, takes the Nth X-Forwarded-For entry from the right", () => {
    const spoofed = req({ "x-forwarded-for": "6.6.6.6, 1.1.1.1, 198.51.100.7", [peer]: "10.0.0.2" });
    const proxies = ["10.0.0.2"];
    expect(clientIpWith(spoofed.headers, 1, peer, proxies)).toBe("198.51.100.7");
    expect(clientIpWith(spoofed.headers, 2, peer, proxies)).toBe("1.1.1.1");
    expect(
      clientIpWith(req({ "x-forwarded-for": "198.51.100.7", [peer]: "10.0.0.2" }).headers, 2, peer, proxies),
    ).toBe("198.51.100.7");
    expect(clientIpWith(req({ [peer]: "10.0.0.2" }).headers, 1, peer, proxies)).toBe("10.0.0.2");
  });
  it("believes X-Forwarded-For only on a connection from a configured proxy address (24.5)", () => {
    // A client that reaches the instance directly cannot choose its own address.
    const direct = req({ "x-forwarded-for": "6.6.6.6", [peer]: "203.0.113.50" });
    expect(clientIpWith(direct.headers, 1, peer, ["127.0.0.1", "::ffff:127.0.0.1"])).toBe("203.0.113.50");
    const viaProxy = req({ "x-forwarded-for": "6.6.6.6, 198.51.100.7", [peer]: "::ffff:127.0.0.1" });
    expect(clientIpWith(viaProxy.headers, 1, peer, ["127.0.0.1", "::ffff:127.0.0.1"])).toBe("198.51.100.7");
    // Without a known peer (no scripts/serve.mjs, e.g. a platform's own proxy) the hops decide.
    expect(clientIpWith(req({ "x-forwarded-for": "198.51.100.7" }).headers, 1, peer, [])).toBe(
      "198.51.100.7",
    );
  });
  it("validates TRUSTED_PROXY_ADDRESSES and defaults it to loopback", () => {
    expect(parseEnv({}).TRUSTED_PROXY_ADDRESSES).toEqual(["127.0.0.1", "::ffff:127.0.0.1", "::1"]);
    expect(parseEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.2, fd00::1" }).TRUSTED_PROXY_ADDRESSES).toEqual([
      "10.0.0.2",
      "::ffff:10.0.0.2",
      "fd00::1",
    ]);
    for (const bad of ["10.0.0.0/8", "proxy.internal", "300.1.1.1", "10.0.0.2:80"])
      expect(() => parseEnv({ TRUSTED_PROXY_ADDRESSES: bad })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
  });
});

describe("anonymizeIp", () => {
  it("zeroes the last IPv4 octet", () => {
    expect(anonymizeIp("203.0.113.77")).toBe("203.0.113.0");
    expect(anonymizeIp("::ffff:203.0.113.77")).toBe("203.0.113.0");
  });
  it("keeps only the first 48 bits of IPv6", () => {
    expect(anonymizeIp("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::");
    expect(anonymizeIp("2001:db8::1")).toBe("2001:db8:0::");
  });
  it("returns null for garbage", () => {
    expect(anonymizeIp("not an ip")).toBeNull();
    expect(anonymizeIp(null)).toBeNull();
  });
});

describe("parseJsonBody", () => {
  const schema = z.object({ name: z.string({ error: "Name required" }).min(1, "Name required") });
  const req = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://x/", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    });

  it("parses and validates", async () => {
    await expect(parseJsonBody(req('{"name":"a"}'), schema)).resolves.toEqual({ name: "a" });
  });
  it("refuses invalid JSON with 400", async () => {
    await expect(parseJsonBody(req("{"), schema)).rejects.toMatchObject({
      code: "bad_request",
      message: "Request body must be valid JSON.",
    });
  });
  it("uses the schema's message", async () => {
    await expect(parseJsonBody(req("{}"), schema)).rejects.toMatchObject({
      code: "bad_request",
      message: "Name required",
    });
  });
  it("refuses bodies over the limit", async () => {
    await expect(
      parseJsonBody(req(JSON.stringify({ name: "x".repeat(2000) })), schema, 1000),
    ).rejects.toMatchObject({ code: "payload_too_large" });
  });
});

describe("assertSameOrigin (security finding 12)", () => {
  const mk = (headers: Record<string, string>) =>
    new Request("http://app.test/api", { method: "POST", headers: { host: "app.test", ...headers } });
  it("accepts our origin; refuses another host or scheme, and a forwarded host", () => {
    expect(() => assertSameOrigin(mk({ origin: "http://app.test" }))).not.toThrow();
    expect(() => assertSameOrigin(mk({ origin: "http://evil.test" }))).toThrow(AppError);
    expect(() => assertSameOrigin(mk({ origin: "https://app.test" }))).toThrow(AppError);
    expect(() =>
      assertSameOrigin(mk({ origin: "http://evil.test", "x-forwarded-host": "evil.test" })),
    ).toThrow(AppError);
  });
  it("a request with cookies must carry Origin or Sec-Fetch-Site: same-origin", () => {
    expect(() => assertSameOrigin(mk({ cookie: "pr_credit_session=x" }))).toThrow(AppError);
    expect(() =>
      assertSameOrigin(mk({ cookie: "pr_credit_session=x", "sec-fetch-site": "same-origin" })),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(mk({ cookie: "pr_credit_session=x", "sec-fetch-site": "cross-site" })),
    ).toThrow(AppError);
    // No cookies: no ambient credentials to abuse (curl, server to server).
    expect(() => assertSameOrigin(mk({}))).not.toThrow();
  });
  it("JSON bodies must say they are JSON", async () => {
    const schema = z.object({ a: z.number() });
    const post = (type?: string) =>
      new Request("http://app.test/api", {
        method: "POST",
        body: '{"a":1}',
        headers: type ? { "content-type": type } : {},
      });
    await expect(parseJsonBody(post("application/json; charset=utf-8"), schema)).resolves.toEqual({ a: 1 });
    await expect(parseJsonBody(post("text/plain"), schema)).rejects.toMatchObject({ status: 415 });
    await expect(parseJsonBody(post("application/x-www-form-urlencoded"), schema)).rejects.toMatchObject({
      status: 415,
    });
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with a content type only when there is a body, always with credentials", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/x", { a: 1 });
    await apiRequest("GET", "/api/y");
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0][1]).toMatchObject({
      method: "POST",
      body: '{"a":1}',
      credentials: "include",
      headers: { "Content-Type": "application/json" },
    });
    expect(calls[1][1]).toMatchObject({
      method: "GET",
      body: undefined,
      credentials: "include",
      headers: undefined,
    });
  });

  it("fails with 'status: body text', or the status text when the body is empty", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Nope"}', { status: 400 })),
    );
    await expect(apiRequest("GET", "/x")).rejects.toThrow('400: {"message":"Nope"}');
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503, statusText: "Service Unavailable" })),
    );
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("throws a typed ApiError: callers branch on status and read the JSON body as details", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"No credits","credits":0}', { status: 402 })),
    );
    const error = await apiRequest("POST", "/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorStatus(error)).toBe(402);
    expect((error as ApiError).details).toEqual({ message: "No credits", credits: 0 });
    expect((error as ApiError).message).toBe('402: {"message":"No credits","credits":0}');
    expect(errorStatus(new Error("network down"))).toBeNull();
  });

  it("serverMessage gives the server's JSON message, else the body text, else the error's message", () => {
    expect(serverMessage(apiError(400, '{"message":"Nope"}'))).toBe("Nope");
    expect(serverMessage(apiError(500, "plain"))).toBe("plain");
    expect(serverMessage(new Error('400: {"message":"not parsed back"}'))).toBe(
      '400: {"message":"not parsed back"}',
    );
    expect(serverMessage(new Error("network down"))).toBe("network down");
  });

  it("the default query function joins the key with / and can return null on 401", async () => {
    const fetchMock = vi.fn(async () => new Response("", { status: 401, statusText: "Unauthorized" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/admin", "stats"] }),
    ).resolves.toBeNull();
    expect((fetchMock.mock.calls as unknown as [string][])[0][0]).toBe("/api/admin/stats");
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/x"] })).rejects.toThrow(
      "401: Unauthorized",
    );
  });
});

describe("parseJsonText", () => {
  it("refuses lone surrogates in values and keys; keeps well-formed pairs", () => {
    expect(() => parseJsonText('{"a":"x\\ud800y"}')).toThrow(INVALID_UNICODE_MESSAGE);
    expect(() => parseJsonText('{"\\udfff":1}')).toThrow(INVALID_UNICODE_MESSAGE);
    expect(() => parseJsonText('["ok","\\udc00"]')).toThrow(INVALID_UNICODE_MESSAGE);
    expect(parseJsonText('{"a":"\\ud83c\\udf05"}')).toEqual({ a: "🌅" });
  });

  it("query strings go through the same checks", () => {
    const schema = z.object({ search: z.string().optional() });
    expect(() => parseSearchParams(new Request("http://x/?search=a%00b"), schema)).toThrow(NUL_MESSAGE);
    expect(parseSearchParams(new Request("http://x/?search=caf%C3%A9"), schema)).toEqual({ search: "café" });
  });

  it("refuses strings with NUL anywhere in the document", () => {
    expect(() => parseJsonText('{"a":"x\\u0000y"}')).toThrow(NUL_MESSAGE);
    expect(() => parseJsonText('{"a":{"b":["\\u0000"]}}')).toThrow(NUL_MESSAGE);
    expect(parseJsonText('{"a":"\\u00e9"}')).toEqual({ a: "é" });
    expect(parseJsonText("  ")).toEqual({});
    expect(() => parseJsonText("{")).toThrow("Request body must be valid JSON.");
  });
});

describe("one error mapping for route handlers and server actions (errorAnswer)", () => {
  it("an AppError says its own status and message; an unreachable database is a 503; anything else a bare 500", async () => {
    expect(errorAnswer(new AppError("not_found", "Article not found"))).toMatchObject({
      status: 404,
      message: "Article not found",
    });
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(errorAnswer(down)).toMatchObject({ status: 503, headers: { "Retry-After": "5" } });
    const bug = errorAnswer(new Error("SELECT secret FROM users"));
    expect(bug).toEqual({ status: 500, message: "Something went wrong. Please try again.", extra: {} });
    // The route's JSON answer is the same mapping.
    const res = errorResponse(down);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: errorAnswer(down).message });
  });
});
