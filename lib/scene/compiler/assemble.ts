// Stage 8, assemble: runs the stages in order and builds the prompt document (lib/scene/schema.ts).
// Pure, synchronous, deterministic and browser-safe: the generator's embedded default, the AI mode's
// fallback, and the base of Pro Chat's local assistant.
import { categorize } from "../categories";
import { MOOD_WORDS, PROP_WORDS } from "../lexicon";
import { DEFAULT_DURATION, type PromptDocument, type Scene, type SceneDuration } from "../schema";
import { readLighting, readLocation, readTime, statedWeather } from "./setting";
import { readCamera, withoutCameraTerms } from "./camera";
import { buildCast, type Member } from "./cast";
import { isNarrator, readDialogue, type DialogueContext } from "./dialogue";
import { fillLighting, orNeutral } from "./fill";
import { detectLanguage } from "./language";
import { readNegations } from "./negations";
import { clean, normalise, PLACEHOLDER_RE, restoreQuotes, sentences, uniq, withoutQuotes } from "./normalise";
import { mentionsMusic, readMusic, readNarration, readSounds } from "./audio";
import { segment, type Segment } from "./segment";
import { readStyle } from "./style";
import { deriveTitle } from "./title";
import { joinTrailingNotes, sceneClauses, documentProduction, titleSource } from "./clauses";

export type CompileInput = { description: string; title?: string; duration?: SceneDuration };

const ON_SCREEN_TEXT =
  /\b(?:on[- ]screen text|text on screen|text overlays?|title cards?|lower thirds?|(?:captions?|subtitles?|text|words|headline|title|logo) (?:that )?(?:reads?|reading|saying|says|appears?|appearing)|end card|(?:the )?text .{0,40} on screen)\b/i;
const CAPTIONS = /\b(?:captions|subtitles|closed captions)\b/i;

/** The text with each quote as an empty marker ⟦⟧, so stages see where a line was said. */
const marked = (s: string) => s.replace(PLACEHOLDER_RE, (m) => (m.includes("·") ? "⟦·⟧" : "⟦⟧"));

/** The scene's whole text: its own lines and its blocks, as written (for the description). */
const sceneSource = (s: Segment) => [s.text, ...Object.values(s.blocks)].filter(Boolean).join("\n");

/** Compiles a description (and optional title and duration) into a complete prompt document. */
export function compileScene(input: CompileInput): PromptDocument {
  const duration = input.duration ?? DEFAULT_DURATION;
  const { source, body, quotes } = normalise(input.description ?? "");
  const language = detectLanguage(withoutQuotes(body));
  const english = language === "en";
  const segmented = segment(body);
  const preamble = segmented.preamble;
  const segments = joinTrailingNotes(segmented.scenes, quotes, language);

  // Negations first: everything after reads the text with the negated phrases blanked.
  const negations = readNegations(marked(body), language);
  const positiveAll = negations.positive;
  const memo = <T>(f: (s: string) => T) => {
    const seen = new Map<string, T>();
    return (s: string) => {
      let v = seen.get(s);
      if (v === undefined) seen.set(s, (v = f(s)));
      return v;
    };
  };
  const plain = memo((s: string) => (s ? readNegations(marked(s), language).positive : ""));
  const noCamera = memo(withoutCameraTerms);
  // Who is heard in a sound block ("a dog barks somewhere") is not on screen: not cast.
  const visible = (s: Segment) =>
    [
      s.text,
      ...Object.entries(s.blocks)
        .filter(([k]) => k !== "sound" && k !== "music")
        .map(([, v]) => v),
    ].join("\n");
  const cast = buildCast(noCamera(plain([preamble, ...segments].map(visible).join("\n\n"))), language);
  const preambleText = plain(sceneSource(preamble));
  const style = readStyle(preamble.blocks.style ? plain(preamble.blocks.style) : undefined, positiveAll);
  const musicBlocks = segments.some((s) => s.blocks.music) || Boolean(preamble.blocks.music);
  const musicWanted = !negations.music && (musicBlocks || mentionsMusic(positiveAll));
  const narration = negations.narration ? undefined : readNarration(positiveAll);
  const screenAsked = !negations.onScreenText && ON_SCREEN_TEXT.test(positiveAll);

  // A place stated before the first scene holds for every scene; a scene's own place holds for it alone
  // (never carried into a later scene that states its own, or states none).
  const preambleLocation = readLocation(noCamera(preambleText));
  // A time of day holds until a scene states another (one continuous sequence).
  let prevTime = readTime(preambleText, english);
  let prevMembers: Member[] = [];
  /** Every member met so far, the latest first (for pronouns in a scene that names no one). */
  const met: Member[] = [];
  const context: DialogueContext = { language };
  const onScreenQuotes: string[] = [];
  const musicCues: string[][] = [];

  const scenes: Scene[] = segments.map((seg, index) => {
    const whole = sceneSource(seg);
    const text = plain(whole);
    const setting = plain(seg.blocks.setting ?? "");
    const facts = noCamera(text);
    const location =
      (english ? (readLocation(noCamera(setting)) ?? readLocation(facts)) : undefined) ?? preambleLocation;
    const time =
      readTime(seg.blocks.time ?? "", english) ??
      readTime(text, english) ??
      readTime(seg.title ?? "", english) ??
      prevTime;
    prevTime = time;
    const weather = english ? statedWeather(text) : [];
    // Light only as the text states it (a time of day or the weather is not a light the text asked for).
    const lighting = fillLighting(readLighting(plain(seg.blocks.lighting ?? "") || text), undefined, []);

    const { lines, onScreen } = readDialogue(whole, quotes, cast, context, seg.blocks.narration);
    onScreenQuotes.push(...onScreen);
    const mentions = cast.find(noCamera(plain(visible(seg))));
    // A narrator is heard, not seen: never a character of the scene.
    let members = uniq([
      ...mentions.map((m) => m.member),
      ...lines.map((l) => l.speaker).filter((m) => !isNarrator(m)),
    ]);
    // "He hands her a carrot": each pronoun is the latest member met whose gender it takes (never a
    // member of the other gender); "they" the members of the scene before.
    if (members.length === 0 && /\b(?:he|she|they|him|her|them)\b/i.test(text)) {
      const latest = (g: "m" | "f") => met.find((m) => m.gender === g) ?? met.find((m) => !m.gender);
      const wanted: Member[] = [];
      for (const p of text.toLowerCase().match(/\b(?:he|she|they|him|his|her|them)\b/g) ?? []) {
        const found = /^(?:he|him|his)$/.test(p)
          ? latest("m")
          : /^(?:she|her)$/.test(p)
            ? latest("f")
            : undefined;
        if (found && !wanted.includes(found)) wanted.push(found);
        if (!found && (p === "they" || p === "them"))
          wanted.push(...prevMembers.filter((m) => !wanted.includes(m)));
      }
      members = wanted.length ? wanted : prevMembers.slice(0, 1);
    }
    prevMembers = members.length ? members : prevMembers;
    for (const m of [...members].reverse()) met.splice(0, met.length, m, ...met.filter((x) => x !== m));

    // A camera block before the first scene ("Framing: tight close-up, locked off.") applies to every scene.
    const camera = readCamera(
      `${seg.title ?? ""}. ${plain(seg.blocks.camera ?? "")}\n${plain(preamble.blocks.camera ?? "")}\n${text}`,
    );
    const sounds =
      english || seg.blocks.sound
        ? readSounds(
            plain(seg.blocks.sound ?? "") || undefined,
            text.replace(seg.blocks.sound ? plain(seg.blocks.sound) : "\u0000", ""),
          )
        : [];
    musicCues.push(musicWanted ? readMusic(seg.blocks.music, text) : []);
    // The document's style applies to every scene; a scene's own style block adds to it.
    const sceneStyles = seg.blocks.style ? readStyle(plain(seg.blocks.style), "").styles : [];
    const mood = plain(seg.blocks.mood ?? "").split(/[,.;]/)[0] || moodOf(text);

    const sceneSentences = members.length ? sentences(plain(whole)).map(withoutQuotes) : [];
    const characters = members.map((m) => ({
      name: m.name,
      description: ownDescription(m.name, m.description),
      actions: actionsOf(m, sceneSentences, cast),
    }));
    // The creator's own constraint only; no notes of ours (they would be read as content).
    const notes = negations.terms.length ? [`Avoid: ${negations.terms.join(", ")}.`] : [];
    const clauses = sceneClauses({ seg, index, preamble, segments, quotes, lines, cast, language });
    return {
      id: index + 1,
      title: seg.title ?? (deriveTitle(seg.text || whole) || `Scene ${index + 1}`),
      description: restoreQuotes(
        index === 0 && preamble.text ? `${preamble.text}\n${whole}` : whole,
        quotes,
      ).trim(),
      characters,
      setting: {
        location: orNeutral(location),
        time_of_day: orNeutral(time),
        lighting,
        // The weather in the text's own words ("misty", not a category name).
        background_details: weather.join(", "),
      },
      camera,
      visuals: {
        mood: orNeutral(mood ? clean(mood).toLowerCase() : undefined),
        // Things seen: props from the visual clauses only (a heard instrument is not a prop).
        props: english ? propsOf(noCamera(plain(visibleClauses(clauses)))) : [],
        style_notes: uniq([...sceneStyles, ...style.styles]).join(", "),
      },
      audio: {
        dialogue: lines.map((l) => ({ character: l.speaker.name, line: l.line })),
        sound_effects: sounds,
        music_cues: [],
      },
      duration_seconds: seg.timing ? seg.timing.end - seg.timing.start : duration,
      notes: notes.join(" "),
      ...(seg.shot
        ? {
            shot: {
              ...(seg.title ? { label: seg.title } : {}),
              ...(seg.timing ? { start: seg.timing.start, seconds: seg.timing.end - seg.timing.start } : {}),
            },
          }
        : {}),
      clauses,
    };
  });
  const production = documentProduction(scenes, preamble, quotes);
  // Shots stated without times share the clip's stated length (else about 3 s each, at least 8 s).
  if (scenes.length > 1 && scenes.every((s) => s.shot && s.shot.seconds === undefined)) {
    const total = production.duration_seconds ?? Math.min(15, Math.max(duration, scenes.length * 3));
    const each = Math.max(1, Math.floor(total / scenes.length));
    scenes.forEach((s, i) => {
      s.duration_seconds = i === scenes.length - 1 ? total - each * (scenes.length - 1) : each;
    });
  }
  // A stated length for a one-scene text is the scene's length.
  if (production.duration_seconds && scenes.length === 1 && !scenes[0].shot?.seconds)
    scenes[0].duration_seconds = production.duration_seconds;

  const musicStyle = musicWanted ? (musicCues.flat()[0] ?? readMusic(undefined, positiveAll)[0]) : undefined;
  scenes.forEach((s, i) => {
    s.audio.music_cues = musicWanted
      ? musicCues[i].length
        ? musicCues[i]
        : i === 0 && musicStyle
          ? [musicStyle]
          : []
      : [];
  });
  const screenWanted = screenAsked || onScreenQuotes.length > 0;
  const title =
    clean(input.title ?? "") ||
    deriveTitle(titleSource(scenes[0]?.clauses ?? []) || segments[0]?.text || sceneSource(segments[0]), 7) ||
    "Untitled Scene";

  return {
    project_title: title,
    project_style: {
      categories: categorize(source),
      tone: orNeutral(style.moods[0]),
      visual_style: style.styles.join(", "),
      reference_examples: style.references,
    },
    global_preferences: {
      narration: {
        enabled: Boolean(narration),
        voice_style: narration ?? "",
        captions: !negations.captions && CAPTIONS.test(positiveAll),
      },
      music: { enabled: Boolean(musicStyle), style: musicStyle ?? "" },
      text_on_screen: {
        allowed: screenWanted,
        notes: negations.onScreenText
          ? "No on-screen text: the description rules it out."
          : screenWanted
            ? `Requested: ${onScreenQuotes.map((q) => `"${q}"`).join(", ") || "on-screen text"}.`
            : "",
      },
    },
    scenes,
    ...(Object.keys(production).length ? { production } : {}),
  };
}

const moodOf = (text: string) => {
  for (const { pattern } of MOOD_WORDS) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
};

/** The text's words about a member, without its name said twice ("Aldo, baker, an old man named Aldo"). */
function ownDescription(name: string, description: string): string {
  const d = clean(description);
  const prefix = `${name}, `;
  if (d.startsWith(prefix) && d.slice(prefix.length).includes(name)) return d.slice(prefix.length);
  return d || name;
}

const VISIBLE_ROLES = new Set(["action", "place", "camera", "light", "style"]);
const visibleClauses = (clauses: { role: string; text: string }[]) =>
  clauses
    .filter((c) => VISIBLE_ROLES.has(c.role))
    .map((c) => c.text)
    .join(". ");

// What a member does: the clauses the text gives it as subject, in the text's words.
function actionsOf(m: Member, sents: string[], cast: ReturnType<typeof buildCast>): string {
  const out: string[] = [];
  for (const s of sents) {
    const first = cast.find(s)[0];
    if (!first || first.member !== m) continue;
    const rest = clean(
      s
        .slice(first.end)
        .split(/[;]|,\s+(?=[A-Z])/)[0]
        .replace(/^[,\s]+(?:(?:a|an)\s[^,]+,\s*)?/, ""),
    );
    if (rest) out.push(rest.replace(/[.!?]$/, ""));
  }
  return out.slice(0, 2).join("; ");
}

function propsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return uniq(words.filter((w) => PROP_WORDS.has(w))).slice(0, 6);
}
