// Clause splitting (lib/scene/clauses): roles that keep the creator's words verbatim (issue 22).
import { describe, expect, it } from "vitest";
import { splitClauses } from "@/lib/scene/clauses";
import { readNegations } from "@/lib/scene/compiler/negations";

const roles = (text: string, language = "en") =>
  splitClauses(text, [], { language }).map((c) => [c.role, c.text, ...(c.terms ? [c.terms] : [])]);

describe("a 'without' that is the manner of an action", () => {
  it("keeps the action verbatim and excludes nothing, in every language", () => {
    const cases: [string, string][] = [
      ["He waves without turning.", "en"],
      ["She reads it without so much as blinking.", "en"],
      ["Without a word, the fisherman hands the boy a fish.", "en"],
      ["He catches the ball with no hesitation.", "en"],
      ["Il hoche la tête sans un mot.", "fr"],
      ["Elle sort sans se retourner.", "fr"],
      ["Un chico camina por la playa sin mirar atrás.", "es"],
      ["Der Mann geht ohne sich umzudrehen über die Brücke.", "de"],
      ["Er nickt ohne ein Wort.", "de"],
      ["Una donna cammina senza voltarsi lungo il molo.", "it"],
      ["Um homem corre sem parar pela praia.", "pt"],
    ];
    for (const [text, language] of cases) {
      const clauses = splitClauses(text, [], { language });
      expect(
        clauses.map((c) => c.role),
        text,
      ).not.toContain("exclusion");
      expect(clauses.map((c) => c.text).join(". "), text).toBe(text.replace(/\.$/, ""));
      expect(readNegations(text, language).terms, text).toEqual([]);
    }
  });

  it("still excludes the things a 'without' rules out, next to a manner", () => {
    expect(roles("A dancer spins without stopping on an empty stage with no audience.")).toEqual([
      ["action", "A dancer spins without stopping on an empty stage"],
      ["exclusion", "with no audience", ["audience"]],
    ]);
    expect(roles("A street at night without lighting")).toContainEqual([
      "exclusion",
      "without lighting",
      ["lighting"],
    ]);
    expect(roles("Time-lapse of clouds over a ridge, without any sound.")).toContainEqual([
      "exclusion",
      "without any sound",
      ["sound"],
    ]);
    expect(roles("La femme traverse la place sans se retourner. Sans voitures.", "fr")).toEqual([
      ["action", "La femme traverse la place sans se retourner"],
      ["exclusion", "Sans voitures", ["voitures"]],
    ]);
    expect(roles("Um homem corre pela praia, sem pessoas.", "pt").map((r) => r[0])).toContain("exclusion");
  });
});
