// `npx promptreel-mcp`: the MCP server over stdio, compiling in-process. Stdout carries only the
// protocol; anything else goes to stderr.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { localDeps } from "./local";
import { createMcpServer } from "./server";

const server = createMcpServer(localDeps());
await server.connect(new StdioServerTransport());
process.stderr.write("PromptReel MCP server ready on stdio\n");
