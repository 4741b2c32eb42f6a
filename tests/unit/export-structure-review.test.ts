// Issue 22, the fourth blind review's structure losses: each test names a class the exports had.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { segment } from "@/lib/scene/compiler/segment";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";

const run = (description: string, id: string) =>
  exportDocument(compileScene({ description }), findTarget(id)!, {});
const text = (description: string, id: string) =>
  run(description, id)
    .clips.map((c) => c.text)
    .join("\n");
const shots = (description: string, id: string) =>
  run(description, id).clips.flatMap((c) =>
    Array.isArray(c.parameters.multi_prompt)
      ? (c.parameters.multi_prompt as { prompt: string }[]).map((m) => m.prompt)
      : [c.text],
  );

const SCREENPLAY = `INT. KITCHEN - NIGHT

A fluorescent light hums. DANIEL (16) sneaks in through the back door holding his shoes. His mother, RUTH (50s), sits at the table in the dark.

RUTH: It's two in the morning.
DANIEL: I know. I can explain.

She slides a covered plate toward him.`;

describe("structure classes of the fourth blind review", () => {
  it("reads a slug line as the place and time of the paragraph after it, never a shot of its own", () => {
    const { scenes } = segment(SCREENPLAY);
    expect(scenes).toHaveLength(3);
    expect(scenes[0].text).toMatch(/^INT\. KITCHEN - NIGHT\nA fluorescent light hums/);
    // Kept whole, INT. included, in the clip (the Kling shot) of the first beat.
    expect(shots(SCREENPLAY, "kling-3")[0]).toMatch(/^INT\. KITCHEN - NIGHT\. A fluorescent light hums/);
    expect(text(SCREENPLAY, "veo-3.1")).not.toMatch(/\[00:00-00:0\d\] INT\. KITCHEN - NIGHT\.\n/);
    // A clip made alone later opens with the slug line it happens under.
    const runway = run(SCREENPLAY, "runway-gen-4.5").clips;
    expect(runway.at(-1)!.text).toMatch(/^INT\. KITCHEN - NIGHT\. /);
    // A slug line between paragraphs opens the next scene.
    const two = segment("EXT. BEACH - DAWN\n\nA lifeguard runs.\n\nINT. TOWER - DAY\n\nShe sits down.");
    expect(two.scenes.map((s) => s.text)).toEqual([
      "EXT. BEACH - DAWN\nA lifeguard runs.",
      "INT. TOWER - DAY\nShe sits down.",
    ]);
  });

  it("names a character who only speaks in a shot by the line's tag, never by a 'NAME, the role.' sentence", () => {
    for (const shot of shots(SCREENPLAY, "kling-3").filter((s) => s.includes("two in the morning")))
      expect(shot).not.toMatch(/the mother\./i);
    expect(text(SCREENPLAY, "veo-3.1")).not.toMatch(/RUTH, the mother\. Ruth says/);
    // On a silent model the lines' scene shows nothing: it joins the clip before, never an empty clip.
    const runway = run(SCREENPLAY, "runway-gen-4.5").clips;
    expect(runway).toHaveLength(2);
    for (const c of runway) expect(c.text).toMatch(/slides a covered plate|sneaks in/);
  });

  it("keeps a seen beat that also makes a sound on a silent model ('… as the final whistle sounds')", () => {
    const d = `0-3s: a striker places the ball. 3-6s: he strikes it hard. 6-8s: the ball hits the net as the final whistle sounds.`;
    expect(text(d, "runway-gen-4.5")).toContain("The ball hits the net as the final whistle sounds.");
    // A sound on its own stays a sound.
    expect(text(`A girl reads by the window. Distant thunder rolls as rain begins.`, "runway-gen-4.5")).toBe(
      "A girl reads by the window.",
    );
  });

  it("keeps a voice-over before an end card that follows it on Veo", () => {
    const d = `A woman pours coffee at a sunny counter. Calm female voice-over: "Some mornings deserve to be slow." Final frame: the slogan "Wake up slower." centered.`;
    const veo = text(d, "veo-3.1");
    expect(veo.indexOf("Some mornings")).toBeGreaterThan(veo.indexOf("pours coffee"));
    expect(veo.indexOf("Some mornings")).toBeLessThan(veo.indexOf("Final frame"));
  });

  it("reads a bulleted shot list as shots, writing out the creator's own shot-size abbreviations only", () => {
    const d = `- WS: the harbor at dawn\n- MS: a fisherman coils a rope\n• CU on his hands\n- ECU: a drop falls from the rope`;
    const kling = shots(d, "kling-3");
    expect(kling).toHaveLength(4);
    expect(kling.join(" ")).toMatch(/Wide shot/);
    expect(kling.join(" ")).toMatch(/Medium shot/);
    expect(kling.join(" ")).toMatch(/Close-up on the fisherman's hands|Close-up on his hands/);
    expect(kling.join(" ")).toMatch(/Extreme close-up/);
    expect(kling.join(" ")).not.toMatch(/\b(?:WS|MS|CU|ECU)\b/);
    // No abbreviation, no shot size: nothing is invented.
    const plain = shots(`- a fox crosses the road\n- a car stops\n- the fox looks back`, "kling-3");
    expect(plain).toHaveLength(3);
    expect(plain.join(" ")).not.toMatch(/shot|close-up/i);
    // A labelled list and a cast list under its heading are not shots.
    expect(segment("- Sound: waves\n- Music: soft piano\nA boat drifts.").scenes).toHaveLength(1);
    expect(
      segment("CAST:\n- Hale: tall, grey coat\n- Lin: young\n\nHale opens the door.").scenes,
    ).toHaveLength(1);
  });

  it("scopes 'no dialogue after the bus leaves' to the part after the event", () => {
    const d = `A 20-second film. Scene 1: Two friends wait at a bus stop. Maya says, "It's always late." Scene 2: The bus pulls away with Maya on board. Scene 3: Leo walks home alone. No dialogue after the bus leaves.`;
    const veo = run(d, "veo-3.1").clips;
    const first = veo.find((c) => c.text.includes("always late"))!;
    const last = veo.find((c) => c.text.includes("walks home alone"))!;
    expect(first.negativePrompt ?? "").not.toMatch(/dialogue/);
    expect(last.negativePrompt).toBe("dialogue");
    // One clip holding the line: no field that would mute it.
    const one = run(d.replace("A 20-second film. ", ""), "kling-3").clips;
    expect(one).toHaveLength(1);
    expect(one[0].negativePrompt ?? "").not.toMatch(/dialogue/);
  });

  it("says a look written as the whole piece's ('all shot on 16mm') in every clip, and one kept to its shot only there", () => {
    const d = `1. A baker dusts flour over a table.\n2. He kneads the dough.\n3. He pulls a loaf from the oven, all shot on 16mm film with a warm grade.`;
    for (const s of shots(d, "kling-3")) expect(s).toContain("16mm film");
    const only = `1. A girl runs along a pier.\n2. She looks out to sea.\n3. She opens the letter. This last shot in black and white.`;
    const clips = run(only, "runway-gen-4.5").clips;
    expect(clips).toHaveLength(3);
    expect(clips[2].text).toContain("black and white");
    expect(clips[0].text).not.toContain("black and white");
  });
});
