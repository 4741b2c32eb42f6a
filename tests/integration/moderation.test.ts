import { describe, expect, it } from "vitest";
import { GET as listAdmins } from "@/app/api/admin/admins/route";
import { PUT as deactivate } from "@/app/api/admin/deactivate-admin/route";
import { PUT as reactivate } from "@/app/api/admin/reactivate-admin/route";
import { GET as listShares } from "@/app/api/admin/shares/route";
import { PUT as takeDown } from "@/app/api/admin/take-down-share/route";
import { POST as share } from "@/app/api/share/route";
import { GET as getShare } from "@/app/api/share/[id]/route";
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db/client";
import { compileScene } from "@/lib/scene/compiler";
import { findShare } from "@/lib/share/shares";
import { adminCookies, createAdmin } from "../support/admin";
import { callRoute } from "../support/route-call";

// Issue 24.5: admins take a share down (listed, audited; /p/<id> answers 404), and deactivate another
// admin in the product (audited, sessions revoked); a reactivation never revives an old session.

const reqWith = (cookies: Record<string, string>) =>
  new Request("http://localhost/api/admin/stats", {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    },
  });
const put = (handler: typeof takeDown, body: unknown, cookies: Record<string, string>) =>
  callRoute(handler, { method: "PUT", body, cookies });

async function newShare(title: string) {
  const document = compileScene({ description: "A child floats a paper boat down a rainy gutter.", title });
  const res = await callRoute(share, {
    body: { document },
    headers: { "x-forwarded-for": `198.18.77.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe("share take-down", () => {
  it("lists shares newest first; taking one down makes it 404 everywhere, once, audited", async () => {
    const actor = await createAdmin();
    const cookies = await adminCookies(actor);
    const title = `Phishy ${Date.now()}`;
    const id = await newShare(title);

    const listed = await callRoute(listShares, {
      path: `/api/admin/shares?search=${encodeURIComponent(title)}`,
      cookies,
    });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({ id, title, path: `/p/${id}`, takenDownAt: null, takenDownBy: null }),
    ]);

    const res = await put(takeDown, { id }, cookies);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, takenDownBy: actor.email, takenDownAt: expect.any(String) });
    expect(await findShare(id)).toBeNull();
    const viaApi = await callRoute<{ id: string }>(getShare, { method: "GET", params: { id } });
    expect(viaApi.status).toBe(404);

    // Taking it down again changes nothing; both requests are in the audit log.
    const again = await put(takeDown, { id }, cookies);
    expect(again.json).toMatchObject({ takenDownAt: res.json.takenDownAt });
    const logs = await db().adminLog.findMany({
      where: { adminEmail: actor.email, action: "share_taken_down" },
    });
    expect(logs).toHaveLength(2);
    expect(logs[0].details).toMatchObject({ shareId: id, title });

    const still = await callRoute(listShares, { path: `/api/admin/shares?search=${id}`, cookies });
    expect(still.json).toEqual([expect.objectContaining({ id, takenDownBy: actor.email })]);
  });

  it("answers 404 for an unknown or malformed share id", async () => {
    const cookies = await adminCookies();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "../etc/passwd", "x"]) {
      const res = await put(takeDown, { id }, cookies);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: "Share not found" });
    }
  });
});

describe("admin deactivation", () => {
  it("an admin deactivates another: its sessions are revoked, it cannot log in, audited", async () => {
    const actor = await createAdmin();
    const cookies = await adminCookies(actor);
    const target = await createAdmin();
    const targetCookies = await adminCookies(target);
    expect((await requireAdmin(reqWith(targetCookies).headers)).email).toBe(target.email);

    const res = await put(deactivate, { email: target.email.toUpperCase() }, cookies);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: target.email, isActive: false });
    expect("passwordHash" in res.json).toBe(false);
    await expect(requireAdmin(reqWith(targetCookies).headers)).rejects.toMatchObject({
      code: "unauthorized",
    });
    expect(
      await db().adminLog.count({
        where: { adminEmail: actor.email, action: "admin_deactivated", targetEmail: target.email },
      }),
    ).toBe(1);

    const list = await callRoute(listAdmins, { cookies });
    expect(list.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: target.email, isActive: false })]),
    );
    expect(JSON.stringify(list.json)).not.toMatch(/password/i);

    // Reactivated: the old session stays revoked; a fresh login works.
    expect((await put(reactivate, { email: target.email }, cookies)).json).toMatchObject({ isActive: true });
    await expect(requireAdmin(reqWith(targetCookies).headers)).rejects.toMatchObject({
      code: "unauthorized",
    });
    expect((await requireAdmin(reqWith(await adminCookies(target)).headers)).email).toBe(target.email);
    expect(
      await db().adminLog.count({ where: { action: "admin_reactivated", targetEmail: target.email } }),
    ).toBe(1);
  });

  it("a reactivation made outside the product (SQL) never revives a session issued before the deactivation", async () => {
    const target = await createAdmin();
    const cookies = await adminCookies(target);
    await db().adminUser.update({ where: { email: target.email }, data: { isActive: false } });
    await db().adminUser.update({ where: { email: target.email }, data: { isActive: true } });
    await expect(requireAdmin(reqWith(cookies).headers)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses to deactivate oneself, and answers 404 for an unknown admin", async () => {
    const actor = await createAdmin();
    const cookies = await adminCookies(actor);
    const self = await put(deactivate, { email: actor.email }, cookies);
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ message: "You cannot deactivate your own admin account." });
    expect((await requireAdmin(reqWith(cookies).headers)).email).toBe(actor.email);
    const unknown = await put(deactivate, { email: "nobody-at-all@example.com" }, cookies);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Admin not found" });
  });
});
