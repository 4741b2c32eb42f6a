// A described subject who is not named ("A young woman in a yellow sundress", "An old fisherman with a
// red cap", "A white leather sneaker with a gum sole", "Un perro pequeño de pelo blanco") and recurs in a
// later clip only by a pronoun or a short reference ("her hand", "the shoe", "El perro"). Each clip (each
// Kling shot) is generated alone, so the later one repeats the creator's own description, verbatim, as
// a sentence of its own, as a cast sheet's words are (fresh set 7's review). Never a descriptor the text
// does not state. Read by parts.ts (anchorParts).
import { isPersonNoun } from "@/lib/scene/compiler/vocabulary";
import type { Character } from "./referents";
import { coreOf, genderOf, headOf, isAnimal, isProper, phraseOf } from "./referents";
import type { SceneFacts } from "./scene-facts";
import { clean } from "./text";

export interface DescribedSubject {
  /** The creator's noun phrase as written, with its article ("A young woman in a yellow sundress"). */
  phrase: string;
  /** The noun a later clip may call it by ("woman", "shoe", "perro"). */
  heads: string[];
  /** The scene that describes it (0-based). */
  scene: number;
  /** The compiler's character, when it is one. */
  name?: string;
  gender: "m" | "f" | "";
  animal: boolean;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const INDEFINITE = "a|an|un|una|une|uno|um|uma|ein|eine|einen";
const DEFINITE = "the|el|la|le|l'|l’|der|die|das|den|il|lo|o|a";

/** A kind a later clip may name by its broader noun ("the shoe" for "a white leather sneaker"). */
const BROADER: Record<string, string> = {
  sneaker: "shoe",
  trainer: "shoe",
  boot: "shoe",
  sandal: "shoe",
  loafer: "shoe",
  heel: "shoe",
  sedan: "car",
  convertible: "car",
  hatchback: "car",
  backpack: "bag",
  handbag: "bag",
  tote: "bag",
  smartphone: "phone",
  smartwatch: "watch",
  bicycle: "bike",
  puppy: "dog",
  retriever: "dog",
  labrador: "dog",
  terrier: "dog",
  poodle: "dog",
  beagle: "dog",
  spaniel: "dog",
  collie: "dog",
  husky: "dog",
  bulldog: "dog",
  dachshund: "dog",
  kitten: "cat",
  tabby: "cat",
};

/** "A white leather sneaker with a gum sole spins": an English thing with words before or after its noun. */
const THING =
  /^(An?)\s+((?:[\p{Ll}-]+\s+){1,3}?)?([\p{Ll}-]+)((?:\s+(?:with|in)\s+(?:(?:an?|the)\s+)?(?:[\p{Ll}-]+\s+){0,1}[\p{Ll}-]+))?(?=\s+\p{Ll}+(?:s|es)(?![\p{L}]))/u;
/** "Un perro pequeño de pelo blanco", "Ein Hund mit rotem Halsband": article, noun, what describes it. */
const FOREIGN =
  /^(Un|Una|Une|Uno|Um|Uma|Ein|Eine)\s+([\p{L}-]+)((?:\s+[\p{L}-]+)?\s+(?:de|con|avec|à|mit|di|com|da)\s+(?:(?:el|la|un|una|le|une|einem|einer|il|lo|o|a)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)/u;

const cache = new WeakMap<SceneFacts[], DescribedSubject[]>();

/** Every described subject of the document, in the text's order. */
export function describedSubjects(scenes: SceneFacts[]): DescribedSubject[] {
  let found = cache.get(scenes);
  if (found) return found;
  found = [];
  const source = scenes.flatMap((s) => s.clauses.map((c) => c.text)).join(" ");
  for (const s of scenes) {
    const texts = s.clauses.filter((c) => c.role === "action").map((c) => clean(c.text));
    for (const c of s.scene.characters as Character[]) {
      if (isProper(c) || found.some((f) => f.name === c.name)) continue;
      const phrase = phraseOf(c, source);
      if (phrase === coreOf(c) && !/\s/.test(phrase.replace(headOf(c), "").trim())) continue;
      if (phrase.split(/\s+/).length < 2) continue;
      const re = new RegExp(`(?<![\\p{L}])(?:${INDEFINITE})\\s+${esc(phrase)}(?![\\p{L}])`, "iu");
      const written = texts.map((t) => re.exec(t)?.[0]).find(Boolean);
      if (!written) continue;
      const head = headOf(c);
      found.push({
        phrase: written[0].toUpperCase() + written.slice(1),
        heads: [head, ...(BROADER[head] ? [BROADER[head]] : [])],
        scene: s.index,
        name: c.name,
        gender: genderOf(c, scenes),
        animal: isAnimal(c),
      });
    }
    for (const t of texts) {
      const m = THING.exec(t) ?? FOREIGN.exec(t);
      if (!m) continue;
      const thing = m[0] === THING.exec(t)?.[0];
      const head = (thing ? m[3] : m[2]).toLowerCase();
      const described = thing ? Boolean(m[2] || m[4]) : Boolean(m[3]);
      if (!described || (thing && isPersonNoun(head))) continue;
      if (found.some((f) => f.heads.includes(head))) continue;
      // "Une vieille femme avec …": the noun may be either word before the preposition.
      const second = thing ? "" : (/^\s+([\p{L}-]+)\s+\p{L}+\s/u.exec(m[3])?.[1]?.toLowerCase() ?? "");
      const heads = [head, ...(second ? [second] : [])];
      found.push({
        phrase: clean(m[0]),
        heads: [...heads, ...heads.flatMap((h) => (BROADER[h] ? [BROADER[h]] : []))],
        scene: s.index,
        gender: "",
        animal: false,
      });
      break;
    }
  }
  cache.set(scenes, found);
  return found;
}

const word = (w: string) => new RegExp(`(?<![\\p{L}])${esc(w)}(?![\\p{L}])`, "iu");

/**
 * The described subjects a shot made alone refers to without their description: by a short reference
 * ("the shoe", "El perro", "the fisherman") or, for a person, a pronoun of their gender ("her hand") that
 * none of the shot's own characters can be. Only subjects described in an earlier scene.
 */
export function subjectsReferred(shot: SceneFacts, scenes: SceneFacts[], text: string): DescribedSubject[] {
  const lower = text.toLowerCase();
  const own = shot.scene.characters as Character[];
  const out: DescribedSubject[] = [];
  for (const d of describedSubjects(scenes)) {
    if (d.scene >= shot.index) continue;
    if (lower.includes(d.phrase.toLowerCase().replace(/^\S+\s+/, ""))) continue;
    const short = d.heads.some((h) =>
      new RegExp(`(?<![\\p{L}])(?:${DEFINITE})\\s+(?:[\\p{L}-]+\\s+)?${esc(h)}(?![\\p{L}])`, "iu").test(text),
    );
    let pronoun = false;
    if (!short && d.name && !d.animal && d.gender) {
      const said =
        d.gender === "f"
          ? word("she").test(text) || word("her").test(text)
          : word("he").test(text) || word("him").test(text) || word("his").test(text);
      // "Her friend …": a possessive before the shot's own person is someone else's.
      const ownHead = own.map((c) => coreOf(c).toLowerCase()).filter(Boolean);
      const before = ownHead.some((h) =>
        new RegExp(`(?<![\\p{L}])(?:her|his)\\s+${esc(h)}(?![\\p{L}])`, "iu").test(text),
      );
      const ownCould = own.some(
        (c) => c.name !== d.name && genderOf(c, scenes) !== (d.gender === "f" ? "m" : "f"),
      );
      pronoun =
        said &&
        (before || !ownCould) &&
        !own.some((c) => c.name === d.name && lower.includes(coreOf(c).toLowerCase()));
    }
    if (short || pronoun) out.push(d);
  }
  return out;
}
