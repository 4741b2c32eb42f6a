// Keyframe prompts (issue 27): for each clip, a still-image prompt for its start frame (and its end
// frame where the mode takes one) that the creator pastes into an image model. Built from the same
// words as the clip (the creator's clauses, verbatim) and the same identity anchors (the bible's, else
// the cast sheet's), so the frames and the video agree. Clip N+1's start frame is offered as clip N's
// end frame (chaining): the same anchors run through both, so the cut does not show.
import { identityAnchor } from "@/lib/scene/bible";
import type { Bible } from "@/lib/scene/schema";
import { asSentence, mentions } from "../parts";
import type { DocumentFacts, SceneFacts } from "../scene-facts";
import { clean } from "../text";

export interface Keyframes {
  /** The start frame's still-image prompt. */
  start: string;
  /** The end frame's prompt (first-last-frame mode). */
  end?: string;
  /** 1-based clip whose last frame can be this clip's start frame (chaining), when there is one. */
  startFromClip?: number;
}

const LOOK_ROLES = ["place", "light", "style"] as const;

/** The identity anchors of the people a scene shows: the bible's where it has them, else the cast sheet's. */
export function sceneIdentity(facts: SceneFacts, doc: DocumentFacts, bible?: Bible): string[] {
  const text = facts.clauses.map((c) => c.text).join(" ");
  const out: string[] = [];
  const names = new Set<string>();
  for (const m of bible?.cast ?? []) {
    const words = [m.name, ...m.name.split(/\s+/).filter((w) => w.length > 2)];
    const bound = (facts.scene.cast ?? []).some((n) => n.toLowerCase() === m.name.toLowerCase());
    if (!bound && !mentions(text, words)) continue;
    if (!(m.look || m.wardrobe || m.age)) continue;
    names.add(m.name.toLowerCase());
    // A look that repeats the name ("Maria, a young fisherwoman") is said once; one the scene's own
    // words already give is not said again.
    const look = m.look.replace(
      new RegExp(`^${m.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[,:\\s]+`, "i"),
      "",
    );
    if (look && !m.wardrobe && !m.age && text.toLowerCase().includes(look.toLowerCase())) continue;
    out.push(identityAnchor({ ...m, look, voice: "" }));
  }
  for (const [name, anchor] of doc.castSheet) {
    if (names.has(name.toLowerCase())) continue;
    const words = [name, ...name.split(/\s+/).filter((w) => w.length > 2)];
    if (!mentions(text, words)) continue;
    names.add(name.toLowerCase());
    out.push(anchor);
  }
  return out;
}

function still(
  facts: SceneFacts,
  doc: DocumentFacts,
  bible: Bible | undefined,
  which: "first" | "last",
): string {
  // The beat the frame shows: an action; else a spoken sentence without its words (an image model
  // would letter them); else the framing ("Close-up of the customer smelling the flowers").
  const pick = (cs: { text: string }[]) => (which === "first" ? cs[0] : cs.at(-1));
  const unquoted = (t: string) => clean(t.replace(/["“][^"”]*["”]/g, "").replace(/\s*[:,]\s*$/, ""));
  const spoken = facts.clauses
    .filter((c) => c.role === "dialogue" || c.role === "voice_over")
    .map((c) => ({ text: unquoted(c.text) }))
    .filter((c) => c.text.split(/\s+/).length >= 3);
  const cameras = facts.clauses.filter((c) => c.role === "camera");
  const beat = pick(facts.clauses.filter((c) => c.role === "action")) ?? pick(spoken) ?? pick(cameras);
  const look = LOOK_ROLES.flatMap((role) => facts.clauses.filter((c) => c.role === role));
  const camera = cameras[0];
  const words = [
    ...sceneIdentity(facts, doc, bible),
    ...(beat ? [beat.text] : []),
    ...look.map((c) => c.text),
    // The framing of the first shot (a move is motion, but "Close-up" frames the still too).
    ...(camera && which === "first" && camera !== beat ? [camera.text] : []),
  ]
    .map(asSentence)
    .filter(Boolean)
    .join(" ");
  return words || asSentence(unquoted(facts.scene.description));
}

/**
 * Keyframes for each clip (its scenes given by their indices in `doc.scenes`): the start frame from
 * its first scene, the end frame from its last; `chain` offers the previous clip's end frame.
 */
export function clipKeyframes(
  clips: { scenes: number[] }[],
  doc: DocumentFacts,
  bible: Bible | undefined,
  withEnd: boolean,
): Keyframes[] {
  return clips.map((clip, i) => {
    const first = doc.scenes[clip.scenes[0]];
    const last = doc.scenes[clip.scenes.at(-1)!];
    return {
      start: still(first, doc, bible, "first"),
      ...(withEnd ? { end: still(last, doc, bible, "last") } : {}),
      ...(i > 0 ? { startFromClip: i } : {}),
    };
  });
}
