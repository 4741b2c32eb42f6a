import { describe, expect, it } from "vitest";
import { checkDescription, checkTitle } from "@/lib/content-policy";
import { ALLOWED, REFUSED } from "../fixtures/policy-corpus/corpus";

// The policy corpus both ways: every refused case must be refused with the spec's message, every
// innocent trap must pass (description and, when given, title).
const label = (c: { description: string; title?: string }) =>
  c.title ? `${c.description} [title: ${c.title}]` : c.description;

describe("policy corpus", () => {
  it("has at least 150 cases, half of them refused", () => {
    expect(REFUSED.length + ALLOWED.length).toBeGreaterThanOrEqual(150);
    expect(REFUSED.length).toBeGreaterThanOrEqual(75);
    expect(ALLOWED.length).toBeGreaterThanOrEqual(75);
  });

  it.each(REFUSED.map((c) => [label(c), c] as const))("refuses: %s", (_, c) => {
    const description = checkDescription(c.description);
    const title = checkTitle(c.title);
    expect(description.valid && title.valid).toBe(false);
    if (c.theme) {
      expect(description.issues.map((i) => i.message)).toContain("Content contains inappropriate themes");
    }
    if (c.keywords && c.title) {
      expect(description.valid).toBe(true);
      expect(title.message).toBe(`Title contains inappropriate keywords: ${c.keywords.join(", ")}`);
    } else if (c.keywords) {
      expect(description.message).toBe(`Content contains inappropriate keywords: ${c.keywords.join(", ")}`);
    }
  });

  it.each(ALLOWED.map((c) => [label(c), c] as const))("allows: %s", (_, c) => {
    expect(checkDescription(c.description).issues).toEqual([]);
    expect(checkTitle(c.title).issues).toEqual([]);
  });
});
