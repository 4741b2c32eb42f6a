import { describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { requireAdmin } from "@/lib/auth/require-admin";
import { SESSION_MAX_AGE } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { adminCookies, createAdmin } from "../support/admin";
import { callRoute, cookiesFrom } from "../support/route-call";

const reqWith = (cookies: Record<string, string>) =>
  new Request("http://localhost/api/admin/stats", {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    },
  });

describe("admin authentication", () => {
  it("logs in with the right password, sets an httpOnly session cookie and logs it", async () => {
    const admin = await createAdmin();
    const res = await callRoute(login, {
      body: { email: admin.email.toUpperCase(), password: admin.password },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, admin: { email: admin.email } });
    expect(res.setCookie.join(";")).toMatch(/authjs\.session-token=.+HttpOnly/i);
    const who = await requireAdmin(reqWith(cookiesFrom(res.setCookie)).headers);
    expect(who.email).toBe(admin.email);
    expect(await db().adminLog.count({ where: { adminEmail: admin.email, action: "login" } })).toBe(1);
    const row = await db().adminUser.findUniqueOrThrow({ where: { email: admin.email } });
    expect(row.lastLogin).not.toBeNull();
    expect("passwordHash" in row).toBe(false);
  });

  it("refuses a wrong password with 401 Invalid credentials and logs the failure", async () => {
    const admin = await createAdmin();
    const res = await callRoute(login, { body: { email: admin.email, password: "wrong password" } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Invalid credentials" });
    expect(res.setCookie).toHaveLength(0);
    expect(await db().adminLog.count({ where: { adminEmail: admin.email, action: "login_failed" } })).toBe(1);
  });

  it("validates the body with the spec's messages", async () => {
    expect((await callRoute(login, { body: { email: "", password: "" } })).json).toEqual({
      message: "Please enter both email and password.",
    });
    expect((await callRoute(login, { body: { email: "a@b.co" } })).json).toEqual({
      message: "Please enter both email and password.",
    });
    expect((await callRoute(login, { body: { email: "nope", password: "x" } })).status).toBe(400);
    expect((await callRoute(login, { body: "{not json" })).status).toBe(400);
  });

  it("refuses a deactivated admin, at login and with an existing session", async () => {
    const admin = await createAdmin();
    const cookies = await adminCookies(admin);
    await db().adminUser.update({ where: { email: admin.email }, data: { isActive: false } });
    await expect(requireAdmin(reqWith(cookies).headers)).rejects.toMatchObject({ code: "unauthorized" });
    expect((await callRoute(login, { body: admin })).status).toBe(401);
  });

  it("refuses forged or missing sessions", async () => {
    await expect(requireAdmin(reqWith({}).headers)).rejects.toMatchObject({ code: "unauthorized" });
    await expect(requireAdmin(reqWith({ "authjs.session-token": "forged" }).headers)).rejects.toMatchObject({
      code: "unauthorized",
    });
  });

  it("counts failures only: successful logins never lock the admin out (finding 7)", async () => {
    const admin = await createAdmin();
    const ip = "198.51.100.200";
    for (let i = 0; i < 12; i++)
      expect((await callRoute(login, { body: admin, headers: { "x-forwarded-for": ip } })).status).toBe(200);
  });

  it("40 concurrent wrong guesses against a limit of 10: at most 10 are checked (24.3)", async () => {
    const admin = await createAdmin();
    const ip = "198.51.100.201";
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        callRoute(login, {
          body: { email: admin.email, password: "wrong guess" },
          headers: { "x-forwarded-for": ip },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Checked = a password verification, each audited as a failure.
    expect(
      await db().adminLog.count({ where: { adminEmail: admin.email, action: "login_failed" } }),
    ).toBeLessThanOrEqual(10);
  });

  it("a stranger who knows the e-mail locks out strangers, not the owner's known browser (24.3)", async () => {
    const admin = await createAdmin();
    // The owner logged in from this browser before: it holds the signed device cookie.
    const first = await callRoute(login, { body: admin, headers: { "x-forwarded-for": "192.0.2.10" } });
    const device = cookiesFrom(first.setCookie);
    expect(Object.keys(device)).toContain("promptreel-device");
    expect(first.setCookie.join(";")).toMatch(/promptreel-device=.+HttpOnly/i);
    // The attacker guesses from many addresses until the e-mail's untrusted budget is spent.
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push(
        (
          await callRoute(login, {
            body: { email: admin.email, password: "bad" },
            headers: { "x-forwarded-for": `198.51.100.${i}` },
          })
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The owner, on the device it used before, from a new address, still gets in.
    const owner = await callRoute(login, {
      body: admin,
      headers: { "x-forwarded-for": "192.0.2.11" },
      cookies: { "promptreel-device": device["promptreel-device"] },
    });
    expect(owner.status).toBe(200);
    // A device cookie is bound to its e-mail, and a forged one is worthless.
    const other = await createAdmin();
    for (const cookie of [device["promptreel-device"], "forged.device.cookie.value"])
      expect(
        (
          await callRoute(login, {
            body: { email: admin.email, password: "bad" },
            headers: { "x-forwarded-for": "198.51.100.99" },
            cookies: { "promptreel-device": cookie.replace(/^./, "x") },
          })
        ).status,
      ).toBe(429);
    expect(
      (
        await callRoute(login, {
          body: other,
          headers: { "x-forwarded-for": "192.0.2.12" },
          cookies: { "promptreel-device": device["promptreel-device"] },
        })
      ).status,
    ).toBe(200);
  });

  it("logout clears the cookie and revokes the session server-side (finding 3)", async () => {
    const cookies = await adminCookies();
    expect((await requireAdmin(reqWith(cookies).headers)).email).toMatch(/@example\.com$/);
    const res = await callRoute(logout, { method: "POST", cookies });
    expect(res.status).toBe(200);
    expect(res.setCookie.join(";")).toMatch(/authjs\.session-token=;.*Max-Age=0/i);
    // A copy of the cookie kept by an attacker no longer works.
    await expect(requireAdmin(reqWith(cookies).headers)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("a password reset revokes existing sessions; sessions have an absolute lifetime", async () => {
    const admin = await createAdmin();
    const cookies = await adminCookies(admin);
    await createAdmin(admin.email, "a brand new password");
    await expect(requireAdmin(reqWith(cookies).headers)).rejects.toMatchObject({ code: "unauthorized" });

    const fresh = await adminCookies({ email: admin.email, password: "a brand new password" });
    expect((await requireAdmin(reqWith(fresh).headers)).email).toBe(admin.email);
    vi.useFakeTimers({ now: Date.now() + SESSION_MAX_AGE * 1000 + 1000, toFake: ["Date"] });
    try {
      await expect(requireAdmin(reqWith(fresh).headers)).rejects.toMatchObject({ code: "unauthorized" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("the proxy never runs for /api/* (it would buffer request bodies, finding 8)", async () => {
    const { config } = await import("@/proxy");
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const path of ["/api/admin/stats", "/api/objects/put/abc", "/api/pro-chat", "/api/feedback"])
      expect(matcher.test(path), path).toBe(false);
    for (const path of ["/", "/admin/dashboard", "/pro-wizard"]) expect(matcher.test(path), path).toBe(true);
    // Admin routes check the session themselves.
    await expect(requireAdmin(reqWith({}).headers)).rejects.toMatchObject({ code: "unauthorized" });
  });
});
