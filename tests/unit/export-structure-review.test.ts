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

describe("structure read from fresh descriptions (after the fourth review)", () => {
  it("reads a structure note ('4 shots', 'Shot list (15 seconds, vertical):', 'three beats') as structure, never prose", () => {
    const list = `Shot list (15 seconds, vertical):\n- WS: a lighthouse at dusk\n- CU: a hand turns a switch\n- WS: the beam sweeps the sea`;
    const r = run(list, "kling-3");
    expect(r.clips[0].parameters.aspectRatio).toBe("9:16");
    expect(r.clips[0].parameters.durationSeconds).toBe(15);
    expect(shots(list, "kling-3").join(" ")).not.toMatch(/Shot list|15 seconds/);
    const mv = `Music video, 4 shots. Shot 1: a singer walks in. Shot 2: she sits. Shot 3: she spins. Shot 4: the lights go out.`;
    expect(text(mv, "veo-3.1")).not.toMatch(/4 shots/);
    // Before "First, …" it is the piece's preamble, not a shot of its own.
    const wedding = `A wedding in the rain, three beats. First, they run under a jacket. Then they kiss. Finally, guests cheer.`;
    expect(shots(wedding, "kling-3")).toHaveLength(3);
    expect(text(wedding, "kling-3")).not.toMatch(/three beats/);
  });

  it("reads times without a colon ('2-5s a winemaker …') and unit-less ranges that follow on ('0-5 a guy …') as shots", () => {
    const inline = `0-2s a drone shot over a vineyard. 2-5s a winemaker tastes a grape. 5-8s a slow pan across barrels.`;
    expect(text(inline, "veo-3.1")).toContain("[00:02-00:05] A winemaker tastes a grape.");
    const phone = `vertical tiktok\n0-5 a guy opens his fridge\n5-10 he finds one egg\n10-15 he cooks it`;
    expect(shots(phone, "kling-3")).toHaveLength(3);
    expect(text(phone, "kling-3")).not.toMatch(/0-5 a guy/);
    // Ranges that do not follow on are left as written.
    expect(segment("Bring 2-3 friends\nwe meet 5-6 pm").scenes).toHaveLength(1);
  });

  it("keeps a word in quotes after a noun as the creator's emphasis, never a line", () => {
    const d = `Then they climb inside and count down: "Three, two, one!" Cut to the rocket "flying" through a hand-drawn space.`;
    expect(text(d, "kling-3")).toContain('Cut to the rocket "flying" through a hand-drawn space.');
    expect(text(d, "kling-3")).not.toMatch(/\]: "flying"/);
    // After a verb it is still a line.
    expect(text(`The old guy at the counter goes "thanks hun" and leaves.`, "kling-3")).toMatch(
      /\]: "thanks hun"/,
    );
  });

  it("reads 无奈 (helplessly) as a manner, never an exclusion", () => {
    const d = `镜头1（0-3秒）：一只猫跳上书架。镜头2（3-6秒）：主人抬头，无奈地笑了。`;
    const r = run(d, "veo-3.1");
    expect(r.clips[0].text).toContain("无奈地笑了");
    expect(r.clips[0].negativePrompt).toBeUndefined();
  });

  it("splits a one-line cast sheet into its entries and writes a screenplay's CAPITALS as the name", () => {
    const d = `CAST: MILO - 9, red cap. PIP - a scruffy white terrier.\nPANEL 1: Milo kicks a ball.\nPANEL 2: Pip chases it.`;
    const k = shots(d, "kling-3");
    expect(k[0]).toBe("Milo, 9, red cap, kicks a ball.");
    expect(k[1]).toContain("Pip, a scruffy white terrier, chases it.");
  });

  it("keeps an apposed screenplay name in its sentence and writes a parenthetical as how the line is said", () => {
    const d = `INT. BAKERY - DAWN\nAcross from her a teenager, KOFI, plays air drums. A baker, LUCA, shapes dough.\nLUCA: (without turning) I saw that.`;
    const veo = text(d, "veo-3.1");
    expect(veo).toContain("Across from her a teenager, KOFI, plays air drums.");
    expect(veo).toContain('Luca says, without turning: "I saw that."');
  });

  it("writes a bare shot size labelling a bulleted shot as the camera's words ('Wide:' -> 'Wide shot:'), and 'just crowd noise' is heard", () => {
    const d = `• Wide: a night market full of lanterns\n• Close-up: sauce drips onto the coals\nNo music, just crowd noise.`;
    const veo = text(d, "veo-3.1");
    expect(veo).toMatch(/Wide shot\. A night market full of lanterns\./);
    expect(text(d, "runway-gen-4.5")).not.toMatch(/crowd noise/);
  });

  it("reads '10s product ad for …' as a length and its content, and a carried place keeps its preposition", () => {
    const ad = `10s product ad for a waterproof speaker. 0-3s: the speaker drops into a pool. 3-10s: a hand lifts it out.`;
    const kling = run(ad, "kling-3");
    expect(kling.clips[0].parameters.durationSeconds).toBe(10);
    expect(shots(ad, "kling-3")[0]).toMatch(/^Product ad for a waterproof speaker\. /);
    const d = `0:00–0:04 — A grandmother threads a needle by the window.\n0:04–0:08 — Her grandson holds the fabric steady.`;
    expect(run(d, "runway-gen-4.5").clips[1].text).toBe(
      "Her grandson holds the fabric steady. By the window.",
    );
  });

  it("reads a screenplay's 'MS. OKAFOR' as one name, and a slug line ends before the action after its dash", () => {
    const d = `INT. CLASSROOM - DAY\nA teacher, MS. OKAFOR, writes on the board.\nShe turns slowly.\nMS. OKAFOR: Everything is on the test.`;
    expect(text(d, "runway-gen-4.5")).not.toMatch(/MS\.$/);
    expect(text(d, "kling-3")).toContain('[Ms. Okafor]: "Everything is on the test."');
    const shot = `SHOT 1 - EXT. CLIFFTOP - DAWN - a hiker reaches the summit.\nSHOT 2 - CU - her boots at the edge, pebbles falling.\nSHOT 3 - AERIAL - the valley opens below her.`;
    // "CU - her boots": the dash after the shot size labels the shot, as "CU:" does (review 5b).
    expect(run(shot, "runway-gen-4.5").clips[1].text).toBe(
      "Close-up. EXT. CLIFFTOP - DAWN. Her boots at the edge, pebbles falling.",
    );
  });

  it("reads steps told in German ('Erst: … Dann: …') as scenes, and 'no music after the first shot' after it", () => {
    const de = `Erst: Ein Junge lässt einen Flieger fliegen. Dann: Der Flieger gleitet über die Dächer. Zum Schluss: Ein Mädchen fängt ihn auf.`;
    expect(shots(de, "kling-3")).toEqual([
      "Ein Junge lässt einen Flieger fliegen.",
      "Der Flieger gleitet über die Dächer.",
      "Ein Mädchen fängt ihn auf.",
    ]);
    const tokyo = `A 16-second film. [0-8s] Tokyo crossing at night. [8-16s] a salaryman looks up at the rain. No music after the first shot.`;
    const veo = run(tokyo, "veo-3.1").clips;
    expect(veo).toHaveLength(2);
    expect(veo[0].negativePrompt).toBeUndefined();
    expect(veo[1].negativePrompt).toBe("music");
  });

  it("reads a contrast after a comma ('Bright gym lights, not dark or moody') as an exclusion", () => {
    const d = `A team celebrates at center court. Bright gym lights, not dark or moody.`;
    const veo = run(d, "veo-3.1").clips[0];
    expect(veo.text).not.toMatch(/dark|moody/i);
    expect(veo.negativePrompt).toBe("dark, moody");
    expect(text(d, "runway-gen-4.5")).not.toMatch(/dark|moody/i);
    // "not looking back" is how someone acts.
    expect(text(`She walks away, not looking back.`, "veo-3.1")).toContain("not looking back");
  });
});
