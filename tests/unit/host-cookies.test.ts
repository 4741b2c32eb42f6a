import { describe, expect, it } from "vitest";
import { NextResponse } from "next/server";

// Over https the credit and device cookies carry the __Host- prefix (Secure, Path=/, no Domain), so
// a sibling subdomain or a plain-http page cannot plant or overwrite them (24.5).
process.env.SITE_URL = "https://promptreel.example";
process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";

const { readCreditToken, setCreditCookie } = await import("@/lib/credits/session");
const { deviceCookieName, issueDeviceToken, setDeviceCookie, verifyDeviceToken } =
  await import("@/lib/auth/device-cookie");

const token = "A".repeat(43);
const withCookie = (cookie: string) => new Request("https://promptreel.example/", { headers: { cookie } });

describe("__Host- cookies over https", () => {
  it("sets the credit cookie as __Host-pr_credit_session (Secure, Path=/, no Domain) and clears the old name", () => {
    const res = NextResponse.json({});
    setCreditCookie(res, token);
    const set = res.headers.getSetCookie();
    const host = set.find((c) => c.startsWith("__Host-pr_credit_session="))!;
    expect(host).toMatch(/; Path=\//);
    expect(host).toMatch(/; Secure/i);
    expect(host).toMatch(/; HttpOnly/i);
    expect(host).not.toMatch(/Domain=/i);
    expect(set.find((c) => c.startsWith("pr_credit_session="))).toMatch(/Max-Age=0/);
  });

  it("reads the __Host- cookie first, and a cookie from before the prefix until it is replaced", () => {
    const other = "B".repeat(43);
    expect(
      readCreditToken(withCookie(`pr_credit_session=${other}; __Host-pr_credit_session=${token}`).headers),
    ).toBe(token);
    expect(readCreditToken(withCookie(`pr_credit_session=${other}`).headers)).toBe(other);
  });

  it("the admin device cookie is __Host- too, signed, bound to its e-mail and never a forgery", () => {
    expect(deviceCookieName()).toBe("__Host-promptreel-device");
    const res = NextResponse.json({});
    const value = issueDeviceToken("Admin@Example.com");
    setDeviceCookie(res, value);
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-promptreel-device=.+; Path=\/;.*Secure/i);
    expect(verifyDeviceToken(value, "admin@example.com")).toMatch(/^[\w-]{22}$/);
    expect(verifyDeviceToken(value, "other@example.com")).toBeNull();
    expect(
      verifyDeviceToken(
        value.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        "admin@example.com",
      ),
    ).toBeNull();
    expect(verifyDeviceToken(value, "admin@example.com", Date.now() + 200 * 24 * 3600 * 1000)).toBeNull();
  });
});
