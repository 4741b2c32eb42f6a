// Example requests of the public API: shown on /developers (curl and JavaScript) and run by the
// contract tests against the real handlers, so an example that stops working fails the suite.
export const EXAMPLE_DESCRIPTION =
  "A red fox trots across a snowy meadow at dawn, its breath steaming. Slow tracking shot, soft golden light. No music.";

export const EXAMPLE_DOCUMENT_REQUEST = { description: EXAMPLE_DESCRIPTION, duration: 8 } as const;

export const EXAMPLE_TARGET = "veo-3.1";

export interface ApiExample {
  method: "GET" | "POST";
  path: string;
  /** A JSON body; "document" stands for the document an earlier POST /api/generate-scene returned. */
  body?: Record<string, unknown>;
  summary: string;
}

export const API_EXAMPLES: ApiExample[] = [
  {
    method: "POST",
    path: "/api/generate-scene",
    body: { ...EXAMPLE_DOCUMENT_REQUEST },
    summary: "Compile a description into a prompt document",
  },
  { method: "GET", path: "/api/targets", summary: "List the video models and their limits" },
  {
    method: "POST",
    path: "/api/export",
    body: { prompt: "document", target: EXAMPLE_TARGET, aspectRatio: "9:16" },
    summary: "Export a document as ready-to-paste prompts for one model",
  },
  {
    method: "POST",
    path: "/api/share",
    body: { document: "document" },
    summary: "Create a public share link",
  },
  { method: "GET", path: "/api/share/{id}", summary: "Read a shared document" },
];

/** The example as a curl command against `base` ($DOCUMENT: a document, e.g. `jq -c .prompt` of a generation). */
export function curlExample(e: ApiExample, base: string): string {
  const url = `${base}${e.path.replace("{id}", "$SHARE_ID")}`;
  if (e.method === "GET") return `curl -s "${url}"`;
  const json = JSON.stringify(e.body ?? {}).replace(/"document"/g, `'"$DOCUMENT"'`);
  return `curl -s -X POST "${url}" \\\n  -H "content-type: application/json" \\\n  -d '${json}'`;
}

/** The example as JavaScript fetch code against `base`. */
export function fetchExample(e: ApiExample, base: string): string {
  const url = `${base}${e.path.replace("{id}", "${shareId}")}`;
  if (e.method === "GET") return `const res = await fetch(\`${url}\`);\nconst data = await res.json();`;
  const body = JSON.stringify(e.body ?? {}, null, 2).replace(/"document"/g, "document");
  return [
    `const res = await fetch("${url}", {`,
    `  method: "POST",`,
    `  headers: { "content-type": "application/json" },`,
    `  body: JSON.stringify(${body.replace(/\n/g, "\n  ")}),`,
    `});`,
    `if (!res.ok) throw new Error((await res.json()).message);`,
    `const data = await res.json();`,
  ].join("\n");
}
