import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { MAX_SCENES } from "@/lib/scene/compiler/segment";

// Issue 24.5: user text must never reach the compiler's placeholder syntax, and one description makes
// a bounded answer.
describe("compiler bounds (24.5)", () => {
  it("a typed placeholder (⟦1⟧) is plain text, not a crash", () => {
    for (const description of [
      "A chef says ⟦1⟧ in a small kitchen at night.",
      "⟦0·⟧ ⟦⟧ ⟦99⟧ A dog runs across a sunny park.",
      'She whispers "hello" and then ⟦0⟧ again on the pier.',
    ]) {
      const doc = compileScene({ description, duration: 8 });
      expect(doc.scenes.length).toBeGreaterThan(0);
      expect(JSON.stringify(doc)).not.toContain("undefined");
    }
  });

  it('"a" and blank lines repeated make at most MAX_SCENES scenes and a small answer', () => {
    const description = `${"a\n\n".repeat(666)}a`;
    const doc = compileScene({ description, duration: 8 });
    expect(doc.scenes.length).toBeLessThanOrEqual(MAX_SCENES);
    expect(JSON.stringify(doc).length).toBeLessThan(60_000);
  });
});
