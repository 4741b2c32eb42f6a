// Production instructions in every language the compiler detects (fresh set 5, class "production
// words"): they become parameters and leave the prose; content that merely uses such a word stays.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { readProduction, splitClauses } from "@/lib/scene/clauses";
import { isProductionOnly, splitLeadIn, splitTrailing } from "@/lib/scene/clauses/production";
import { exportDocument, lookupTarget } from "@/lib/targets/export";

describe("production words of other languages", () => {
  it.each([
    ["Formato quadrado", { aspect_ratio: "1:1" }],
    ["Quadratisches Format", { aspect_ratio: "1:1" }],
    ["Format pionowy", { aspect_ratio: "9:16" }],
    ["Dikey video", { aspect_ratio: "9:16" }],
    ["10 saniye", { duration_seconds: 10 }],
    ["时长10秒", { duration_seconds: 10 }],
    ["길이 10초", { duration_seconds: 10 }],
    ["वर्टिकल वीडियो", { aspect_ratio: "9:16" }],
    ["verticale per i reel", { aspect_ratio: "9:16", platform: "Instagram Reels" }],
  ])("%s is a production instruction", (text, want) => {
    expect(isProductionOnly(text)).toBe(true);
    expect(readProduction(text)).toEqual(want);
  });

  it("leaves content that uses an orientation word alone", () => {
    for (const t of [
      "Een staande man wacht op de tram",
      "A vertical line of ants",
      "Portrait d'un vieux marin",
      "paysage",
      "paisagem",
    ])
      expect(isProductionOnly(t)).toBe(false);
  });

  it("takes a length out of 'Comercial de 20 segundos para …' and keeps the rest verbatim", () => {
    expect(splitLeadIn("Comercial de 20 segundos para uma padaria de bairro")).toEqual({
      production: "20 segundos",
      rest: "Comercial para uma padaria de bairro",
    });
    expect(splitLeadIn("20-Sekunden-Spot für eine Bäckerei")).toEqual({
      production: "20-Sekunden",
      rest: "Spot für eine Bäckerei",
    });
  });

  it("peels a trailing instruction after an emoji or before a ratio, never a bare length", () => {
    expect(splitTrailing("lui nn si ferma più 😄 verticale per i reel")).toEqual({
      rest: "lui nn si ferma più 😄",
      production: "verticale per i reel",
    });
    expect(splitTrailing("a cat sleeps in a box 9:16 tiktok")).toEqual({
      rest: "a cat sleeps in a box",
      production: "9:16 tiktok",
    });
    expect(splitTrailing("a dog runs along the beach for 10 seconds")).toBeNull();
  });

  it("cuts at a full-width comma before Latin letters (縦型9:16、BGMなし)", () => {
    const clauses = splitClauses("フィルム調、縦型9:16、BGMなし。", [], { language: "ja" });
    expect(clauses.find((c) => c.role === "production")?.text).toBe("縦型9:16");
    const doc = compileScene({
      description: "夕暮れの駄菓子屋。健太は深くおじぎをする。フィルム調、縦型9:16、BGMなし。",
    });
    expect(doc.production?.aspect_ratio).toBe("9:16");
  });
});

describe("roles and sentences kept whole", () => {
  const split = (t: string) => splitClauses(t, [], { language: "en" }).map((c) => [c.role, c.text]);

  it("counted camera moves are camera, a visible splash is seen", () => {
    expect(split("Girls dance on a chessboard, lots of whip pans on the beat.")).toContainEqual([
      "camera",
      "lots of whip pans on the beat",
    ]);
    expect(split("A boy lands in a puddle, a crown of water splashing up.")).toEqual([
      ["action", "A boy lands in a puddle, a crown of water splashing up"],
    ]);
  });

  it("keeps a continuation with the clause before it, and a heard sound or a new subject apart", () => {
    expect(split("The camera cranes up over the rooftops, revealing the whole harbour.")).toHaveLength(1);
    expect(split("On every chorus, cut to the faces in the crowd, mouths open, laughing.")).toHaveLength(1);
    expect(split("Two brothers, Eli and Sam, play cards by candlelight.")).toEqual([
      ["action", "Two brothers, Eli and Sam, play cards by candlelight"],
    ]);
    expect(split("A boy walks home, the sound of distant thunder rumbling.").map((c) => c[0])).toEqual([
      "action",
      "sound",
    ]);
    expect(split("Wide shot, a fox trots across the snow.")).toHaveLength(2);
  });
});

describe("negative fields in the creator's case", () => {
  const negative = (text: string, target: string) => {
    const found = lookupTarget(target);
    if (!found.ok) throw new Error(target);
    return exportDocument(compileScene({ description: text }), found.spec).clips[0].negativePrompt;
  };

  it("keeps 'BGM', 'CGI' and a brand as written, each thing once", () => {
    expect(
      negative("夕暮れの駄菓子屋。健太は深くおじぎをする。フィルム調、縦型9:16、BGMなし。", "veo-3.1"),
    ).toBe("BGM");
    expect(negative("A dog runs on the beach. No CGI, no Coca-Cola logo. No cgi.", "kling-3")).toBe(
      "CGI, Coca-Cola logo",
    );
  });
});
