import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/mcp/route";
import { EXAMPLE_DESCRIPTION } from "@/lib/api/examples";
import { env } from "@/lib/env";

// The MCP server mounted at /api/mcp, driven by the SDK's own client; its fetch goes straight to
// the route handler in-process (a real NextRequest), from one client address per test.
let ip = 10;
function connect(headers: Record<string, string> = {}) {
  const address = `198.51.100.${ip++}`;
  const fetchRoute = async (url: string | URL, init?: RequestInit) => {
    const req = new NextRequest(String(url), {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), "x-forwarded-for": address, ...headers },
    } as ConstructorParameters<typeof NextRequest>[1]);
    const handler = { POST, GET, DELETE }[req.method as "POST" | "GET" | "DELETE"];
    return handler(req, { params: Promise.resolve({}) });
  };
  const client = new Client({ name: "test-client", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost/api/mcp"), {
    fetch: fetchRoute,
  });
  return { client, transport, connectNow: () => client.connect(transport) };
}

type ToolResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};
const text = (r: ToolResult) => r.content.map((c) => c.text).join("\n");

describe("MCP over streamable HTTP (/api/mcp)", () => {
  it("lists the five tools with descriptions and input schemas", async () => {
    const { client, connectNow } = connect();
    await connectNow();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["compile_scene", "create_share_link", "export_prompt", "lint_prompt", "list_targets"].sort(),
    );
    for (const t of tools) {
      expect(t.description?.length).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe("object");
    }
    await client.close();
  });

  it("calls each tool with good input: structured content plus readable text", async () => {
    const { client, connectNow } = connect();
    await connectNow();
    const compiled = (await client.callTool({
      name: "compile_scene",
      arguments: { description: EXAMPLE_DESCRIPTION },
    })) as ToolResult;
    expect(compiled.isError).toBeFalsy();
    const document = compiled.structuredContent!.document as { scenes: unknown[] };
    expect(document.scenes.length).toBeGreaterThan(0);

    const listed = (await client.callTool({
      name: "list_targets",
      arguments: { audio: true },
    })) as ToolResult;
    const targets = listed.structuredContent!.targets as { id: string; audio: boolean }[];
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((t) => t.audio)).toBe(true);
    expect(text(listed)).toContain("veo-3.1");

    const exported = (await client.callTool({
      name: "export_prompt",
      arguments: { document, target: "veo-3.1", aspectRatio: "9:16" },
    })) as ToolResult;
    expect(exported.isError).toBeFalsy();
    const clips = exported.structuredContent!.clips as {
      text: string;
      parameters: { aspectRatio: string };
    }[];
    expect(clips[0].parameters.aspectRatio).toBe("9:16");
    expect(text(exported)).toContain(clips[0].text);

    const fromDescription = (await client.callTool({
      name: "export_prompt",
      arguments: { description: EXAMPLE_DESCRIPTION, target: "runway-gen-4.5" },
    })) as ToolResult;
    expect(fromDescription.isError).toBeFalsy();

    const linted = (await client.callTool({
      name: "lint_prompt",
      arguments: { text: "A fox. Setting: unspecified. No music.", target: "runway-gen-4.5" },
    })) as ToolResult;
    const lint = linted.structuredContent as { score: number; findings: { code: string }[] };
    expect(lint.score).toBeLessThan(100);
    expect(lint.findings.map((f) => f.code)).toEqual(expect.arrayContaining(["placeholder", "negation"]));

    const shared = (await client.callTool({
      name: "create_share_link",
      arguments: { document },
    })) as ToolResult;
    expect(shared.isError).toBeFalsy();
    expect(shared.structuredContent!.url).toMatch(/^http:\/\/localhost\/p\/[A-Za-z0-9_-]{22}$/);
    await client.close();
  });

  it("answers bad input with clear tool errors, never a crash", async () => {
    const { client, connectNow } = connect();
    await connectNow();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["compile_scene", { description: "hi" }, /5|description/i],
      ["export_prompt", { target: "veo-3.1" }, /either a document or a description/],
      ["export_prompt", { document: { nope: 1 }, target: "veo-3.1" }, /Invalid document/],
      ["export_prompt", { description: EXAMPLE_DESCRIPTION, target: "sora-2" }, /shut down/],
      ["export_prompt", { description: EXAMPLE_DESCRIPTION, target: "no-such-model" }, /Unknown target/],
      ["lint_prompt", { text: "x", target: "nope" }, /Unknown target/],
      ["create_share_link", { document: { scenes: [] } }, /Invalid document/],
      ["compile_scene", { description: "A scene full of cocaine and heroin use" }, /Content not allowed/],
    ];
    for (const [name, args, message] of cases) {
      const r = (await client.callTool({ name, arguments: args })) as ToolResult;
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(r)).toMatch(message);
    }
    await client.close();
  });

  it("holds the REST limits: a per-client MCP limit, and refuses other browser origins", async () => {
    const limit = env().RATE_LIMIT_MCP_PER_MIN;
    const { client, connectNow } = connect();
    await connectNow(); // two requests: initialize and the initialized notification
    for (let i = 2; i < limit; i++) await client.listTools();
    await expect(client.listTools()).rejects.toThrow(/429|Too many MCP requests/);

    const evil = connect({ origin: "https://evil.example" });
    await expect(evil.connectNow()).rejects.toThrow(/403|Cross-origin/);
  });

  it("only POST: GET and DELETE answer 405", async () => {
    for (const handler of [GET, DELETE]) {
      const res = await handler(new NextRequest("http://localhost/api/mcp", { method: "GET" }), {
        params: Promise.resolve({}),
      });
      expect(res.status).toBe(405);
    }
  });
});
