// Background creatures and crowds (issue 22: "characters only people and animals the text names"): gulls
// circling the masts, pigeons scattering, horses grazing, the crowd cheering are part of the scene, not
// members of its cast, when someone else is the story. A counted or owned group ("two puppies", "her
// dogs"), one the text comes back to, one that speaks, or one that is the only living thing in the text
// stays cast.
import { AMBIENT_ANIMAL_VERBS, ANIMAL_WORDS } from "../lexicon";
import { singular, SPEECH_VERBS } from "./vocabulary";

/** Animals besides the lexicon's (which has "seagull", not "gull"): flocks, herds and their young. */
const MORE_ANIMALS = new Set(
  "gull pigeon crow raven sparrow starling swallow bat ant fly firefly moth goose geese flamingo seal jellyfish cattle bird fish bee butterfly horse cow sheep deer duck calf cub foal lamb chick elephant".split(
    " ",
  ),
);

/** Words for a crowd of people in the background. */
const CROWD = new Set([
  "crowd",
  "crowds",
  "audience",
  "spectators",
  "onlookers",
  "bystanders",
  "passers-by",
  "passersby",
  "commuters",
  "pedestrians",
  "shoppers",
  "tourists",
]);
/** A count or an owner before the noun: "two puppies", "a pair of", "her dogs", "both cats". */
const COUNTED =
  /(?:^|[^\p{L}])(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a pair of|a couple of|both|his|her|their|my|our|your|its)\s+(?:[\p{L}-]+\s+)?$/iu;
const SPEAKS = new RegExp(`^\\s+(?:[a-z]+ly\\s+)?(?:${SPEECH_VERBS})\\b`, "i");

export interface Mentioned {
  /** The member's words, lower case ("gulls", "crowd"). */
  words: string[];
  /** Where the text names them. */
  spans: { start: number; end: number }[];
  proper: boolean;
}

/** Is this member a background group: plural animals or a crowd, named once, not counted, silent? */
export function isBackground(m: Mentioned, text: string): boolean {
  if (m.proper || m.spans.length !== 1) return false;
  const head = m.words[m.words.length - 1] ?? "";
  const one = singular(head);
  const animals =
    (one !== head || head === "sheep" || head === "fish") && (ANIMAL_WORDS.has(one) || MORE_ANIMALS.has(one));
  if (!animals && !CROWD.has(head)) return false;
  const [{ start, end }] = m.spans;
  if (COUNTED.test(text.slice(Math.max(0, start - 30), start))) return false;
  return !SPEAKS.test(text.slice(end, end + 40));
}

/** Is the word (a member's name, "Deer", "Gulls") an animal's? */
export const isAnimalWord = (w: string) => {
  const one = singular(w.toLowerCase().split(/\s+/).at(-1) ?? "");
  return ANIMAL_WORDS.has(one) || MORE_ANIMALS.has(one);
};

/**
 * Is this background group of animals only doing what animals in a scene do ("gulls circle over the
 * harbor", "pigeons scattering")? Then it is never cast, even where no person is the story.
 */
export function isAmbientAnimals(m: Mentioned, text: string): boolean {
  if (!isBackground(m, text) || !isAnimalWord(m.words.join(" "))) return false;
  const [{ end }] = m.spans;
  const verb = /^\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)/u.exec(text.slice(end, end + 40))?.[1] ?? "";
  const base = [verb, verb.replace(/(?:e?s|ing|ed)$/u, ""), verb.replace(/(?:s|ing|d)$/u, "")];
  return base.some((b) => AMBIENT_ANIMAL_VERBS.has(b) || AMBIENT_ANIMAL_VERBS.has(`${b}e`));
}
