// Per-mode prompt rules (issue 27). The renderers are untouched: a mode changes what they are given.
// - image-to-video, first-last-frame: the frame already shows the place, the look, the light and the
//   style, so only motion, camera, change and sound reach the text (no identity anchors, no verbless
//   description such as "A warm kitchen at dawn");
// - extend: the continuation's motion, with the identity anchors carried (the last frame shows the
//   place, not who is who);
// - reference-images: the whole scene, plus one part naming each reference in the model's syntax with
//   its role from the bible.
import nlp from "compromise";
import { withBible } from "@/lib/scene/bible";
import type { Clause, ClauseRole } from "@/lib/scene/clauses";
import { FUNCTION_WORDS, lexiconTags } from "@/lib/scene/lexicon";
import type { Mode, TargetSpec } from "../catalog";
import type { Part, RenderContext, ShotInfo, TargetRenderer } from "../render";
import type { DocumentFacts, SceneFacts } from "../scene-facts";
import type { Warning } from "../validate";
import type { Bible, PromptDocument } from "@/lib/scene/schema";
import { REFERENCE_SYNTAX, type ReferenceSyntax } from "./syntax";

/** What a still frame already carries: never written again where a frame is given. */
export const STATIC_ROLES: ReadonlySet<ClauseRole> = new Set([
  "place",
  "light",
  "style",
  "on_screen_text",
  "cast",
]);

const verbless = new Map<string, boolean>();
/**
 * An English action clause with no verb ("A warm kitchen at dawn", "A lighthouse on a cliff", "A girl
 * with a red umbrella") describes what the frame shows, not what happens. Other languages are kept
 * (the tagger reads English only); "A kettle whistles" (a noun then a plural the tagger misses as a
 * verb) and "-ing" forms count as verbs.
 */
export function isStaticDescription(c: Clause): boolean {
  if (STATIC_ROLES.has(c.role)) return true;
  if (c.role !== "action" || c.line !== undefined) return false;
  const hit = verbless.get(c.text);
  if (hit !== undefined) return hit;
  const words = c.text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const english =
    words.length > 0 &&
    words.filter((w) => FUNCTION_WORDS.has(w) || lexiconTags(w).length > 0).length / words.length >= 0.6;
  let result = false;
  if (english && !/[^\u0000-\u024f]/.test(c.text)) {
    const terms = (nlp(c.text).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap(
      (s) => s.terms,
    );
    const verb = terms.some(
      (t, i) =>
        t.tags.includes("Verb") ||
        /ing$/i.test(t.text) ||
        (t.tags.includes("Plural") && i > 0 && terms[i - 1].tags.includes("Singular")),
    );
    result = !verb;
  }
  verbless.set(c.text, result);
  return result;
}

/** Modes whose generation starts from an image (a frame or the last frame of a clip). */
export const FRAME_MODES: ReadonlySet<Mode> = new Set(["image-to-video", "first-last-frame", "extend"]);

/** One line per mode for the picker (and the docs). */
export const MODE_EXPLANATIONS: Record<Mode, string> = {
  "text-to-video": "The model makes everything from the words: the whole scene is written.",
  "image-to-video": "You give the start frame; the prompt writes only motion, camera, change and sound.",
  "first-last-frame": "You give the first and last frames; the prompt writes the transition between them.",
  "reference-images":
    "You give images of the cast, places or props; the prompt names each one in the model's syntax.",
  extend: "The clip continues from the previous clip's last frame; the prompt writes what happens next.",
};

/** The document's facts as a mode needs them: static clauses out where a frame carries them. */
export function modeFacts(
  facts: DocumentFacts,
  mode: Mode,
  warnings: Warning[],
  bible?: Bible,
): DocumentFacts {
  // Reference images show who is who: the plain export's bible anchors give way to them.
  if (mode === "reference-images") return { ...facts, bible: { anchors: new Map(), bound: [] } };
  if (!FRAME_MODES.has(mode)) return facts;
  const keepAnchors = mode === "extend";
  // Extend: the last frame shows the place, not who is who; the bible's look rides along.
  const castSheet = new Map(keepAnchors ? facts.castSheet : []);
  if (keepAnchors)
    for (const m of bible?.cast ?? []) {
      const look = [m.look, m.wardrobe && `wearing ${m.wardrobe}`].filter(Boolean).join(", ");
      if (look && ![...castSheet.keys()].some((k) => k.toLowerCase() === m.name.toLowerCase()))
        castSheet.set(m.name, `${m.name}, ${look}`);
    }
  const scenes: SceneFacts[] = facts.scenes.map((s) => {
    const clauses = s.clauses.filter((c) => !isStaticDescription(c));
    if (!clauses.some((c) => c.role !== "exclusion" && c.role !== "production"))
      warnings.push({
        code: "no_motion",
        message: `Scene ${s.scene.id}: the frame already shows everything the text describes; add what moves or changes (an action, a camera move).`,
      });
    return {
      ...s,
      clauses,
      subjects: keepAnchors ? s.subjects : s.subjects.map((x) => ({ name: x.name, anchor: x.name })),
    };
  });
  // The plain export's bible anchors give way: a frame carries who is who; extend has its own above.
  return { ...facts, scenes, castSheet, bible: { anchors: new Map(), bound: [] } };
}

export interface Reference {
  /** The bible entry's name ("Lena", "the red coat"). */
  name: string;
  kind: "cast" | "place" | "prop";
  /** What the image is for, from the bible: "Lena's face and look", "the kitchen". */
  role: string;
  /** An uploaded image (its URL or id), when the creator attached one. */
  image?: string;
}

/** A reference the creator assigns (POST /api/export `references`); the bible fills in the rest. */
export interface ReferenceRequest {
  name: string;
  role?: string;
  image?: string;
  /** Only these scene ids (default: every scene that shows it). */
  scenes?: number[];
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (text: string, name: string) => {
  const bare = name.replace(/^the\s+/i, "").trim();
  if (!bare) return false;
  const first = bare.split(/\s+/)[0];
  const re = (w: string) => new RegExp(`(?<![\\p{L}])${esc(w)}(?![\\p{L}])`, "iu");
  return re(bare).test(text) || (/^\p{Lu}/u.test(first) && first.length > 2 && re(first).test(text));
};
/** The image's role: "Lena's face and look" for a cast member, "the kitchen" for a place or prop. */
const roleOf = (kind: Reference["kind"], name: string) => {
  if (kind === "cast") return `${name}'s face and look`;
  return /^\p{Lu}/u.test(name) || /^(?:the|a|an|my|his|her|their|our)\s/i.test(name) ? name : `the ${name}`;
};

/**
 * The references each scene shows: the bible's cast bound to it, and its places and props named in its
 * text; with `requests`, only those (in their order), with their roles and images.
 */
export function sceneReferences(doc: PromptDocument, requests?: ReferenceRequest[]): Reference[][] {
  const bound = withBible(doc);
  const bible = bound.bible!;
  // A bible entry's own reference slot (its label and image) wins over the role its kind implies.
  const entry = (
    kind: Reference["kind"],
    e: { name: string; reference?: { label: string; image?: string } },
  ): Reference => ({
    name: e.name,
    kind,
    role: e.reference?.label.trim() || roleOf(kind, e.name),
    ...(e.reference?.image ? { image: e.reference.image } : {}),
  });
  const all: Reference[] = [
    ...bible.cast.map((m) => entry("cast", m)),
    ...bible.places.map((p) => entry("place", p)),
    ...bible.props.map((p) => entry("prop", p)),
  ];
  return bound.scenes.map((scene) => {
    const text = [scene.description, ...(scene.clauses ?? []).map((c) => c.text)].join(" ");
    const shows = (r: Reference) =>
      r.kind === "cast"
        ? (scene.cast ?? []).some((n) => n.toLowerCase() === r.name.toLowerCase()) || named(text, r.name)
        : named(text, r.name);
    if (!requests) return all.filter(shows);
    return requests
      .filter((q) => (q.scenes ? q.scenes.includes(scene.id) : true))
      .map((q): Reference => {
        const known = all.find((r) => r.name.toLowerCase() === q.name.toLowerCase());
        const kind = known?.kind ?? "prop";
        return {
          name: q.name,
          kind,
          role: q.role?.trim() || known?.role || q.name,
          ...((q.image ?? known?.image) ? { image: q.image ?? known?.image } : {}),
        };
      })
      .filter((r) => (requests.find((q) => q.name === r.name)?.scenes ? true : shows(r)));
  });
}

/** The references of the scenes `from` .. `from + count - 1` (one clip), each once, within the cap. */
export function clipReferences(
  perScene: Reference[][],
  from: number,
  count: number,
  max: number | undefined,
): { refs: Reference[]; dropped: Reference[] } {
  const refs: Reference[] = [];
  for (const list of perScene.slice(from, from + count))
    for (const r of list) if (!refs.some((x) => x.name.toLowerCase() === r.name.toLowerCase())) refs.push(r);
  if (max === undefined || refs.length <= max) return { refs, dropped: [] };
  return { refs: refs.slice(0, max), dropped: refs.slice(max) };
}

/** The sentence naming a clip's references in the model's syntax. */
export function referenceSentence(syntax: ReferenceSyntax, refs: Reference[]): string {
  if (!refs.length) return "";
  if (syntax.kind === "prose") {
    const names = refs.map((r) => r.role);
    const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    return `${list[0].toUpperCase()}${list.slice(1)} as in the reference images.`;
  }
  const uses = refs.map((r, i) => `${syntax.tag(i + 1)} for ${r.role}`);
  const list = uses.length > 1 ? `${uses.slice(0, -1).join(", ")} and ${uses.at(-1)}` : uses[0];
  return `Use ${list}.`;
}

export const referenceSyntax = (spec: TargetSpec): ReferenceSyntax | undefined => REFERENCE_SYNTAX[spec.id];

/**
 * The renderer for reference mode: each clip's first shot opens with the sentence naming the clip's
 * references (never dropped to fit the cap: the images are useless unnamed). Other modes: unchanged.
 */
export function referenceRenderer(
  base: TargetRenderer,
  perScene: Reference[][],
  syntax: ReferenceSyntax,
  max: number | undefined,
): TargetRenderer {
  return {
    ...base,
    shot(shot: ShotInfo, ctx: RenderContext): Part[] {
      const parts = base.shot(shot, ctx);
      if (shot.index !== 0) return parts;
      const { refs } = clipReferences(perScene, shot.facts.index, shot.count, max);
      const text = referenceSentence(syntax, refs);
      return text ? [{ text, rank: 0 }, ...parts] : parts;
    },
  };
}
