import "server-only";
// The MCP server over streamable HTTP (/api/mcp), stateless: every POST gets a fresh server and
// transport, so any instance can answer any request. Tools go through the same limits as the REST
// API: compile_scene is a generation (its burst limit, policy check and analytics row), a share is
// a share (its limit), and every MCP request counts against a per-client MCP limit.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { env } from "@/lib/env";
import type { ClientContext } from "@/lib/http/request-context";
import { enforceRateLimit } from "@/lib/rate-limit";
import { generateSceneForRequest } from "@/lib/scene/generate-request";
import { createShare, enforceShareLimit } from "@/lib/share/shares";
import { createMcpServer } from "./server";
import type { McpDeps } from "./tools";

export const MCP_BODY_LIMIT = 64 * 1024;

/** Deps for one HTTP request's client: generation and sharing exactly as the REST routes do them. */
function httpDeps(client: ClientContext, origin: string): McpDeps {
  return {
    compile: (input) =>
      generateSceneForRequest({ client, readBody: async () => input, creditSessionId: async () => null }),
    async share(document) {
      await enforceShareLimit(client);
      const { id } = await createShare({ document }, { client: client.ip ?? "unknown" });
      return { id, url: `${origin}/p/${id}` };
    },
  };
}

/** Answers one MCP POST whose JSON body was already read and parsed within the size limit. */
export async function handleMcpPost(req: Request, body: unknown, client: ClientContext): Promise<Response> {
  await enforceRateLimit(
    ["mcp:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_MCP_PER_MIN, windowMs: 60_000 },
    "Too many MCP requests in a short time. Please wait a moment and try again.",
  );
  const origin = env().SITE_URL ? new URL(env().SITE_URL!).origin : new URL(req.url).origin;
  const server = createMcpServer(httpDeps(client, origin));
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { parsedBody: body });
  } finally {
    await server.close();
  }
}
