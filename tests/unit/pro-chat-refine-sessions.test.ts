import { describe, expect, it } from "vitest";
import { messageCost } from "@/lib/chat/cost";
import { guideTurn, type GuideTurn } from "@/lib/chat/guide";
import type { ChatEntry } from "@/lib/chat/types";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

// Pro Chat refines, it does not rewrite: scripted sessions written the way creators talk (scene-scoped
// requests, corrections, changes of mind, navigation words). Each turn runs as the server stores it
// (the assistant entry keeps the document it replaced, which undo restores) and is checked against the
// document expected after it, and against what it costs.

const LENA =
  "Scene 1: Lena, a young painter, walks along the beach at golden hour. Scene 2: Lena sets up her easel on the pier. Scene 3: Lena and her brother Tom hug as the sun sets.";

type Check = (doc: PromptDocument, turn: GuideTurn, before: PromptDocument) => void;
type Step = [message: string, cost: 0 | 1, check: Check];

/** Plays a session from its first message; returns the documents after each turn. */
function session(first: string, steps: Step[]) {
  const history: ChatEntry[] = [];
  const push = (message: string, turn: GuideTurn, before: PromptDocument | null) => {
    const changed = before !== null && JSON.stringify(before) !== JSON.stringify(turn.document);
    history.push(
      { role: "user", content: message },
      {
        role: "assistant",
        content: turn.reply,
        step: turn.asked,
        applied: turn.applied,
        ...(turn.given?.length ? { covered: turn.given } : {}),
        ...(turn.undone ? { undone: true } : changed ? { previous: before } : {}),
      },
    );
  };
  const draft = guideTurn({ message: first, document: null, history });
  push(first, draft, null);
  let doc = draft.document;
  const docs = [doc];
  for (const [message, cost, check] of steps) {
    const turn = guideTurn({ message, document: doc, history });
    promptDocumentSchema.parse(turn.document);
    expect(messageCost(message, turn), `cost of "${message}"`).toBe(cost);
    // A turn that costs nothing leaves the document as it was (undo excepted: it restores).
    if (cost === 0 && !turn.undone) expect(turn.document).toEqual(doc);
    check(turn.document, turn, doc);
    push(message, turn, doc);
    doc = turn.document;
    docs.push(doc);
  }
  return { draft, docs };
}

/** Everything but the listed scenes (1-based) is unchanged. */
function onlyScenes(before: PromptDocument, after: PromptDocument, scenes: number[]) {
  const strip = (d: PromptDocument) => ({ ...d, scenes: d.scenes.filter((_, i) => !scenes.includes(i + 1)) });
  expect(strip(after)).toEqual(strip(before));
}
const unchanged: Check = (d, _t, b) => expect(d).toEqual(b);
const times = (d: PromptDocument) => d.scenes.map((s) => s.setting.time_of_day);

describe("Pro Chat refines, not rewrites: scripted sessions", () => {
  it("1. a scene-scoped camera request changes scene 2 only, and the reply says so", () => {
    session(LENA, [
      [
        "use a handheld close-up on Lena for scene 2",
        1,
        (d, t, b) => {
          expect(d.scenes[1].camera.movements).toEqual(["handheld"]);
          expect(d.scenes[1].camera.angles).toEqual(["close-up on Lena"]);
          onlyScenes(b, d, [2]);
          expect(t.reply).toContain("changed scene 2's camera move to handheld");
          expect(t.reply).toContain("scene 2's camera framing to close-up on Lena");
        },
      ],
    ]);
  });

  it("2. a description that gives place and golden hour is never asked where and when", () => {
    const { draft } = session(LENA, []);
    expect(draft.given).toContain("setting");
    expect(draft.asked).not.toBe("setting");
    expect(draft.reply).not.toMatch(/\*\*Midday\*\*/);
    expect(times(draft.document)).toEqual(["golden hour", "golden hour", "golden hour"]);
  });

  it("3. golden hour without a place: asks only where, offers no times, and a bare number changes nothing", () => {
    const { draft } = session("A red fox trots through fresh snow at golden hour.", [
      [
        "2",
        0,
        (d, t, b) => {
          expect(d).toEqual(b);
          expect(t.reply).toContain('could not match "2"');
        },
      ],
      [
        "a silent birch forest",
        1,
        (d) => {
          expect(d.scenes[0].setting.location).toBe("a silent birch forest");
          expect(d.scenes[0].setting.time_of_day).toBe("golden hour");
        },
      ],
    ]);
    expect(draft.asked).toBe("setting");
    expect(draft.reply).toContain("Where does the scene take place? The time of day stays **golden hour**.");
    expect(draft.reply).not.toMatch(/\*\*Midday\*\*/);
  });

  it("4. overwriting a stated value says which value it replaced", () => {
    session(LENA, [
      [
        "make it midday",
        1,
        (d, t) => {
          expect(times(d)).toEqual(["midday", "midday", "midday"]);
          expect(t.reply).toContain(`changed every scene's time of day to midday (replacing "golden hour")`);
          // The text states no light (the compiler no longer infers one from the time): nothing to clear.
          expect(t.reply).not.toMatch(/cleared every scene's light/);
        },
      ],
    ]);
  });

  it("5. navigation and courtesy words cost nothing and change nothing", () => {
    session(LENA, [
      ["skip", 0, unchanged],
      ["back", 0, unchanged],
      ["help", 0, (d, t, b) => [expect(d).toEqual(b), expect(t.reply).toContain("are free")]],
      ["hi", 0, (d, t, b) => [expect(d).toEqual(b), expect(t.reply).toMatch(/^\*\*Hello!\*\*/)]],
      ["thanks!", 0, unchanged],
      [
        "undo",
        0,
        (d, t, b) => [expect(d).toEqual(b), expect(t.reply).toContain("no change of mine to undo")],
      ],
      ["done", 0, (d, t, b) => [expect(d).toEqual(b), expect(t.reply).toContain("Your prompt is complete.")]],
    ]);
  });

  it("6. undo restores the previous document, change by change, for free", () => {
    const { docs } = session(LENA, [
      [
        "make the last scene night",
        1,
        (d) => expect(times(d)).toEqual(["golden hour", "golden hour", "night"]),
      ],
      ["scene 1 should feel tense", 1, (d) => expect(d.scenes[0].visuals.mood).toBe("tense")],
      [
        "undo",
        0,
        (d, t) => [expect(t.undone).toBe(true), expect(d.scenes[0].visuals.mood).not.toBe("tense")],
      ],
      ["undo", 0, (d) => expect(times(d)).toEqual(["golden hour", "golden hour", "golden hour"])],
    ]);
    expect(docs[3]).toEqual(docs[1]);
    expect(docs[4]).toEqual(docs[0]);
  });

  it("7. a change of mind on one scene replaces only that scene's value, and says so", () => {
    session(LENA, [
      ["make scene 3 night", 1, (d) => expect(times(d)).toEqual(["golden hour", "golden hour", "night"])],
      [
        "actually, make scene 3 dawn",
        1,
        (d, t, b) => {
          expect(times(d)).toEqual(["golden hour", "golden hour", "dawn"]);
          expect(t.reply).toContain(`changed scene 3's time of day to dawn (replacing "night")`);
          onlyScenes(b, d, [3]);
        },
      ],
    ]);
  });

  it("8. a correction of the mood replaces the mood everywhere it was set", () => {
    session(LENA, [
      [
        "set the mood to tense",
        1,
        (d) => expect(d.scenes.map((s) => s.visuals.mood)).toEqual(["tense", "tense", "tense"]),
      ],
      [
        "no, calm",
        1,
        (d, t) => {
          expect(d.scenes.map((s) => s.visuals.mood)).toEqual(["calm", "calm", "calm"]);
          expect(t.reply).toContain('(replacing "tense")');
        },
      ],
    ]);
  });

  it("9. the last scene, by name: a sound goes to scene 3 only", () => {
    session(LENA, [
      [
        "in the last scene add the sound of waves",
        1,
        (d, _t, b) => {
          expect(d.scenes[2].audio.sound_effects[0]).toMatch(/waves/);
          onlyScenes(b, d, [3]);
        },
      ],
    ]);
  });

  it("10. several scenes named at once get the same duration; the rest keep theirs", () => {
    session(LENA, [
      [
        "scenes 1 and 2 should be 5 seconds",
        1,
        (d, t) => {
          expect(d.scenes.map((s) => s.duration_seconds)).toEqual([5, 5, 8]);
          expect(t.reply).toContain("set scene 1 to 5 seconds");
        },
      ],
    ]);
  });

  it("11. 'in every scene' is an explicit everything scope, and the reply says every scene", () => {
    session(LENA, [
      [
        "a slow dolly in, in every scene",
        1,
        (d, t) => {
          expect(d.scenes.every((s) => s.camera.movements.join() === "dolly in")).toBe(true);
          expect(t.reply).toContain("every scene's camera move");
        },
      ],
    ]);
  });

  it("12. a close-up on a character without a scene goes to the scenes that character is in", () => {
    session(LENA, [
      [
        "a close-up on Tom",
        1,
        (d, t, b) => {
          expect(d.scenes[2].camera.angles).toEqual(["close-up on Tom"]);
          onlyScenes(b, d, [3]);
          expect(t.reply).toContain("scene 3's camera framing");
        },
      ],
    ]);
  });

  it("13. a character's wardrobe goes into the bible once, not into one scene's text", () => {
    session(LENA, [
      [
        "Lena wears a yellow raincoat",
        1,
        (d, t, b) => {
          expect(d.bible?.cast.find((m) => m.name === "Lena")?.wardrobe).toBe("a yellow raincoat");
          expect(d.scenes.map((s) => s.description)).toEqual(b.scenes.map((s) => s.description));
          expect(d.scenes.map((s) => s.characters)).toEqual(b.scenes.map((s) => s.characters));
          expect(d.scenes[2].cast).toEqual(["Lena", "Tom"]);
          expect(t.reply).toContain("updated Lena in the cast (wardrobe a yellow raincoat)");
        },
      ],
      ["Tom is 12 years old", 1, (d) => expect(d.bible?.cast.find((m) => m.name === "Tom")?.age).toBe("12")],
    ]);
  });

  it("14. swapping scenes moves them, and nothing else", () => {
    session(LENA, [
      [
        "swap scenes 1 and 3",
        1,
        (d, t, b) => {
          expect(d.scenes.map((s) => s.description)).toEqual([
            b.scenes[2].description,
            b.scenes[1].description,
            b.scenes[0].description,
          ]);
          expect(d.scenes.map((s) => s.id)).toEqual([1, 2, 3]);
          expect(t.reply).toContain("swapped scenes 1 and 3");
        },
      ],
    ]);
  });

  it("15. adding a scene, then thinking better of it and removing it", () => {
    const { docs } = session(LENA, [
      [
        "add a scene where Tom waves goodbye",
        1,
        (d, t) => {
          expect(d.scenes).toHaveLength(4);
          expect(d.scenes[3].description).toBe("Tom waves goodbye.");
          expect(t.reply).toContain("added scene 4: Tom waves goodbye");
        },
      ],
      ["remove scene 4", 1, (d) => expect(d.scenes).toHaveLength(3)],
    ]);
    expect(docs[2]).toEqual(docs[0]);
  });

  it("16. merging two scenes, then undo brings both back", () => {
    const { docs } = session(LENA, [
      [
        "merge scenes 2 and 3",
        1,
        (d, t) => [expect(d.scenes).toHaveLength(2), expect(t.reply).toContain("merged scenes 2 and 3")],
      ],
      ["undo", 0, (d) => expect(d.scenes).toHaveLength(3)],
    ]);
    expect(docs[2]).toEqual(docs[0]);
  });

  it("17. a scene that does not exist changes nothing, costs nothing and says why", () => {
    session(LENA, [
      [
        "make scene 5 night",
        0,
        (d, t, b) => [expect(d).toEqual(b), expect(t.reply).toContain("There is no scene 5")],
      ],
    ]);
  });

  it("18. a quoted line in scene 2 goes to scene 2 with its speaker", () => {
    session(LENA, [
      [
        'in scene 2 Lena says "The light is perfect."',
        1,
        (d, _t, b) => {
          expect(d.scenes[1].audio.dialogue.at(-1)).toEqual({
            character: "Lena",
            line: "The light is perfect.",
          });
          onlyScenes(b, d, [2]);
        },
      ],
    ]);
  });

  it("19. a one-scene project talks about 'the scene'", () => {
    session("A lighthouse keeper named Elias feeds a seagull on the rocks.", [
      [
        "use a slow dolly in",
        1,
        (d, t) => {
          expect(d.scenes[0].camera.movements).toEqual(["dolly in"]);
          expect(t.reply).toContain("the scene's camera move to dolly in");
        },
      ],
    ]);
  });

  it("20. music everywhere, then none in the last scene only", () => {
    session(LENA, [
      [
        "add soft piano music",
        1,
        (d) => [
          expect(d.global_preferences.music.enabled).toBe(true),
          expect(d.scenes.every((s) => s.audio.music_cues.join() === "soft piano music")).toBe(true),
        ],
      ],
      [
        "no music in the last scene",
        1,
        (d, _t, b) => {
          expect(d.scenes.map((s) => s.audio.music_cues.length)).toEqual([1, 1, 0]);
          expect(d.global_preferences.music).toEqual(b.global_preferences.music);
          onlyScenes(b, d, [3]);
        },
      ],
    ]);
  });

  it("21. 'the second scene' by ordinal: its mood only, the project tone untouched", () => {
    session(LENA, [
      [
        "the second scene should feel tense",
        1,
        (d, t, b) => {
          expect(d.scenes.map((s) => s.visuals.mood)).toEqual([
            b.scenes[0].visuals.mood,
            "tense",
            b.scenes[2].visuals.mood,
          ]);
          expect(d.project_style.tone).toBe(b.project_style.tone);
          expect(t.reply).toContain("scene 2's mood to tense");
        },
      ],
    ]);
  });

  it("22. words with nothing to apply change nothing and cost nothing", () => {
    session(LENA, [["hmm", 0, unchanged]]);
  });

  it("23. a mixed session: scoped edit, navigation, a change of mind, undo, done", () => {
    const { docs } = session(LENA, [
      ["use a handheld close-up on Lena for scene 2", 1, (d, _t, b) => onlyScenes(b, d, [2])],
      ["skip", 0, unchanged],
      [
        "make scene 2 a wide shot instead",
        1,
        (d) => expect(d.scenes[1].camera.angles).toEqual(["wide shot"]),
      ],
      ["undo", 0, (d) => expect(d.scenes[1].camera.angles).toEqual(["close-up on Lena"])],
      ["done", 0, unchanged],
    ]);
    expect(docs.at(-1)?.scenes[0]).toEqual(docs[0].scenes[0]);
    expect(docs.at(-1)?.scenes[2]).toEqual(docs[0].scenes[2]);
  });
});
