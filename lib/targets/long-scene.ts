// A text of one scene whose stated length is past the model's longest clip ("Short doc, 30 seconds."
// on an 8 s model) is cut into clips at its beats, each its share of the length, instead of one clip
// at the model's maximum that silently drops two thirds of what was asked. Only what is seen is cut
// (actions, places, light, on-screen text, camera moves that show something, and the lines spoken in
// them); the look, the sound, the music, the framing and the exclusions hold for every clip.
import type { Clause } from "@/lib/scene/clauses";
import { inFlow } from "./parts";
import type { SceneFacts } from "./scene-facts";
import { clean } from "./text";

/** A clause that is a beat of the story (cut between clips), not a property of the whole piece. */
const isBeat = (c: Clause) => inFlow(c) || c.role === "dialogue" || c.role === "voice_over";
/**
 * A beat a clip may open with: a sentence of its own that shows something; never a line (it belongs to
 * the beat that shows its speaker) nor a part inside a sentence ("… — nothing but wind and distant waves").
 */
const opensClip = (c: Clause) => inFlow(c) && !/^\p{Ll}/u.test(c.text);

/** A preposition after a short opening noun phrase: "Winterabend in einem …", "A rainy night in an …". */
const PLACE_AFTER =
  /^(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s+(?:in|at|on|by|over|under|inside|outside|en|dans|sur|à|au|sous|im|am|auf|bei|an|nel|nella|sul|sulla|em|no|na|sobre|junto|de)\s/iu;

/**
 * The scene's place and time as its opening beats state them ("Night. Lakeside, campfire.", "A rainy
 * night in an empty office on the 30th floor", "Winterabend in einem verschneiten Bergdorf"): a place or
 * light clause, or an opening clause without a character that says the scene's location or time, or is
 * a short noun phrase before a place preposition. Every clip cut from the scene says them again (each
 * clip is made alone), in the creator's words.
 */
export function settingClauses(facts: SceneFacts): Clause[] {
  const { location, time_of_day: time } = facts.scene.setting;
  const people = facts.scene.characters.flatMap((c) => [c.name, c.description.split(",")[0]]);
  const lower = (t: string) => clean(t).toLowerCase();
  const out: Clause[] = [];
  for (const c of facts.clauses) {
    if (!isBeat(c)) continue;
    const t = lower(c.text);
    const person = people.some((p) => p && t.includes(p.toLowerCase()));
    const says = [location, time].some((w) => w && t.includes(lower(w)));
    const short = t.split(/\s+/).length <= 10 && PLACE_AFTER.test(t);
    if (
      c.role === "place" ||
      c.role === "light" ||
      (c.role === "action" && !person && !c.line && (says || (short && !out.length)))
    ) {
      out.push(c);
      continue;
    }
    break;
  }
  // A scene that is only its setting has nothing to carry it into.
  return out.length < facts.clauses.filter(isBeat).length ? out : [];
}

/** The noun phrase a scene's first beat opens with: "A tired designer (stares)", "Two friends", "Ein Junge". */
const SUBJECT = [
  /^An?\s+(?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+(?:\s+(?:with|in)\s+(?:an?|the)\s+(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+)?(?=\s+\p{Ll}+s(?![\p{L}]))/u,
  /^(?:Two|Three|Four|Five|Several)\s+(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+s(?=\s)/u,
  /^(?:Un|Una|Une|Uno|Um|Uma|Ein|Eine)\s+[\p{L}-]+(?=\s)/u,
];
/** Words a clip uses for someone it does not name ("she", "the other", "ihm", "ella"). */
const REFERS =
  /(?<![\p{L}])(?:he|she|they|him|her|them|his|their|the other|er|ihm|ihn|sein|seine|seinen|seiner|ihre|ihren|él|ella|ellos|ellas|elle|ils|elles|lui|lei|ele|ela|eles|elas)(?![\p{L}])/iu;

/**
 * The scene's subject as its first beat names it, for a later clip that only says "she" or "the
 * other": the creator's noun phrase ("A tired designer"), said once before that clip's beats.
 */
function subjectOf(facts: SceneFacts, setting: Clause[]): string {
  const first = facts.clauses.find((c) => isBeat(c) && !setting.includes(c) && !c.line);
  if (!first) return "";
  const t = clean(first.text);
  for (const re of SUBJECT) {
    const m = re.exec(t)?.[0];
    if (m && m.length < t.length) return m;
  }
  return "";
}

/**
 * The scene's clauses in `count` clips (fewer when it has fewer beats), each clip its beats in the
 * text's order plus every clause that holds for the whole piece; null when it cannot be cut.
 */
export function cutAtBeats(facts: SceneFacts, count: number): SceneFacts[] | null {
  // "… Jars line the windowsill. No music. Natural light, handheld look.": light stated after the last
  // beat, among the trailing notes, is the whole piece's, in every clip (never a clip of its own).
  let tail = facts.clauses.length;
  while (tail > 0 && (!isBeat(facts.clauses[tail - 1]) || facts.clauses[tail - 1].role === "light")) tail--;
  const isCut = (c: Clause, i: number) => isBeat(c) && i < tail;
  const beats = facts.clauses.map((c, i) => ({ c, i })).filter(({ c, i }) => isCut(c, i));
  const words = (c: Clause) => c.text.split(/\s+/).length;
  const all = beats.reduce((a, { c }) => a + words(c), 0);
  // Cut where a clip's share of the beats' words is reached, at a clause that may open a clip; a
  // label ("Short doc.") never makes a clip of its own, nor does a line with nothing shown before it
  // (a voice-over that opens the scene belongs with the picture after it).
  const cuts: number[] = [];
  let seen = 0;
  let shown = false;
  for (const { c, i } of beats) {
    const share = (all * (cuts.length + 1)) / count;
    if (cuts.length < count - 1 && seen >= share && opensClip(c) && seen > 0 && shown) {
      cuts.push(i);
      shown = false;
    }
    seen += words(c);
    if (inFlow(c)) shown = true;
  }
  if (!cuts.length) return null;
  const edges = [-1, ...cuts.map((c) => c - 1), facts.clauses.length - 1];
  const setting = settingClauses(facts);
  const subject = subjectOf(facts, setting);
  const head = subject.split(/\s+/).at(-1)?.toLowerCase() ?? "";
  return edges.slice(1).map((end, k) => {
    const from = edges[k] + 1;
    const own = facts.clauses.filter((c, i) => (isCut(c, i) ? i >= from && i <= end : true));
    // A later clip opens with the scene's place and time ("Night. Lakeside, campfire."), and says who
    // its "she" or "the other" is ("A tired designer.") where its beats do not name the subject.
    const here = own.filter((c) => isBeat(c) && !setting.includes(c)).map((c) => clean(c.text));
    const refers =
      k > 0 &&
      subject &&
      here.some((t) => REFERS.test(t)) &&
      !here.some((t) => new RegExp(`(?<![\\p{L}])${head}(?![\\p{L}])`, "iu").test(t));
    const lead: Clause[] = [
      ...(k > 0 ? setting : []),
      ...(refers ? [{ role: "action" as const, text: subject }] : []),
    ];
    const clauses = lead.length ? [...lead, ...own.filter((c) => !setting.includes(c))] : own;
    return {
      ...facts,
      clauses,
      dialogue: clauses
        .filter((c) => (c.role === "dialogue" || c.role === "voice_over") && c.line)
        .map((c) => ({ character: c.speaker || "A voice", line: c.line ?? "" })),
      sounds: clauses.filter((c) => c.role === "sound").map((c) => c.text),
      music: clauses.filter((c) => c.role === "music").map((c) => c.text),
    };
  });
}
