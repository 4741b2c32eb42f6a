// The pieces of a shot as prompt parts, shared by the renderers: each renderer picks the order and
// the dialogue form its vendor's guide asks for. Ranks decide what goes first when over a cap.
import type { Part, RenderContext, ShotInfo } from "./render";
import { clean, sentence } from "./text";

const PEOPLE = /^(any\s+)?(other\s+)?(people|persons?|humans?|crowds?|passers-?by|one)\b/i;

export type DialogueForm = "says" | "kling";

export interface ShotParts {
  camera: Part[];
  subject: Part[];
  setting: Part[];
  light: Part[];
  style: Part[];
  mood: Part[];
  sound: Part[];
  dialogue: Part[];
  details: Part[];
}

/** The order of a shot's parts, as a vendor's prompting guide lists them. */
export type PartOrder = readonly (keyof ShotParts)[];
/** Google's order (Veo, Gemini Omni) and Seedance's: cinematography first. */
export const CINEMATOGRAPHY_FIRST: PartOrder = [
  "camera",
  "subject",
  "setting",
  "light",
  "style",
  "mood",
  "sound",
  "dialogue",
  "details",
];
/** Kling's and Wan's order: the subject and its scene, then the camera. */
export const SUBJECT_FIRST: PartOrder = [
  "subject",
  "setting",
  "camera",
  "light",
  "mood",
  "style",
  "sound",
  "dialogue",
  "details",
];

/** A renderer's shot(): the shot's parts laid out in `order`, dialogue in `form`. */
export function orderedShot(order: PartOrder, form: DialogueForm = "says") {
  return (shot: ShotInfo, ctx: RenderContext): Part[] => {
    const p = shotParts(shot, ctx, form);
    return order.flatMap((key) => p[key]);
  };
}

export const upperFirst = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) : t);
const labelled = (label: string, text: string, rank: number): Part[] =>
  text ? [{ text: `${label}: ${clean(text)}.`, rank }] : [];

/** "Maria, a young fisherwoman, walks along the harbor." with the anchor shortenable to the name. */
function subjectParts(shot: ShotInfo): Part[] {
  const f = shot.facts;
  const parts: Part[] = [];
  for (const s of f.subjects) {
    const action = f.actions.find((a) => a.name === s.name);
    const anchor = s.anchor !== s.name ? s.anchor : "";
    if (action) {
      if (anchor) parts.push({ text: `${anchor},`, short: s.name, rank: 1 });
      else parts.push({ text: s.name, rank: 0 });
      parts.push({ text: `${action.main}.`, rank: 0 });
      for (const extra of action.extra) parts.push({ text: `Then ${s.name} ${extra}.`, rank: 7 });
    } else if (anchor) parts.push({ text: `${anchor}.`, short: `${s.name}.`, rank: 1 });
    else parts.push({ text: `${s.name}.`, rank: 0 });
  }
  // The scene's own words carry the action only when no character does (otherwise they repeat it).
  if (!f.actions.length) {
    const summary = f.summary || clean(f.scene.title);
    if (summary) parts.push({ text: sentence(summary), rank: 0 });
  }
  return parts;
}

function dialogueParts(shot: ShotInfo, form: DialogueForm): Part[] {
  const mood = clean(shot.facts.mood).toLowerCase();
  return shot.facts.dialogue.map((d) => ({
    text:
      form === "kling"
        ? `[${d.character}${mood ? `, ${mood}` : ""}]: "${d.line}"`
        : `${d.character} says: "${d.line}"`,
    rank: 0,
    line: `${d.character}: "${d.line}"`,
  }));
}

/** Every piece of one shot as parts; audio parts only for models that make sound. */
export function shotParts(shot: ShotInfo, ctx: RenderContext, form: DialogueForm = "says"): ShotParts {
  const f = shot.facts;
  const { spec, doc } = ctx;
  const camera = [f.cameraAngle, f.cameraMove].filter(Boolean).join(", ");
  const sounds = spec.audio ? f.sounds : [];
  const music = spec.audio && !doc.musicOff ? f.music : [];
  const details: Part[] = [
    ...labelled("Background", f.background.replace(/^weather:\s*/i, ""), 8),
    ...labelled("Props", f.props.join(", "), 9),
  ];
  // One clip per scene: the next clip is generated on its own, so say what must carry over.
  if (
    spec.multiShot.form === "none" &&
    f.index > 0 &&
    f.subjects.length &&
    !/consisten|continuity/i.test(f.notes)
  )
    details.push({
      text: "Continuity: same characters, wardrobe, light and grading as the previous clip.",
      rank: 6,
    });
  // "No people" on a model without a negative field: said as what is there instead.
  if (!spec.negativePrompt && f.negated.some((n) => PEOPLE.test(n)))
    details.push({
      text: f.subjects.length ? "The surroundings are otherwise deserted." : "The place is deserted.",
      rank: 2,
    });
  const notes = spec.audio
    ? f.notes
    : f.notes.replace(/[^.]*\b(lip-?sync|dialogue|spoken|voice|music|sound)\b[^.]*\.?/gi, "");
  if (clean(notes)) details.push({ text: sentence(notes), rank: 10 });
  return {
    camera: camera ? [{ text: `${upperFirst(camera)}.`, rank: 2 }] : [],
    subject: subjectParts(shot),
    setting: labelled("Setting", f.setting, 2),
    light: labelled("Lighting", f.light, 3),
    style: labelled("Style", f.style || ctx.doc.visualStyle, 4),
    mood: labelled("Mood", f.mood, 5),
    sound: [
      ...labelled("Sound", sounds.join(", "), 6),
      ...labelled("Music", [...music, shot.index === 0 ? doc.musicStyle : ""].filter(Boolean).join(", "), 6),
    ],
    dialogue: spec.dialogue ? dialogueParts(shot, form) : [],
    details,
  };
}

/**
 * For models without a negative field: the document's negations as positive wording where one
 * exists; the rest is left out with a warning (the model would read "no X" as "X").
 */
export function positiveRewrites(shots: ShotInfo[], ctx: RenderContext): Part[] {
  const { doc, spec } = ctx;
  const parts: Part[] = [];
  if (doc.textOff) parts.push({ text: "Clean frame with plain, unlettered surfaces.", rank: 3 });
  if (spec.audio && (doc.musicOff || doc.narrationOff))
    parts.push({
      text: doc.musicOff
        ? "Soundtrack: natural ambient sound and on-screen sound effects only."
        : "Voices: only the characters on screen speak.",
      rank: 3,
    });
  const rest = [...new Set(shots.flatMap((s) => s.facts.negated))].filter((n) => !PEOPLE.test(n));
  if (rest.length)
    ctx.warnings.push({
      code: "negation_dropped",
      message: `${spec.name} has no negative prompt and reads "no X" as "X": left out ${rest.map((n) => `"no ${n}"`).join(", ")}. Describe what should be there instead.`,
    });
  return parts;
}
