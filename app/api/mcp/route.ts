import { handleMcpPost, MCP_BODY_LIMIT } from "@/lib/mcp/http";
import { jsonError, parseJsonText, readBodyText, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * MCP over streamable HTTP (stateless, JSON answers): PromptReel's tools for AI assistants. Same
 * origin only: a browser page elsewhere must not drive the tools with a visitor's address (DNS
 * rebinding). The body is JSON-RPC, checked by the MCP transport, so no body spec.
 */
export const POST = route({ sameOrigin: true }, async ({ req, client }) =>
  handleMcpPost(req, parseJsonText(await readBodyText(req, MCP_BODY_LIMIT)), client),
);

/** No server-initiated stream in stateless mode: only POST. */
const notAllowed = route({}, async () =>
  jsonError(405, "Method not allowed: send MCP requests as POST.", {}, { Allow: "POST" }),
);
export const GET = notAllowed;
export const DELETE = notAllowed;
