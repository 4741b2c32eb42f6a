import { handleMcpPost, MCP_BODY_LIMIT } from "@/lib/mcp/http";
import { assertSameOrigin, jsonError, parseJsonText, readBodyText, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** MCP over streamable HTTP (stateless, JSON answers): PromptReel's tools for AI assistants. */
export const POST = route(async (req, { client }) => {
  // A browser page elsewhere must not drive the tools with a visitor's address (DNS rebinding).
  assertSameOrigin(req);
  const body = parseJsonText(await readBodyText(req, MCP_BODY_LIMIT));
  return handleMcpPost(req, body, client);
});

/** No server-initiated stream in stateless mode: only POST. */
const notAllowed = route(async () =>
  jsonError(405, "Method not allowed: send MCP requests as POST.", {}, { Allow: "POST" }),
);
export const GET = notAllowed;
export const DELETE = notAllowed;
