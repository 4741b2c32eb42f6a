import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { detectLanguage } from "@/lib/scene/compiler/language";

describe("language", () => {
  it("detects English, keyword lists and other languages", () => {
    expect(detectLanguage("A beekeeper lifts a frame heavy with honey from a rooftop beehive.")).toBe("en");
    expect(detectLanguage("cyberpunk, rain, neon, city street, night, flying cars")).toBe("en");
    expect(detectLanguage("Una nonna impasta la pasta fresca in una cucina di Bologna, senza musica.")).toBe(
      "it",
    );
    expect(detectLanguage("Ein verlassener Bahnhof im Nebel, ohne Menschen.")).toBe("de");
    expect(detectLanguage("雨の京都、古いお寺の境内で、僧侶が落ち葉を掃いている。")).toBe("ja");
  });

  it("detects Latin-script languages without Western accents: Dutch, Polish, Swedish", () => {
    expect(
      detectLanguage("Een oude molenaar opent bij zonsopgang de luiken van zijn molen. Geen muziek."),
    ).toBe("nl");
    expect(detectLanguage("Babcia lepi pierogi w małej kuchni na wsi, wieczorem. Bez muzyki.")).toBe("pl");
    expect(detectLanguage("En gammal fiskare lagar sina nät vid hamnen, utan musik och inte en bil.")).toBe(
      "sv",
    );
    // English with a foreign name or an accented word stays English.
    expect(detectLanguage("Łukasz walks his dog through a park in Kraków at dawn.")).toBe("en");
    expect(detectLanguage("slow pan, café terrace, rain, neon")).toBe("en");
  });

  it("keeps other languages verbatim, with no note of ours in the document", () => {
    const text = "Une boulangère sort des baguettes du four à l'aube. Sans musique.";
    const doc = compileScene({ description: text });
    expect(doc.scenes[0].description).toBe(text);
    expect(doc.scenes[0].notes).toMatch(/^Avoid: musique\b/);
    expect(doc.global_preferences.music.enabled).toBe(false);
  });
});
