// Issue 27: the per-mode prompt rules, slots, keyframes and extend-past-the-cap, one behaviour each.
import { describe, expect, it } from "vitest";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";
import { findTarget } from "@/lib/targets/catalog";
import { compileScene } from "@/lib/scene/compiler";
import { applyOperations } from "@/lib/scene/edit";
import { exportDocument } from "@/lib/targets/export";
import { exportWithModes, isStaticDescription, type ModeClip } from "@/lib/targets/modes";
import { GOLDEN } from "../support/golden-document";

const spec = (id: string) => findTarget(id)!;
const clipsOf = (r: { clips: unknown[] }) => r.clips as ModeClip[];

const KITCHEN: PromptDocument = {
  ...GOLDEN,
  scenes: [
    {
      ...GOLDEN.scenes[0],
      id: 1,
      description:
        "A warm kitchen at dawn, soft window light. Lena in the red coat pours tea. The camera slowly pushes in. A kettle whistles.",
      characters: [{ name: "Lena", description: "a tall woman with short grey hair", actions: "pours tea" }],
      setting: { location: "", time_of_day: "", lighting: "", background_details: "" },
      camera: { movements: [], angles: [] },
      visuals: { mood: "", props: [], style_notes: "" },
      audio: { dialogue: [], sound_effects: [], music_cues: [] },
      duration_seconds: 8,
    },
  ],
  bible: {
    cast: [
      { name: "Lena", look: "a tall woman with short grey hair", wardrobe: "a red coat", age: "", voice: "" },
    ],
    places: [{ name: "kitchen", description: "a warm farmhouse kitchen" }],
    props: [{ name: "red coat", description: "a long red wool coat" }],
  },
};

describe("image to video", () => {
  it("writes only motion, camera, change and sound: the frame's place, light and style are left out", () => {
    const r = exportWithModes(GOLDEN, spec("veo-3.1"), { mode: "image-to-video" });
    const text = r.clips.map((c) => c.text).join("\n");
    expect(text).toContain("Maria unties a rope at the harbor.");
    expect(text).toContain("Slow push in.");
    expect(text).toContain("Gulls crying.");
    expect(text).toContain('"The sea is calm today."');
    expect(text).not.toMatch(/misty harbor|golden backlight|35mm|sunrise glow/);
    // The plain export does write them.
    expect(exportDocument(GOLDEN, spec("veo-3.1")).clips[0].text).toContain("35mm");
  });

  it("gives each clip a start-frame slot in the model's field and a keyframe prompt from the same words", () => {
    const clips = clipsOf(exportWithModes(KITCHEN, spec("runway-gen-4.5"), { mode: "image-to-video" }));
    expect(clips[0].slots).toEqual([
      {
        slot: "Start frame",
        kind: "start-frame",
        field: "promptImage (position: first)",
        fill: "The start frame made from the keyframe prompt",
      },
    ]);
    const still = clips[0].keyframes!.start;
    // The bible's identity anchor, the first beat and the place, light and style the video text leaves out.
    expect(still).toContain("Lena: a tall woman with short grey hair; wearing a red coat.");
    expect(still).toMatch(/kitchen/i);
    expect(clips[0].text).not.toMatch(/warm kitchen at dawn/i);
  });

  it("a keyframe names a character once: a look that repeats the name or the scene's own words is not said again", () => {
    const doc = compileScene({
      description:
        'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor. She says "The sea is calm today."',
    });
    const still = clipsOf(exportWithModes(doc, spec("seedance-2.0"), { mode: "image-to-video" }))[0]
      .keyframes!.start;
    // The creator's sentence as written: the time stays where the text put it.
    expect(still).toBe("At dawn, Maria, a young fisherwoman, walks along the misty harbor.");
  });

  it("chains: clip 2's start frame is offered as clip 1's last frame", () => {
    const two: PromptDocument = { ...GOLDEN, scenes: GOLDEN.scenes.map((s) => ({ ...s, shot: undefined })) };
    const clips = clipsOf(exportWithModes(two, spec("kling-3"), { mode: "image-to-video" }));
    expect(clips).toHaveLength(2);
    expect(clips[0].keyframes!.startFromClip).toBeUndefined();
    expect(clips[1].keyframes!.startFromClip).toBe(1);
    expect(clips[1].slots[0].fill).toMatch(/last frame of clip 1/);
  });

  it("warns when a scene has nothing that moves", () => {
    const still: PromptDocument = {
      ...KITCHEN,
      scenes: [
        { ...KITCHEN.scenes[0], description: "A warm kitchen at dawn, soft window light.", characters: [] },
      ],
    };
    const r = exportWithModes(still, spec("kling-3"), { mode: "image-to-video" });
    expect(r.warnings.map((w) => w.code)).toContain("no_motion");
  });
});

describe("static description", () => {
  it.each([
    ["A warm kitchen at dawn", true],
    ["A lighthouse on a cliff", true],
    ["A girl with a red umbrella", true],
    ["A kettle whistles", false],
    ["Lena in the red coat pours tea", false],
    ["Snow falling over the pines", false],
    ["the camera pans", false],
    ["Pedro camina por la playa", false],
  ])("%s: static %s", (text, expected) => {
    expect(isStaticDescription({ role: "action", text })).toBe(expected);
  });
});

describe("first and last frame", () => {
  it("has start and end slots in the model's fields and two keyframe prompts", () => {
    const clips = clipsOf(exportWithModes(KITCHEN, spec("veo-3.1"), { mode: "first-last-frame" }));
    expect(clips[0].slots.map((s) => [s.slot, s.field])).toEqual([
      ["Start frame", "image"],
      ["End frame", "lastFrame"],
    ]);
    expect(clips[0].keyframes!.end).toBeTruthy();
    expect(clips[0].text).toContain("Lena in the red coat pours tea.");
    expect(clips[0].text).not.toMatch(/soft window light/);
  });

  it("obeys the mode's couplings: Luma's first and last frame is 5 s only", () => {
    const r = exportWithModes(KITCHEN, spec("luma-ray-3.2"), { mode: "first-last-frame" });
    expect(r.clips[0].parameters.durationSeconds).toBe(5);
    expect(r.warnings.map((w) => w.code)).toContain("mode_coupling");
  });
});

describe("reference images", () => {
  it("Seedance: names each reference @Image1... with its role from the bible, and lists the slots", () => {
    const clips = clipsOf(exportWithModes(KITCHEN, spec("seedance-2.0"), { mode: "reference-images" }));
    expect(
      clips[0].text.startsWith(
        "Use @Image1 for Lena's face and look, @Image2 for the kitchen and @Image3 for the red coat.",
      ),
    ).toBe(true);
    expect(clips[0].slots.map((s) => [s.slot, s.name, s.kind])).toEqual([
      ["@Image1", "Lena", "reference"],
      ["@Image2", "kitchen", "reference"],
      ["@Image3", "red coat", "reference"],
    ]);
  });

  it("Wan 3.0 and MiniMax H3 'Image 1', Kling 4 '@Image1', Gemini Omni '<IMAGE_REF_0>', Veo in words", () => {
    const first = (id: string) =>
      exportWithModes(KITCHEN, spec(id), { mode: "reference-images" }).clips[0].text;
    expect(first("wan-3.0")).toMatch(/^Use Image 1 for Lena's face and look, Image 2 for the kitchen/);
    expect(first("minimax-h3")).toMatch(/^Use Image 1 for Lena's face and look, Image 2 for the kitchen/);
    expect(first("kling-4")).toMatch(/^Use @Image1 for Lena's face and look, @Image2 for the kitchen/);
    expect(first("kling-4")).not.toContain("<<<");
    expect(first("gemini-omni-flash-1.2")).toMatch(/^Use <IMAGE_REF_0> for Lena's face and look/);
    expect(first("veo-3.1")).toMatch(
      /^Lena's face and look, the kitchen and the red coat as in the reference images\./,
    );
  });

  it("Veo: reference images force 8 s and at most 3 images (the rest left out with a warning)", () => {
    const many: PromptDocument = {
      ...KITCHEN,
      scenes: [
        {
          ...KITCHEN.scenes[0],
          duration_seconds: 4,
          description: `${KITCHEN.scenes[0].description} A teapot and a cup sit by the window.`,
        },
      ],
      bible: {
        ...KITCHEN.bible!,
        props: [
          ...KITCHEN.bible!.props,
          { name: "teapot", description: "" },
          { name: "cup", description: "" },
        ],
      },
    };
    const r = exportWithModes(many, spec("veo-3.1"), { mode: "reference-images" });
    const clip = (r.clips as ModeClip[])[0];
    expect(clip.parameters.durationSeconds).toBe(8);
    expect(clip.slots).toHaveLength(3);
    expect(r.warnings.find((w) => w.code === "references_dropped")?.message).toMatch(/teapot, cup/);
  });

  it("takes the creator's assignments: their order, role and uploaded image", () => {
    const clips = clipsOf(
      exportWithModes(KITCHEN, spec("seedance-2.0"), {
        mode: "reference-images",
        references: [
          { name: "red coat", role: "the red coat", image: "/api/uploads/abc.png" },
          { name: "Lena" },
        ],
      }),
    );
    expect(clips[0].text).toMatch(/^Use @Image1 for the red coat and @Image2 for Lena's face and look\./);
    expect(clips[0].slots[0]).toMatchObject({
      slot: "@Image1",
      image: "/api/uploads/abc.png",
      fill: "Your image of the red coat",
    });
  });
});

describe("reference slots in the bible", () => {
  it("a bible entry's reference label and image fill its slot; set_reference sets them", () => {
    const edited = applyOperations(KITCHEN, [
      {
        op: "set_reference",
        kind: "cast",
        name: "lena",
        label: "Lena's face",
        image: "/api/objects/ref/lena.png",
      },
    ]);
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.document.bible!.cast[0].reference).toEqual({
      label: "Lena's face",
      image: "/api/objects/ref/lena.png",
    });
    const clips = clipsOf(
      exportWithModes(edited.document, spec("seedance-2.0"), { mode: "reference-images" }),
    );
    expect(clips[0].text).toMatch(/^Use @Image1 for Lena's face, /);
    expect(clips[0].slots[0]).toMatchObject({
      image: "/api/objects/ref/lena.png",
      fill: "Your image of Lena's face",
    });
    // Only a link or a path on this site is an image.
    const bad = structuredClone(KITCHEN);
    bad.bible!.cast[0].reference = { label: "Lena", image: "javascript:alert(1)" };
    expect(promptDocumentSchema.safeParse(bad).success).toBe(false);
    expect(
      applyOperations(KITCHEN, [
        { op: "set_reference", kind: "cast", name: "Lena", label: "x", image: "data:x" },
      ]).ok,
    ).toBe(false);
    const refused = applyOperations(KITCHEN, [
      { op: "set_reference", kind: "prop", name: "lantern", label: "a lantern" },
    ]);
    expect(refused.ok).toBe(false);
  });
});

describe("extend", () => {
  const LONG: PromptDocument = {
    ...KITCHEN,
    scenes: [
      {
        ...KITCHEN.scenes[0],
        description:
          "A warm kitchen at dawn. Lena pours tea. She carries the cup to the window. She sits and watches the snow. A kettle whistles.",
        duration_seconds: 20,
      },
    ],
  };

  it("continues a scene past the cap with extend clips instead of a cut (Veo: 8 s, then 7 s steps)", () => {
    const r = exportWithModes(LONG, spec("veo-3.1"), {});
    const clips = clipsOf(r);
    expect(clips.map((c) => [c.mode, c.parameters.durationSeconds, c.part?.index, c.part?.of])).toEqual([
      ["text-to-video", 8, 1, 3],
      ["extend", 7, 2, 3],
      ["extend", 7, 3, 3],
    ]);
    // Each beat in one clip, in order; the extend clips start from the previous clip's last frame.
    const texts = clips.map((c) => c.text);
    expect(texts[0]).toContain("Lena pours tea.");
    expect(texts.join(" ").match(/Lena pours tea/g)).toHaveLength(1);
    expect(texts.at(-1)).toContain("A kettle whistles.");
    expect(clips[1].slots[0]).toMatchObject({ kind: "video", field: "video", fromClip: 1 });
    expect(r.warnings.map((w) => w.code)).toContain("scene_extended");
    expect(r.warnings.map((w) => w.code)).not.toContain("duration_mapped");
  });

  it("a model without extend keeps today's behaviour: one clip at its longest, with the warning", () => {
    const r = exportWithModes(LONG, spec("runway-gen-4.5"), {});
    expect(r.clips).toHaveLength(1);
    expect(r.warnings.map((w) => w.code)).toContain("duration_mapped");
  });

  it("extend mode: every clip continues the previous one and carries the identity anchors", () => {
    const sheet: PromptDocument = {
      ...GOLDEN,
      scenes: GOLDEN.scenes.map((s) => ({ ...s, shot: undefined })),
    };
    const clips = clipsOf(exportWithModes(sheet, spec("kling-4"), { mode: "extend" }));
    expect(clips.map((c) => c.slots[0].fill)).toEqual([
      "Your video to continue",
      "Clip 1 (this clip continues from its last frame)",
    ]);
    expect(clips[1].text).not.toMatch(/sunrise glow|35mm/);
  });

  it("extend clips carry the bible's identity anchor where the character first appears", () => {
    const clips = clipsOf(exportWithModes(KITCHEN, spec("kling-4"), { mode: "extend" }));
    expect(clips[0].text).toContain("Lena, a tall woman with short grey hair, wearing a red coat");
    const t2v = exportWithModes(KITCHEN, spec("kling-4"), { mode: "image-to-video" });
    expect(t2v.clips[0].text).not.toContain("short grey hair");
  });
});

describe("text to video", () => {
  it("without a long scene is exactly the plain export", () => {
    expect(exportWithModes(GOLDEN, spec("veo-3.1"))).toEqual(exportDocument(GOLDEN, spec("veo-3.1")));
  });

  it("refuses a mode the target lacks", () => {
    expect(() => exportWithModes(GOLDEN, spec("runway-gen-4.5"), { mode: "reference-images" })).toThrow(
      /Runway Gen-4.5 has no reference-images mode/,
    );
  });
});
