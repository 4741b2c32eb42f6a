// The faithfulness guard on a model's document: what the user's text states must hold in it. Quoted
// dialogue comes back verbatim under its speaker (the local compiler's dialogue facts, kept only when
// the line is really in the text), lines the user never wrote are dropped, and stated negations hold:
// no music, no narration, no on-screen text, no people. Each breach is repaired in place and named
// in `repairs`, which the callers record (prompt_analytics.full_input_data, Pro Chat's activity).
import { compileScene } from "@/lib/scene/compiler";
import type { PromptDocument, Scene } from "@/lib/scene/schema";

export type Negation = "music" | "narration" | "on_screen_text" | "people";
export type DialogueFact = { character: string; line: string; scene: number };
export type GuardResult = { document: PromptDocument; repairs: string[] };

const NEGATIONS: Record<Negation, RegExp> = {
  music:
    /\b(?:no|without|zero)\s+(?:background\s+|any\s+)?(?:music|soundtrack|score)\b|\bmusic-free\b|\b(?:don'?t|do not|never)\s+(?:add|use|include|want|play|put)\s+(?:any\s+)?(?:background\s+)?music\b/i,
  narration:
    /\b(?:no|without)\s+(?:a\s+|any\s+)?(?:narration|narrator|voice-?overs?|voiceovers?)\b|\b(?:don'?t|do not|never)\s+(?:add|use|include|want)\s+(?:any\s+|a\s+)?(?:narration|narrator|voice-?over)\b/i,
  on_screen_text:
    /\b(?:no|without)\s+(?:any\s+)?(?:on[- ]?screen\s+text|text\s+on\s+(?:the\s+)?screen|text|captions|subtitles|lettering|words\s+on\s+screen)\b|\b(?:don'?t|do not|never)\s+(?:add|use|include|show|want)\s+(?:any\s+)?(?:on[- ]?screen\s+)?(?:text|captions|subtitles)\b/i,
  people:
    /\b(?:no|without)\s+(?:other\s+|any\s+)?(?:people|persons?|humans?|crowds?)\b|\bno[- ]one\b|\bnobody\b|\b(?:empty|devoid)\s+of\s+people\b/i,
};

const HUMAN =
  /\b(?:man|men|woman|women|person|people|persons|human|humans|boy|boys|girl|girls|child|children|kid|kids|baby|toddler|teen|teenager|adult|adults|guy|lady|ladies|gentleman|crowd|family|couple|friends?|mother|father|mom|dad|parent|parents|grandmother|grandfather|hiker|walker|farmer|worker|chef|cook|traveler|traveller|tourist|pedestrian|pedestrians|student|teacher|fisherman|fisherwoman|runner|dancer|driver|surfer|villager|villagers|stranger|figure|silhouette|narrator)\b/i;
const NEGATIVE_CUE = /^\s*(?:no|none|silence|silent|without)\b/i;
// The user asks for lines to be written ("add a line for Tom", "a short dialogue about the rain"):
// then new lines are the request, not an invention.
const ASKS_FOR_LINES =
  /\b(?:write|add|give|suggest|invent|create|compose)\b[^.!?]*\b(?:lines?|dialog(?:ue)?s?|conversation)\b|\b(?:dialog(?:ue)?|conversation)\s+about\b/i;
// The compiler's placeholder speakers: the text did not say who speaks, so any speaker may stay.
const UNKNOWN_SPEAKER = /^(?:voice|speaker|someone|somebody|narrator|unknown|off-?screen(?: voice)?)?$/i;

/** The negations the text states. */
export function statedNegations(text: string): Negation[] {
  return (Object.keys(NEGATIONS) as Negation[]).filter((n) => NEGATIONS[n].test(text));
}

const squash = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“”'‘’]+|["“”'‘’]+$/g, "");
const person = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, "")
    .trim();
const sameSpeaker = (a: string, b: string) => {
  const [x, y] = [person(a), person(b)];
  return x !== "" && y !== "" && (x.includes(y) || y.includes(x));
};

/** Quoted lines and their speakers, from the local compiler, kept only when the line is in the text. */
export function dialogueFacts(text: string): DialogueFact[] {
  const flat = text.replace(/\s+/g, " ");
  return compileScene({ description: text }).scenes.flatMap((s, scene) =>
    s.audio.dialogue
      .map((d) => ({
        character: UNKNOWN_SPEAKER.test(d.character.trim()) ? "" : d.character.trim(),
        line: squash(d.line),
        scene,
      }))
      .filter((d) => d.line !== "" && flat.includes(d.line)),
  );
}

function repairDialogue(
  scenes: Scene[],
  facts: DialogueFact[],
  sources: string,
  newLinesAsked: boolean,
  repairs: string[],
): Scene[] {
  const known = sources.replace(/\s+/g, " ");
  // Lines the user never wrote (invented or paraphrased) go, unless they asked for new ones; the
  // verbatim ones are restored below.
  let out = scenes.map((s) => {
    if (newLinesAsked) return s;
    const kept = s.audio.dialogue.filter((d) => {
      const ok = squash(d.line) !== "" && known.includes(squash(d.line));
      if (!ok) repairs.push(`dialogue: removed a line the user did not write ("${d.line.slice(0, 60)}")`);
      return ok;
    });
    return kept.length === s.audio.dialogue.length ? s : { ...s, audio: { ...s.audio, dialogue: kept } };
  });
  for (const fact of facts) {
    const at = out.findIndex((s) => s.audio.dialogue.some((d) => squash(d.line) === fact.line));
    if (at >= 0) {
      out = out.map((s, i) =>
        i !== at
          ? s
          : {
              ...s,
              audio: {
                ...s.audio,
                dialogue: s.audio.dialogue.map((d) => {
                  if (squash(d.line) !== fact.line) return d;
                  const speaker = !fact.character || sameSpeaker(d.character, fact.character);
                  if (speaker && d.line === fact.line) return d;
                  if (!speaker)
                    repairs.push(`dialogue: "${fact.line.slice(0, 60)}" given back to ${fact.character}`);
                  // Verbatim: the text's own characters, without the quotes the model may have kept.
                  return { character: speaker ? d.character : fact.character, line: fact.line };
                }),
              },
            },
      );
      continue;
    }
    // Missing: restore it where its speaker appears, else in the scene the compiler put it in.
    const bySpeaker = out.findIndex(
      (s) =>
        fact.character !== "" &&
        (s.characters.some((c) => sameSpeaker(c.name, fact.character)) ||
          s.audio.dialogue.some((d) => sameSpeaker(d.character, fact.character))),
    );
    const target = bySpeaker >= 0 ? bySpeaker : Math.min(fact.scene, out.length - 1);
    repairs.push(`dialogue: restored "${fact.line.slice(0, 60)}" verbatim`);
    out = out.map((s, i) =>
      i !== target
        ? s
        : {
            ...s,
            audio: {
              ...s.audio,
              dialogue: [...s.audio.dialogue, { character: fact.character || "Voice", line: fact.line }],
            },
          },
    );
  }
  return out;
}

function repairNegations(
  doc: PromptDocument,
  negations: Negation[],
  known: string,
  repairs: string[],
): PromptDocument {
  let { global_preferences: prefs, scenes } = doc;
  if (negations.includes("music")) {
    const cued = scenes.some((s) => s.audio.music_cues.some((c) => !NEGATIVE_CUE.test(c)));
    if (prefs.music.enabled || cued) {
      repairs.push("music: the text says no music");
      prefs = { ...prefs, music: { enabled: false, style: "none" } };
      scenes = scenes.map((s) => ({ ...s, audio: { ...s.audio, music_cues: [] } }));
    }
  }
  if (negations.includes("narration") && prefs.narration.enabled) {
    repairs.push("narration: the text says no narration");
    prefs = { ...prefs, narration: { ...prefs.narration, enabled: false, voice_style: "none" } };
  }
  if (negations.includes("on_screen_text") && (prefs.text_on_screen.allowed || prefs.narration.captions)) {
    repairs.push("text_on_screen: the text says no on-screen text");
    prefs = {
      ...prefs,
      narration: { ...prefs.narration, captions: false },
      text_on_screen: { allowed: false, notes: "No on-screen text, as requested." },
    };
  }
  if (negations.includes("people")) {
    const words = known.toLowerCase();
    // With no people, only non-human characters the user's own words name may stay.
    const named = (name: string) =>
      name
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((w) => w.length >= 3 && words.includes(w));
    scenes = scenes.map((s) => {
      const kept = s.characters.filter((c) => !HUMAN.test(`${c.name} ${c.description}`) && named(c.name));
      if (kept.length === s.characters.length) return s;
      repairs.push(`characters: the text says no people (removed ${s.characters.length - kept.length})`);
      return { ...s, characters: kept };
    });
  }
  return { ...doc, global_preferences: prefs, scenes };
}

/**
 * Checks the model's document against the user's `text` and repairs what breaks it. `knownText` is
 * every text the user wrote so far (dialogue may quote any of it; defaults to `text`).
 */
export function guardDocument(
  doc: PromptDocument,
  text: string,
  opts: { knownText?: string; facts?: DialogueFact[] } = {},
): GuardResult {
  const repairs: string[] = [];
  const facts = opts.facts ?? dialogueFacts(text);
  const known = `${opts.knownText ?? ""}\n${text}`;
  const scenes = repairDialogue(doc.scenes, facts, known, ASKS_FOR_LINES.test(text), repairs);
  const document = repairNegations({ ...doc, scenes }, statedNegations(text), known, repairs);
  return { document, repairs };
}
