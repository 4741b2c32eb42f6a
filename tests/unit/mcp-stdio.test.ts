import http from "node:http";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_DESCRIPTION } from "@/lib/api/examples";

// `npx promptreel-mcp` (bin/promptreel-mcp.mjs) as an MCP client starts it: a child process on
// stdio, compiling in-process, driven by the SDK's own client.
type ToolResult = {
  isError?: boolean;
  content: { text: string }[];
  structuredContent?: Record<string, unknown>;
};

const root = path.resolve(import.meta.dirname, "../..");
let client: Client;
let shares: http.Server;
let sharesUrl = "";

beforeAll(async () => {
  // Stands in for a PromptReel instance's POST /api/share, answering as it does.
  shares = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const ok = req.url === "/api/share" && JSON.parse(body).document?.scenes?.length > 0;
      res.writeHead(ok ? 201 : 400, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          ok ? { id: "AAAAAAAAAAAAAAAAAAAAAA", path: "/p/AAAAAAAAAAAAAAAAAAAAAA" } : { message: "no" },
        ),
      );
    });
  });
  await new Promise<void>((r) => shares.listen(0, "127.0.0.1", r));
  sharesUrl = `http://127.0.0.1:${(shares.address() as { port: number }).port}`;
  client = new Client({ name: "stdio-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, "bin/promptreel-mcp.mjs")],
      // Started from elsewhere, as MCP clients do: the bin finds the project by itself.
      cwd: "/",
      env: { PATH: process.env.PATH ?? "", PROMPTREEL_URL: sharesUrl },
      stderr: "pipe",
    }),
  );
}, 60_000);

afterAll(async () => {
  await client?.close();
  shares?.close();
});

describe("the MCP server over stdio", () => {
  it("lists the tools and compiles, exports and lints without a server or a key", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "compile_scene",
        "list_targets",
        "export_prompt",
        "lint_prompt",
        "create_share_link",
      ]),
    );
    const compiled = (await client.callTool({
      name: "compile_scene",
      arguments: { description: EXAMPLE_DESCRIPTION, duration: 5 },
    })) as ToolResult;
    expect(compiled.isError).toBeFalsy();
    const document = compiled.structuredContent!.document as { scenes: { duration_seconds: number }[] };
    expect(document.scenes[0].duration_seconds).toBe(5);
    const exported = (await client.callTool({
      name: "export_prompt",
      arguments: { document, target: "kling-3" },
    })) as ToolResult;
    expect(exported.isError).toBeFalsy();
    expect((exported.structuredContent!.clips as unknown[]).length).toBeGreaterThan(0);
    // A mode (issue 27): the slot list and keyframe prompt come with the text; a mode the model lacks is refused.
    const framed = (await client.callTool({
      name: "export_prompt",
      arguments: { document, target: "kling-3", mode: "image-to-video" },
    })) as ToolResult;
    expect(framed.isError).toBeFalsy();
    expect(framed.content[0].text).toMatch(/Slots:\n- Start frame \(image\)/);
    expect(framed.content[0].text).toMatch(/Start frame prompt: /);
    const lacking = (await client.callTool({
      name: "export_prompt",
      arguments: { document, target: "kling-3", mode: "reference-images" },
    })) as ToolResult;
    expect(lacking.isError).toBe(true);
    expect(lacking.content[0].text).toMatch(/Kling 3.0 has no reference-images mode/);
    const shared = (await client.callTool({
      name: "create_share_link",
      arguments: { document },
    })) as ToolResult;
    expect(shared.structuredContent).toEqual({
      id: "AAAAAAAAAAAAAAAAAAAAAA",
      url: `${sharesUrl}/p/AAAAAAAAAAAAAAAAAAAAAA`,
    });
  });

  it("answers bad input with tool errors and keeps serving", async () => {
    const bad = (await client.callTool({
      name: "lint_prompt",
      arguments: { text: "a fox", target: "sora-2" },
    })) as ToolResult;
    expect(bad.isError).toBe(true);
    expect(bad.content[0].text).toMatch(/shut down/);
    // Arguments that break the input schema: refused by the SDK as a tool error, not a crash.
    const invalid = (await client.callTool({
      name: "compile_scene",
      arguments: { description: 42 },
    })) as ToolResult;
    expect(invalid.isError).toBe(true);
    const again = (await client.callTool({ name: "list_targets", arguments: {} })) as ToolResult;
    expect(again.isError).toBeFalsy();
  });
});
