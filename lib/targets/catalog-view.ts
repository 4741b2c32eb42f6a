// The catalog as a creator reads it: one row of plain words per model, shared by the /models page,
// docs/models.md (generated, never hand-copied) and `npm run catalog`. Pure and browser-safe.
import {
  CATALOG_VERSION,
  MODE_LABELS,
  replacementNames,
  staleTargets,
  TARGETS,
  type PromptUnit,
  type TargetSpec,
} from "./catalog";

const UNIT: Record<PromptUnit, string> = { chars: "characters", utf16: "UTF-16 units", tokens: "tokens" };

/** "3-30 s" for a run of whole seconds, else "4, 6 or 8 s". */
export function secondsText(durations: readonly number[]): string {
  const run = durations.length > 2 && durations.every((d, i) => i === 0 || d === durations[i - 1] + 1);
  if (run) return `${durations[0]}-${durations.at(-1)} s`;
  if (durations.length === 1) return `${durations[0]} s`;
  return `${durations.slice(0, -1).join(", ")} or ${durations.at(-1)} s`;
}

const thousands = (n: number) => n.toLocaleString("en-US");

export function statusText(t: TargetSpec): string {
  const replaced = replacementNames(t);
  if (t.status === "retired")
    return `Retired${t.retiredOn ? ` ${t.retiredOn}` : ""}: use ${replaced.join(", ")}`;
  if (t.status === "legacy") return `Legacy: superseded by ${replaced.join(", ")}`;
  return t.lifecycle.released ? `Live (released ${t.lifecycle.released})` : "Live";
}

export interface ModelRow {
  id: string;
  name: string;
  vendor: string;
  status: string;
  durations: string;
  ratios: string;
  resolutions: string;
  promptCap: string;
  negative: string;
  audio: string;
  multiShot: string;
  references: string;
  modes: string;
  routes: string;
  verifiedOn: string;
  unknowns: string;
  sources: { url: string; kind: string; checkedOn: string; facts: string }[];
}

/** One model's facts in words. */
export function modelRow(t: TargetSpec): ModelRow {
  const couplings = t.couplings.map((c) => `${c.resolution} needs ${secondsText(c.durations)}`);
  return {
    id: t.id,
    name: t.name,
    vendor: t.vendor,
    status: statusText(t),
    durations: secondsText(t.durations),
    ratios: t.aspectRatios.join(", "),
    resolutions: [t.resolutions.join(", "), ...couplings].join("; "),
    promptCap: t.promptLimit ? `${thousands(t.promptLimit.max)} ${UNIT[t.promptLimit.unit]}` : "unknown",
    negative: t.negativePrompt
      ? `yes (${t.negativePrompt.field}${t.negativePrompt.max ? `, ${thousands(t.negativePrompt.max)} ${UNIT[t.negativePrompt.unit]}` : ""})`
      : "no",
    audio: t.audio ? (t.dialogue ? "sound and dialogue" : "sound") : "silent",
    multiShot:
      t.multiShot.form === "none"
        ? `one shot per clip, up to ${t.multiShot.maxSeconds} s`
        : `${t.multiShot.form.replace("_", " ")}: up to ${t.multiShot.maxShots} shots, ${t.multiShot.maxSeconds} s`,
    references: t.references,
    modes: t.modes
      .map((m) => {
        const limits = [
          m.durations ? secondsText(m.durations) : "",
          m.aspectRatios ? m.aspectRatios.join(", ") : "",
          m.resolutions ? m.resolutions.join(", ") : "",
          m.maxReferences ? `up to ${m.maxReferences} images` : "",
        ].filter(Boolean);
        return `${MODE_LABELS[m.mode]}${limits.length ? ` (${limits.join("; ")})` : ""}`;
      })
      .join("; "),
    routes: t.routes
      .map((r) => `${r.name}: ${r.model}${r.id === t.parametersRoute ? " (export parameters)" : ""}`)
      .join("; "),
    verifiedOn: t.verifiedOn,
    unknowns: t.unknowns.join("; ") || "none",
    sources: t.sources.map((s) => ({ url: s.url, kind: s.kind, checkedOn: s.checkedOn, facts: s.facts })),
  };
}

export const modelRows = (): ModelRow[] => TARGETS.map(modelRow);

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** docs/models.md, generated from the catalog by `npm run catalog:docs`. */
export const README_CATALOG_START = "<!-- catalog:start (npm run catalog:docs) -->";
export const README_CATALOG_END = "<!-- catalog:end -->";

/** The README's short catalog table, generated from the same data as docs/models.md. */
export function readmeCatalogTable(): string {
  const head = ["model", "status", "durations", "ratios", "prompt cap", "negative field", "audio"];
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...modelRows().map(
      (r) =>
        `| ${[
          `${r.name} (\`${r.id}\`)`,
          r.status,
          r.durations,
          r.ratios,
          r.promptCap,
          r.negative.startsWith("yes") ? "yes" : "no",
          r.audio,
        ]
          .map(cell)
          .join(" | ")} |`,
    ),
  ].join("\n");
}

/** `readme` with the text between the catalog markers replaced by a fresh table. */
export function withReadmeCatalog(readme: string): string {
  const start = readme.indexOf(README_CATALOG_START);
  const end = readme.indexOf(README_CATALOG_END);
  if (start < 0 || end < start) throw new Error("README.md has no catalog markers");
  return `${readme.slice(0, start + README_CATALOG_START.length)}\n\n${readmeCatalogTable()}\n\n${readme.slice(end)}`;
}

export function modelsMarkdown(): string {
  const rows = modelRows();
  const head = [
    "model",
    "status",
    "durations",
    "ratios",
    "resolutions",
    "prompt cap",
    "negative field",
    "audio",
    "multi-shot",
    "modes",
    "verified",
  ];
  const table = [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map(
      (r) =>
        `| ${[
          `${r.name} (\`${r.id}\`)`,
          r.status,
          r.durations,
          r.ratios,
          r.resolutions,
          r.promptCap,
          r.negative,
          r.audio,
          r.multiShot,
          r.modes,
          r.verifiedOn,
        ]
          .map(cell)
          .join(" | ")} |`,
    ),
  ];
  const details = rows.flatMap((r) => [
    `### ${r.name} (\`${r.id}\`)`,
    "",
    `- Routes: ${r.routes}`,
    `- References: ${r.references}`,
    `- Unknown: ${r.unknowns}`,
    ...r.sources.map((s) => `- [${s.kind}, ${s.checkedOn}] ${s.url}: ${s.facts}`),
    "",
  ]);
  return [
    "# Video models: the catalog",
    "",
    "<!-- Generated by `npm run catalog:docs` from lib/targets/catalog/. Do not edit by hand: a test fails when this file is stale. -->",
    "",
    `Catalog version ${CATALOG_VERSION}. The same facts are on the public page /models and in GET /api/targets.`,
    "Each target's limits describe its first route; an export's `parameters` use the route marked (export parameters).",
    "",
    ...table,
    "",
    "## How to update an entry",
    "",
    "1. Re-read the sources (vendor docs or SDK first, then hosts that copy the vendor's schema). Tag each",
    "   source vendor, host or secondary, and write in `facts` which numbers it actually contains.",
    "2. Edit the entry in lib/targets/catalog/<vendor>.ts: limits, modes and their couplings, routes,",
    "   lifecycle (live, legacy with `replacedBy`, retired with `shutDown` and alternatives). A number no",
    "   source states goes to `unknowns`, not into the entry.",
    "3. Set the entry's `verifiedOn` and each source's `checkedOn` to the day you read them; bump",
    "   CATALOG_VERSION in lib/targets/catalog.ts.",
    "4. A new target needs a renderer in lib/targets/renderers/ (reuse an existing one) registered in",
    "   renderers/index.ts.",
    "5. Run `npm run catalog:docs` to regenerate this file, then the target tests",
    "   (`npx vitest run tests/unit/targets-*.test.ts tests/unit/models-doc.test.ts`).",
    "",
    "`npm run catalog` prints the catalog and the entries whose verification is older than 45 days.",
    "",
    "## Export parameters against each route's schema",
    "",
    "tests/unit/targets-vendor-params.test.ts exports stated durations (3-60 s), ratios (9:16, 1:1, 16:9,",
    "21:9, 2.39:1, 4:5, 4:3), texts over every cap, seven shots, dialogue and exclusions to every",
    "exportable target at each resolution, and checks each clip's `parameters` against the values the",
    "parameters route accepts, in its own names (its `ACCEPTS` entry cites the schema). A stated length or",
    "ratio the model lacks is changed with a warning, never sent as it is. Change that entry with the",
    "catalog entry. The audit of 2026-11-27 (issue 22) fixed: Kling 3 multi-shot without the `shot_type`",
    "Kling's API requires, and shot prompts over its 512-character cap; Wan 2.6 without Model Studio's",
    "`size` (every clip came out 1920*1080); Pika 2.2 sending 4:3 and 3:4, which fal refuses; MiniMax H3",
    "sending 4 s, which only one host takes; Luma Ray 3 and Pika 2.2 without a model id; texts over a cap",
    "cut inside a sentence (now at a sentence end, else a clause end, else a word end).",
    "",
    "## Details and sources",
    "",
    ...details,
  ].join("\n");
}

/** The text `npm run catalog` prints: every model in one line, then what needs re-checking. */
export function catalogReport(today: string, days = 45): string {
  const lines = modelRows().map(
    (r) =>
      `${r.id.padEnd(24)} ${r.status.padEnd(44).slice(0, 44)} ${r.durations.padEnd(14)} ${r.promptCap.padEnd(22)} verified ${r.verifiedOn}`,
  );
  const stale = staleTargets(today, days);
  return [
    `Catalog ${CATALOG_VERSION}: ${TARGETS.length} targets`,
    ...lines,
    "",
    stale.length
      ? `Verified more than ${days} days before ${today} (re-check these):\n${stale
          .map(
            (t) => `  ${t.id} (verified ${t.verifiedOn}; sources: ${t.sources.map((s) => s.url).join(", ")})`,
          )
          .join("\n")}`
      : `Every live and legacy entry was verified within ${days} days of ${today}.`,
  ].join("\n");
}

/** schema.org structured data for /models: the page, and the models as a list with their limits. */
export function modelsJsonLd(siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, "");
  const rows = modelRows();
  const dateModified = TARGETS.map((t) => t.verifiedOn)
    .sort()
    .at(-1);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: "AI video model limits: durations, ratios, resolutions, prompt caps",
    url: `${base}/models`,
    dateModified,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: rows.length,
      itemListElement: rows.map((r, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: `${base}/models#${r.id}`,
        item: {
          "@type": "SoftwareApplication",
          name: r.name,
          applicationCategory: "MultimediaApplication",
          creator: { "@type": "Organization", name: r.vendor },
          description: `${r.status}. Durations ${r.durations}; aspect ratios ${r.ratios}; resolutions ${r.resolutions}; prompt cap ${r.promptCap}; negative prompt ${r.negative}; audio ${r.audio}. Verified ${r.verifiedOn}.`,
        },
      })),
    },
  };
}
