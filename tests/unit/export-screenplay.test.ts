// Issue 22, fifth review: screenplay blocks and speakers in many languages. Each test names a class of
// defect the exports had (the texts are the review's own, which the export corpus paraphrases).
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";

const text = (description: string, id: string) =>
  exportDocument(compileScene({ description }), findTarget(id)!, {})
    .clips.map((c) => c.text)
    .join("\n");

describe("screenplay blocks and speakers", () => {
  it("reads a screenplay block: the parenthetical is the manner, O.S. is off-screen, the words never prose", () => {
    const d = `Strings of bulbs sway. ROSA (17), hugging a giant stuffed giraffe, stops at a ring toss booth.

ROSA
(to the booth operator)
I'll win the other one too.

OPERATOR (O.S.)
That's what they all say, kid.

She throws.`;
    const kling = text(d, "kling-3");
    expect(kling).toContain(`[Rosa, to the booth operator]: "I'll win the other one too."`);
    expect(kling).toContain(`[Operator, off-screen]: "That's what they all say, kid."`);
    expect(kling).not.toContain("(to the booth operator).");
    expect(text(d, "veo-3.1")).toContain(`Operator says (off-screen): "That's what they all say, kid."`);
    const runway = text(d, "runway-gen-4.5");
    expect(runway).not.toContain("I'll win");
    expect(runway).toContain("She throws.");
  });

  it("keeps a French parenthetical beside the name on Veo", () => {
    const d = `Une librairie encombrée. ÉLOÏSE (30 ans) grimpe sur une échelle.\n\nÉLOÏSE\n(à voix basse)\nTu étais là depuis combien de temps, toi ?\n\nUn chat roux saute du rayonnage.`;
    expect(text(d, "veo-3.1")).toContain(
      `Éloïse (à voix basse): "Tu étais là depuis combien de temps, toi ?"`,
    );
  });

  it("keeps the speaker's phrase and action around a title ('o Sr. Joaquim, olha para a câmara e diz')", () => {
    const d = `Anúncio. O padeiro, o Sr. Joaquim, olha para a câmara e diz: "Desde 1962, sempre às seis da manhã."`;
    expect(text(d, "veo-3.1")).toContain("O padeiro, o Sr. Joaquim, olha para a câmara e diz:");
    expect(text(d, "kling-3")).toContain(`O padeiro, o Sr. Joaquim, olha para a câmara. [Sr. Joaquim]:`);
  });

  it("gives the line to the nearest subject of the speech verb (zh, tr)", () => {
    const zh = `中秋节晚上，一家三口坐在小板凳上赏月。爸爸切开月饼，女儿小雨问：“月亮上真的有兔子吗？”妈妈笑着指向天空。`;
    expect(text(zh, "kling-3")).toContain(`爸爸切开月饼。 [女儿小雨]: "月亮上真的有兔子吗？"`);
    const tr = `Galata Köprüsü'nde balık tutan yaşlı bir adam: Rıza Amca. Yanına küçük bir kız gelir ve sorar: "Bugün kaç tane tuttun?" Rıza Amca kovayı gösterir. Gülümser: "Önemli olan sabır."`;
    const kling = text(tr, "kling-3");
    expect(kling).toContain(`Yanına küçük bir kız gelir. [Küçük bir kız]: "Bugün kaç tane tuttun?"`);
    expect(kling).toContain(`[Rıza Amca]: "Önemli olan sabır."`);
  });

  it("reads a colon script with Korean names", () => {
    const d = `[00:00-00:04] 옆에 선 민호가 우산을 기울여 준다.\n[00:04-00:08] 지우가 고개를 돌리며: "고마워." 민호: "그냥… 비가 와서."`;
    expect(text(d, "kling-3")).toContain(`[민호]: "그냥… 비가 와서."`);
  });

  it("gives a tagline 'spoken by the boy' to the boy and keeps a slogan 'no ecrã' on screen", () => {
    expect(
      text(`A boy lands in a puddle. Tagline spoken by the boy: "Made for the big ones."`, "kling-3"),
    ).toContain(`[Boy]: "Made for the big ones."`);
    // Who says it is the tag; no "Tagline spoken by the boy." is left as a sentence, on silent models either.
    const spoken = `A boy lands in a puddle. Tagline spoken by the boy: "Made for the big ones." Logo.`;
    expect(text(spoken, "kling-3")).not.toContain("spoken by");
    expect(text(spoken, "runway-gen-4.5")).toBe("A boy lands in a puddle. Logo.");
    const pt = text(
      `Pastéis de nata saem do forno. Slogan no ecrã no final: "Quentinho como em casa."`,
      "kling-3",
    );
    expect(pt).toContain(`Slogan no ecrã no final: "Quentinho como em casa."`);
    expect(pt).not.toContain("[Slogan]");
  });

  it("hears a person 'off camera' in the tag, with nothing of them left as a sentence", () => {
    const d = `A boy lands in a puddle. His mom, off camera: "Oliver! Those were clean!" He looks up, beaming.`;
    expect(text(d, "kling-3")).toBe(
      `A boy lands in a puddle. [Mom, off camera]: "Oliver! Those were clean!" He looks up, beaming.`,
    );
    expect(text(d, "runway-gen-4.5")).toBe("A boy lands in a puddle. He looks up, beaming.");
  });

  it("names a person given in brackets ('a girl (Priya, 10)')", () => {
    const d = `0-3s: a girl (Priya, 10) in pajamas tiptoes into frame. 3-6s: she pours hot chocolate and whispers "Don't tell Dad."`;
    expect(text(d, "kling-3")).toContain(`[Priya, whispering]: "Don't tell Dad."`);
  });

  it("never gives one person another's role from the next cast-sheet line", () => {
    const d = `CAST:\n- Marcus Bell, 40s, retired boxer, grey hoodie\n- Lena, 8, his daughter, bright yellow raincoat\n\n1. Marcus laces Lena's sneakers on a bench.\n2. Close-up: Lena's determined face. She says, "Watch this."\n3. Low angle: her shot arcs toward the hoop.`;
    for (const id of ["kling-3", "runway-gen-4.5", "veo-3.1"])
      expect(text(d, id)).not.toContain("Lena, the boxer");
  });
});
