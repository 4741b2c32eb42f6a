// One MCP server with PromptReel's tools, for either transport (stdio in bin/, HTTP at /api/mcp).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerTools, type McpDeps } from "./tools";

export const MCP_SERVER_NAME = "promptreel";
export const MCP_SERVER_VERSION = "1.0.0";

/** A fresh server with every tool registered over `deps`. */
export function createMcpServer(deps: McpDeps): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      instructions:
        "PromptReel writes video-model prompts. compile_scene turns a description into a document; export_prompt turns a document (or a description) into ready-to-paste prompts for one model from list_targets; lint_prompt checks a hand-written prompt; create_share_link shares a document.",
    },
  );
  registerTools(server, deps);
  return server;
}
