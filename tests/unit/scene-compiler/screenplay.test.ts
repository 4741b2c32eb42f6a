// Screenplay dialogue blocks become one-line colon scripts of the scene they sit in (issue 22, fifth review).
import { describe, expect, it } from "vitest";
import { screenplayBlocks } from "@/lib/scene/compiler/screenplay";

describe("screenplayBlocks", () => {
  it("reads the cue, the parenthetical and the line, and joins the block to its scene", () => {
    const text = `Crowds blur past. ROSA (17) stops at a booth.

ROSA
(to the booth operator)
I'll win the other one too.
Watch me.

OPERATOR (O.S.)
That's what they all say, kid.

ROSA (CONT'D)
Wait.

She throws.`;
    expect(screenplayBlocks(text)).toBe(
      `Crowds blur past. ROSA (17) stops at a booth.
ROSA: (to the booth operator) I'll win the other one too. Watch me.
OPERATOR (O.S.): That's what they all say, kid.
ROSA: Wait.
She throws.`,
    );
  });

  it("ends a block at the next cue or at a cue's name written as a name", () => {
    const text = `Un pescador, TOMÁS, repara una red.
TOMÁS (V.O.)
Mi padre me enseñó a esperar.
LUCÍA
(gritando)
¡Papá!
Tomás levanta la vista.`;
    expect(screenplayBlocks(text)).toBe(
      `Un pescador, TOMÁS, repara una red.
TOMÁS (V.O.): Mi padre me enseñó a esperar.
LUCÍA: (gritando) ¡Papá!
Tomás levanta la vista.`,
    );
  });

  it("quotes a block whose name has no capitals (Japanese, Korean)", () => {
    expect(
      screenplayBlocks(
        "健太が小銭を数えている。\n\n健太\n（小声で）\n足りないかも。\n\nおばあちゃんが笑う。",
      ),
    ).toBe("健太が小銭を数えている。\n健太：「足りないかも。」\nおばあちゃんが笑う。");
    expect(screenplayBlocks("지우가 서 있다.\n\n민호\n(작게)\n그냥… 비가 와서.")).toBe(
      '지우가 서 있다.\n민호: "그냥… 비가 와서."',
    );
  });

  it("leaves slug lines, headings, introductions and unconfirmed capitals alone", () => {
    for (const text of [
      "EXT. ROOFTOP - DUSK\nOscar waters his tomatoes.",
      "MORNING\nThe town wakes up. Morning light on the roofs.",
      "CAST:\n- Marcus, 40s\n- Lena, 8",
      "ROSA (17)\nstops in front of a ring toss booth.",
      "NO MUSIC\nA dog runs across a field.",
      "CHORUS\nWe ride tonight. Chorus hits as the lights come on.",
      "NOTE\nKeep it short. Note the ratio.",
    ])
      expect(screenplayBlocks(text)).toBe(text);
  });

  it("keeps a blank line before a new scene after the block", () => {
    const text = "Mia waits.\n\nMIA\nWhere is he?\n\nINT. KITCHEN - NIGHT\nTom cooks.";
    expect(screenplayBlocks(text)).toBe("Mia waits.\nMIA: Where is he?\n\nINT. KITCHEN - NIGHT\nTom cooks.");
  });

  it("stays linear on a flood of cues (each name is looked up once, at most 24 names)", () => {
    const lines = (f: (i: number) => string) => Array.from({ length: 8000 }, (_, i) => f(i)).join("\n");
    const letter = (n: number) => String.fromCharCode(65 + (n % 26));
    for (const text of [
      lines((i) => (i % 2 ? "hello there" : "ROSA")),
      lines((i) => (i % 2 ? "hello there" : `AB${letter(i)}${letter(i / 26)}`)),
    ]) {
      const t0 = performance.now();
      screenplayBlocks(text);
      // 7 s before names were counted once; about 0.1 s now on the shared machine.
      expect(performance.now() - t0).toBeLessThan(1500);
    }
  });

  it("writes the colon of a Japanese script line with the name before 「」, never for a sign or a particle", () => {
    expect(screenplayBlocks("商店街の朝。\n翔太「えっ、休み？」\n源さん（笑って）「今日だけだ。」")).toBe(
      "商店街の朝。\n翔太：「えっ、休み？」\n源さん（笑って）：「今日だけだ。」",
    );
    expect(screenplayBlocks("商店街の朝。\n看板「本日休業」\n壁に「禁煙」")).toBe(
      "商店街の朝。\n看板「本日休業」\n壁に「禁煙」",
    );
  });
});
