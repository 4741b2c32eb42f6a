import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { dialogueFacts, guardDocument, statedNegations } from "@/lib/ai/faithfulness";
import { compileScene } from "@/lib/scene/compiler";
import { generateSceneDocument } from "@/lib/scene/generate";
import type { PromptDocument } from "@/lib/scene/schema";

// The faithfulness guard: quoted lines verbatim under their speaker, stated negations held, every
// repair named. Then the generator in AI mode (AI SDK mock model) applying it and reporting repairs.

const text =
  'Maria and Tom walk on an empty beach at dawn. Maria says "Hello, sea!" and Tom replies "Is it cold?"';

/** A plausible model answer that breaks the text: paraphrased, swapped, invented lines, music, narration... */
function unfaithful(): PromptDocument {
  const doc = compileScene({ description: text });
  const scenes = doc.scenes.map((s) => ({
    ...s,
    characters: [
      { name: "Maria", description: "a young woman", actions: "walks" },
      { name: "Tom", description: "her friend", actions: "walks" },
      { name: "A seagull", description: "a white bird", actions: "circles overhead" },
    ],
    audio: {
      dialogue: [
        { character: "Tom", line: "Hello, sea!" },
        { character: "Maria", line: "Hi there, ocean!" },
      ],
      sound_effects: ["waves"],
      music_cues: ["soft piano swells"],
    },
  }));
  return {
    ...doc,
    scenes: [scenes[0]],
    global_preferences: {
      narration: { enabled: true, voice_style: "warm narrator", captions: true },
      music: { enabled: true, style: "piano" },
      text_on_screen: { allowed: true, notes: "Title card" },
    },
  };
}

const allLines = (doc: PromptDocument) => doc.scenes.flatMap((s) => s.audio.dialogue);

describe("faithfulness guard", () => {
  it("reads the negations a text states, and only those", () => {
    expect(
      statedNegations("A quiet forest, no music, without narration, no on-screen text, no people."),
    ).toEqual(["music", "narration", "on_screen_text", "people"]);
    expect(statedNegations("Don't add any music. Nobody is around.")).toEqual(["music", "people"]);
    expect(statedNegations("A musician plays music for people; a sign shows text.")).toEqual([]);
  });

  it("takes the compiler's dialogue facts, kept only when the line is in the text", () => {
    expect(dialogueFacts(text).map(({ character, line }) => [character, line])).toEqual([
      ["Maria", "Hello, sea!"],
      ["Tom", "Is it cold?"],
    ]);
  });

  it("gives lines back to their speaker, restores missing ones verbatim and drops invented ones", () => {
    const { document, repairs } = guardDocument(unfaithful(), text);
    expect(allLines(document)).toEqual([
      { character: "Maria", line: "Hello, sea!" },
      { character: "Tom", line: "Is it cold?" },
    ]);
    expect(repairs).toEqual(
      expect.arrayContaining([
        'dialogue: removed a line the user did not write ("Hi there, ocean!")',
        'dialogue: "Hello, sea!" given back to Maria',
        'dialogue: restored "Is it cold?" verbatim',
      ]),
    );
  });

  it("keeps new lines the user asked for, and still drops them when nobody asked", () => {
    const doc = compileScene({ description: text });
    const withNew = {
      ...doc,
      scenes: doc.scenes.map((s, i) =>
        i === 0
          ? { ...s, audio: { ...s.audio, dialogue: [{ character: "Tom", line: "Race you to the water!" }] } }
          : s,
      ),
    };
    const lines = (said: string) =>
      allLines(guardDocument(withNew, said, { knownText: text }).document).map((d) => d.line);
    expect(lines("Add a playful line for Tom")).toContain("Race you to the water!");
    expect(lines("Give them a short dialogue about the tide")).toContain("Race you to the water!");
    expect(lines("Make it sunset")).not.toContain("Race you to the water!");
  });

  it("a line whose speaker the text leaves open may stay under the model's speaker", () => {
    expect(dialogueFacts('She whispers "Run!"')).toEqual([{ character: "", line: "Run!", scene: 0 }]);
    const doc = compileScene({ description: text });
    const withRun = {
      ...doc,
      scenes: doc.scenes.map((s, i) =>
        i === 0 ? { ...s, audio: { ...s.audio, dialogue: [{ character: "Maria", line: "Run!" }] } } : s,
      ),
    };
    const { document, repairs } = guardDocument(withRun, 'Make her whisper "Run!"', { knownText: text });
    expect(document.scenes[0].audio.dialogue).toEqual([{ character: "Maria", line: "Run!" }]);
    expect(repairs).toEqual([]);
  });

  it("strips the quotes a model kept around a line, so the line is the text's own", () => {
    const doc = compileScene({ description: text });
    const quoted = {
      ...doc,
      scenes: doc.scenes.map((s) => ({
        ...s,
        audio: { ...s.audio, dialogue: s.audio.dialogue.map((d) => ({ ...d, line: `“${d.line}”` })) },
      })),
    };
    expect(allLines(guardDocument(quoted, text).document)).toEqual(allLines(doc));
  });

  it("makes stated negations hold: no music, no narration, no on-screen text, no people", () => {
    const said =
      "An empty beach at dawn, a seagull circles. No music, no narration, no on-screen text, no people.";
    const { document, repairs } = guardDocument(unfaithful(), said);
    const prefs = document.global_preferences;
    expect(prefs.music).toEqual({ enabled: false, style: "none" });
    expect(document.scenes.every((s) => s.audio.music_cues.length === 0)).toBe(true);
    expect(prefs.narration).toMatchObject({ enabled: false, captions: false });
    expect(prefs.text_on_screen.allowed).toBe(false);
    expect(document.scenes[0].characters.map((c) => c.name)).toEqual(["A seagull"]);
    expect(repairs).toEqual(
      expect.arrayContaining([
        "music: the text says no music",
        "narration: the text says no narration",
        "text_on_screen: the text says no on-screen text",
        "characters: the text says no people (removed 2)",
      ]),
    );
  });

  it("leaves a faithful document alone", () => {
    const doc = compileScene({ description: text });
    const faithful = {
      ...doc,
      global_preferences: { ...doc.global_preferences, text_on_screen: { allowed: false, notes: "" } },
    };
    expect(guardDocument(faithful, text)).toEqual({ document: faithful, repairs: [] });
  });

  it("in a chat, keeps lines the user wrote in earlier messages (knownText)", () => {
    const doc = compileScene({ description: text });
    expect(guardDocument(doc, "Make it sunset", { knownText: text }).repairs).toEqual([]);
    expect(guardDocument(doc, "Make it sunset").repairs).toHaveLength(2);
  });

  it("in a chat, 'no people' keeps an animal named in an earlier message and drops the humans", () => {
    const doc = compileScene({ description: "A red fox trots through fresh snow." });
    const withHiker = {
      ...doc,
      scenes: doc.scenes.map((s) => ({
        ...s,
        characters: [
          { name: "Red fox", description: "a small red fox", actions: "trots" },
          { name: "Hiker", description: "a hiker in a red coat", actions: "watches" },
        ],
      })),
    };
    const { document } = guardDocument(withHiker, "Actually, no people at all", {
      knownText: "A red fox trots through fresh snow.",
    });
    expect(document.scenes[0].characters.map((c) => c.name)).toEqual(["Red fox"]);
  });
});

describe("the generator in AI mode applies the guard", () => {
  const answer = (doc: PromptDocument) =>
    new MockLanguageModelV4({
      doGenerate: {
        content: [{ type: "text", text: JSON.stringify(doc) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      },
    });

  it("repairs the model's document and reports each repair", async () => {
    const description = `${text} No music.`;
    const result = await generateSceneDocument(
      { description, duration: 8 },
      { model: answer(unfaithful()), timeoutMs: 5000 },
    );
    expect(result.engine).toBe("ai");
    expect(allLines(result.document)).toEqual([
      { character: "Maria", line: "Hello, sea!" },
      { character: "Tom", line: "Is it cold?" },
    ]);
    expect(result.document.global_preferences.music.enabled).toBe(false);
    expect(result.repairs).toContain("music: the text says no music");
    expect(result.repairs?.length).toBe(4);
  });
});
