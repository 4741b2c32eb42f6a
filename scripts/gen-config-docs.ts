// Writes docs/configuration.md from lib/env.ts: the variables and their descriptions (ENV_DOCS,
// SCRIPT_ENV_DOCS), the defaults the schema applies and the values it accepts. tests/unit/config-docs.test.ts
// fails when the committed file differs from what this writes.
//   npm run docs:config
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import { ENV_DOCS, ENV_GROUPS, type EnvDoc, envSchema, parseEnv, SCRIPT_ENV_DOCS } from "../lib/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CONFIG_DOCS_PATH = path.join(root, "docs/configuration.md");

type Schema = {
  def: { type: string; options?: Schema[]; innerType?: Schema; in?: Schema };
  options?: unknown;
};

/** The values an enum variable accepts, looking through optional, union and pipe wrappers. */
function enumValues(schema: Schema): string[] | undefined {
  const { def } = schema;
  if (def.type === "enum") return (schema.options as string[]) ?? undefined;
  if (def.type === "optional" && def.innerType) return enumValues(def.innerType);
  if (def.type === "pipe" && def.in) return enumValues(def.in);
  if (def.type === "union") for (const o of def.options ?? []) return enumValues(o);
  return undefined;
}

/** What the schema accepts, from the message it gives for a value nobody would write. */
function accepts(name: string, schema: Schema): string | undefined {
  const values = enumValues(schema);
  if (values) return `one of ${values.map((v) => `\`${v}\``).join(", ")}`;
  try {
    parseEnv({ [name]: "#" });
    return undefined;
  } catch (e) {
    const message = (e as Error).message.replace(`Invalid environment variable ${name}: `, "");
    if (message.startsWith("must be ")) return message.slice("must be ".length);
    if (message === "Invalid email address") return "an e-mail address";
    return undefined;
  }
}

const code = (v: unknown) => `\`${String(v)}\``;

function variableLine(name: string, doc: EnvDoc, parsedDefault: unknown): string {
  const schema = (envSchema.shape as Record<string, Schema>)[name];
  const shown = Array.isArray(parsedDefault) ? parsedDefault.join(", ") : parsedDefault;
  const unset = doc.unset ?? (shown !== undefined ? code(shown) : "nothing");
  const accepted = accepts(name, schema);
  return `- **\`${name}\`**: ${doc.description} Unset: ${unset}.${accepted ? ` Accepts ${accepted}.` : ""}`;
}

/** The whole of docs/configuration.md, formatted with the repository's Prettier settings. */
export async function configurationMarkdown(): Promise<string> {
  const defaults = parseEnv({}) as Record<string, unknown>;
  const docs = ENV_DOCS as Record<string, EnvDoc>;
  const out: string[] = [
    "# Configuration",
    "",
    "<!-- Generated from lib/env.ts by scripts/gen-config-docs.ts: edit ENV_DOCS or SCRIPT_ENV_DOCS there, then run `npm run docs:config`. -->",
    "",
    "Every variable is optional: with none set, `npm start` runs demo mode (embedded database, local engines,",
    "simulated payments). `lib/env.ts` validates the environment at start; a bad value stops the start with",
    "one line naming the variable, such as `Invalid environment variable PORT: must be a whole number of at least 1`.",
    "An empty value counts as unset.",
    "",
    "For a production deployment, see the checklist in [operations.md](operations.md#deploying).",
  ];
  for (const group of ENV_GROUPS) {
    const names = Object.keys(docs).filter((n) => docs[n].group === group);
    if (!names.length) continue;
    out.push("", `## ${group}`, "", ...names.map((n) => variableLine(n, docs[n], defaults[n])));
  }
  out.push(
    "",
    "## Read by scripts and tools",
    "",
    "These are read outside `lib/env.ts`, by the start script, the sweeps, the tests and the benchmarks.",
    "",
    ...SCRIPT_ENV_DOCS.map(
      (d) => `- **${d.name.split(", ").map(code).join(", ")}**: ${d.description} Unset: ${d.unset}.`,
    ),
  );
  const options = (await prettier.resolveConfig(CONFIG_DOCS_PATH)) ?? {};
  return prettier.format(out.join("\n") + "\n", { ...options, parser: "markdown" });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  fs.mkdirSync(path.dirname(CONFIG_DOCS_PATH), { recursive: true });
  fs.writeFileSync(CONFIG_DOCS_PATH, await configurationMarkdown());
  console.log(`Wrote ${path.relative(root, CONFIG_DOCS_PATH)}`);
}
