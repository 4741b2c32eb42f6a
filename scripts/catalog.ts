// `npm run catalog`: prints the model catalog and the entries whose verification is older than
// 45 days (a routine to re-check, never a failing test). `npm run catalog:docs` regenerates
// docs/models.md and the README's catalog table from the same data.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { format } from "prettier";
import { catalogReport, modelsMarkdown, withReadmeCatalog } from "../lib/targets/catalog-view";

const { values } = parseArgs({
  options: { docs: { type: "boolean" }, today: { type: "string" }, days: { type: "string" } },
});

if (values.docs) {
  const path = fileURLToPath(new URL("../docs/models.md", import.meta.url));
  // Formatted as the repository's prettier would, so `prettier --check` and the staleness test agree.
  writeFileSync(path, await format(modelsMarkdown(), { parser: "markdown", filepath: path }));
  console.log(`Wrote ${path}`);
  const readme = fileURLToPath(new URL("../README.md", import.meta.url));
  const fresh = withReadmeCatalog(readFileSync(readme, "utf8"));
  writeFileSync(readme, await format(fresh, { parser: "markdown", filepath: readme }));
  console.log(`Wrote the catalog table in ${readme}`);
} else {
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  console.log(catalogReport(today, values.days ? Number(values.days) : 45));
}
