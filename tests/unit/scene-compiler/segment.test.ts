import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { segment } from "@/lib/scene/compiler/segment";

describe("segment", () => {
  it("splits timestamp brackets and timed CJK headings written on one line", () => {
    const brackets = segment(
      "[00:00-00:02] Close-up: a knife dices onions. [00:02-00:05] The chef tosses them. [00:05-00:08] She plates.",
    );
    expect(brackets.scenes.map((s) => s.timing)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 5 },
      { start: 5, end: 8 },
    ]);
    const zh = segment("镜头1（0-3秒）：老人打太极。镜头2（3-6秒）：柳枝摆动。镜头3（6-8秒）：老人睁眼。");
    expect(zh.scenes.map((s) => s.timing?.end)).toEqual([3, 6, 8]);
  });

  it("reads a 'keywords:' label as the scene's content, without the label", () => {
    for (const text of ["keywords: neon alley, rain, umbrella spins", "关键词：赛博朋克，雨夜"]) {
      const clauses = compileScene({ description: text }).scenes[0].clauses ?? [];
      expect(clauses.length).toBeGreaterThan(0);
      expect(clauses.map((c) => c.text).join(" ")).not.toMatch(/keywords|关键词/i);
    }
  });

  it("splits numbered shots and keeps a heading as the title", () => {
    const s = segment("Shot 1 - Wide: a rain-soaked alley.\nShot 2 - Overhead: the street.\nShot 3: a door.");
    expect(s.scenes).toHaveLength(3);
    expect(s.scenes[1].title).toBe("Overhead");
  });

  it("reads labelled blocks and strips their labels", () => {
    const s = segment(
      "A lighthouse.\nCamera: slow dolly in.\nLighting: a single oil lantern.\nSound: rain, wind.",
    );
    expect(s.scenes).toHaveLength(1);
    expect(s.scenes[0].blocks).toMatchObject({
      camera: "slow dolly in.",
      lighting: "a single oil lantern.",
      sound: "rain, wind.",
    });
  });

  it("makes time-labelled paragraphs, 'That night,' and First/Then/Finally lines scenes", () => {
    expect(segment("Dawn: a boat.\n\nMidday: a net.\n\nThat night, a fire.").scenes).toHaveLength(3);
    expect(segment("First, a fort. Then, a dog. Finally, sleep.").scenes).toHaveLength(3);
    expect(segment("1. A village.\n2. A baker.\n3. Children.").scenes).toHaveLength(3);
  });

  it("keeps a style or character sheet at the top as a preamble for every scene", () => {
    const s = segment("Style: 16mm film.\n\nScene 1: Lin waits.\nScene 2: Lin runs.");
    expect(s.preamble.blocks.style).toBe("16mm film.");
    expect(s.scenes).toHaveLength(2);
  });

  it("ends a short block at its first sentence", () => {
    const s = segment("Music: a slow cello theme. A girl runs between the rows.");
    expect(s.scenes[0].blocks.music).toBe("Music: a slow cello theme.".slice(7));
    expect(s.scenes[0].text).toContain("A girl runs");
  });

  it("splits scenes numbered in other languages: Escena, Szene, Scène, Scena, Cena", () => {
    expect(segment("Escena 1: Inés ensaya sola. Escena 2: Su profesor aplaude.").scenes).toHaveLength(2);
    expect(segment("Szene 1: Björn steht am Hafen.\nSzene 2: Greta kommt.").scenes).toHaveLength(2);
    expect(segment("Scène 1 : un marché.\nScène 2 : une rue.\nScène 3 : un quai.").scenes).toHaveLength(3);
    expect(segment("Cena 1: a praia. Cena 2: o barco.").scenes).toHaveLength(2);
  });
});
