import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, ensureAdmin, loginThroughForm } from "../support/e2e-admin";

// No secret reaches the browser: every client JS chunk the admin and analytics pages load (and every
// .js file of the build under .next/static) is free of the admin password used here, the e2e server's
// AUTH_SECRET and any bearer token literal.
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]{16,}/;

test("client JS of the admin and analytics pages holds no admin password, AUTH_SECRET or bearer token", async ({
  page,
  request,
}) => {
  await ensureAdmin();
  const authSecret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  expect(authSecret.length).toBeGreaterThanOrEqual(32);
  const secrets = [E2E_ADMIN.password, authSecret];

  const chunkUrls = new Set<string>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" || res.url().endsWith(".js")) chunkUrls.add(res.url());
  });
  await page.goto("/admin/login");
  await loginThroughForm(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const p of ["/admin/dashboard", "/analytics", "/admin/articles", "/admin/showcase"]) {
    await page.goto(p);
    await page.waitForLoadState("load");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    for (const src of await page
      .locator("script[src]")
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src)))
      chunkUrls.add(src);
  }
  expect(chunkUrls.size).toBeGreaterThan(3);
  for (const url of chunkUrls) {
    const body = await (await request.get(url)).text();
    for (const s of secrets) expect(body.includes(s), `${url} contains a secret`).toBe(false);
    expect(BEARER.test(body), `${url} contains a bearer token`).toBe(false);
  }

  const staticDir = path.resolve(".next/static");
  const files = fs
    .readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(".js"));
  expect(files.length).toBeGreaterThan(3);
  for (const f of files) {
    const body = fs.readFileSync(path.join(f.parentPath, f.name), "utf8");
    for (const s of secrets) expect(body.includes(s), `${f.name} contains a secret`).toBe(false);
    expect(BEARER.test(body), `${f.name} contains a bearer token`).toBe(false);
  }
});
