import { describe, expect, it } from "vitest";
import { HANDOFF_DESCRIPTION_MAX, parseHandoff, serializeHandoff } from "@/lib/chat/handoff";
import { compileScene } from "@/lib/scene/compiler";
import { applyOperations } from "@/lib/scene/edit";

// "Refine in Pro Chat": the generator's edited document and its description, stored in the tab while
// the visitor goes to Pro Chat (and buys credits first when needed).

const doc = compileScene({ description: "Scene 1: Lena paints at dawn. Scene 2: Tom fishes at dusk." });

describe("pending hand-off", () => {
  it("round-trips the edited document and the description (trimmed)", () => {
    const edit = applyOperations(doc, [
      { op: "set_field", scene: 2, field: "lighting", value: "lantern light" },
    ]);
    if (!edit.ok) throw new Error(edit.error);
    const raw = serializeHandoff({ document: edit.document, description: "  Lena and Tom.  " });
    expect(parseHandoff(raw)).toEqual({ document: edit.document, description: "Lena and Tom." });
  });

  it("reads nothing from missing, broken or foreign storage, and never throws", () => {
    for (const raw of [null, "", "{oops", "[]", "42", JSON.stringify({ document: { scenes: [] } })])
      expect(parseHandoff(raw)).toBeNull();
    // A description of the wrong type is dropped; an over-long one is cut to the route's limit.
    expect(parseHandoff(JSON.stringify({ document: doc, description: 7 }))?.description).toBe("");
    const long = parseHandoff(JSON.stringify({ document: doc, description: "a".repeat(3000) }));
    expect(long?.description).toHaveLength(HANDOFF_DESCRIPTION_MAX);
  });
});
