import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene";
import {
  bibleFromDocument,
  identityAnchor,
  membersMentioned,
  resolveGroupMention,
  sceneAnchors,
  tiesOf,
  withBible,
} from "@/lib/scene/bible";
import { parseHistory } from "@/lib/history/history";
import { promptDocumentSchema, type CastMember } from "@/lib/scene/schema";
import { shareSchema } from "@/lib/validations/share";

const member = (name: string, look = ""): CastMember => ({ name, look, wardrobe: "", age: "", voice: "" });
const CAST = [member("Lena"), member("Tom"), member("Mrs. Okafor"), member("Ravi")];
const STORY = "Lena walks home. Her brother Tom waits at the gate. Ravi, Lena's husband, cooks dinner.";

describe("project bible: family ties from the text and the looks", () => {
  it("reads 'her brother Tom', 'X, Y's husband' and a look that says 'Lena's younger brother'", () => {
    const ties = tiesOf(STORY, CAST);
    expect([...(ties.get("Tom") ?? [])]).toEqual(["sibling"]);
    expect([...(ties.get("Lena") ?? [])].sort()).toEqual(["partner", "sibling"]);
    expect([...(ties.get("Ravi") ?? [])]).toEqual(["partner"]);
    expect([...(ties.get("Mrs. Okafor") ?? [])]).toEqual([]);
    const fromLook = tiesOf("", [member("Lena"), member("Tom", "Lena's younger brother, freckles")]);
    expect([...(fromLook.get("Tom") ?? [])]).toEqual(["sibling"]);
    expect([...(fromLook.get("Lena") ?? [])]).toEqual(["sibling"]);
  });
});

describe("project bible: group mentions resolve to the members they name", () => {
  it("'the two siblings' names the brother and the sister, not the others", () => {
    expect(resolveGroupMention("The two siblings hug.", CAST, { source: STORY })).toEqual(["Lena", "Tom"]);
    expect(resolveGroupMention("brother and sister race to the sea", CAST, { source: STORY })).toEqual([
      "Lena",
      "Tom",
    ]);
  });

  it("'the family' names every member with a family tie; 'the couple' the partners", () => {
    expect(
      resolveGroupMention("The family eats together at the long table.", CAST, { source: STORY }),
    ).toEqual(["Lena", "Tom", "Ravi"]);
    expect(resolveGroupMention("The couple dances.", CAST, { source: STORY })).toEqual(["Lena", "Ravi"]);
  });

  it("'they' and 'the two' name the members of the scene before, else the whole cast", () => {
    expect(resolveGroupMention("They laugh.", CAST, { previous: ["Tom", "Ravi"] })).toEqual(["Tom", "Ravi"]);
    expect(resolveGroupMention("The two walk away.", CAST, { previous: ["Lena", "Mrs. Okafor"] })).toEqual([
      "Lena",
      "Mrs. Okafor",
    ]);
    expect(resolveGroupMention("Everyone cheers.", CAST)).toEqual(["Lena", "Tom", "Mrs. Okafor", "Ravi"]);
  });

  it("'the two siblings' when the text ties only one: the scene before fills the count", () => {
    const cast = [member("Mia"), member("Jonah"), member("Old Sam")];
    const text = "Mia meets Jonah. Later Mia's brother Jonah builds a raft.";
    expect(resolveGroupMention("The two siblings sail off.", cast, { source: text })).toEqual([
      "Mia",
      "Jonah",
    ]);
    const untied = "Mia and Jonah build a raft.";
    expect(
      resolveGroupMention("The two siblings sail off.", cast, { source: untied, previous: ["Mia", "Jonah"] }),
    ).toEqual(["Mia", "Jonah"]);
  });

  it("a text with no group word names nobody as a group; names are matched whole and cased", () => {
    expect(resolveGroupMention("Lena paints the sea.", CAST)).toEqual([]);
    expect(membersMentioned("Lena paints; tomatoes ripen.", CAST)).toEqual(["Lena"]);
    expect(membersMentioned("Mrs. Okafor waves at Tom.", CAST)).toEqual(["Tom", "Mrs. Okafor"]);
  });
});

describe("project bible in the document", () => {
  const doc = compileScene({
    description:
      "Scene 1: Lena, a young painter, walks along the beach at golden hour. Scene 2: Her brother Tom waits on the pier. Scene 3: The two siblings hug as the sun sets.",
  });

  it("is optional and backward compatible: a document without it parses unchanged", () => {
    expect(doc.bible).toBeUndefined();
    expect(promptDocumentSchema.parse(doc)).toEqual(doc);
    const withIt = withBible(doc);
    expect(promptDocumentSchema.parse(withIt)).toEqual(withIt);
    // Readers of the spec's fields see the same values.
    expect({ ...withIt, bible: undefined, scenes: withIt.scenes.map(({ cast: _c, ...s }) => s) }).toEqual({
      ...doc,
      bible: undefined,
    });
  });

  it("binds each scene to the members it shows, including 'the two siblings'", () => {
    const bound = withBible(doc);
    expect(bound.bible?.cast.map((m) => m.name)).toEqual(expect.arrayContaining(["Lena", "Tom"]));
    expect(bound.scenes[0].cast).toContain("Lena");
    expect(bound.scenes[1].cast).toContain("Tom");
    expect(bound.scenes[2].cast).toEqual(expect.arrayContaining(["Lena", "Tom"]));
  });

  it("keeps a scene's explicit binding and an existing bible", () => {
    const bible = { cast: [member("Lena", "red curls")], places: [], props: [] };
    const bound = withBible({ ...doc, bible, scenes: doc.scenes.map((s) => ({ ...s, cast: [] })) });
    expect(bound.bible).toEqual(bible);
    expect(bound.scenes.every((s) => s.cast?.length === 0)).toBe(true);
  });

  it("identity anchors: one verbatim line per bound member", () => {
    const lena = {
      name: "Lena",
      look: "freckled, red curls",
      wardrobe: "yellow raincoat",
      age: "25",
      voice: "soft",
    };
    expect(identityAnchor(lena)).toBe(
      "Lena: freckled, red curls; age 25; wearing yellow raincoat; voice: soft",
    );
    expect(identityAnchor(member("Tom"))).toBe("Tom");
    const bound = withBible({
      ...doc,
      bible: { cast: [lena, member("Tom", "a tall boy")], places: [], props: [] },
    });
    expect(sceneAnchors(bound, 3)).toEqual([identityAnchor(lena), "Tom: a tall boy"]);
    expect(bibleFromDocument(doc).cast.length).toBeGreaterThan(0);
  });

  it("is kept by the generator's history and by shares (both parse the stored document JSON)", () => {
    const bound = withBible({
      ...doc,
      bible: { cast: [member("Lena", "red curls")], places: [], props: [] },
    });
    const raw = JSON.stringify([{ id: "a", createdAt: new Date(0).toISOString(), document: bound }]);
    expect(parseHistory(raw)[0].document).toEqual(bound);
    expect(shareSchema.parse({ document: bound }).document).toEqual(bound);
  });
});
