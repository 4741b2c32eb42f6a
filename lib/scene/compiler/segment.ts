// Stage 2, segment: splits the text into scenes (numbered shots/scenes/parts, time-labelled or
// blank-line paragraphs), reads labelled blocks ("Camera:", "Lighting:", "Dialogue:"...) and keeps a
// preamble (style sheet, character sheet) that applies to every scene.
import { BARE_SHOT_SIZE_WORDS, SEQUENCE_WORDS, SHOT_SIZE_WORDS, SLUG_LINE, STRUCTURE_NOTE } from "../lexicon";
import { isExclusion } from "../clauses/exclusions";
import { clean, execAll } from "./normalise";

export type BlockLabel =
  | "camera"
  | "lighting"
  | "mood"
  | "action"
  | "subject"
  | "setting"
  | "dialogue"
  | "sound"
  | "music"
  | "style"
  | "format"
  | "characters"
  | "narration"
  | "avoid"
  | "time"
  | "notes";

export type Segment = {
  /** The scene's own text (without the blocks' labels). */
  text: string;
  /** The scene's text as written, labels and all, in order (the clause splitter reads it). */
  source: string;
  /** Stated times of the scene within its clip ("0-3s:", "[00:00-00:02]", "Shot 1 (0-3s):"). */
  timing?: { start: number; end: number };
  /** Stated as a shot of one clip ("Shot 2:", "Plan 3 :", a timestamp) rather than a scene of its own. */
  shot?: boolean;
  /** A heading the text gives the scene ("Shot 3 - Overhead" gives "Overhead"). */
  title?: string;
  /** Labelled blocks, by label (several blocks with one label are joined). */
  blocks: Partial<Record<BlockLabel, string>>;
};

export type Segmented = { preamble: Segment; scenes: Segment[] };

/** The most scenes one description makes ("a" and blank lines repeated used to make 667). */
export const MAX_SCENES = 20;

const LABELS: [RegExp, BlockLabel][] = [
  [/^(?:cinematography|camera|camera work|shot|shots|framing|lens|composition|angle|movement)$/i, "camera"],
  [/^(?:lighting|light|lights)$/i, "lighting"],
  [/^(?:mood|tone|atmosphere|vibe)$/i, "mood"],
  [
    /^(?:actions?|action beats?|keywords?|key words|tags|prompt|idea|关键词|關鍵詞|キーワード|키워드)$/i,
    "action",
  ],
  [/^(?:subject|subjects)$/i, "subject"],
  [/^(?:context|setting|location|scene setting|environment|place|background)$/i, "setting"],
  [/^(?:dialogue|dialog|lines)$/i, "dialogue"],
  [/^(?:audio|sound|sounds|sfx|sound effects|ambience|ambient sound|ambient)$/i, "sound"],
  [/^(?:music|score|soundtrack)$/i, "music"],
  [/^(?:style|visual style|look|aesthetic|palette|colou?r palette|grade|colou?r grade)$/i, "style"],
  [/^(?:format|aspect ratio|duration|resolution)$/i, "format"],
  [
    /^(?:characters?|cast|cast sheet|cast list|character sheet|personajes|reparto|personnages|figuren|besetzung|personaggi|elenco|personagens)$/i,
    "characters",
  ],
  [/^(?:narration|voice-?over|vo|narrator)$/i, "narration"],
  [/^(?:avoid|negative|negative prompt|exclude|don'?t|do not)$/i, "avoid"],
  [/^(?:time|time of day)$/i, "time"],
  [/^(?:notes?)$/i, "notes"],
];
const ONE_SENTENCE = new Set<BlockLabel>(["music", "sound", "lighting", "mood", "time", "format"]);
const PREAMBLE_LABELS = new Set<BlockLabel>(["style", "characters", "format"]);

/** The block label a heading names, if it is one. */
export function blockLabel(heading: string): BlockLabel | undefined {
  const h = heading.trim();
  return LABELS.find(([re]) => re.test(h))?.[1];
}

const NUMBER = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|[A-H](?=\\s*[:.)\\-–—(\\[])";
// "Scene 2:", and in other languages "Escena 2", "Szene 2", "Scène 2", "Scena 2", "Cena 2", "Plano 2".
const SCENE_WORD =
  "scene|shot|part|beat|panel|board|frame|take|escena|szene|scène|scena|cena|plano|plan|toma|einstellung|scène|दृश्य|शॉट|सीन|장면|씬|컷|샷";
/** Words that make a heading a shot of one clip rather than a scene of its own. */
const SHOT_WORD =
  /^\s*(?:[#*]+\s*)?(?:shot|take|panel|board|frame|plan|plano|toma|einstellung|शॉट|컷|샷|カット|ショット|镜头|分镜)/iu;
// CJK headings run the number on: "シーン1：", "镜头2：", "カット3".
const CJK_SCENE = "シーン|カット|ショット|镜头|场景|場景|分镜|幕";
/** A stated time range: "0-3s", "0–3 s", "(3-6s)", "[00:00-00:02]", "0:03–0:06". */
const TIMING =
  "(?:\\[\\s*|[(（]\\s*)?(?:(\\d{1,2}):(\\d{2})(?:\\.\\d+)?\\s*[-–—~〜～]\\s*(\\d{1,2}):(\\d{2})(?:\\.\\d+)?|(\\d{1,3}(?:\\.\\d)?)\\s*(?:s|秒|초)?\\s*[-–—~〜～]\\s*(\\d{1,3}(?:\\.\\d)?)\\s*(?:seconds|secs|sec|s|秒|초|सेकंड))(?:\\s*\\]|\\s*[)）])?";
const TIMING_RE = new RegExp(TIMING, "iu");
const SCENE_MARKER = new RegExp(
  `^\\s*(?:[#*]+\\s*)?(?:(?:(?:${SCENE_WORD})\\s+(?:${NUMBER})|(?:${CJK_SCENE})\\s*[0-9０-９一二三四五六七八九十]+)\\s*(?:${TIMING})?\\s*(?:[:：.)\\-–—]\\s*|$)|Scene: )`,
  "iu",
);
const TIMED_MARKER = new RegExp(`^\\s*(?:[#*-]+\\s*)?${TIMING}\\s*(?:[:：.)\\-–—]\\s*|(?=\\s))`, "iu");

/** The seconds a marker line states, if any. */
export function timingOf(line: string): { start: number; end: number } | undefined {
  const m = TIMING_RE.exec(line);
  if (!m) return undefined;
  const start = m[1] !== undefined ? Number(m[1]) * 60 + Number(m[2]) : Number(m[5]);
  const end = m[3] !== undefined ? Number(m[3]) * 60 + Number(m[4]) : Number(m[6]);
  return end > start ? { start, end } : undefined;
}
const TIME_MARKER =
  /^\s*(?:(?:dawn|sunrise|morning|early morning|midday|noon|afternoon|late afternoon|golden hour|sunset|dusk|evening|twilight|night|midnight|later|the next morning|that night|next day)\s*(?::|\s[—–-]{1,2})\s*|(?:that (?:night|evening|afternoon|morning)|later that (?:day|night)|the next (?:morning|day)|next morning|by nightfall),\s*)/i;
const SEQUENCE = [...SEQUENCE_WORDS.first, ...SEQUENCE_WORDS.next]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/'/g, "['’]"))
  .join("|");
const FIRST_WORD = new RegExp(
  `^\\s*(?:${SEQUENCE_WORDS.first.join("|").replace(/'/g, "['’]")})(?![\\p{L}])`,
  "iu",
);
// English steps take a comma ("Then, …" or "Then …"); every language's may take a colon ("Dann: …").
const SEQUENCE_MARKER = new RegExp(`^\\s*(?:${SEQUENCE})(?![\\p{L}])[,:]?\\s+`, "iu");
// A label at a line start or after a sentence end: "Camera: ...", "- Sound: ..." (not "9:16").
const LABEL_RE =
  /(?:^|(?<=[.!?⟧]\s)|(?<=\n))[ \t]*(?:[-•*][ \t]*)?([A-Za-z][A-Za-z' -]{1,24}?|关键词|關鍵詞|キーワード|키워드)[ \t]*[:：](?!\d)[ \t]*/g;

function readBlocks(text: string): Segment {
  const blocks: Partial<Record<BlockLabel, string>> = {};
  const free: string[] = [];
  let last = 0;
  let current: BlockLabel | undefined;
  const push = (label: BlockLabel | undefined, s: string) => {
    // A short block ("Music: a slow cello theme.") holds its first sentence; the rest is scene text.
    const cut = label && ONE_SENTENCE.has(label) ? s.search(/[.!?]\s+(?=\p{Lu})/u) : -1;
    if (cut > 0) {
      free.push(s.slice(cut + 1).trim());
      s = s.slice(0, cut + 1);
    }
    if (label) blocks[label] = [blocks[label], s.trim()].filter(Boolean).join("\n");
    else if (s.trim()) free.push(s.trim());
  };
  for (const m of execAll(LABEL_RE, text)) {
    const label = blockLabel(m[1]);
    if (!label) continue;
    push(current, text.slice(last, m.index));
    current = label;
    last = m.index + m[0].length;
  }
  push(current, text.slice(last));
  return { text: free.join("\n"), source: text.trim(), blocks };
}

function merge(into: Segment, from: Segment): void {
  into.text = [into.text, from.text].filter(Boolean).join("\n");
  into.source = [into.source, from.source].filter(Boolean).join("\n");
  for (const [k, v] of Object.entries(from.blocks) as [BlockLabel, string][])
    into.blocks[k] = [into.blocks[k], v].filter(Boolean).join("\n");
}

const isPreambleOnly = (s: Segment) =>
  !s.text && Object.keys(s.blocks).every((k) => PREAMBLE_LABELS.has(k as BlockLabel));

/** Splits the (quote-free placeholder) body into a preamble and scenes. */
export function segment(body: string): Segmented {
  const split = splitInline(body);
  const lines = split.split("\n");
  // Lines opened by "First, ... Then ... Finally" are scenes when there are at least two of them.
  const sequence = lines.filter((l) => SEQUENCE_MARKER.test(l)).length >= 2;
  const markerAt = lines.map(
    (l) =>
      SCENE_MARKER.test(l) ||
      TIMED_MARKER.test(l) ||
      TIME_MARKER.test(l) ||
      (sequence && SEQUENCE_MARKER.test(l)),
  );
  const preamble: Segment = { text: "", source: "", blocks: {} };
  const scenes: Segment[] = [];

  if (markerAt.some(Boolean)) {
    let chunk: string[] = [];
    let title: string | undefined;
    let timing: Segment["timing"];
    let shot = false;
    let started = false;
    // Text before "Next, ..." is the first scene; before "Scene 1:" it is a preamble for all scenes.
    // "A wedding in the rain. First, … Then, …": before "First" it is the piece's preamble.
    const firstMarker = lines[markerAt.indexOf(true)];
    const leadIsScene = SEQUENCE_MARKER.test(firstMarker) && sequence && !FIRST_WORD.test(firstMarker);
    const flush = () => {
      const seg = readBlocks(chunk.join("\n"));
      if (!started && leadIsScene && seg.text) scenes.push(seg);
      else if (!started) merge(preamble, seg);
      else scenes.push({ ...seg, title, ...(timing ? { timing } : {}), ...(shot ? { shot } : {}) });
      chunk = [];
    };
    lines.forEach((line, i) => {
      if (markerAt[i]) {
        flush();
        started = true;
        const time = line.match(TIME_MARKER);
        const timed = !SCENE_MARKER.test(line) && TIMED_MARKER.exec(line);
        const marker = timed ? timed[0] : SCENE_MARKER.exec(line)?.[0];
        timing = marker ? timingOf(marker) : undefined;
        shot = Boolean(timing || (marker && SHOT_WORD.test(marker)));
        // "Dann: Der Flieger …": a step word with a colon labels the step (it goes, like "Scene 2:");
        // "Then they kiss" keeps its word, part of the sentence.
        const step = !timed && !time && !SCENE_MARKER.test(line) ? SEQUENCE_MARKER.exec(line) : null;
        let rest = timed
          ? line.slice(timed[0].length)
          : step && step[0].includes(":")
            ? line.slice(step[0].length)
            : time || !SCENE_MARKER.test(line)
              ? line
              : line.replace(SCENE_MARKER, "");
        title = time ? clean(time[0]) : marker && timing ? clean(marker) : undefined;
        // "Shot 3 - Overhead: ...": the heading stays in the text so the camera stage reads it.
        const heading = !time ? rest.match(/^([A-Za-z' -]{2,30}?)\s*:\s*/) : null;
        if (heading && !blockLabel(heading[1])) {
          title = clean(heading[1]);
          rest = `${heading[1]}. ${rest.slice(heading[0].length)}`;
        }
        chunk.push(rest);
      } else chunk.push(line);
    });
    flush();
  } else {
    // A slug line on its own ("INT. KITCHEN - NIGHT") is where and when the paragraph after it happens:
    // it opens that scene and is never a scene (a shot) of its own.
    let slug = "";
    for (const block of split.split(/\n\s*\n/)) {
      if (isSlugOnly(block)) {
        slug = [slug, block.trim()].filter(Boolean).join("\n");
        continue;
      }
      const para = slug ? `${slug}\n${block}` : block;
      const opens = Boolean(slug);
      slug = "";
      const seg = readBlocks(para);
      if (!seg.text && Object.keys(seg.blocks).length === 0) continue;
      if (scenes.length === 0 && isPreambleOnly(seg)) merge(preamble, seg);
      else if (!seg.text && scenes.length > 0) merge(scenes[scenes.length - 1], seg);
      else if (scenes.length > 0 && !opens && !startsNewScene(seg)) merge(scenes[scenes.length - 1], seg);
      else scenes.push(seg);
    }
    if (slug) scenes.push(readBlocks(slug));
  }
  if (scenes.length === 0) scenes.push({ text: "", source: "", blocks: {} });
  // Bounded output (24.5): past MAX_SCENES, the rest of the text belongs to the last scene.
  for (const extra of scenes.splice(MAX_SCENES)) merge(scenes[MAX_SCENES - 1], extra);
  // Blocks before any scene text (a lone labelled paragraph) belong to the first scene.
  if (scenes.length === 1 && !scenes[0].text && !preamble.text) {
    merge(scenes[0], preamble);
    preamble.text = "";
    preamble.blocks = {};
  }
  return { preamble, scenes };
}

const INLINE_SCENE = new RegExp(
  `(?<=[.!?।⟧])[ \\t]+(?=(?:scene|shot|part|beat|panel|board|take|escena|szene|scène|scena|cena|plan|plano|दृश्य|शॉट|장면|씬|컷)\\s+(?:${NUMBER})\\s*(?:${TIMING})?\\s*[:.)\\-–—])|(?<=[。！？.!?⟧])[ \\t]*(?=(?:${CJK_SCENE})\\s*[0-9０-９一二三四五六七八九十]+\\s*(?:${TIMING})?\\s*[:：])`,
  "giu",
);
// "... oven. 3-6s: Warm lamplight": a timestamp after a sentence end starts a line.
// So does a bracketed one without a colon: "... onions. [00:02-00:05] The chef ...".
const INLINE_TIMED = new RegExp(
  `(?<=[.!?।⟧。！？])[ \\t]*(?=${TIMING}\\s*[:：.)\\-–—]|\\[\\s*\\d{1,2}:\\d{2}\\s*[-–—]\\s*\\d{1,2}:\\d{2}\\s*\\]\\s|\\d{1,3}\\s*[-–]\\s*\\d{1,3}\\s?(?:s|sec|secs|seconds)\\s+\\p{Ll}|\\[\\s*\\d{1,3}\\s*[-–]\\s*\\d{1,3}\\s?s?\\s*\\]\\s)`,
  "giu",
);
const INLINE_SEQUENCE = new RegExp(`(?<=[.!?⟧])[ \\t]+(?=(?:${SEQUENCE})(?![\\p{L}])[,:]?\\s)`, "giu");
const CUT_SEQUENCE =
  /(?<=[.!?⟧])[ \t]+(?=(?:then|next|after that|later|finally)\b,?\s[^.!?\n]*\b(?:shot|close-up|cut to|wide|aerial|pov)\b)/gi;
const NUMBERED = /(?:^|\n)\s*\d+[.)]\s+/g;

// "Trailer: 0-3s: a key turns ...": a heading before the first timed shot is the piece's, said once
// ("Trailer."), and the timing starts the shot, so no "Trailer: 0-3s:" is left as words.
const LABEL_BEFORE_TIMED = new RegExp(
  `(^|\\n|(?<=[.!?。！？])[ \\t]+)[ \\t]*(\\p{L}[\\p{L}\\p{M}'’ -]{0,30}?)[ \\t]*[:：][ \\t]*(?=${TIMING}\\s*[:：.)\\-–—])`,
  "gu",
);

// "镜头1（远景）：…", "Shot 2 (close-up): …": a shot's number with its size (or another short note) in
// brackets. The note is the shot's first words ("镜头1：远景，…"), so the marker reads as any other.
const BRACKETED_NOTE = new RegExp(
  `(^|\\n|(?<=[.!?。！？⟧])[ \\t]*)([ \\t]*(?:[#*]+\\s*)?(?:(?:${SCENE_WORD})\\s+(?:${NUMBER})|(?:${CJK_SCENE})\\s*[0-9０-９一二三四五六七八九十]+))\\s*[(（]([^()（）\\n]{1,20})[)）]\\s*[:：]\\s*`,
  "giu",
);
function bracketedNotes(text: string): string {
  return text.replace(BRACKETED_NOTE, (whole, lead: string, marker: string, note: string) => {
    if (TIMING_RE.test(`(${note})`)) return whole;
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(note);
    return cjk ? `${lead}${marker}：${note.trim()}，` : `${lead}${marker}: ${note.trim()}, `;
  });
}

// "Scene 1: ... Scene 2: ..." or "First, ... Then, ... Finally, ..." on one line: each starts a line.
function splitInline(body: string): string {
  let out = timedLines(structureHeadings(castHeadings(bracketedNotes(body)))).replace(
    LABEL_BEFORE_TIMED,
    (_, lead: string, label: string) => `${lead}${label.trim()}.\n`,
  );
  out = out.replace(INLINE_SCENE, "\n").replace(INLINE_TIMED, "\n");
  const sequence = out.match(INLINE_SEQUENCE)?.length ?? 0;
  if (sequence >= 2) out = out.replace(INLINE_SEQUENCE, "\n");
  // A single "Then ..." that names a new shot is a cut to a new scene.
  else out = out.replace(CUT_SEQUENCE, "\n\n");
  // "1. ... 2. ...": numbered lines are scenes.
  if ((out.match(NUMBERED)?.length ?? 0) >= 2) out = out.replace(/(^|\n)\s*\d+[.)]\s+/g, "$1Scene: ");
  return shotSizes(bulletShots(voiceOverShots(out)));
}

// 'VO: "Wake to silence." — a woman opens the shutters': a script whose lines each pair a voice-over
// line with its picture; two or more such lines are scenes, one per line (a piece longer than one
// generation: each its own clip, sharing the length the text states).
const VO_SHOT =
  /^([ \t]*)(?=(?:VO|V\.O\.|voice-?over|narrator|narration|voz en off|voix off|sprecher|off)[ \t]*[:：][ \t]*\S[^\n]*?\s[—–-]\s+\S)/gimu;
function voiceOverShots(text: string): string {
  if ((text.match(VO_SHOT)?.length ?? 0) < 2) return text;
  return text.replace(VO_SHOT, "$1Scene: ");
}

// "CAST" or "Personajes" alone on a line over "BRAM – old wizard" lines heads a cast sheet, as "CAST:" does.
const CAST_HEADING = /^([ \t]*)([\p{L} ]{4,20}?)[ \t]*$(?=\n[ \t]*[-•*]?[ \t]*\p{Lu})/gmu;
function castHeadings(text: string): string {
  return text.replace(CAST_HEADING, (line, lead: string, head: string) =>
    blockLabel(head) === "characters" ? `${lead}${head}:` : line,
  );
}

// "Shot list (15 seconds, vertical):", "Storyboard": a heading naming the form of what follows says
// nothing to show; what its brackets state ("15 seconds, vertical") is kept as a sentence of its own.
const STRUCTURE_HEADING = /^([ \t]*)([^\n():：]{2,30}?)[ \t]*(?:\(([^)\n]{1,60})\))?[ \t]*[:：]?[ \t]*$/gm;
function structureHeadings(text: string): string {
  return text.replace(STRUCTURE_HEADING, (line, lead: string, head: string, inner?: string) =>
    STRUCTURE_NOTE.test(head.trim()) ? (inner ? `${lead}${inner.trim()}.` : "") : line,
  );
}

// "0-5 a guy opens his fridge\n5-10 he finds one egg": ranges without a unit at the start of two or
// more lines that follow on from each other (each starts where the one before ended) are seconds.
const BARE_RANGE = /^([ \t]*)(\d{1,2})[ \t]*[-–][ \t]*(\d{1,2})(?=[ \t]+\p{L})/gmu;
function timedLines(text: string): string {
  const ranges = [...text.matchAll(BARE_RANGE)].map((m) => [Number(m[2]), Number(m[3])]);
  const chained =
    ranges.length >= 2 &&
    ranges[0][0] === 0 &&
    ranges.every(([a, b], i) => b > a && (i === 0 || a === ranges[i - 1][1]));
  return chained ? text.replace(BARE_RANGE, "$1$2-$3s:") : text;
}

/** A block that is one slug line and nothing else. */
const isSlugOnly = (block: string) => {
  const t = block.trim();
  const place = t.replace(/^\S+\s+/, "");
  return Boolean(t) && !t.includes("\n") && t.length <= 80 && SLUG_LINE.test(t) && !/[.!?]\s+\S/.test(place);
};

// "- WS: the harbor at dawn", "• CU on her hands": a bulleted list of two or more items is a list of
// shots, like a numbered one, unless its items are labelled blocks ("- Sound: waves") or it is a cast
// list under its heading ("CAST:\n- Hale: tall, grey coat").
const BULLET = /^[ \t]*[-•*–][ \t]+(?=\S)/;
/** A line's speaker cue: "SOFIA:", "JAMAL (tent falling on his head):", "Ben (to Jamal):". */
const CUE_NAME = /^[ \t]*(\p{Lu}[\p{L}'’-]*)[ \t]*(?:\([^)\n]{0,60}\))?[ \t]*[:：]/u;
function bulletShots(text: string): string {
  const lines = text.split("\n");
  let under: BlockLabel | undefined;
  const shots = lines.map((line) => {
    const m = BULLET.exec(line);
    if (!m) {
      const heading = /^\s*([A-Za-z][A-Za-z' -]{1,24}?)\s*[:：]\s*$/.exec(line);
      under = heading ? blockLabel(heading[1]) : undefined;
      return false;
    }
    const label = /^([A-Za-z][A-Za-z' -]{1,24}?)\s*[:：]/.exec(line.slice(m[0].length));
    return !under && !(label && blockLabel(label[1]));
  });
  if (shots.filter(Boolean).length < 2) return text;
  // "- JAMAL is trying to set up the tent" over "JAMAL: "…"" lines: who the speakers are and what each
  // is doing, all at once in one scene, not a list of shots.
  const speakers = new Set(
    lines.map((l) => CUE_NAME.exec(l)?.[1]?.toLowerCase()).filter((n): n is string => Boolean(n)),
  );
  const opensWithSpeaker = (l: string) =>
    speakers.has((/^\p{L}+/u.exec(l.replace(BULLET, ""))?.[0] ?? "").toLowerCase());
  if (speakers.size >= 2 && lines.every((l, i) => !shots[i] || opensWithSpeaker(l))) return text;
  return lines.map((l, i) => (shots[i] ? l.replace(BULLET, "Scene: ") : l)).join("\n");
}

const SHOT_SIZE = new RegExp(
  `^(${Object.keys(SHOT_SIZE_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?=\\s*[:\\-–—,]|\\s+(?:on|of|at|from|over|in)\\s)`,
  "u",
);
const BARE_SIZE = new RegExp(
  `^(${Object.keys(BARE_SHOT_SIZE_WORDS)
    .map((w) => w.replace(" ", "\\s+"))
    .join("|")})(?=\\s*[:：]|\\s+[-–—]\\s)`,
  "iu",
);
/** "MED – Bram waves" is "MED: Bram waves": the dash after a shot size labels the shot as a colon does. */
const dashToColon = (rest: string) => rest.replace(/^\s+[-–—]\s+/u, ": ");
/** "WS: the harbor" at a shot's start is "Wide shot: the harbor", the creator's own shot size written out. */
function shotSizes(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const marker = SCENE_MARKER.exec(line)?.[0] ?? TIMED_MARKER.exec(line)?.[0] ?? "";
      const rest = line.slice(marker.length);
      const lead = /^\s*/.exec(rest)?.[0] ?? "";
      const body = rest.slice(lead.length);
      const bare = BARE_SIZE.exec(body);
      if (marker && bare)
        return (
          marker +
          lead +
          BARE_SHOT_SIZE_WORDS[bare[1].toLowerCase().replace(/\s+/g, " ")] +
          dashToColon(body.slice(bare[1].length))
        );
      const m = SHOT_SIZE.exec(body);
      if (!m) return line;
      return marker + lead + SHOT_SIZE_WORDS[m[1]] + dashToColon(body.slice(m[1].length));
    })
    .join("\n");
}

// A paragraph that only adds blocks, starts with a continuation word, or only rules things out ("Sin
// texto en pantalla salvo el cartel final.") belongs to the scene before: it shows nothing of its own.
function startsNewScene(seg: Segment): boolean {
  if (!seg.text || /^(?:and|but|meanwhile|as|while)\b/i.test(seg.text)) return false;
  const sentences = seg.text.split(/(?<=[.!?。！？])\s+/u).filter((t) => t.trim());
  return !sentences.every((t) => isExclusion(t.replace(/[.!?。！？]+$/u, "")));
}
