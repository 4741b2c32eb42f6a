import { expect, test } from "@playwright/test";

// Cross-origin use of the public API through the real server (next.config.mjs): the stateless
// endpoints answer any origin without credentials; cookie-backed ones and MCP do not.

test("stateless endpoints answer a preflight and carry Access-Control-Allow-Origin", async ({ request }) => {
  for (const path of ["/api/export", "/api/generate-scene", "/api/targets", "/api/openapi.json"]) {
    const pre = await request.fetch(path, {
      method: "OPTIONS",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(pre.status(), path).toBeLessThan(300);
    expect(pre.headers()["access-control-allow-origin"], path).toBe("*");
    expect(pre.headers()["access-control-allow-headers"], path).toContain("content-type");
    expect(pre.headers()["access-control-allow-credentials"], path).toBeUndefined();
  }
  const targets = await request.get("/api/targets", { headers: { origin: "https://elsewhere.example" } });
  expect(targets.headers()["access-control-allow-origin"]).toBe("*");
});

test("cookie-backed endpoints and MCP give other origins nothing", async ({ request }) => {
  for (const path of ["/api/share", "/api/credit-status", "/api/mcp"]) {
    const res = await request.fetch(path, {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" },
    });
    expect(res.headers()["access-control-allow-origin"], path).toBeUndefined();
  }
  const mcp = await request.post("/api/mcp", {
    headers: { origin: "https://elsewhere.example", accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(mcp.status()).toBe(403);
});

test("the MCP endpoint serves a client over real HTTP", async ({ request }) => {
  const res = await request.post("/api/mcp", {
    headers: { accept: "application/json, text/event-stream" },
    data: {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
    },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).result.serverInfo.name).toBe("promptreel");
});

test("/developers shows every endpoint with curl and JavaScript examples", async ({ page }) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { name: "POST /api/export" })).toBeVisible();
  await expect(page.getByLabel("curl example for POST /api/export")).toContainText("curl -s -X POST");
  await expect(page.getByLabel("JavaScript example for GET /api/targets")).toContainText("fetch(");
  await expect(page.getByText("compile_scene", { exact: true })).toBeVisible();
});
