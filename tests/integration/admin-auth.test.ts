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
    // A few wrong guesses by strangers back the e-mail off for seconds, not 15 minutes.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await callRoute(login, {
            body: { email: admin.email, password: "bad" },
            headers: { "x-forwarded-for": `198.51.100.${i}` },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await callRoute(login, { body: admin, headers: { "x-forwarded-for": ip } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(2);
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
