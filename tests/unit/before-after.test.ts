import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BeforeAfterExample,
  BEFORE_AFTER_DESCRIPTION,
  beforeAfterDocument,
} from "@/components/landing/before-after";
import { compileScene } from "@/lib/scene/compiler";
import { promptDocumentSchema } from "@/lib/scene/schema";

const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("landing before/after example", () => {
  it("renders the description beside the JSON the real compiler makes of it", () => {
    const html = unescape(renderToStaticMarkup(createElement(BeforeAfterExample)));
    expect(html).toContain(BEFORE_AFTER_DESCRIPTION);
    const doc = compileScene({ description: BEFORE_AFTER_DESCRIPTION, duration: 8 });
    expect(html).toContain(JSON.stringify(doc, null, 2));
  });

  it("shows a complete document that captures the example's details", () => {
    const doc = promptDocumentSchema.parse(beforeAfterDocument());
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes[0].characters[0].name).toBe("Maya");
    expect(doc.scenes[0].characters[0].description).toContain("a young surfer");
    // Continuity: the same member, with the same description, in the second scene.
    expect(doc.scenes[1].characters[0]).toMatchObject({
      name: "Maya",
      description: doc.scenes[0].characters[0].description,
    });
    expect(doc.scenes[0].audio.dialogue).toEqual([{ character: "Maya", line: "One more wave before dark." }]);
    expect(doc.scenes[0].setting).toMatchObject({ location: "quiet beach", time_of_day: "sunset" });
    // Each scene's place is its own (never carried forward): the second states "the golden water".
    expect(doc.scenes[1].setting.location).toBe("golden water");
    expect(doc.scenes[0].camera.angles).toContain("close-up");
    expect(doc.scenes[1].camera.movements).toContain("aerial drone shot");
    expect(doc.scenes[0].audio.sound_effects).toContain("waves crash behind her");
    // Nothing the text does not ask for: no music, narration or on-screen text.
    expect(doc.global_preferences.music.enabled).toBe(false);
    expect(doc.global_preferences.narration.enabled).toBe(false);
    expect(doc.global_preferences.text_on_screen.allowed).toBe(false);
  });
});
