// A text of one scene whose stated length is past the model's longest clip ("Short doc, 30 seconds."
// on an 8 s model) is cut into clips at its beats, each its share of the length, instead of one clip
// at the model's maximum that silently drops two thirds of what was asked. Only what is seen is cut
// (actions, places, light, on-screen text, camera moves that show something, and the lines spoken in
// them); the look, the sound, the music, the framing and the exclusions hold for every clip.
import type { Clause } from "@/lib/scene/clauses";
import { inFlow } from "./parts";
import type { SceneFacts } from "./scene-facts";

/** A clause that is a beat of the story (cut between clips), not a property of the whole piece. */
const isBeat = (c: Clause) => inFlow(c) || c.role === "dialogue" || c.role === "voice_over";
/**
 * A beat a clip may open with: a sentence of its own that shows something; never a line (it belongs to
 * the beat that shows its speaker) nor a part inside a sentence ("… — nothing but wind and distant waves").
 */
const opensClip = (c: Clause) => inFlow(c) && !/^\p{Ll}/u.test(c.text);

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
  return edges.slice(1).map((end, k) => {
    const from = edges[k] + 1;
    const clauses = facts.clauses.filter((c, i) => (isCut(c, i) ? i >= from && i <= end : true));
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
