// Issue 22, second review of fresh descriptions: each test names a class of defect the exports had.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";

const text = (description: string, id: string) =>
  exportDocument(compileScene({ description }), findTarget(id)!, {})
    .clips.map((c) => c.text)
    .join("\n");

describe("exports of fresh descriptions", () => {
  it("keeps the visual sentences after a 'Narrator (V.O.):' line, on silent models too", () => {
    const d = `Nature film. Narrator (V.O.): "They come back every year." A heron lands on a frozen pond. Slow tilt up.`;
    expect(text(d, "kling-3")).toContain("A heron lands on a frozen pond.");
    expect(text(d, "runway-gen-4.5")).toContain("A heron lands on a frozen pond.");
    expect(text(d, "kling-3")).toContain('[Narrator, V.O.]: "They come back every year."');
  });

  it("gives a person's own voice-over to that person, and silent models keep what the sentence shows", () => {
    const d = `The chef, Ines, plates a dessert in silence while her voice-over says: "I learned this from my grandmother."`;
    expect(text(d, "kling-3")).toContain('[Ines, voice-over]: "I learned this from my grandmother."');
    const silent = text(d, "runway-gen-4.5");
    expect(silent).toContain("The chef, Ines, plates a dessert in silence.");
    expect(silent).not.toMatch(/voice-over/);
    // A voice described by its own words ("Deep male voice-over") shows no one: nothing left on silent models.
    const deep = `A sedan glides along a cliff road. Deep male voice-over: "Arrive like you mean it."`;
    expect(text(deep, "runway-gen-4.5")).toBe("A sedan glides along a cliff road.");
  });

  it("names an unknown voice by the text's words, never the narrator", () => {
    const d = `A girl sits alone in the attic. A voice behind the wardrobe whispers, "Come closer." She drops her flashlight.`;
    const k = text(d, "kling-3");
    expect(k).toContain('[Voice behind the wardrobe, whispering]: "Come closer."');
    expect(k).not.toContain("Narrator");
    expect(text(d, "runway-gen-4.5")).toBe("A girl sits alone in the attic. She drops her flashlight.");
  });

  it("reads screenplay NAME: lines without quotes inside a paragraph as dialogue", () => {
    const d = `INT. GARAGE - DAY. A mechanic, ROSA (50s), wipes her hands next to a kid, TEO. TEO: Can I drive it? ROSA: Not in this life. Rain drums on the roof.`;
    expect(text(d, "kling-3")).toContain('[Teo]: "Can I drive it?"');
    expect(text(d, "veo-3.1")).toContain('Rosa says: "Not in this life."');
    const silent = text(d, "runway-gen-4.5");
    expect(silent).not.toMatch(/Can I drive it|Not in this life/);
    expect(silent).toContain("wipes her hands next to a kid");
  });

  it("keeps a logo's line as on-screen text, and a label is never a speaker", () => {
    const logo = `A skier carves down an empty slope; the logo fades in with the line 'Stay wild.'`;
    expect(text(logo, "kling-3")).not.toMatch(/\]:\s*"Stay wild/);
    expect(text(logo, "kling-3")).toContain(`"Stay wild."`);
    const label = `Cooking short: a teenager at a stove flips a pancake and says "Nailed it."`;
    expect(text(label, "kling-3")).toContain('[Teenager]: "Nailed it."');
  });

  it("leaves no dangling 'lyrics' word where a sung line is cut out", () => {
    const d = `Music video: two sisters sing on a rooftop at night, lyrics 'we were never lost' sung softly, city lights behind them.`;
    expect(text(d, "runway-gen-4.5")).not.toMatch(/lyrics\./i);
    expect(text(d, "kling-3")).toMatch(/\[(?:Two )?sisters, singing\]: "we were never lost\."/i);
  });

  it("keeps an apposition with an age whole, and the age is not a length", () => {
    const d = `Close-up of a fisherman, Tomas, 80s, white beard, mending a net. He hums: "Easy now."`;
    const doc = compileScene({ description: d });
    expect(doc.production?.duration_seconds).toBeUndefined();
    expect(text(d, "runway-gen-4.5")).toContain(
      "Close-up of a fisherman, Tomas, 80s, white beard, mending a net.",
    );
  });

  it("leaves no verbless fragment where the speaker's noun phrase only said the line: it is Kling's tag", () => {
    const d = `Two guards stand at the gate. The taller one, Idris, says "Nobody in after dark." The other yawns.`;
    const k = text(d, "kling-3");
    expect(k).toContain('[The taller one, Idris]: "Nobody in after dark."');
    expect(k).not.toMatch(/Idris\./);
  });

  it("German: a capitalised noun after the article is the speaker, not the group before", () => {
    const d = `Zwei Schwestern backen Kekse. Die Kleine ruft: „Der Ofen piept!“ Nahaufnahme.`;
    const k = text(d, "kling-3");
    expect(k).toContain('[Die Kleine]: "Der Ofen piept!"');
    expect(k).not.toMatch(/Die Kleine\./);
  });

  it("keeps a line before the action that answers it, on Veo-style targets too", () => {
    const d = `A barber trims a beard. The customer, Omar, says "Shorter on the sides." The barber sighs and picks up the clippers. Soft radio music.`;
    for (const id of ["veo-3.1", "seedance-2.0", "wan-3.0", "kling-3"]) {
      const t = text(d, id);
      expect(t.indexOf("Shorter on the sides.")).toBeGreaterThan(-1);
      expect(t.indexOf("Shorter on the sides.")).toBeLessThan(t.indexOf("picks up the clippers"));
    }
  });

  it("a pronoun made the speaker's role keeps its article ('The chef shakes his head')", () => {
    const d = `A chef tastes the soup. The waitress, Ana, brings bread. He shakes his head and tells her, "More salt."`;
    expect(text(d, "runway-gen-4.5")).toContain("The chef shakes his head");
    expect(text(d, "runway-gen-4.5")).not.toMatch(/(?<!The )Chef shakes/);
  });

  it("a screenplay's TITLE: or SUPER: is on-screen text, never a speaker", () => {
    const d = `A widow reads a letter by the window. SUPER: "Ten years earlier" TITLE: Winter.`;
    const k = text(d, "kling-3");
    expect(k).not.toMatch(/\[(?:Super|Title)\]/);
    expect(k).toContain('SUPER: "Ten years earlier"');
    expect(text(d, "runway-gen-4.5")).toContain("TITLE: Winter.");
  });
});
