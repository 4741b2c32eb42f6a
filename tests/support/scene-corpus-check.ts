// Checks a compiled prompt document against a corpus entry's ground truth: the faithfulness violations
// (any contradiction of the text) and the per-field recall hits. Shared by the corpus tests.
import { detectLanguage } from "@/lib/scene/compiler/language";
import type { CastMember, CorpusTruth } from "@/tests/fixtures/scene-corpus";
import type { PromptDocument } from "@/lib/scene/schema";

const NEUTRAL = /^(?:|unspecified|not specified|unknown|none|n\/a|any)$/i;
const NEGATOR =
  /(?:^|[^\p{L}])(?:no|not|without|never|avoid|avoiding|don'?t|do not|nobody|no one|none|nor|zero|sin|ohne|keine?[nmrs]?|sans|pas de|sem|nessuna?|senza|nunca|jamais)(?![\p{L}])/iu;
const NEGATOR_AFTER =
  /^[\s:,-]*(?:none|free|off|never|not|hidden|unseen|out of frame|off screen|kept out|なし|ない|禁止)/iu;
const ARTICLES = new Set(
  "the a an his her their my our its la el le les los las un una une der die das ein eine su son sa dr dr. mr mrs ms ms. mr. mrs.".split(
    " ",
  ),
);

const lower = (s: string) => s.toLowerCase().replace(/[-‐–]/g, " ").replace(/\s+/g, " ").trim();
const stem = (t: string) => (t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t);
// Leading articles, possessives and titles are dropped ("the waiter", "Dr. Okafor"), never the whole name ("Son").
function tokens(s: string): string[] {
  const all = lower(s)
    .replace(/[^\p{L}\p{N}' ]/gu, " ")
    .split(" ")
    .filter(Boolean);
  while (all.length > 1 && ARTICLES.has(all[0])) all.shift();
  return all.map(stem);
}
const STOP = new Set(
  "the a an of in on at to by with from into over under near and or its his her their this that some few one two".split(
    " ",
  ),
);
// The words of a phrase that carry meaning (no articles, prepositions or very short words).
const contentWords = (phrase: string) => tokens(phrase).filter((w) => w.length > 2 && !STOP.has(w));
const isProper = (s: string) => /^\p{Lu}/u.test(s.replace(/^(?:Dr|Mr|Mrs|Ms)\.?\s+/, ""));
const subset = (a: string[], b: string[]) => a.length > 0 && a.every((t) => b.includes(t));

/** The cast member a document character's name refers to, or null when it names no one in the cast. */
export function castMemberOf(name: string, cast: CastMember[]): CastMember | null {
  const n = tokens(name);
  if (n.length === 0) return null;
  for (const member of cast) {
    for (const alias of [member.name, ...(member.aliases ?? [])]) {
      const a = tokens(alias);
      if (a.length === 0) continue;
      if (n.join(" ") === a.join(" ")) return member;
      // "Fisherman" for "old fisherman" (the head noun), "Quill" for "Mara Quill" (part of a proper name).
      if (subset(n, a) && (n.includes(a[a.length - 1]) || isProper(alias))) return member;
      // "Detective Mara Quill" for "Mara Quill".
      if (subset(a, n) && isProper(alias)) return member;
    }
  }
  return null;
}

const lineKey = (s: string) =>
  s
    .replace(/["“”„«»「」'‘’]/g, "")
    .replace(/[\s.,!?;:！？。、…]+$/u, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hasCjk = (s: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s);

/** Whether `value` states `term` positively (present, and not under a negator just before or after it). */
export function positiveMention(value: string, term: string): boolean {
  const re = hasCjk(term)
    ? new RegExp(escape(term), "gu")
    : new RegExp(`(?<![\\p{L}\\p{N}])${escape(lower(term))}(?:s|es)?(?![\\p{L}\\p{N}])`, "giu");
  const text = lower(value);
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (!NEGATOR.test(before) && !NEGATOR_AFTER.test(after)) return true;
  }
  return false;
}

const MUSIC_WORDS = /^(?:music|score|soundtrack|música|musik|musique|musica|音楽)$/i;
const NARRATION_WORDS = /^(?:narration|narrator|voice-over|voiceover|narración|narração|narrazione)$/i;
const CAPTION_WORDS = /^(?:subtitles|captions)$/i;
const TEXT_WORDS = /^(?:text|titles|logos|texte|brand|subtitles|captions)$/i;

// Light a stated time implies (so "dawn" may light the scene with "soft dawn light" but not "moonlight").
const TIME_LIGHT: [RegExp, RegExp][] = [
  [
    /dawn|sunrise|morning|early|amanecer|aube|6am|6 am/i,
    /dawn|sunrise|morning|early|first light|golden|daylight|sun/i,
  ],
  [/noon|midday|afternoon|lunch|day/i, /noon|midday|afternoon|daylight|sun|overhead/i],
  [
    /sunset|golden hour|dusk|evening|twilight|blue hour|abend|pôr do sol/i,
    /sunset|golden|dusk|evening|twilight|blue hour|low sun|warm|setting sun/i,
  ],
  [/night|midnight|4am|4 am|夜/i, /night|moon|dark/i],
];

// Phrase fields and the most words each may hold: a whole sentence there is a fragment.
const PHRASE_LIMITS = {
  character: 5,
  location: 9,
  time: 4,
  lighting: 10,
  sound: 8,
  music: 12,
  camera: 6,
  mood: 6,
  prop: 5,
} as const;

function phraseProblem(kind: keyof typeof PHRASE_LIMITS, value: string): string | null {
  const v = value.trim();
  const words = v.split(/\s+/).filter(Boolean).length;
  if (words > PHRASE_LIMITS[kind]) return `${kind} "${v}" is a sentence, not a phrase`;
  if (hasCjk(v) && v.length > PHRASE_LIMITS[kind] * 4) return `${kind} "${v}" is a sentence, not a phrase`;
  if (/^\p{L}+:\s/u.test(v)) return `${kind} "${v}" keeps its block label`;
  if (/["“”„«»「」]/.test(v)) return `${kind} "${v}" holds a quote`;
  if (/(?<!\b(?:Dr|Mr|Mrs|Ms|St))[.!?]\s+\p{Lu}/u.test(v)) return `${kind} "${v}" spans sentences`;
  return null;
}

/** Every positive phrase of the document, with where it sits (descriptions, notes and dialogue excluded). */
function positiveFields(doc: PromptDocument): [string, string][] {
  const out: [string, string][] = [];
  const g = doc.global_preferences;
  out.push(["project_style.visual_style", doc.project_style.visual_style]);
  out.push(["project_style.tone", doc.project_style.tone]);
  for (const r of doc.project_style.reference_examples) out.push(["project_style.reference_examples", r]);
  if (g.music.enabled) out.push(["music.style", g.music.style]);
  if (g.narration.enabled) out.push(["narration.voice_style", g.narration.voice_style]);
  for (const s of doc.scenes) {
    const at = `scenes[${s.id}]`;
    for (const c of s.characters) {
      out.push([`${at}.characters.name`, c.name]);
      out.push([`${at}.characters.description`, c.description]);
      out.push([`${at}.characters.actions`, c.actions]);
    }
    out.push([`${at}.setting.location`, s.setting.location]);
    out.push([`${at}.setting.time_of_day`, s.setting.time_of_day]);
    out.push([`${at}.setting.lighting`, s.setting.lighting]);
    out.push([`${at}.setting.background_details`, s.setting.background_details]);
    for (const m of [...s.camera.movements, ...s.camera.angles]) out.push([`${at}.camera`, m]);
    out.push([`${at}.visuals.mood`, s.visuals.mood]);
    out.push([`${at}.visuals.style_notes`, s.visuals.style_notes]);
    for (const p of s.visuals.props) out.push([`${at}.visuals.props`, p]);
    for (const e of s.audio.sound_effects) out.push([`${at}.audio.sound_effects`, e]);
    for (const m of s.audio.music_cues) out.push([`${at}.audio.music_cues`, m]);
  }
  return out;
}

const allowedTime = (value: string, time: string[]) => {
  const v = value.toLowerCase();
  return time.some((t) => v.includes(t.toLowerCase()) || t.toLowerCase().includes(v));
};

function allowedLight(value: string, truth: CorpusTruth, text: string): boolean {
  const v = value.toLowerCase();
  if (WEATHER_LIGHT.some(([when, light]) => when.test(text) && light.test(v))) return true;
  if ((truth.light ?? []).some((w) => v.includes(w.toLowerCase()))) return true;
  if ((truth.time ?? []).some((w) => v.includes(w.toLowerCase()))) return true;
  return (truth.time ?? []).some((t) => TIME_LIGHT.some(([when, light]) => when.test(t) && light.test(v)));
}

// Light the stated weather implies ("in the rain" may light the scene as overcast).
const WEATHER_LIGHT: [RegExp, RegExp][] = [
  [/\b(?:rain|rainy|storm|drizzle)\b/i, /overcast|rain|storm|grey|gray|diffuse/i],
  [/\b(?:mist|misty|fog|foggy)\b|nebel/i, /mist|fog|haze|diffuse/i],
  [/\b(?:snow|snowy|blizzard)\b/i, /snow|overcast|grey|gray|diffuse/i],
];

/** Every contradiction of the ground truth found in the document (empty when faithful). */
export function faithfulnessViolations(doc: PromptDocument, truth: CorpusTruth, text = ""): string[] {
  const v: string[] = [];
  const g = doc.global_preferences;
  const negated = truth.negated;

  // Music, narration and on-screen text: off unless the text asks; a negation keeps them off.
  if (!truth.music && g.music.enabled)
    v.push(`music enabled ("${g.music.style}") but the text never asks for music`);
  for (const s of doc.scenes)
    if (!truth.music && s.audio.music_cues.length > 0)
      v.push(`scene ${s.id} has music cues ${JSON.stringify(s.audio.music_cues)} the text never asks for`);
  if (!truth.narration && g.narration.enabled)
    v.push(
      `narration enabled ("${g.narration.voice_style}") but the text ${negated.some((n) => NARRATION_WORDS.test(n)) ? "rules it out" : "never asks for it"}`,
    );
  const noText = truth.textOnScreen === false || negated.some((n) => TEXT_WORDS.test(n));
  if (noText && g.text_on_screen.allowed)
    v.push("text_on_screen allowed but the text rules on-screen text out");
  if ((noText || negated.some((n) => CAPTION_WORDS.test(n))) && g.narration.captions)
    v.push("captions enabled but the text rules them out");
  if (negated.some((n) => MUSIC_WORDS.test(n)) && g.music.enabled)
    v.push("music enabled although the text rules it out");
  if (negated.includes("dialogue") && doc.scenes.some((s) => s.audio.dialogue.length > 0))
    v.push("dialogue lines although the text rules dialogue out");

  // Negated things never appear as positive values.
  for (const [where, value] of positiveFields(doc))
    for (const term of negated)
      if (positiveMention(value, term)) v.push(`negated "${term}" appears in ${where}: "${value}"`);

  // The cast: people, animals and anthropomorphic subjects of the text only, each once per scene.
  for (const s of doc.scenes) {
    const seen = new Map<CastMember, string>();
    for (const c of s.characters) {
      const member = castMemberOf(c.name, truth.cast);
      if (!member) v.push(`scene ${s.id}: character "${c.name}" is not in the text's cast`);
      else if (seen.has(member)) v.push(`scene ${s.id}: "${c.name}" duplicates "${seen.get(member)}"`);
      else seen.set(member, c.name);
      const problem = phraseProblem("character", c.name);
      if (problem) v.push(`scene ${s.id}: ${problem}`);
    }
  }

  // Dialogue: every quoted line present, verbatim, under its speaker; no line under a non-person.
  const docLines = doc.scenes.flatMap((s) => s.audio.dialogue);
  for (const want of truth.dialogue) {
    const found = docLines.filter((d) => lineKey(d.line) === lineKey(want.line));
    if (found.length === 0) v.push(`dialogue line "${want.line}" is missing`);
    else if (!found.some((d) => castMemberOf(d.character, truth.cast)?.name === want.speaker))
      v.push(`"${want.line}" is under "${found[0].character}", not ${want.speaker}`);
  }
  for (const d of docLines) {
    const narrator = truth.narration && /^narrator$/i.test(d.character.trim());
    if (!narrator && !castMemberOf(d.character, truth.cast))
      v.push(`"${d.line}" is under "${d.character}", who is not in the cast`);
    const known = truth.dialogue.some((w) => {
      const a = lineKey(w.line);
      const b = lineKey(d.line);
      return a === b || (b.length > 0 && a.includes(b)) || (a.length > 0 && b.includes(a));
    });
    if (!known) v.push(`dialogue line "${d.line}" is not a line of the text`);
  }

  // Time and light: what the text states or implies, else neutral.
  for (const s of doc.scenes) {
    const time = s.setting.time_of_day.trim().replace(/\.$/, "");
    if (!NEUTRAL.test(time) && (truth.time === null || !allowedTime(time, truth.time)))
      v.push(
        `scene ${s.id}: time_of_day "${time}" ${truth.time ? `contradicts ${truth.time.join("/")}` : "but the text states no time"}`,
      );
    const light = s.setting.lighting.trim().replace(/\.$/, "");
    if (!NEUTRAL.test(light) && !allowedLight(light, truth, text))
      v.push(
        `scene ${s.id}: lighting "${light}" ${truth.light ? `contradicts ${truth.light.join("/")}` : "is not what the text states or implies"}`,
      );
  }

  // Places and sounds come from the text: a category default ("a busy city street", "distant city
  // traffic") competes with what it states. Every word of a scene's place and at least one word of each
  // sound must be the text's own (English only: other languages may be rendered in English).
  if (truth.language === "en" && text) {
    const own = new Set(tokens(text));
    const foreign = (phrase: string) => contentWords(phrase).filter((w) => !own.has(w));
    for (const s of doc.scenes) {
      const place = s.setting.location.trim();
      if (!NEUTRAL.test(place) && foreign(place).length > 0)
        v.push(
          `scene ${s.id}: location "${place}" has words the text does not say (${foreign(place).join(", ")})`,
        );
      for (const e of s.audio.sound_effects)
        if (contentWords(e).length > 0 && foreign(e).length === contentWords(e).length)
          v.push(`scene ${s.id}: sound "${e}" is not in the text`);
    }
  }

  // Fragments: each phrase field holds a phrase.
  for (const s of doc.scenes) {
    const checks: [keyof typeof PHRASE_LIMITS, string][] = [
      ["location", s.setting.location],
      ["time", s.setting.time_of_day],
      ["lighting", s.setting.lighting],
      ["mood", s.visuals.mood],
      ...s.audio.sound_effects.map((x) => ["sound", x] as [keyof typeof PHRASE_LIMITS, string]),
      ...s.audio.music_cues.map((x) => ["music", x] as [keyof typeof PHRASE_LIMITS, string]),
      ...[...s.camera.movements, ...s.camera.angles].map(
        (x) => ["camera", x] as [keyof typeof PHRASE_LIMITS, string],
      ),
      ...s.visuals.props.map((x) => ["prop", x] as [keyof typeof PHRASE_LIMITS, string]),
    ];
    for (const [kind, value] of checks) {
      const problem = phraseProblem(kind, value);
      if (problem) v.push(`scene ${s.id}: ${problem}`);
    }
  }
  if (g.music.enabled) {
    const problem = phraseProblem("music", g.music.style);
    if (problem) v.push(`music.style: ${problem}`);
  }
  return v;
}

export const RECALL_FIELDS = [
  "cast",
  "speaker",
  "location",
  "time",
  "light",
  "camera",
  "sounds",
  "music",
  "narration",
  "style",
  "negations",
  "scenes",
  "language",
] as const;
export type RecallField = (typeof RECALL_FIELDS)[number];
/** Hits and totals per field for one entry. */
export type RecallCount = Record<RecallField, { hit: number; total: number }>;

// A term may list accepted synonyms, "jib|crane": the text's word first, then canonical names.
const contains = (haystack: string, needle: string) =>
  needle.split("|").some((n) => lower(haystack).includes(lower(n)));

/** How much of what the text states the document carries, field by field. */
export function recallCount(doc: PromptDocument, truth: CorpusTruth, text = ""): RecallCount {
  const r = Object.fromEntries(RECALL_FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as RecallCount;
  const add = (f: RecallField, ok: boolean) => {
    r[f].total++;
    if (ok) r[f].hit++;
  };
  const scenes = doc.scenes;
  const g = doc.global_preferences;
  const names = scenes.flatMap((s) => s.characters.map((c) => c.name));
  for (const member of truth.cast.filter((m) => !m.optional))
    add(
      "cast",
      names.some((n) => castMemberOf(n, truth.cast) === member),
    );
  const lines = scenes.flatMap((s) => s.audio.dialogue);
  for (const want of truth.dialogue)
    add(
      "speaker",
      lines.some(
        (d) =>
          lineKey(d.line) === lineKey(want.line) &&
          castMemberOf(d.character, truth.cast)?.name === want.speaker,
      ),
    );
  if (truth.location)
    add(
      "location",
      scenes.some((s) => contains(s.setting.location, truth.location as string)),
    );
  if (truth.time)
    add(
      "time",
      scenes.some(
        (s) =>
          !NEUTRAL.test(s.setting.time_of_day.trim()) &&
          allowedTime(s.setting.time_of_day, truth.time as string[]),
      ),
    );
  if (truth.light)
    add(
      "light",
      scenes.some((s) => (truth.light as string[]).some((w) => contains(s.setting.lighting, w))),
    );
  const camera = scenes.flatMap((s) => [...s.camera.movements, ...s.camera.angles]).join(" | ");
  for (const term of truth.camera) add("camera", contains(camera, term));
  const sounds = scenes.flatMap((s) => s.audio.sound_effects).join(" | ");
  for (const term of truth.sounds) add("sounds", contains(sounds, term));
  if (truth.music) add("music", g.music.enabled);
  if (truth.narration) add("narration", g.narration.enabled);
  if (truth.style) {
    const style = [
      doc.project_style.visual_style,
      ...doc.project_style.categories,
      ...scenes.map((s) => s.visuals.style_notes),
    ].join(" | ");
    add("style", contains(style, truth.style));
  }
  const notes = [g.text_on_screen.notes, ...scenes.map((s) => s.notes)].join(" | ");
  for (const term of truth.negated) {
    const flagOff =
      (MUSIC_WORDS.test(term) && !g.music.enabled) ||
      (NARRATION_WORDS.test(term) && !g.narration.enabled) ||
      (TEXT_WORDS.test(term) && !g.text_on_screen.allowed) ||
      (term === "dialogue" && lines.length === 0);
    add("negations", flagOff || contains(notes, term));
  }
  if (truth.scenes) add("scenes", scenes.length === truth.scenes);
  // The language is recognised (it used to be said in a note; notes of ours no longer reach a document).
  if (truth.language !== "en") add("language", detectLanguage(text) === truth.language);
  return r;
}
