#!/usr/bin/env node
// PromptReel's MCP server over stdio (see docs/api.md): runs the TypeScript sources through tsx with
// the project's tsconfig, whatever directory the MCP client starts it from.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
register({ tsconfig: path.join(root, "tsconfig.json") });
await import(path.join(root, "lib/mcp/stdio.ts"));
