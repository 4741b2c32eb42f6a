import type { Metadata } from "next";
import Link from "next/link";
import { API_EXAMPLES, curlExample, fetchExample } from "@/lib/api/examples";
import { openApiDocument } from "@/lib/api/openapi";
import { siteConfig } from "@/lib/env";
import { TOOL_DESCRIPTIONS } from "@/lib/mcp/tools";

export const metadata: Metadata = {
  title: "Developers: API and MCP server",
  description:
    "PromptReel's free public API and MCP server: compile scene descriptions into structured video prompts and export them for Veo, Kling, Runway and more, with no key.",
  alternates: { canonical: "/developers" },
};

type Operation = {
  summary?: string;
  description?: string;
  responses?: Record<string, { description?: string }>;
};

const Code = ({ children, label }: { children: string; label: string }) => (
  <pre
    aria-label={label}
    tabIndex={0}
    className="mt-2 overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs leading-relaxed"
  >
    <code>{children}</code>
  </pre>
);

/** The public API and the MCP server, as a developer reads them: endpoints, examples, set-up. */
export default function DevelopersPage() {
  const base = siteConfig().url.replace(/\/+$/, "");
  const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
  const stdio = JSON.stringify(
    {
      mcpServers: {
        promptreel: { command: "node", args: ["/path/to/promptreel/bin/promptreel-mcp.mjs"] },
      },
    },
    null,
    2,
  );
  const remote = JSON.stringify({ mcpServers: { promptreel: { url: `${base}/api/mcp` } } }, null, 2);
  return (
    <div className="page-container py-10">
      <div className="max-w-3xl space-y-10">
        <header>
          <h1 className="text-4xl font-bold tracking-tight">PromptReel for developers</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            The scene compiler, the model catalog and the exports are free and need no key: call them from a
            script, or let an AI assistant call them through the MCP server. Limits are per client address.
          </p>
          <p className="mt-3">
            OpenAPI 3.1 document:{" "}
            <a className="font-medium text-primary underline underline-offset-4" href="/api/openapi.json">
              /api/openapi.json
            </a>
          </p>
        </header>

        <section aria-labelledby="rest-api" className="space-y-8">
          <h2 id="rest-api" className="text-2xl font-semibold tracking-tight">
            REST API
          </h2>
          <p className="text-muted-foreground">
            JSON in, JSON out. Errors answer with the HTTP status and{" "}
            <code className="font-mono text-sm">{"{ message }"}</code>; a 429 carries Retry-After. The
            catalog, export, generation and reading a share allow cross-origin calls (without cookies).
          </p>
          {API_EXAMPLES.map((example) => {
            const op = paths[example.path]?.[example.method.toLowerCase()] ?? {};
            const id = `${example.method}-${example.path}`.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
            return (
              <article key={id} aria-labelledby={id} className="space-y-2 border-t pt-6">
                <h3 id={id} className="break-words font-mono text-lg font-semibold">
                  {example.method} {example.path}
                </h3>
                <p className="font-medium">{op.summary ?? example.summary}</p>
                {op.description && <p className="text-muted-foreground">{op.description}</p>}
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {Object.entries(op.responses ?? {}).map(([status, r]) => (
                    <li key={status}>
                      <span className="font-mono">{status}</span> {r.description}
                    </li>
                  ))}
                </ul>
                <Code label={`curl example for ${example.method} ${example.path}`}>
                  {curlExample(example, base)}
                </Code>
                <Code label={`JavaScript example for ${example.method} ${example.path}`}>
                  {fetchExample(example, base)}
                </Code>
              </article>
            );
          })}
        </section>

        <section aria-labelledby="mcp" className="space-y-4">
          <h2 id="mcp" className="text-2xl font-semibold tracking-tight">
            MCP server for AI assistants
          </h2>
          <p className="text-muted-foreground">
            Claude, ChatGPT, Cursor and other assistants that speak the Model Context Protocol can compile,
            export and lint video prompts with PromptReel&apos;s tools. Over HTTP, point the client at{" "}
            <code className="break-all font-mono text-sm">{`${base}/api/mcp`}</code>; locally, run the stdio
            server from a checkout of PromptReel (no server needed: it compiles in-process).
          </p>
          <h3 className="text-lg font-semibold">Remote (streamable HTTP)</h3>
          <Code label="MCP client configuration for the HTTP server">{remote}</Code>
          <h3 className="text-lg font-semibold">Local (stdio)</h3>
          <Code label="MCP client configuration for the stdio server">{stdio}</Code>
          <h3 className="text-lg font-semibold">Tools</h3>
          <dl className="space-y-3">
            {Object.entries(TOOL_DESCRIPTIONS).map(([name, description]) => (
              <div key={name}>
                <dt className="font-mono font-semibold">{name}</dt>
                <dd className="text-muted-foreground">{description}</dd>
              </div>
            ))}
          </dl>
        </section>

        <p>
          <Link href="/generator" className="font-medium text-primary underline underline-offset-4">
            Try the Scene Generator
          </Link>
        </p>
      </div>
    </div>
  );
}
