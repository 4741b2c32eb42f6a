import type { Metadata } from "next";
import Link from "next/link";
import { jsonLdScriptContent } from "@/lib/articles/json-ld";
import { siteConfig } from "@/lib/env";
import { CATALOG_VERSION, TARGETS, type TargetStatus } from "@/lib/targets/catalog";
import { modelRow, modelsJsonLd, type ModelRow } from "@/lib/targets/catalog-view";

// The site URL for the structured data comes from the environment at request time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "AI video model limits",
  description:
    "Durations, aspect ratios, resolutions, prompt caps, negative prompts, audio, multi-shot and modes of Veo 3.1, Kling, Runway, Luma, MiniMax, Wan, Seedance, Gemini Omni and Pika, each with its sources and the day we checked.",
  alternates: { canonical: "/models" },
};

const GROUPS: { status: TargetStatus; title: string; intro: string }[] = [
  { status: "live", title: "Current models", intro: "What PromptReel exports to today." },
  {
    status: "legacy",
    title: "Superseded models",
    intro: "Still served by their vendors and still exported, with a warning naming what replaces them.",
  },
  {
    status: "retired",
    title: "Retired models",
    intro: "Switched off by their vendors; exports name a live alternative.",
  },
];

const FACTS: [keyof ModelRow, string][] = [
  ["status", "Status"],
  ["durations", "Durations"],
  ["ratios", "Aspect ratios"],
  ["resolutions", "Resolutions"],
  ["promptCap", "Prompt cap"],
  ["negative", "Negative prompt field"],
  ["audio", "Audio"],
  ["multiShot", "Multi-shot"],
  ["references", "References"],
  ["modes", "Modes"],
  ["routes", "Routes"],
  ["unknowns", "Not documented"],
  ["verifiedOn", "Verified on"],
];

function ModelTable({ row }: { row: ModelRow }) {
  return (
    <section id={row.id} aria-labelledby={`${row.id}-name`} className="scroll-mt-20">
      <h3 id={`${row.id}-name`} className="text-xl font-semibold">
        {row.name} <span className="text-sm font-normal text-muted-foreground">({row.vendor})</span>
      </h3>
      <table className="mt-3 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Documented limits of {row.name}</caption>
        <tbody>
          {FACTS.map(([key, label]) => (
            <tr key={key} className="border-b align-top">
              <th scope="row" className="w-28 py-2 pr-3 text-left font-medium sm:w-48">
                {label}
              </th>
              <td className="py-2 [overflow-wrap:anywhere]">{String(row[key])}</td>
            </tr>
          ))}
          <tr className="align-top">
            <th scope="row" className="w-28 py-2 pr-3 text-left font-medium sm:w-48">
              Sources
            </th>
            <td className="py-2">
              <ul className="space-y-2">
                {row.sources.map((s) => (
                  <li key={s.url} className="[overflow-wrap:anywhere]">
                    <a
                      href={s.url}
                      rel="nofollow noopener"
                      className="text-primary underline underline-offset-2"
                    >
                      {s.url.replace(/^https:\/\//, "")}
                    </a>{" "}
                    <span className="text-muted-foreground">
                      ({s.kind}, read {s.checkedOn}): {s.facts}
                    </span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The model catalog as a creator reads it: one table per model, every fact with its source and date. */
export default function ModelsPage() {
  const jsonLd = modelsJsonLd(siteConfig().url);
  return (
    <div className="page-container py-10">
      <div className="max-w-3xl min-w-0">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(jsonLd) }}
        />
        <h1 className="text-4xl font-bold tracking-tight text-balance">AI video model limits</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          What each model accepts: durations, aspect ratios, resolutions, prompt length, negative prompts,
          audio, shots and modes. Every fact links to where it is written, tagged vendor (the maker&apos;s own
          docs or SDK), host (a platform copying the maker&apos;s parameters) or secondary, with the day we
          read it. What no source states is listed as not documented rather than guessed.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          Catalog {CATALOG_VERSION}.{" "}
          <Link href="/generator" className="text-primary underline underline-offset-2">
            Export a prompt for any of these models
          </Link>
          .
        </p>
        {GROUPS.map((g) => {
          const rows = TARGETS.filter((t) => t.status === g.status).map(modelRow);
          if (!rows.length) return null;
          return (
            <section key={g.status} aria-labelledby={`group-${g.status}`} className="mt-10">
              <h2 id={`group-${g.status}`} className="text-2xl font-bold tracking-tight">
                {g.title}
              </h2>
              <p className="mt-1 text-muted-foreground">{g.intro}</p>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {rows.map((r) => (
                  <li key={r.id}>
                    <a href={`#${r.id}`} className="text-primary underline underline-offset-2">
                      {r.name}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-6 space-y-10">
                {rows.map((r) => (
                  <ModelTable key={r.id} row={r} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
