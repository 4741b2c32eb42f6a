// Scenes and clips (issue 22, the third blind review's structure losses): one clip where the stated scenes
// fit one generation, the whole piece's sound said once per clip, separate clips that say who and where,
// timed labels as structure, no clip of only a title, background animals not cast.
import { describe, expect, it } from "vitest";
import { splitClauses } from "@/lib/scene/clauses";
import { compileScene } from "@/lib/scene/compiler";
import { segment } from "@/lib/scene/compiler/segment";
import { findTarget } from "@/lib/targets/catalog";
import { pieceClauses } from "@/lib/targets/continuity";
import { exportDocument } from "@/lib/targets/export";
import { documentFacts } from "@/lib/targets/scene-facts";
import { checkClips } from "../fixtures/export-corpus/checks";

const run = (text: string, id: string) =>
  exportDocument(compileScene({ description: text }), findTarget(id)!);
const shots = (text: string, id: string) =>
  (run(text, id).clips[0].parameters.multi_prompt as { prompt: string; duration: string }[]).map(
    (m) => m.prompt,
  );

const BUS_STOP =
  "Scene 1: A boy waits alone at a bus stop in the snow. Scene 2: A stray dog sits beside him. Scene 3: He shares his sandwich with it. No dialogue, gentle piano.";

describe("stated scenes that fit one generation", () => {
  it("stay one Veo clip in timestamp brackets, the whole piece's music once after them", () => {
    const r = run(BUS_STOP, "veo-3.1");
    expect(r.clips).toHaveLength(1);
    expect(r.clips[0].parameters.durationSeconds).toBe(8);
    expect(r.clips[0].text).toBe(
      "[00:00-00:03] A boy waits alone at a bus stop in the snow.\n[00:03-00:05] A stray dog sits beside him.\n[00:05-00:08] He shares his sandwich with it.\nGentle piano.",
    );
  });

  it("are Kling multi_prompt shots, each saying who, where and the piece's music (shots are sent apart)", () => {
    expect(shots(BUS_STOP, "kling-3")).toEqual([
      "A boy waits alone at a bus stop in the snow. Gentle piano.",
      "A bus stop in the snow. A stray dog sits beside the boy. Gentle piano.",
      "A bus stop in the snow. The boy shares his sandwich with the stray dog. Gentle piano.",
    ]);
  });

  it("split past the model's length: each clip its share of the stated total", () => {
    const r = run(`A 24-second story. ${BUS_STOP}`, "veo-3.1");
    expect(r.clips.map((c) => c.sceneIds)).toEqual([[1], [2], [3]]);
    expect(r.clips.map((c) => c.parameters.durationSeconds)).toEqual([8, 8, 8]);
    expect(r.clips.every((c) => c.text.endsWith("Gentle piano."))).toBe(true);
  });
});

describe("clips made apart say who and where", () => {
  it("on a silent model: the anchor for 'him' and 'it', the place of the scene before, no music", () => {
    expect(run(BUS_STOP, "runway-gen-4.5").clips.map((c) => c.text)).toEqual([
      "A boy waits alone at a bus stop in the snow.",
      "A stray dog sits beside the boy. A bus stop in the snow.",
      "The boy shares his sandwich with the stray dog. A bus stop in the snow.",
    ]);
  });

  it("'at his feet' is the old man's; 'He throws it' is the old man, not the dog named after it", () => {
    const texts = run(
      "Scene 1: An old man reads on a park bench in autumn. Scene 2: A golden retriever drops a stick at his feet. Scene 3: He throws it and the dog races after it.",
      "runway-gen-4.5",
    ).clips.map((c) => c.text);
    expect(texts[1]).toBe("A golden retriever drops a stick at the old man's feet. A park bench in autumn.");
    expect(texts[2]).toBe("The old man throws it and the dog races after it. A park bench in autumn.");
  });

  it("a scene with a place of its own carries none; 'onto his bed' stays (it does not show him)", () => {
    const texts = run(
      "Scene 1: A black cat sits on a windowsill in the rain. Scene 2: A boy opens the window. Scene 3: It jumps onto his bed.",
      "runway-gen-4.5",
    ).clips.map((c) => c.text);
    expect(texts[1]).toBe("A boy opens the window.");
    expect(texts[2]).toBe("The black cat jumps onto his bed.");
  });

  it("a leading 'It' after a scene that opens with a thing is that thing", () => {
    const texts = run(
      "Shot 1 (0-4s): A paper airplane glides across a classroom. Shot 2 (4-8s): It lands on the teacher's desk.",
      "runway-gen-4.5",
    ).clips.map((c) => c.text);
    expect(texts[1]).toBe("The paper airplane lands on the teacher's desk.");
  });

  it("the text's noun phrase for an unnamed character, and the gender the text gives ('him' is Mr. Tan)", () => {
    const keeper = run(
      "A 24-second short. Scene 1: A lighthouse keeper in a yellow oilskin climbs the tower stairs on a stormy night. Scene 2: He trims the wick of the great lamp.",
      "runway-gen-4.5",
    ).clips[1].text;
    expect(keeper).toBe("The lighthouse keeper in a yellow oilskin trims the wick of the great lamp.");
    const bowl = run(
      'A 30-second short. Scene 1: Lena, a street cook, flips noodles. She calls out: "Two minutes!" Scene 2: An old regular, Mr. Tan, sits at the counter. Scene 3: Lena slides a bowl in front of him and winks.',
      "runway-gen-4.5",
    ).clips.at(-1)!.text;
    expect(bowl).toContain("slides a bowl in front of Mr. Tan");
  });
});

describe("timed labels, titles and sound", () => {
  const TRAILER =
    "Trailer: 0-3s: a key turns in an old lock. 3-6s: the door creaks open onto a dusty attic. 6-8s: a music box starts playing by itself. Title on screen: 'THE INHERITANCE'. Dark ambient drone.";

  it("a heading before the first timed shot is not left with the timing, and the shot keeps its time", () => {
    const { scenes } = segment("Trailer: 0-3s: a key turns. 3-6s: the door opens.");
    expect(scenes.map((s) => s.timing)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
    ]);
    expect(scenes[0].text).not.toContain("0-3s");
  });

  it("the trailer: 8 s, three shots in the text's order, the music box a visual beat on a silent model", () => {
    const veo = run(TRAILER, "veo-3.1").clips;
    expect(veo).toHaveLength(1);
    expect(veo[0].text).toBe(
      '[00:00-00:03] Trailer. A key turns in an old lock.\n[00:03-00:06] The door creaks open onto a dusty attic.\n[00:06-00:08] A music box starts playing by itself. Title on screen: "THE INHERITANCE".\nDark ambient drone.',
    );
    const runway = run(TRAILER, "runway-gen-4.5").clips;
    expect(runway.map((c) => c.parameters.durationSeconds)).toEqual([3, 3, 2]);
    expect(runway[2].text).toBe('A music box starts playing by itself. Title on screen: "THE INHERITANCE".');
  });

  it("a short title card of its own joins the shot before it, never a clip of only a title", () => {
    const text =
      "0-4s: a swing moves on its own in an empty playground. 4-8s: a red ball rolls out of the fog. 8-10s: title card 'DON'T LOOK BACK'. Whispering wind.";
    const runway = run(text, "runway-gen-4.5").clips;
    expect(runway.map((c) => c.sceneIds)).toEqual([[1], [2, 3]]);
    expect(runway.map((c) => c.parameters.durationSeconds)).toEqual([4, 6]);
    // Veo: the card stays a timed shot beside the ball rather than a 2 s clip of its own.
    expect(run(text, "veo-3.1").clips.map((c) => c.sceneIds)).toEqual([[1], [2, 3]]);
  });

  it("reads sounding things as seen, a drone and a genre that plays as sound, music named in other languages", () => {
    const roles = (t: string) => splitClauses(t, []).map((c) => c.role);
    expect(roles("a music box starts playing by itself")).toEqual(["action"]);
    expect(roles("Dark ambient drone")).toEqual(["sound"]);
    expect(roles("Jazz plays softly throughout")).toEqual(["music"]);
    expect(roles("The band plays jazz on the corner")).toEqual(["action"]);
    expect(roles("Música de acordeón suave")).toEqual(["music"]);
    expect(roles("静かなピアノ。")).toEqual(["music"]);
  });

  it("sound for the whole piece is said before the first scene or in its own sentence after the last beat", () => {
    const piece = (t: string) =>
      pieceClauses(documentFacts(compileScene({ description: t })).scenes).map((c) => c.text);
    expect(
      piece("Soft lo-fi beat throughout. Scene 1: A student opens a window. Scene 2: She writes."),
    ).toEqual(["Soft lo-fi beat throughout"]);
    expect(piece("Scene 1: A dancer bows. Scene 2: She walks off. Soft piano.")).toEqual(["Soft piano"]);
    // In the beat's own sentence: that shot's sound.
    expect(piece("Shot 1: A dancer bows. Shot 2: She walks off, soft applause.")).toEqual([]);
  });
});

describe("background animals and crowds are not cast", () => {
  const cast = (t: string) =>
    compileScene({ description: t }).scenes.flatMap((s) => s.characters.map((c) => c.name.toLowerCase()));

  it("when a person is the story; a counted, owned or lone group, and one that speaks, stays", () => {
    expect(cast("Gulls circle the masts while an old fisherman mends a net on the pier.")).toEqual([
      "fisherman",
    ]);
    expect(cast("The runner crosses the finish line and the crowd roars.")).toEqual(["runner"]);
    expect(cast("Horses graze in a misty field as a farmer walks to the fence.")).toEqual(["farmer"]);
    expect(cast("Two puppies tumble over each other in the grass.")).toEqual(["puppies"]);
    expect(cast("Wolves chase a deer across the snow.")).toEqual(["wolves", "deer"]);
    expect(cast('The crowd chants "Go!" as the runner passes.')).toContain("crowd");
  });
});

describe("checkClips (the corpus's structure check)", () => {
  const spec = findTarget("kling-3")!;
  const entry = {
    clips: { "kling-3": 1 },
    clipWords: [{ beat: "sits beside", words: ["boy"] }],
    pieceAudio: ["Gentle piano"],
    shotAudio: [{ text: "a violin starts", beat: "walks off" }],
    noResidueClips: true,
    beats: [
      { text: "waits alone", kind: "visual" as const },
      { text: "sits beside", kind: "visual" as const },
    ],
  };
  const clip = (prompts: string[]) => ({
    text: prompts.join("\n"),
    parameters: { multi_prompt: prompts.map((prompt) => ({ prompt })) },
  });

  it("passes a faithful export and names every structure defect", () => {
    const good = {
      target: "kling-3",
      warnings: [],
      clips: [clip(["A boy waits alone. Gentle piano.", "A dog sits beside the boy. Gentle piano."])],
    };
    expect(checkClips(good, spec, entry)).toEqual([]);
    const bad = {
      target: "kling-3",
      warnings: [],
      clips: [
        clip(["A boy waits alone. Gentle piano. Gentle piano.", "A dog sits beside him. A violin starts."]),
        { text: 'Title card "END".', parameters: {} },
      ],
    };
    expect(checkClips(bad, spec, entry)).toEqual([
      "2 clip(s) where 1 fits the model",
      'clip 1 shot 2: shows "sits beside" without saying "boy"',
      'clip 1 shot 1: the whole piece\'s "Gentle piano" said 2 times (once wanted)',
      'clip 1 shot 2: the whole piece\'s "Gentle piano" said 0 times (once wanted)',
      'clip 2: the whole piece\'s "Gentle piano" said 0 times (once wanted)',
      'clip 1 shot 2: "a violin starts" belongs to the shot of "walks off"',
      'clip 2: holds no visual beat ("Title card "END".")',
    ]);
  });
});
