import { describe, expect, it } from "vitest";
import { readNegations } from "@/lib/scene/compiler/negations";

describe("negations", () => {
  it("switches fields off and names what is ruled out", () => {
    const n = readNegations("A paper boat in a gutter. No narration, no subtitles, no music.");
    expect(n).toMatchObject({ narration: true, captions: true, music: true });
    expect(n.terms).toEqual(expect.arrayContaining(["narration", "subtitles", "music"]));
  });

  it("reads people ruled out in several ways", () => {
    for (const t of ["a platform without people", "no one left", "nobody around", "Don't show any people."])
      expect(readNegations(t).people, t).toBe(true);
  });

  it("blanks negated phrases from the text the other stages read", () => {
    const n = readNegations("A farmyard with no animals, just an empty barn.");
    expect(n.positive).not.toContain("animals");
    expect(n.positive).toContain("empty barn");
  });

  it("reads other languages' negations, and Portuguese 'no' is not one", () => {
    expect(readNegations("Sin música, sin narración.", "es")).toMatchObject({ music: true, narration: true });
    expect(readNegations("ohne Menschen. Keine Musik.", "de")).toMatchObject({ people: true, music: true });
    expect(readNegations("Sans texte à l'écran, sans musique.", "fr")).toMatchObject({
      onScreenText: true,
      music: true,
    });
    expect(readNegations("音楽なし。", "ja").music).toBe(true);
    expect(readNegations("entra no mar ao pôr do sol", "pt").positive).toContain("pôr do sol");
  });

  it("reads the negation words of more languages: niente, geen, zonder, bez, aucun, nenhum, nadie", () => {
    expect(readNegations("Niente musica, niente narrazione.", "it")).toMatchObject({
      music: true,
      narration: true,
    });
    expect(readNegations("Geen muziek, geen tekst in beeld.", "nl")).toMatchObject({
      music: true,
      onScreenText: true,
    });
    expect(readNegations("Een molen zonder muziek.", "nl").music).toBe(true);
    expect(readNegations("Bez muzyki.", "pl").music).toBe(true);
    expect(readNegations("Aucune musique.", "fr").music).toBe(true);
    expect(readNegations("Nenhuma legenda, sem narrador.", "pt")).toMatchObject({
      captions: true,
      narration: true,
    });
    expect(readNegations("Una plaza, nadie alrededor.", "es").people).toBe(true);
    expect(readNegations("Ein Hof, niemand da.", "de").people).toBe(true);
  });

  it("reads a field named first in a longer term: 'música de fondo', 'sottotitoli in italiano'", () => {
    expect(readNegations("Sin música de fondo.", "es").music).toBe(true);
    expect(readNegations("Senza sottotitoli in italiano.", "it").captions).toBe(true);
    expect(readNegations("Sem texto na tela.", "pt").onScreenText).toBe(true);
  });

  it("reads the word before なし in kana with ー and in Latin letters, never across a particle", () => {
    expect(readNegations("BGMなし、ナレーションなし。", "ja")).toMatchObject({
      music: true,
      narration: true,
    });
    expect(readNegations("BGMなし。", "ja").terms).toContain("BGM");
    expect(readNegations("テキストなし。", "ja").terms).toContain("テキスト");
    expect(readNegations("夜の店で音楽なし。", "ja").terms).toContain("音楽");
  });

  it("keeps the person whose face or hands are ruled out: only the body part is negated", () => {
    for (const [t, owner, part] of [
      ["Pottery wheel; don't show the potter's face.", "potter", "face"],
      ["Never show the old driver's hands on the wheel.", "driver", "hands"],
      ["A bride walks in, but avoid Maya's eyes.", "Maya", "eyes"],
    ]) {
      const n = readNegations(t);
      expect(n.positive, t).toContain(owner);
      expect(n.positive, t).not.toContain(part);
    }
    // A thing's part is blanked whole: "the sun's glare" is no light source.
    expect(readNegations("Avoid the sun's glare.").positive).not.toContain("sun");
  });
});
