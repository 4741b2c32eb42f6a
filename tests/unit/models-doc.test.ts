import { readFileSync } from "node:fs";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { TARGETS } from "@/lib/targets/catalog";
import { jsonLdScriptContent } from "@/lib/articles/json-ld";
import {
  catalogReport,
  modelsJsonLd,
  modelsMarkdown,
  secondsText,
  withReadmeCatalog,
} from "@/lib/targets/catalog-view";

describe("docs/models.md", () => {
  it("is the catalog as `npm run catalog:docs` generates it (run it after editing an entry)", async () => {
    const onDisk = readFileSync("docs/models.md", "utf8");
    const fresh = await format(modelsMarkdown(), { parser: "markdown", filepath: "docs/models.md" });
    expect(onDisk).toBe(fresh);
  });
  it("has a row and a source list for every target", () => {
    const md = modelsMarkdown();
    for (const t of TARGETS) {
      expect(md).toContain(`(\`${t.id}\`) |`);
      for (const s of t.sources) expect(md).toContain(s.url);
    }
  });
});

describe("the README's catalog table", () => {
  it("is generated from the catalog (run `npm run catalog:docs` after editing an entry)", async () => {
    const onDisk = readFileSync("README.md", "utf8");
    const fresh = await format(withReadmeCatalog(onDisk), { parser: "markdown", filepath: "README.md" });
    expect(onDisk).toBe(fresh);
    for (const t of TARGETS) expect(onDisk).toContain(`(\`${t.id}\`)`);
  });
});

describe("the catalog report", () => {
  it("lists stale entries for a late enough day and none today", () => {
    expect(catalogReport("2026-11-26")).toMatch(/Every live and legacy entry was verified within 45 days/);
    const late = catalogReport("2027-03-01");
    expect(late).toMatch(/Verified more than 45 days before 2027-03-01/);
    expect(late).toMatch(/^ {2}kling-4 \(verified 2026-11-27;/m);
  });
  it("words durations as a creator reads them", () => {
    expect(secondsText([3, 4, 5, 6])).toBe("3-6 s");
    expect(secondsText([4, 6, 8])).toBe("4, 6 or 8 s");
    expect(secondsText([5])).toBe("5 s");
  });
});

describe("the /models structured data", () => {
  it("lists every model with its limits and escapes < inside the script", () => {
    const ld = modelsJsonLd("https://example.test/</script><b>");
    expect(ld.mainEntity.numberOfItems).toBe(TARGETS.length);
    expect(ld.mainEntity.itemListElement[0]).toMatchObject({
      position: 1,
      item: { name: "Veo 3.1", creator: { name: "Google" } },
    });
    const html = jsonLdScriptContent(ld);
    expect(html).not.toContain("<");
    expect(JSON.parse(html).url).toBe("https://example.test/</script><b>/models");
  });
});
