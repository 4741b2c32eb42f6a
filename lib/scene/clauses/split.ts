// 5. Clauses: one shot's text cut into clauses kept verbatim, each with its role. Lines first (a
// "Camera:" block, a screenplay line "MIA: Is it ready?"), then sentences, then the comma-separated
// parts of a sentence. Only a part at the start or the end of a sentence is peeled off with its own
// role ("Warm lamplight, the crackle of the wood oven"); the parts between stay with the action, so
// an apposition ("The baker, an old man named Aldo, slides a tray") is never cut up.
import {
  CAMERA_LEAD,
  CAMERA_MOVES_CLAUSE,
  LIGHT_LEAD,
  LINE_MANNERS,
  MUSIC_PATTERN,
  MUSIC_WORDS_OTHER,
  NARRATION_PATTERN,
  PLACE_LEAD,
  PRONOUN_SUBJECT,
  SHOT_SIZE_LABEL,
  BARE_SHOT_SIZE,
  SOUND_CLAUSE,
  STYLE_CLAUSE,
  STYLE_CLAUSE_CJK,
} from "../lexicon";
import { blockLabel, type BlockLabel } from "../compiler/segment";
import { MUSIC_TITLE_BEFORE, ON_SCREEN_AFTER, ON_SCREEN_BEFORE, speechVerbs } from "../compiler/dialogue";
import { execAll } from "../compiler/normalise";
import { isPersonNoun, SPEECH_VERBS } from "../compiler/vocabulary";
import {
  EXCEPT_LEAD_CJK,
  exceptionRoleCjk,
  exclusionException,
  exclusionTerms,
  innerExclusion,
  isExclusion,
} from "./exclusions";
import { isProductionOnly, splitLeadIn, splitTrailing } from "./production";
import { HAS_MARKER, MARKER_RE, restore } from "./quotes";
import type { Clause, ClauseRole } from "./roles";

/** Who says a quote, as the caller knows it (the compiler's dialogue stage, or a document's lines). */
export type SpeakerOf = (
  quote: string,
  index: number,
) => { speaker: string; narrator?: boolean; voiceOver?: string } | undefined;

export interface SplitOptions {
  language?: string;
  /** Names of the cast, so "Mia:" and "Mia turns" are read as a speaker and a subject. */
  names?: string[];
  speakerOf?: SpeakerOf;
  /**
   * The whole description: an exception ("no text except the final end card") that names what another
   * scene already shows adds no beat of its own.
   */
  seen?: string;
}

const BLOCK_ROLE: Partial<Record<BlockLabel, ClauseRole>> = {
  camera: "camera",
  lighting: "light",
  mood: "style",
  style: "style",
  setting: "place",
  time: "place",
  sound: "sound",
  music: "music",
  format: "production",
  narration: "voice_over",
  avoid: "exclusion",
};
/** Labels whose words read well without the label; the others keep it ("Sound: rain on tin"). */
const LABEL_DROPS = new Set<BlockLabel>([
  "camera",
  "setting",
  "action",
  "subject",
  "time",
  "dialogue",
  "avoid",
  "format",
]);
const LABEL_LINE =
  /^\s*(?:[-•*]\s*)?([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’ -]{1,24}?|关键词|關鍵詞|キーワード|키워드|避免|不要出现|避けるもの|避けたいもの|피할 것|피하기|제외|इनसे बचें|Kaçının|Kaçınılacaklar|Избегать)\s*[:：]\s*(?![\d/])/;
/** "… a pier. Please avoid: people, music.": a list of things to leave out after a sentence starts a line. */
const INLINE_AVOID =
  /(?<=[.!?⟧。！？।])[ \t]*(?=(?:please\s+|por favor,?\s+|bitte\s+)?(?:avoid|exclude|don['’]?t include|do not include|evitar|evite|à éviter|a éviter|vermeiden|nicht zeigen|da evitare|não incluir|no incluir|kaçının|kaçınılacaklar|избегать|避免|不要出现|避けるもの|避けたいもの|피할 것|피하기|제외|इनसे बचें)[ \t]*[:：])/giu;
const SCRIPT_LINE =
  /^\s*(?:[-•*]\s*)?(\p{Lu}[\p{L}\p{M}.'’ -]{0,30}?)\s*(?:\(([^)]{1,40})\))?\s*[:：]\s*(.+)$/u;
/** What follows a name in a cast sheet rather than a line: "30s, a park ranger", "her old retriever". */
const DESCRIPTION = /^(?:(?:a|an|the|his|her|their)\s|[2-9]0s\b|\d{1,2}\b|aged\b|\d{1,2}-year-old)/i;
const NARRATOR = /^(?:narrator|narration|voice-?over|voiceover|v\.?o\.?|the narrator|announcer)$/i;
const OFF_SCREEN = /\b(?:v\.?o\.?|o\.?s\.?|voice-?over|off-?screen|narrat\w*)\b/i;
const SENTENCE_END =
  /(?<=[.!?।。！？])(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof|vs|etc|approx|INT|EXT|I\/E|Sr|Sra|Srta|Dra|Sig|Dott|Hr|Mme|Mlle|DR|MR|MRS|MS)\.)(?<!\.\.\.)\s+|(?<=\.\.\.|…)\s+(?!\p{Ll})|(?<=[。！？])(?=\S)|(?<=\uE001)\s+(?=[\p{Lu}\p{N}\uE000])/u;

/** Splits one shot's text (quotes protected, see quotes.ts) into verbatim clauses with roles. */
export function splitClauses(text: string, quotes: string[], options: SplitOptions = {}): Clause[] {
  const out: Clause[] = [];
  let sheet = false;
  for (const line of text.replace(INLINE_AVOID, "\n").split(/\n+/)) {
    const t = line.trim();
    if (!t) continue;
    // A character sheet ("Characters:" then "- Lena: 30s, a park ranger") describes the cast; the
    // compiler reads it for the anchors, and it is not a shot's content.
    const label = LABEL_LINE.exec(t);
    if (label && blockLabel(label[1]) === "characters") {
      const rest = t.slice(label[0].length).trim();
      sheet = !rest;
      out.push(...castSheet(rest));
      continue;
    }
    const entry = sheet && !HAS_MARKER.test(t) ? SHEET_ENTRY.exec(t) : null;
    if (entry) {
      out.push({ role: "cast", speaker: entry[1].trim(), text: tidy(`${entry[1].trim()}, ${entry[2]}`) });
      continue;
    }
    sheet = false;
    readLine(t, quotes, options, out);
  }
  return withoutRepeatedExceptions(withLetterboxWords(out));
}

/** Exception beats read from a CJK exclusion ("점원 말고는 사람 없음" -> "점원"). */
const CJK_EXCEPTIONS = new WeakSet<Clause>();
/**
 * "점원 말고는 사람 없음. 점원이 …", "巫女以外に人はいない。巫女が…": an exception a later clause of the shot
 * names again adds no beat of its own (as "Hana plays the violin. No music other than the violin.").
 */
function withoutRepeatedExceptions(out: Clause[]): Clause[] {
  return out.filter((c, i) => {
    if (!CJK_EXCEPTIONS.has(c)) return true;
    const words = c.text
      .replace(/[。.!！、,，\s]+$/u, "")
      .split(/\s+/)
      .filter((w) => [...w].length >= 2);
    const later = out
      .slice(i + 1)
      .filter((o) => o.role !== "exclusion")
      .map((o) => o.text)
      .join(" ");
    return !(words.length && words.every((w) => later.includes(w)));
  });
}

/** What opens the second half of "not X, but Y": "बल्कि", "sino", "sondern", "mais plutôt", "but rather". */
const RATHER =
  /^(?:बल्कि|sino|sondern|but rather|mais plutôt|mais bien|ma piuttosto|bensì|mas sim)(?![\p{L}])/iu;
/** A part that opens with its negation ("sin coches, sino bicicletas") is an exclusion, then content. */
const OPENS_NEGATED =
  /^(?:no|not|none|without|sin|sans|pas|ohne|keine?[nmrs]?|nada|non|senza|não|sem|nem)(?![\p{L}])/iu;
/**
 * "उसे माचिस नहीं, बल्कि एक जलता हुआ दीया पकड़ा देती है", "no le da cerillas, sino una vela": one action
 * corrected on the way, never an exclusion of what its first half names.
 */
function withContrasts(parts: { text: string; sep: string }[]): { text: string; sep: string }[] {
  const out: { text: string; sep: string }[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    if (prev && RATHER.test(p.text) && !OPENS_NEGATED.test(prev.text))
      out[out.length - 1] = { text: `${prev.text}${prev.sep}${p.text}`, sep: p.sep };
    else out.push(p);
  }
  return out;
}

/** A lead that announces a list of things to leave out: "Avoid …", "Please avoid …", "Don't include …". */
const LIST_LEAD =
  /^(?:(?:please|por favor|bitte)\s+)?(?:avoid|exclude|don['’]?t (?:include|show|want)|do not (?:include|show|want)|evitar|evita|evite|éviter|à éviter|vermeiden|evitare|da evitare|não incluir|no incluir)(?![\p{L}])/iu;
/** The conjunction before a list's last item. */
const LIST_CONJ = /^(?:or|and|nor|ni|o|y|e|et|ou|oder|und|né|veya|ve|или|и)\s+/iu;
const LIST_CONJ_IN = /\s(?:or|and|nor|ni|o|y|e|et|ou|oder|und|né|veya|ve|или|и)\s+/iu;
/**
 * "No people, cars or music.", "Avoid people, cars, and music.", "sin gente, coches ni música": the
 * items after an exclusion's first one are more of what it excludes, never content of their own. Only
 * short parts to the sentence's end, closed by a list's conjunction (or under an "Avoid" lead), so
 * "No music, birds sing" keeps the birds.
 */
function withExclusionLists(
  parts: { text: string; sep: string }[],
  language?: string,
): { text: string; sep: string }[] {
  const i = parts.findLastIndex((p) => isExclusion(p.text, language) || LIST_LEAD.test(p.text));
  if (i < 0 || i === parts.length - 1) return parts;
  const rest = parts.slice(i + 1);
  const short = rest.every(
    (p) => !HAS_MARKER.test(p.text) && p.text.split(/\s+/).length <= 4 && !isExclusion(p.text, language),
  );
  // The last item opens with the conjunction ("…, or lens flares") or holds it ("…, cars or music").
  const last = rest[rest.length - 1].text;
  const closed = LIST_CONJ.test(last) || (last.split(/\s+/).length <= 3 && LIST_CONJ_IN.test(last));
  if (!short || !(LIST_LEAD.test(parts[i].text) || closed)) return parts;
  const text = parts
    .slice(i)
    .map((p, k, all) => (k < all.length - 1 ? `${p.text}${p.sep}` : p.text))
    .join("");
  return [...parts.slice(0, i), { text, sep: parts[parts.length - 1].sep }];
}

/** A lens or letterbox word standing alone: "Anamorphic.", "anamorphique", "Letterboxed", "アナモルフィック". */
const LETTERBOX_WORD =
  /^(?:anamorphic|anamorphique|anamórfico|anamórfica|anamorfico|anamorfica|anamorph|anamorphotisch|letterbox(?:ed)?|アナモルフィック|变形宽银幕|애너모픽)[.!。]?$/iu;
const RATIO_CLAUSE = /(?<![\d.])\d{1,2}(?:\.\d{1,2})?\s?[:∶]\s?\d{1,2}(?![\d])/u;
/**
 * "Anamorphic. 2.39:1.": the lens word beside the ratio is one production instruction ("Anamorphic
 * 2.39:1"), never two fragments; it stays in the prompt only as the ratio's letterbox hint.
 */
function withLetterboxWords(clauses: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i];
    const next = clauses[i + 1];
    const word = (x: Clause | undefined) =>
      x && x.role !== "production" && LETTERBOX_WORD.test(x.text.trim());
    const ratio = (x: Clause | undefined) => x && x.role === "production" && RATIO_CLAUSE.test(x.text);
    const bare = (t: string) => t.trim().replace(/[.!。]+$/u, "");
    if (word(c) && ratio(next)) {
      out.push({ ...next!, text: `${bare(c.text)} ${next!.text}` });
      i++;
    } else if (ratio(c) && word(next) && !ratio(clauses[i + 2])) {
      out.push({ ...c, text: `${bare(c.text)} ${bare(next!.text)}` });
      i++;
    } else out.push(c);
  }
  return out;
}

const SHEET_ENTRY = /^\s*[-•*]?\s*(\p{Lu}[\p{L}\p{M}' .-]{0,30}?)\s*(?:[:：]|\s[—–-])\s*(\S.*)$/u;
/** "BOLT, a small rusty robot" or "Ben (8, freckles) and Ava (6, pigtails)": a sheet on one line. */
function castSheet(rest: string): Clause[] {
  if (!rest) return [];
  // "MILO - 9, red cap. PIP - a scruffy white terrier.": several entries on one line, each its own.
  const entries = rest.split(
    /(?<=[.;])\s+(?=\p{Lu}[\p{L}\p{M}'’.-]*(?:\s\p{Lu}[\p{L}\p{M}'’.-]*)?\s*(?:\s[-–—]\s|[:(]))/u,
  );
  if (entries.length > 1) return entries.flatMap((e) => castSheet(e.replace(/[.;]\s*$/, "")));
  const paren = [
    ...rest.matchAll(/(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s\p{Lu}[\p{L}\p{M}'’.-]*)?)\s*\(([^)]{2,80})\)/gu),
  ];
  if (paren.length)
    return paren.map((m) => ({ role: "cast", speaker: m[1], text: tidy(`${m[1]}, ${m[2]}`) }) as Clause);
  const m = /^(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s\p{Lu}[\p{L}\p{M}'’.-]*)?)\s*[,:–—-]\s*(.+)$/u.exec(rest);
  return m ? [{ role: "cast", speaker: m[1], text: tidy(`${m[1]}, ${m[2]}`) }] : [];
}

const SAYS = new RegExp(`(?<![\\p{L}])(?:${SPEECH_VERBS})\\s*[:,]?\\s*$`, "iu");

/** A screenplay slug line, "INT. ROADSIDE DINER - NIGHT": the place and time, kept whole (INT./EXT. too). */
const SLUG = /^(?:INT|EXT|INT\.?\/EXT|EXT\.?\/INT|I\/E)\.?\s+(.+)$/;
/** Sentences that end by announcing a line ("ユキが言う。", "Mia says:"), joined to the quote after them. */
const ANNOUNCES =
  /(?:[:：]|(?:言う|言った|聞く|叫ぶ|答える|말한다|말했다|묻는다|说道?|问道?|喊道?|कहता है|कहती है|says|asks|replies)[。.]?)$/u;

/** A speaker label after a sentence end inside a paragraph: "… a trucker, BO. BO: Keep it coming." */
const INLINE_LABEL =
  /(?<=(?:[.!?。！？]["”]?|\uE001)\s*)(V\.O\.|O\.S\.|\p{Lu}[\p{L}\p{M}'’ -]{0,30}?)\s*(?:\(([^)]{1,40})\))?\s*[:：]\s*(?=\S)/gu;
const ABBREVIATION =
  /(?<![\p{L}])(?:Dr|Mr|Mrs|Ms|St|Prof|vs|etc|INT|EXT|I\/E|Sr|Sra|Srta|Dra|Sig|Dott|Hr|Mme|Mlle|DR|MR|MRS|MS)\.\s*$/u;

/** Where a screenplay label opens inside the line (not at its start), or -1. */
function inlineLabel(line: string, o: SplitOptions): number {
  for (const m of execAll(INLINE_LABEL, line)) {
    const at = m.index ?? 0;
    if (at === 0 || ABBREVIATION.test(line.slice(0, at))) continue;
    // Not inside brackets ("(V.O.: …)").
    if ((line.slice(0, at).match(/\(/g)?.length ?? 0) > (line.slice(0, at).match(/\)/g)?.length ?? 0))
      continue;
    if (isSpeakerLabel(m[1], m[2], o) || ON_SCREEN_LABEL.test(m[1].trim())) return at;
  }
  return -1;
}

function readLine(line: string, quotes: string[], o: SplitOptions, out: Clause[], inline = false): void {
  const slug = SLUG.exec(line);
  if (slug) {
    // "INT. DINER - NIGHT. A waitress …": the slug is the place; the sentences after it are read as any other.
    const lead = line.length - slug[1].length;
    // "EXT. CLIFFTOP - DAWN - a hiker reaches the summit": the action after the last dash is not the place.
    const end = /[.!?]\s+(?=[\p{Lu}\uE000])|\s+[-–—]\s+(?=\p{Ll})/u.exec(slug[1]);
    const own = end ? line.slice(0, lead + (end.index ?? 0)) : line;
    out.push({ role: "place", text: tidy(restore(own, quotes)) });
    if (end) readLine(slug[1].slice((end.index ?? 0) + end[0].length), quotes, o, out);
    return;
  }
  // "Documentary style. Narrator (V.O.): "…" Wide aerial shot …", "… a trucker, BO. BO: Keep it coming,
  // June. JUNE: You say that every night.": each label's line is its own; what comes before is read first.
  const at = inlineLabel(line, o);
  if (at > 0) {
    readLine(line.slice(0, at).trim(), quotes, o, out, inline);
    readLine(line.slice(at), quotes, o, out, true);
    return;
  }
  const label = LABEL_LINE.exec(line);
  const block = label ? blockLabel(label[1]) : undefined;
  if (label && block) {
    const rest = line.slice(label[0].length);
    const role = BLOCK_ROLE[block];
    if (block === "dialogue" || block === "characters" || block === "notes" || !role) {
      if (block !== "notes") readLine(rest, quotes, o, out);
      return;
    }
    if (role === "voice_over" && HAS_MARKER.test(rest)) {
      // "Narrator: "…" The fisherman looks up and says, "…"": the label's own line is the narrator's; the
      // sentences after it are read as any other.
      const first = /^[^\uE000]*\uE000(\d+)\uE001[^\s]*/u.exec(rest);
      if (first && /\S/.test(rest.slice(first[0].length)) && !HAS_MARKER.test(rest.slice(0, first.index))) {
        out.push(spoken("voice_over", restore(first[0], quotes), quotes[Number(first[1])], "Narrator"));
        readLine(rest.slice(first[0].length).trim(), quotes, o, out);
        return;
      }
      for (const m of execAll(MARKER_RE, rest))
        out.push(spoken("voice_over", restore(rest, quotes), quotes[Number(m[1])], "Narrator"));
      return;
    }
    if (role === "exclusion") {
      // "Don't include: hands, watermarks. Product shot of …": the list ends with its sentence.
      const end = /[.!?。！？](?=\s+[\p{Lu}\uE000])/u.exec(rest);
      const list = end ? rest.slice(0, end.index + 1) : rest;
      const body = restore(list, quotes);
      // Portuguese and Italian "no" is "in the": the list is read after a negator of every language.
      const negator = /^(?:pt|it|gl)$/.test(o.language ?? "") ? "without" : "no";
      const items = body.replace(/[\s.!?。！？।]+$/u, "");
      out.push({ role, text: tidy(body), terms: exclusionTerms(`${negator} ${items}`, o.language) });
      if (end) readLine(rest.slice(end.index + 1).trim(), quotes, o, out);
      return;
    }
    // "Style: Ghibli-inspired watercolor. No dialogue.": an exclusion after the block's own sentence is
    // read as one (never a look or a sound that names the excluded thing).
    const cut = /[.!?。！？]\s*(?=\S)/gu;
    let own = line;
    for (let m = cut.exec(rest); m; m = cut.exec(rest)) {
      const next = rest.slice(m.index + m[0].length);
      if (!isExclusion(next.split(/[.!?。！？]/u)[0], o.language)) continue;
      own = line.slice(0, label[0].length + m.index + 1);
      break;
    }
    const tail = line.slice(own.length).trim();
    const kept = own === line ? rest : rest.slice(0, own.length - label[0].length);
    const body = tidy(restore(LABEL_DROPS.has(block) ? kept : own, quotes));
    if (body) out.push({ role, text: body });
    if (tail) readLine(tail, quotes, o, out);
    return;
  }
  const script = SCRIPT_LINE.exec(line);
  // "SUPER: "Three years later"", "TITLE: Summer.": words on screen, never a speaker's line.
  if (script && !script[2] && ON_SCREEN_LABEL.test(script[1].trim())) {
    let said = script[3].trim();
    const q = /^\uE000(\d+)\uE001/.exec(said);
    // Its words are the quote (or the first sentence); the sentences after it are read as any other.
    const own = q ? /^\uE000\d+\uE001[.!?]?(?=\s+\S)/u.exec(said) : /^.*?[.!?](?=\s+\S)/u.exec(said);
    const rest = own ? said.slice(own[0].length).trim() : "";
    if (own) said = own[0];
    const words = q ? quotes[Number(q[1])] : restore(said, quotes).replace(/^["“]|["”]$/g, "");
    const shown = own ? line.slice(0, line.length - script[3].length) + said : line;
    out.push({ role: "on_screen_text", text: tidy(restore(shown, quotes)), line: words });
    if (rest) readLine(rest, quotes, o, out);
    return;
  }
  if (script && isSpeakerLabel(script[1], script[2], o) && !DESCRIPTION.test(script[3])) {
    const who = script[1].trim();
    const narrator = NARRATOR.test(who) || (script[2] !== undefined && OFF_SCREEN.test(script[2]));
    let said = script[3].trim();
    // "GLORIA: (without looking up) Your kale …": the parenthetical is how she says it, never said.
    const direction = /^\(([^)]{1,120})\)\s*(?=\S)/u.exec(said);
    if (direction) said = said.slice(direction[0].length);
    const q = /^\uE000(\d+)\uE001/.exec(said);
    // The label's line is its quote, or (unquoted, inside a paragraph) its first sentence; the sentences
    // after it are beats of their own ("Narrator (V.O.): "…" Wide aerial shot of a river.").
    const own = q
      ? /^\uE000\d+\uE001[.!?。！？]?(?=\s+\S)/u.exec(said)
      : inline
        ? /^.*?[.!?。！？](?=\s+\S)/u.exec(said)
        : null;
    const rest = own ? said.slice(own[0].length).trim() : "";
    if (own) said = own[0];
    const spokenLine = own ? line.slice(0, line.length - script[3].length) + said : line;
    const words = q ? quotes[Number(q[1])] : restore(said, quotes).replace(/^["“]|["”]$/g, "");
    const manner =
      script[2] && !OFF_SCREEN.test(script[2])
        ? script[2].trim()
        : direction
          ? direction[1].trim()
          : undefined;
    // "AMARA (V.O.):" is Amara's own voice-over; only a narrator's label is the narrator.
    const voiceOver = narrator || (script[2] !== undefined && OFF_SCREEN.test(script[2]));
    const speaker = NARRATOR.test(who) ? "Narrator" : displayName(who, o);
    out.push({
      ...spoken(voiceOver ? "voice_over" : "dialogue", restore(spokenLine, quotes), words, speaker),
      ...(manner ? { manner } : {}),
    });
    if (rest) readLine(rest, quotes, o, out);
    return;
  }
  // A quote that ends its own sentence and runs on into the next ("「…。」店主は…") ends that sentence.
  // So does one followed by a word of a script without capitals (Hindi: "...?" चाय वाला मुस्कुराता है।).
  const cut = line.replace(/\uE000(\d+)\uE001(\s*)(?=\p{L})/gu, (m, i: string, space: string, at: number) => {
    const next = line[at + m.length] ?? "";
    // "「…！」と言う": the quotative particle carries the line's attribution, in the same sentence.
    if (/^\s*(?:と|って|(?:이)?라고)/u.test(line.slice(at + m.length))) return m;
    const uncased = !/\p{Lu}|\p{Ll}/u.test(next);
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(next);
    // "女の子が…言う。「これ、あげる」店員は…": a line its sentence announced ends there too.
    const announced = /[。.]$/u.test(line.slice(0, at).trim()) && ANNOUNCES.test(line.slice(0, at).trim());
    return (/[。！？.!?।]$/u.test(quotes[Number(i)] ?? "") || announced) && uncased && (cjk || space)
      ? `${m}\u0000`
      : m;
  });
  // A line that ends on a comma runs on into its attribution ("\"You came back,\" Ana says ..."): no cut.
  const joined = cut.replace(/\uE000(\d+)\uE001\s+/gu, (m, i: string) =>
    /[,，、]\s*$/u.test(quotes[Number(i)] ?? "") ? m.replace(/\s+$/u, "\u0001") : m,
  );
  const sentences = joined
    .split(SENTENCE_END)
    .flatMap((s) => s.split("\u0000"))
    .map((s) => s.replace(/\u0001/g, " ").trim())
    .filter(Boolean);
  for (let i = 0; i < sentences.length; i++) {
    let s = sentences[i];
    // "ユキが言う。「いつもの…」": the announcing sentence and its line are one clause.
    const next = sentences[i + 1];
    if (next && !HAS_MARKER.test(s) && /^\uE000\d+\uE001[。.!?]?$/u.test(next) && ANNOUNCES.test(s)) {
      s = /[。！？：]$/u.test(s) ? `${s}${next}` : `${s} ${next}`;
      i++;
    }
    // "\"Where were you?\" Lena, a tall woman in a red coat, says.": a sentence that only attributes the
    // line before it (its speaker and a bare speech verb) is that line's, one clause.
    if (
      next &&
      /^\uE000\d+\uE001$/u.test(s) &&
      !HAS_MARKER.test(next) &&
      (ATTRIBUTES.test(next) || ATTRIBUTES_TO_CAMERA.test(next))
    ) {
      s = `${s} ${next}`;
      i++;
    }
    readSentence(s, quotes, o, out);
  }
}

/** A sentence that ends on a bare speech verb, with at most a dozen words before it ("Lena, a tall woman, says."). */
const ATTRIBUTES = new RegExp(
  `^(?:[^\\s.!?]+\\s+){1,12}(?:\\p{Ll}+ly\\s+)?(?:${SPEECH_VERBS})(?:\\s+\\p{Ll}+ly)?\\s*[.!]?$`,
  "u",
);

/**
 * "\"Welcome!\" Raju tells the camera with a wink.": a sentence that attributes the line before it to
 * its speaker, said to the camera (or to us) and how, is that line's too.
 */
const ATTRIBUTES_TO_CAMERA = new RegExp(
  `^(?:[^\\s.!?]+\\s+){1,4}(?:${SPEECH_VERBS})\\s+(?:(?:to|into|at)\\s+)?(?:the\\s+(?:camera|lens|viewers?|audience)|us|you|a la cámara|a cámara|à la caméra|para a câmera|para a câmara|in die Kamera|alla telecamera|in camera)(?:[\\s,]+(?:with|without|\\p{Ll}+ing|con|sin|avec|sans|en|com|sem|mit|ohne)(?![\\p{L}])[^.!?]{0,40})?\\s*[.!]?$`,
  "iu",
);

/** Labels of words on screen: "TITLE:", "SUPER:", "Caption:", "Text on screen:". */
const ON_SCREEN_LABEL =
  /^(?:title|titles|title card|end card|super|supers|caption|captions|subtitles?|text|on-?screen(?: text)?|text on screen|chyron|lower third|card|tagline|slogan|logo|headline|banner|overlay|sign|insert)$/i;

/** "MIA:", "Aldo (softly):", "NARRATOR (V.O.):": a speaker label, not a block or a shot heading. */
function isSpeakerLabel(label: string, paren: string | undefined, o: SplitOptions): boolean {
  const l = label.trim();
  if (NARRATOR.test(l)) return true;
  if (
    ON_SCREEN_LABEL.test(l) ||
    /^(?:cut to|fade in|fade out|fade to|dissolve to|smash cut|match cut|intercut|montage)$/i.test(l) ||
    SHOT_SIZE_LABEL.test(`${l}:`)
  )
    return false;
  if (blockLabel(l) || /\d/.test(l) || l.split(/\s+/).length > 3) return false;
  if (paren && OFF_SCREEN.test(paren)) return true;
  const known = (o.names ?? []).some(
    (n) => n.toLowerCase() === l.toLowerCase() || n.toLowerCase().split(" ")[0] === l.toLowerCase(),
  );
  const caps = l.length >= 2 && l === l.toUpperCase() && /\p{Lu}/u.test(l);
  return known || caps;
}

const displayName = (who: string, o: SplitOptions) => {
  const known = (o.names ?? []).find(
    (n) => n.toLowerCase() === who.toLowerCase() || n.toLowerCase().split(" ")[0] === who.toLowerCase(),
  );
  // A screenplay's capitals ("ROSA") are its convention for a name, not the name's spelling.
  const name = known ?? who;
  return name === name.toUpperCase() && /\p{Lu}/u.test(name)
    ? name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase())
    : name;
};

function spoken(role: ClauseRole, text: string, line: string, speaker: string): Clause {
  return { role, text: tidy(text), line, speaker };
}

function readSentence(sentence: string, quotes: string[], o: SplitOptions, out: Clause[]): void {
  if (HAS_MARKER.test(sentence)) {
    readQuoted(sentence, quotes, o, out);
    return;
  }
  // Parts at the top level of the sentence (not inside brackets).
  const parts = withExclusionLists(withContrasts(topLevelParts(sentence)), o.language);
  // "… lui nn si ferma più 😄 verticale per i reel": a production instruction trailing the last part.
  const trailing = parts.length ? splitTrailing(parts[parts.length - 1].text) : null;
  if (trailing)
    parts.splice(
      parts.length - 1,
      1,
      { text: trailing.rest, sep: " " },
      { text: trailing.production, sep: "" },
    );
  const typed: Clause[] = [];
  const seps = new Map<Clause, string>();
  /** Parts a production label followed ("Real estate walkthrough" before "10 seconds:"). */
  const labelledBy = new Set<Clause>();
  // "no cars except one taxi waiting at the light": the exclusion names nothing (a negative field would
  // also remove the taxi) and the exception stays where the text states it, a beat seen or heard.
  const pushException = (exclusion: string, sep: string) => {
    const except = exclusionException(exclusion);
    if (!except) return;
    // "Hana plays the violin. No music other than the violin.": an exception that only names again
    // what the shot already states adds no beat.
    const before = [...out, ...typed.slice(0, -1)].map((c) => c.text.toLowerCase()).join(" ");
    const named = except.words
      .toLowerCase()
      .replace(/[.!?]+$/, "")
      .split(/\s*(?:,|\band\b|\by\b|\bet\b|\bund\b|\be\b)\s*/u)
      .map((t) =>
        t
          .replace(/^(?:the|a|an|his|her|its|their|el|la|los|las|le|les|der|die|das|il|lo|o|a)\s+/u, "")
          .replace(/^(?:final|last|first|closing|opening|only|single)\s+/u, "")
          .replace(/\s+(?:final|finale|finaux|último|última|ultimo|ultima)$/u, ""),
      )
      .filter(Boolean);
    const head = (t: string) => t.split(/\s+/).length <= 2;
    const seen = (o.seen ?? "").toLowerCase();
    const word = (t: string) => new RegExp(`(?<![\\p{L}])${escRe(t)}(?![\\p{L}])`, "gu");
    // Named before in this shot, or twice in the whole text (once is the exception itself).
    const named2 = (t: string) => word(t).test(before) || (seen.match(word(t))?.length ?? 0) >= 2;
    if (named.length && named.every((t) => head(t) && named2(t))) return;
    typed.push({ role: except.role, text: tidy(except.text) });
    if (except.role === "action" && !/\p{Script=Latin}/u.test(except.text))
      CJK_EXCEPTIONS.add(typed[typed.length - 1]);
    seps.set(typed[typed.length - 1], sep);
  };
  parts.forEach(({ text: part, sep }, i) => {
    const before = typed.length;
    let p = part;
    if (i === 0) {
      const lead = splitLeadIn(p);
      if (lead) {
        typed.push({ role: "production", text: tidy(lead.production) });
        p = lead.rest;
      }
    }
    // "Real estate walkthrough, 10 seconds: the camera glides ...": the length is a parameter; the
    // words around it stay as written, joined by the colon.
    const labelled = PRODUCTION_LABEL.exec(p);
    if (labelled && isProductionOnly(labelled[1])) {
      typed.push({ role: "production", text: tidy(labelled[1]) });
      p = p.slice(labelled[0].length);
      const before = typed.length > 1 ? typed[typed.length - 2] : undefined;
      if (before && before.role !== "production") {
        seps.set(before, ": ");
        labelledBy.add(before);
      }
    }
    const inner = innerExclusion(p, o.language);
    if (inner > 0 && !isExclusion(p, o.language)) {
      typed.push({ role: roleOf(p.slice(0, inner), o), text: tidy(p.slice(0, inner)) });
      const tail = p.slice(inner);
      typed.push({ role: "exclusion", text: tidy(tail), terms: exclusionTerms(tail, o.language) });
      seps.set(typed[typed.length - 1], sep);
      pushException(tail, sep);
      return;
    }
    // "Bright gym lights, not dark or moody": a contrast after a comma rules those things out.
    if (i > 0 && (o.language ?? "en") === "en" && NOT_CONTRAST.test(p)) {
      const terms = exclusionTerms(`no ${p.replace(/^not\s+/i, "")}`, "en");
      if (terms.length) {
        typed.push({ role: "exclusion", text: tidy(p), terms });
        seps.set(typed[typed.length - 1], sep);
        return;
      }
    }
    const role = styleLabelled(p, o) ?? roleOf(p, o);
    typed.push(
      role === "exclusion"
        ? { role, text: tidy(p), terms: exclusionTerms(p, o.language) }
        : { role, text: tidy(p) },
    );
    if (typed.length > before) seps.set(typed[typed.length - 1], sep);
    if (role === "exclusion") pushException(p, sep);
    // "除了鸟叫声，没有任何声音": the part before names the exception; the exclusion names nothing.
    const prev = typed[before - 1];
    if (role === "exclusion" && prev && EXCEPT_LEAD_CJK.test(prev.text)) {
      const exclusion = typed[typed.length - 1];
      exclusion.terms = [];
      const kind = exceptionRoleCjk(exclusion.text);
      const whole = tidy(`${prev.text}${seps.get(prev) ?? "，"}${exclusion.text}`);
      exclusion.text = whole;
      prev.role = kind;
      // What is heard is said whole, as for "No sound except birds."
      if (kind !== "action") prev.text = whole;
    }
  });
  // "Close-up of a trucker, Dolores, 60s, silver braid, squinting": a name set off by commas is an
  // apposition of the part before it; that part, the name and its description (an age is not a
  // length here) are one clause, never cut into pieces.
  typed.forEach((c, i) => {
    if (i === 0 || !APPOSED_NAME.test(c.text) || !/,\s*$/.test(seps.get(typed[i - 1]) ?? "")) return;
    if (typed[i - 1].role === "exclusion" || typed[i - 1].role === "production") return;
    for (let k = i - 1; k < typed.length; k++) {
      const t = typed[k];
      if (
        k > i &&
        t.role !== "action" &&
        !(t.role === "production" && AGE_PART.test(t.text)) &&
        wordCount(t.text) > 5
      )
        break;
      if (t.role === "exclusion") break;
      const was = t;
      typed[k] = { role: "action", text: was.text };
      seps.set(typed[k], seps.get(was) ?? ", ");
    }
  });
  // Parts between two action parts belong to the action (an apposition, "lit by candles" mid-sentence).
  const first = typed.findIndex((c) => c.role === "action");
  let last = -1;
  typed.forEach((c, i) => c.role === "action" && (last = i));
  for (let i = first + 1; first >= 0 && i < last; i++)
    if (typed[i].role !== "exclusion" && (typed[i].role !== "production" || AGE_PART.test(typed[i].text))) {
      const was = typed[i];
      typed[i] = { role: "action", text: was.text };
      seps.set(typed[i], seps.get(was) ?? ", ");
    }
  // "Two brothers, Eli and Sam, play cards by candlelight": the predicate after a list of names set off
  // by commas is the sentence's own action (never a light, sound or place clause of its own).
  typed.forEach((c, i) => {
    const next = typed[i + 1];
    if (i === 0 || !next || !NAME_LIST.test(c.text) || !/,\s*$/.test(seps.get(typed[i - 1]) ?? "")) return;
    if (!PREDICATE.test(next.text) || next.role === "exclusion" || next.role === "production") return;
    if (typed[i - 1].role === "exclusion" || typed[i - 1].role === "production") return;
    for (const k of [i - 1, i, i + 1]) {
      const was = typed[k];
      typed[k] = { role: "action", text: was.text };
      seps.set(typed[k], seps.get(was) ?? ", ");
    }
  });
  // Neighbours of one role read as one clause, with the separators the text wrote between them.
  let prev: Clause | undefined;
  let label: Clause | undefined;
  /** "On every chorus," before the clause it times: one clause with it. */
  let intro: Clause | undefined;
  for (const c of typed) {
    if (!c.text) continue;
    if (c.role === "production") {
      out.push(c);
      continue;
    }
    if (intro && c.role !== "exclusion") {
      const sep = seps.get(intro) ?? ", ";
      intro.text = `${intro.text}${glue(sep)}${c.text}`;
      intro.role = c.role;
      seps.set(intro, seps.get(c) ?? "");
      intro = undefined;
      continue;
    }
    if (!prev && !intro && c !== typed[typed.length - 1] && INTRO.test(c.text) && c.role !== "exclusion") {
      out.push(c);
      prev = c;
      intro = c;
      continue;
    }
    intro = undefined;
    // "…, revealing the whole harbour", "…, a crown of water splashing up", "…, mouths open, laughing",
    // "镜头…上升，露出满城灯火": what the clause before shows or does next, never a fragment of its own.
    if (prev && CONTINUATION_ROLES.has(prev.role) && CONTINUATION_ROLES.has(c.role) && continues(c.text)) {
      const sep = seps.get(prev) ?? ", ";
      prev.text = `${prev.text}${glue(sep)}${c.text}`;
      seps.set(prev, seps.get(c) ?? "");
      continue;
    }
    // "Real estate walkthrough, 10 seconds: the camera glides ...": one clause again without its length.
    if (label && c.role !== "exclusion") {
      label.text = `${label.text}: ${c.text}`;
      label.role = "action";
      seps.set(label, seps.get(c) ?? "");
      label = undefined;
      continue;
    }
    if (prev && prev.role === c.role && c.role !== "exclusion") {
      const sep = seps.get(prev) ?? ", ";
      prev.text = `${prev.text}${glue(sep)}${c.text}`;
      seps.set(prev, seps.get(c) ?? "");
    } else {
      out.push(c);
      prev = c;
    }
    label = labelledBy.has(c) ? prev : undefined;
  }
  for (const c of typed) c.text = restore(c.text, quotes);
}

/** How two parts join again: a CJK comma as written, a dash with its spaces ("quick cuts – lemon"), else "<sep> ". */
function glue(sep: string): string {
  if (/^[、，；]/.test(sep)) return sep;
  const mark = sep.trim();
  return /^[–—]$/.test(mark) ? ` ${mark} ` : `${mark} `;
}

/** "Eli and Sam", "Maya, Leo and Ben", "Ana y Lucía": names set off by commas. */
const NAME_LIST =
  /^\p{Lu}\p{Ll}[\p{L}'’-]*(?:,\s*\p{Lu}\p{Ll}[\p{L}'’-]*)*\s+(?:and|&|y|e|et|und|en|i|ve|и)\s+\p{Lu}\p{Ll}[\p{L}'’-]*$/u;
/** A part that opens with its verb, without a subject of its own ("play cards by candlelight"). */
const PREDICATE =
  /^(?!(?:the|a|an|his|her|their|its|in|on|at|by|with|under|near|and|but|or|then|el|la|los|las|un|una|le|les|une|der|die|das|ein|eine|il|lo|o|os|as|um|uma|en|de|et|y|und)\s)\p{Ll}{2,}\s+\S/u;
/** An opening that times what follows: "On every chorus", "At the drop", "Every time the bell rings". */
const INTRO = new RegExp(
  [
    "^(?:(?:on|at|with|upon|after|before)\\s+(?:every|each|the|a)\\s+(?:[\\p{L}'’-]+\\s+)?(?:chorus|drop|beat|bass drop|downbeat|verse|bridge|hook|climax|crescendo|finale|break|breakdown|kick|snare|note|bell|whistle|count|countdown|end|start|beginning|peak|cut|chord|hit|line|lyric)s?",
    // "En cada estribillo", "À chaque refrain", "Bei jedem Refrain", "A ogni ritornello", "Bij elk refrein".
    "(?:en cada|con cada|a cada|em cada|à chaque|a ogni|ad ogni|bei jedem|bei jeder|mit jedem|bij elke?|przy każdym|w każdym)\\s+[\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+)?",
    // "When the beat drops", "Every time the bell rings", "Cuando cae el ritmo", "Quand le refrain arrive".
    "(?:when|whenever|as soon as|the moment|every time|each time|cuando|quand|lorsque|wenn|sobald|wanneer|zodra|kiedy|gdy)\\s+[^,;]{1,60})$",
  ].join("|"),
  "iu",
);
/** Roles a continuation may join (what is seen), never sound, music, dialogue or an exclusion. */
const CONTINUATION_ROLES: ReadonlySet<ClauseRole> = new Set(["action", "camera", "sound"]);
/** Body parts in an absolute phrase: "mouths open", "arms up", "eyes closed". */
const BODY_ABSOLUTE =
  /^(?:(?:his|her|their|its)\s+)?(?:mouths?|eyes|arms|hands|heads?|hair|fists?|tails?|ears|wings|faces?|legs|feet)\s+(?:wide\s+)?(?:open|closed|shut|up|down|wide|raised|outstretched|clenched|flat|back|high|aloft|flying|streaming)(?![\p{L}])/iu;
/** A noun and its participle with a path: "a crown of water splashing up", "spray exploding off the board". */
const ABSOLUTE_ING =
  /^(?:(?:a|an|the|his|her|their|its)\s+)?(?:[\p{L}'’-]+\s+){0,3}?\p{Ll}{2,}ing\s+(?:up|down|out|off|over|away|everywhere|around|back|into|onto|across|through|past|behind|upward|upwards|outward|skyward)(?![\p{L}])/iu;
/** A Chinese result verb: "露出满城灯火" after the camera move that shows it. */
const CJK_RESULT = /^(?:露出|显露|显出|现出|呈现|展现|展露|揭示|映出|带出|揭开)/u;

/** Does the part continue the clause before it (a participle, an absolute phrase, a result)? */
function continues(part: string): boolean {
  const p = part.trim();
  if (PRONOUN_SUBJECT.test(p)) return false;
  return (
    PARTICIPLE.test(p) ||
    /^\p{Ll}{3,}ing(?:\s+\p{Ll}+ly)?$/u.test(p) ||
    BODY_ABSOLUTE.test(p) ||
    ABSOLUTE_ING.test(p) ||
    CJK_RESULT.test(p)
  );
}

/** A clause that opens with a subordinator: it needs the main clause after its comma. */
const SUBORDINATE_LEAD =
  /^(?:as|when|while|after|before|once|until|just as|as soon as|whenever|if|because|since|quand|lorsque|alors que|pendant que|cuando|mientras|al|als|während|wenn|nachdem|quando|mentre|enquanto)\s/iu;

/** A sentence with a quote: a line of dialogue, a narrator's line, or text on screen. */
const APPOSED_SPEAKER =
  /^(?:(?:o|a|el|la|le|il|lo|der|die|the)\s+)?(?:(?:Dr|Mr|Mrs|Ms|Sr|Sra|Srta|Dra|Sig|Dott|Hr|Prof)\.\s*|(?:Mme|Mlle|Don|Doña|Dona|Herr|Frau|Pan|Pani)\s+)?\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u;
function readQuoted(sentence: string, quotes: string[], o: SplitOptions, out: Clause[]): void {
  // exec() on the shared pattern: matchAll() would copy it for every sentence.
  const marks = execAll(MARKER_RE, sentence);
  const text = restore(sentence, quotes);
  marks.forEach((m, k) => {
    const index = Number(m[1]);
    const before = sentence.slice(0, m.index);
    const after = sentence.slice((m.index ?? 0) + m[0].length);
    const line = quotes[index] ?? "";
    const clause = k === 0 ? text : `"${line}"`;
    const title = MUSIC_TITLE_BEFORE.test(restore(before, quotes));
    if (title || ON_SCREEN_BEFORE.test(restore(before, quotes)) || ON_SCREEN_AFTER.test(after)) {
      // The sign's (or the song's) own part of the sentence; the parts before it are read as any other clause.
      const role = title ? "music" : "on_screen_text";
      const parts = k === 0 ? topLevelParts(before) : [];
      if (parts.length > 1) {
        const lead = parts
          .slice(0, -1)
          .map((p) => `${p.text}${p.sep}`)
          .join("")
          .trim()
          .replace(/[,;、，]$/u, "");
        readSentence(lead, quotes, o, out);
        const own = `${parts[parts.length - 1].text}${/\s$/.test(before) ? " " : ""}${m[0]}${after}`;
        out.push({ role, text: tidy(restore(own, quotes)), ...(title ? {} : { line }) });
        return;
      }
      out.push({ role, text: tidy(clause), ...(title ? {} : { line }) });
      return;
    }
    // "cheese pull close up, pizza place at night, guy says "…"": the parts before the speaker's own
    // part are shots and places of their own.
    if (k === 0 && marks.length === 1) {
      const parts = topLevelParts(before);
      const own = parts[parts.length - 1]?.text ?? "";
      // Not an apposition: "Sua moglie, Teresa, gli chiede:" is one clause with its subject.
      // So is one with its article and title ("O padeiro, o Sr. Joaquim, olha … e diz:", "el Dr. Ruiz").
      const named = APPOSED_SPEAKER.test(parts[parts.length - 2]?.text.trim() ?? "");
      const clitic = /^(?:gli|le|lui|lo|la|ihm|ihr|him|her|lhe|le|les|leur|ему|ей)\s/iu.test(own);
      // Nor a speaker's part that opens with its verb ("His granddaughter, Mia, runs over ... and asks").
      // Nor a time clause the speaker's part completes ("As the bus pulls away, Jess waves and shouts").
      // Nor an action that runs on into the speaking ("lifts out a sardine and, without turning around,
      // he says"): a part ending on a conjunction, or a manner between commas, belongs to the speaking.
      const subordinate =
        (parts.length === 2 && SUBORDINATE_LEAD.test(parts[0].text)) ||
        parts
          .slice(0, -1)
          .some(
            (p, i) =>
              /\s(?:and|then|but|und|et|y|e)$/iu.test(p.text) ||
              (i > 0 && /^(?:without|ohne|sans|sin|senza|sem)\s/iu.test(p.text)),
          );
      if (
        parts.length > 1 &&
        !named &&
        !clitic &&
        !subordinate &&
        !OPENS_WITH_VERB.test(own) &&
        own.split(/\s+/).length >= 2 &&
        SAYS.test(own)
      ) {
        const lead = parts
          .slice(0, -1)
          .map((p) => `${p.text}${p.sep}`)
          .join("")
          .trim()
          .replace(/[,;、，]$/u, "");
        readSentence(lead, quotes, o, out);
        const rest = `${own}${/\s$/.test(before) ? " " : ""}${m[0]}${after}`;
        readQuoted(rest, quotes, o, out);
        return;
      }
    }
    const who = o.speakerOf?.(line, index);
    const narrator = who?.narrator || (NARRATION_PATTERN.test(before) && !who);
    // Several lines in one sentence ("emma says "…" then lily yells "…""): each its own introduction,
    // from the end of the line before it, and its own manner.
    const prevEnd = k > 0 ? (marks[k - 1].index ?? 0) + marks[k - 1][0].length : 0;
    const next = marks[k + 1];
    const own = sentence.slice(prevEnd, m.index);
    const ownAfter = (next ? sentence.slice((m.index ?? 0) + m[0].length, next.index) : after).split(
      /[,;]|\s(?:then|and)\s/,
    )[0];
    const separate =
      marks.length > 1 && (speechVerbs(o.language ?? "en").test(own) || /[:：]\s*$/u.test(own));
    const clauseText = separate ? `${own.replace(/^[\s,;]+/, "")}${m[0]}${next ? "" : after}` : undefined;
    // Manners are English words ("Mutter" is a German mother, not a mutter).
    const manner = (o.language && o.language !== "en" ? [] : LINE_MANNERS)
      .map(([re, m]) => {
        const found = re.exec(
          restore(marks.length > 1 ? `${own} ${ownAfter}` : `${before} ${after}`, quotes),
        );
        return found ? m.replace("$&", found[0].toLowerCase()) : "";
      })
      .find(Boolean);
    // "源さん（笑って）：「…」": a script's name and how the line is said, in the creator's words.
    const directed = marks.length > 1 ? undefined : DIRECTED_LABEL.exec(before.trim())?.[1].trim();
    out.push({
      // "her voice-over says": her line, heard over the picture.
      role: narrator || who?.voiceOver ? "voice_over" : "dialogue",
      text: tidy(clauseText !== undefined ? restore(clauseText, quotes) : clause),
      line,
      speaker: narrator ? "Narrator" : (who?.speaker ?? ""),
      ...((manner ?? directed) && !narrator ? { manner: manner ?? directed } : {}),
    });
  });
}

/** A name without capitals and a bracketed direction before a colon: "源さん（笑って）：". */
const DIRECTED_LABEL =
  /^(?:[-•*]\s*)?[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8}\s*[（(]([^（）()]{1,16})[）)]\s*[:：]$/u;

/** The parts of a sentence at its top level, each with the separator written after it. */
function topLevelParts(sentence: string): { text: string; sep: string }[] {
  const parts: { text: string; sep: string }[] = [];
  let depth = 0;
  let start = 0;
  const push = (end: number, sep: string) => {
    const text = sentence.slice(start, end).trim();
    if (text) parts.push({ text, sep });
    else if (parts.length) parts[parts.length - 1].sep = sep;
  };
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    if (c === "(" || c === "[" || c === "（") depth++;
    else if ((c === ")" || c === "]" || c === "）") && depth > 0) depth--;
    else if (
      depth === 0 &&
      // A full-width comma always separates ("縦型9:16、BGMなし"); an ASCII one before a space or a
      // non-ASCII letter ("1,5 s" is a number).
      (c === "、" ||
        c === "，" ||
        c === "；" ||
        ((c === "," || c === ";") && /\s|[^\x00-\x7f]/.test(sentence[i + 1] ?? " ")))
    ) {
      push(i, c === "," || c === ";" ? `${c} ` : c);
      start = i + 1;
    } else if (
      depth === 0 &&
      (c === "—" || c === "–") &&
      sentence[i - 1] === " " &&
      sentence[i + 1] === " "
    ) {
      push(i, ` ${c} `);
      start = i + 1;
    }
  }
  push(sentence.length, "");
  return parts;
}

/** Does the clause open with a person (a pronoun, a name of the cast, "the baker")? */
function hasSubject(clause: string, o: SplitOptions): boolean {
  if (PRONOUN_SUBJECT.test(clause)) return true;
  // The first four words only (split's limit: the clause's other words are never cut out).
  const words = clause.split(/\s+/, 4).map((w) => (PLAIN_WORD.test(w) ? w : w.replace(/[^\p{L}'’-]/gu, "")));
  const names = nameWords(o.names ?? []);
  return words.some((w, i) => {
    const lower = w.toLowerCase();
    return (i < 3 && names.has(lower)) || isPersonNoun(lower);
  });
}
/** A word with nothing for hasSubject to strip (ASCII letters, apostrophes, hyphens). */
const PLAIN_WORD = /^[A-Za-z'-]*$/;

/** The lower-case words of the cast's names, read once per list (hasSubject runs once per clause). */
const NAME_WORDS = new WeakMap<string[], Set<string>>();
function nameWords(names: string[]): Set<string> {
  let words = NAME_WORDS.get(names);
  if (!words) NAME_WORDS.set(names, (words = new Set(names.flatMap((n) => n.toLowerCase().split(" ")))));
  return words;
}

/** A name on its own between commas ("Dolores", "Commander Reyes"), not a shot or a place word. */
const APPOSED_NAME =
  /^(?:(?:Dr|Mr|Mrs|Ms|Captain|Commander|Officer|Detective|Aunt|Uncle|Grandma|Grandpa|Sr|Sra|Srta|Dra|Sig|Dott|Hr|Mme|Mlle)\.?\s+)?(?:\p{Lu}\p{Ll}[\p{L}'’-]*|\p{Lu}{2,}[\p{Lu}'’-]*)$/u;
/** An age in an apposition: "60s", "in her 40s", "aged 9", "72". */
const AGE_PART = /^(?:(?:in (?:his|her|their) )?(?:early |late |mid-)?[1-9]0s|aged \d{1,3}|\d{1,2})$/i;

const COOKING_PAN =
  /^(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir)\s+(?:(?:frying|hot|cast-iron|iron|old|small|big|heavy)\s+)?pans?\s+(?!(?:left|right|across|up|down|over|to|shot|slowly|quickly|away|back|around)\b)\p{Ll}+/u;

/** A part that opens with its verb ("runs over with a basket and asks"): its subject is before it. */
const OPENS_WITH_VERB =
  /^(?:\p{Ll}+ly\s+)?(?!(?:is|was|has|this|its|his|hers|yes|bus|gas|plus|lens)\b)\p{Ll}{2,}(?:s|es)\s/u;

/** A part that opens with a connective and a verb continues the subject's action ("then digs a hole"). */
const CONTINUES_ACTION =
  /^(?:and\s+then|then|and|before|after|finally|suddenly|until)\s+(?:\p{Ll}+ly\s+)?(?!(?:the|a|an|his|her|their|its|some|music|sound|rain|light)\b)\p{Ll}+(?:s|es|ed)\b/u;

/** "..., splashing through a puddle": a participle phrase is the subject's action, not a sound. */
const PARTICIPLE =
  /^\p{Ll}+ing\s+(?:through|into|across|along|past|over|under|around|down|up|out|off|onto|toward|towards|away|back|from|after|between|behind|beside|the|a|an|his|her|their|its|my|our)\b/u;

/**
 * "Feet splash through a puddle in slow motion": a noisy verb with a path, or a clause filmed in a way
 * (slow motion, a close-up), is seen moving; it is an action even on a silent model.
 */
const SEEN_MOVING =
  /\b(?:splash(?:es|ing)?|crunch(?:es|ing)?|thuds?|thudding|clatter(?:s|ing)?|rumbl(?:e|es|ing)|crackl(?:e|es|ing)|rustl(?:e|es|ing)|whoosh(?:es|ing)?)\s+(?:everywhere\b|(?:through|into|across|over|onto|on|against|down|up|off|out|along|past|around|from|under|toward|towards)\b)|\b(?:slow[- ]?motion|slow-mo|close[- ]up|in focus)\b/i;
/** A thing, its verb and where it goes: "A vintage camper van sputters to a stop", "the bus pulls away". */
const THING_MOVES =
  /^(?:an?|the|one|his|her|their|its|our|my)\s+((?:[\p{L}-]+\s+){0,3}?)([\p{L}-]+)\s+(\p{Ll}{3,}s)\s+(?:to an? (?:stop|halt|standstill)|(?:into|onto|across|through|past|away|along|toward|towards|around|out of|up to|off)(?![\p{L}]))/iu;
/** What a look, a light or a sound is called: never the thing that moves. */
const NOT_A_THING =
  /^(?:look|palette|grade|tones?|colou?rs?|grain|style|aesthetic|filter|light|lights|glow|sunlight|moonlight|shadows?|sound|sounds|noise|music|voice|echo|wind|breeze|smoke|fog|mist|haze|beam|rays?)$/i;
function thingMoves(p: string): boolean {
  const m = THING_MOVES.exec(p);
  return Boolean(m) && !NOT_A_THING.test(m![2]) && !SOUND_CLAUSE.test(`${m![1]}${m![2]}`);
}
/** "The orchestra raises its bows": players seen doing something, not music heard. */
const ENSEMBLE_ACTS =
  /^(?:the|an?)\s+(?:[\p{L}-]+\s+)?(?:orchestra|choir|band|quartet)\s+(?!(?:plays|swells|builds|fades|rises|starts|begins|kicks|drops|hums|sings|soars|continues|resolves|echoes)\b)\p{Ll}+s\s+(?:its|their|the|a|an|up|down)\b/iu;

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Where a sound joined to a seen action starts: "… as the final whistle sounds", "… with a thunderous rumble". */
const SOUND_JOIN = /\s(?:just as|as|while|when|with|to the sound of|amid|amidst)\s/i;
/**
 * "The ball hits the back of the net as the final whistle sounds", "The rocket lifts off with a
 * thunderous rumble": something seen moving, with the sound it makes or hears after it. The clause is
 * the beat (kept whole, on a silent model too), not a sound.
 */
function seenBeforeSound(p: string): boolean {
  const m = SOUND_JOIN.exec(p);
  if (!m?.index) return false;
  const head = p.slice(0, m.index);
  return (
    wordCount(head) >= 3 &&
    !SOUND_CLAUSE.test(head) &&
    /^(?:an?|the|his|her|their|its|\p{Lu}\p{Ll}+)\s+(?:[\p{L}'’-]+\s+){0,3}?\p{Ll}{2,}(?:s|es)(?![\p{L}])/iu.test(
      head,
    )
  );
}

/** A determiner, a sound-making thing and its verb: "a music box starts playing", "the jukebox lights up". */
const SOUNDING_THING =
  /^(?:(?:suddenly|then|and)\s+)?(?:an?|the|his|her|their|its|one|that)\s+(?:[\p{L}-]+\s+){0,2}?(?:music[- ]box|jukebox|gramophone|phonograph|record player|radio|television|tv|piano|organ|music stand|metronome|alarm clock|clock|bell|wind chimes?|speaker|boombox|toy|robot)e?s?\s+(?:\p{Ll}+ly\s+)?(?:starts?|begins?|suddenly|\p{Ll}+s)(?![\p{L}])/iu;

/** A count before camera moves: "lots of whip pans", "a few crash zooms", "constant jump cuts". */
const COUNTED =
  /^(?:lots of|plenty of|loads of|tons of|a lot of|a few|a couple of|many|some|several|constant|frequent|endless)\s+/i;

/** The role of one part of a sentence. */
export function roleOf(part: string, o: SplitOptions = {}): ClauseRole {
  const p = part.trim();
  if (isExclusion(p, o.language)) return "exclusion";
  if (isProductionOnly(p)) return "production";
  // "The pan sizzles": a frying pan, not a camera pan.
  if ((CAMERA_LEAD.test(p) && !COOKING_PAN.test(p)) || BARE_SHOT_SIZE.test(p)) return "camera";
  // "lots of whip pans on the beat", "a few crash zooms": camera moves counted, never music.
  if (CAMERA_LEAD.test(p.replace(COUNTED, "")) && COUNTED.test(p)) return "camera";
  if (CAMERA_MOVES_CLAUSE.test(p) && !hasSubject(p, o)) return "camera";
  // "Wide shot, then slow push-in on the sprout": the camera's next move, not the subject's action.
  const next = p.replace(/^(?:and\s+)?then\s+/i, "");
  // "then pans the flashlight across the room" is still the subject acting on a thing.
  const actsOnThing = /^\p{Ll}+(?:s|ed)\s+(?:the|a|an|his|her|their|its|my|our)\b/u.test(next);
  if (next !== p && !actsOnThing && CAMERA_LEAD.test(next) && !COOKING_PAN.test(next)) return "camera";
  // "..., then freezes mid-step as the beat drops": the same subject's next action, one beat with it.
  if (CONTINUES_ACTION.test(p) || PARTICIPLE.test(p)) return "action";
  // "No music, just crowd noise": what is heard instead (the crowd is heard here, not seen acting).
  if (/^(?:just|only)\s/i.test(p) && SOUND_CLAUSE.test(p) && wordCount(p) <= 8) return "sound";
  // "... and then a song comes on and he smiles": a person acting is seen, whatever else is heard.
  // "A babysitter hears footsteps upstairs": someone hearing is seen ("We hear rain" is only heard).
  const subject =
    hasSubject(p, o) ||
    /\b(?:he|she|they)\s+\p{L}+s\b/iu.test(p) ||
    /^(?:an?|the|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:hears|overhears|listens)\b/iu.test(p);
  const n = wordCount(p);
  // "A music box starts playing by itself", "the old radio crackles": a thing that makes the sound is
  // seen doing it, and stays a visual beat (on a silent model too).
  if (SOUNDING_THING.test(p)) return "action";
  if (!subject && NARRATION_PATTERN.test(p) && n <= 12) return "voice_over";
  if (/\bmusic video\b/i.test(p) && n <= 6) return "style";
  if (!subject && /\b(?:music|score|soundtrack|song|melody|tune)\b/i.test(p) && n <= 14) return "music";
  if (!subject && MUSIC_PATTERN.test(p) && n <= 8 && !/(?:plays?|playing)/i.test(p) && !ENSEMBLE_ACTS.test(p))
    return "music";
  // "Jazz plays softly throughout": music named without a determiner plays (a band or a man playing is seen).
  if (
    !subject &&
    n <= 8 &&
    /^(?:[\p{L}-]+\s+){0,2}?(?:music|jazz|piano|guitar|strings|violin|cello|synths?|lo-?fi|beat|score)\s+(?:\p{Ll}+ly\s+)?(?:plays|playing|swells|fades|builds|kicks in|starts)\b/iu.test(
      p,
    ) &&
    !/^(?:an?|the|his|her|their|its)\s/i.test(p)
  )
    return "music";
  if (!subject && n <= 6 && MUSIC_WORDS_OTHER.test(p)) return "music";
  // "A vintage camper van sputters to a stop", "The old truck rumbles into the yard": a thing seen moving,
  // whatever sound it makes or look its words name; the beat keeps its place.
  const moves = !subject && thingMoves(p);
  // "the second hand ticking in macro": framed by the camera, so seen (a silent model keeps it).
  const framed =
    /(?<![\p{L}])(?:in macro|macro shot|in close-up|close-up|extreme close-up|in slow motion|slow-motion)(?![\p{L}])/iu.test(
      p,
    );
  // "a birthday party waiting in silence": how a seen thing waits, not a sound.
  const silentManner =
    /(?<![\p{L}])\p{Ll}+(?:ing|s|ed)\s+in (?:total |complete |perfect )?silence(?![\p{L}])/u.test(p);
  if (
    !subject &&
    !moves &&
    !framed &&
    !silentManner &&
    SOUND_CLAUSE.test(p) &&
    n <= 14 &&
    !SEEN_MOVING.test(p) &&
    !seenBeforeSound(p)
  )
    return "sound";
  if (!subject && LIGHT_LEAD.test(p) && n <= 10) return "light";
  if (!subject && !moves && STYLE_CLAUSE.test(p) && n <= 10) return "style";
  if (
    !subject &&
    STYLE_CLAUSE_CJK.test(p) &&
    (/\s/u.test(p) ? n <= 4 : [...p].length <= 16) &&
    !/[がは]/u.test(p)
  )
    return "style";
  if (!subject && !moves && PLACE_LEAD.test(p) && n <= 12) return "place";
  return "action";
}

/**
 * "Stop motion: paper boats race down a rain gutter", "Anime style: a schoolgirl runs for the train",
 * "Product ad for a smartwatch: a runner checks her wrist": a style or genre label before the action
 * it introduces. The part takes its content's role (the action, a place), label attached, so it keeps
 * its place among the beats.
 */
function styleLabelled(part: string, o: SplitOptions): ClauseRole | undefined {
  const m = STYLE_LABEL.exec(part);
  if (!m || blockLabel(m[1].trim()) || HAS_MARKER.test(m[1]) || wordCount(m[1]) > 6) return undefined;
  const content = part.slice(m[0].length);
  if (wordCount(content) < 3 || roleOf(part, o) !== "style") return undefined;
  const role = roleOf(content, o);
  return role === "style" || role === "production" || role === "exclusion" ? undefined : role;
}
const STYLE_LABEL = /^([^:：]{2,48}?)\s*[:：]\s+(?=\S)/u;

/** A production instruction labelling what follows it: "10 seconds: ...", "Vertical, 9:16: ...". */
const PRODUCTION_LABEL = /^([^:：]{1,40}?)\s*[:：]\s+(?=\S)/u;

/** "not dark or moody", "not a cloud in sight" (never "not looking back", "not yet", "not only …"). */
const NOT_CONTRAST =
  /^not\s+(?!(?:only|just|yet|quite|too|so|very|much|even|far|long|until|once|always|really|sure)(?![\p{L}]))(?!\p{L}+ing(?![\p{L}]))[\p{L}'’ -]{2,40}[.!]?$/iu;

/** Trims a clause: outer spaces and a closing comma, semicolon, colon or full stop (a renderer adds its own). */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[,;:\-–—\s]+/, "")
    .replace(/(?<!\.\.)[.,;:\s]+$/, "")
    .trim();
}

const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
