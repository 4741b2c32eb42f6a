// Issue 22: the exports keep the creator's words. Each test names a defect the old renderers had.
import { describe, expect, it } from "vitest";
import { identityAnchor } from "@/lib/scene/bible";
import { compileScene } from "@/lib/scene/compiler";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";

const run = (description: string, id: string, options = {}) =>
  exportDocument(compileScene({ description }), findTarget(id)!, options);

const REELS = `Vertical 9:16 video for Instagram Reels. 0-3s: The baker, an old man named Aldo, slides a tray of bread into the oven. 3-6s: Warm lamplight, the crackle of the wood oven. His granddaughter, Mia, asks: "Is it ready?" 6-8s: Close-up of the golden loaf, no music, no text on screen.`;

describe("the creator's words are the material", () => {
  it("Veo: stated shots as timestamp brackets in one 9:16 clip, verbatim, exclusions in the negative field", () => {
    const r = run(REELS, "veo-3.1");
    expect(r.clips).toHaveLength(1);
    const [clip] = r.clips;
    expect(clip.parameters).toMatchObject({ aspectRatio: "9:16", durationSeconds: 8 });
    expect(clip.text).toBe(
      [
        "[00:00-00:03] The baker, an old man named Aldo, slides a tray of bread into the oven.",
        '[00:03-00:06] Warm lamplight. His granddaughter, Mia, asks: "Is it ready?" The crackle of the wood oven.',
        "[00:06-00:08] Close-up of the golden loaf.",
      ].join("\n"),
    );
    expect(clip.negativePrompt).toBe("music, text on screen");
    expect(clip.text).not.toMatch(/Instagram|Vertical|unspecified|Setting|Mood|cozy|Lip-sync|Aldo, Aldo/);
  });

  it("Kling: multi_prompt durations that add up, multi_shot true, [Speaker]: line", () => {
    const p = run(REELS, "kling-3").clips[0].parameters;
    expect(p.multi_shot).toBe(true);
    expect(p.aspect_ratio).toBe("9:16");
    const shots = p.multi_prompt as { prompt: string; duration: string }[];
    expect(shots.map((s) => s.duration)).toEqual(["3", "3", "2"]);
    expect(shots[1].prompt).toContain('[Mia]: "Is it ready?"');
    expect(shots[1].prompt).not.toContain("unspecified");
  });

  it("silent models: visual clauses only, one clip per stated shot, the dropped audio named", () => {
    const r = run(REELS, "runway-gen-4.5");
    expect(r.clips.map((c) => c.parameters.durationSeconds)).toEqual([3, 3, 2]);
    const text = r.clips.map((c) => c.text).join(" ");
    expect(text).not.toMatch(/crackle|Is it ready|music/);
    const audio = r.warnings.find((w) => w.code === "audio_dropped")!.message;
    expect(audio).toContain("the crackle of the wood oven");
    expect(audio).toContain('Mia: "Is it ready?"');
  });

  it("every excluded thing of a list reaches the negative field, and never the positive text", () => {
    const text =
      "A foggy pine forest at sunrise, no birds, without people. Slow aerial drift over the treetops.";
    expect(run(text, "veo-3.1").clips[0].negativePrompt).toBe("birds, people");
    expect(run(text, "kling-3").clips[0].negativePrompt).toBe("birds, people");
    const runway = run(text, "runway-gen-4.5");
    expect(runway.clips[0].text).not.toMatch(/\bbirds?\b|\bpeople\b|\bno\b|without/i);
    expect(runway.clips[0].text).toContain("A foggy pine forest at sunrise.");
  });

  it("a negation inside an action is the action", () => {
    const r = run(
      "A boy in a classroom tries not to laugh while the teacher writes on the board.",
      "veo-3.1",
    );
    expect(r.clips[0].text).toContain("tries not to laugh");
    expect(r.clips[0].negativePrompt).toBeUndefined();
  });

  it("the picker wins over the stated ratio, with a warning; no stated ratio means the model's default", () => {
    const r = run(REELS, "veo-3.1", { aspectRatio: "16:9" });
    expect(r.clips[0].parameters.aspectRatio).toBe("16:9");
    expect(r.warnings.map((w) => w.code)).toContain("aspect_ratio_conflict");
    expect(run("A cat sleeps on a sofa.", "veo-3.1").clips[0].parameters.aspectRatio).toBe("16:9");
    const square = run("Square format. A perfume bottle rotates on a marble pedestal.", "kling-3");
    expect(square.clips[0].parameters.aspect_ratio).toBe("1:1");
    expect(square.clips[0].text).not.toMatch(/square/i);
  });

  it("a narrator is never an on-screen character; a slogan is on-screen text, not speech", () => {
    const text =
      'A beekeeper lifts a frame of honey. Narrator (V.O.): "Every jar holds the work of ten thousand bees." End card text reads "TASTE THE MEADOW".';
    const kling = run(text, "kling-3").clips[0].text;
    expect(kling).toContain('[Narrator, V.O.]: "Every jar holds the work of ten thousand bees."');
    expect(kling).not.toMatch(/\[Beekeeper/);
    expect(kling).toContain('End card text reads "TASTE THE MEADOW"');
    const veo = run(text, "veo-3.1").clips[0].text;
    expect(veo).toMatch(/Narrator \(V\.O\.\): "Every jar/);
  });

  it("a line whose sentence opens with a pronoun is said by its speaker, with the anchor in a later clip", () => {
    const text =
      'Scene 1: A young fisherwoman, Maria, walks along the harbor at dawn.\n\nScene 2: She sits on the pier at sunset and whispers: "Tomorrow."';
    // Separate generations (a stated 16 s is past Veo's 8 s): the later clip says who she is.
    expect(run(`A 16-second film.\n${text}`, "veo-3.1").clips[1].text).toBe(
      'Maria, the fisherwoman, sits on the pier at sunset and whispers: "Tomorrow."',
    );
    // One Veo clip: the shots read together, the line named by its speaker.
    expect(run(text, "veo-3.1").clips[0].text).toContain(
      '[00:04-00:08] Maria sits on the pier at sunset and whispers: "Tomorrow."',
    );
    // Kling sends each multi_prompt shot apart: the anchor again in shot 2.
    const shots = run(text, "kling-3").clips[0].parameters.multi_prompt as { prompt: string }[];
    expect(shots[1].prompt).toBe(
      'Maria, the fisherwoman, sits on the pier at sunset. [Maria, whispering]: "Tomorrow."',
    );
    expect(run(text, "runway-gen-4.5").clips[1].text).toBe(
      "Maria, the fisherwoman, sits on the pier at sunset.",
    );
  });

  it("keeps the text's order of what is seen: a camera clause that shows something is a beat, not framing", () => {
    const text =
      "Real estate ad. Drone shot rising over a white villa with a pool. Slow pan across the marble kitchen island. Sunset on the terrace, the couple clinks glasses. Handheld camera.";
    for (const id of ["veo-3.1", "kling-3", "runway-gen-4.5", "hailuo-02", "luma-ray-3", "seedance-2.0"]) {
      const t = run(text, id).clips[0].text;
      const at = ["white villa", "marble kitchen island", "clinks glasses"].map((p) => t.indexOf(p));
      expect(
        at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1])),
        `${id}: ${t}`,
      ).toBe(true);
    }
    // A bare camera move is framing, placed where the guide asks (Veo first, Kling after the action).
    expect(run(text, "veo-3.1").clips[0].text).toMatch(/^Handheld camera\./);
    expect(run(text, "kling-3").clips[0].text).toMatch(/clinks glasses\. Handheld camera\.$/);
  });

  it("'then <verb>' continues the subject's action as one beat; Hailuo keeps the camera words beside its command", () => {
    const text = "A dancer spins under a disco ball, then freezes mid-step as the beat drops. Slow push in.";
    for (const id of ["runway-gen-4.5", "hailuo-02", "luma-ray-3"])
      expect(run(text, id).clips[0].text).toContain(
        "spins under a disco ball, then freezes mid-step as the beat drops.",
      );
    expect(run(text, "hailuo-02").clips[0].text).toContain("Slow push in. [Push in]");
  });

  it("'no music in the last shot' silences that shot only; every excluded item reaches a silent model's negative field", () => {
    const text =
      "Shot 1 (0-4s): A violinist tunes her violin while soft piano music plays. Shot 2 (4-8s): She walks onto the stage and bows. No music in the last shot.";
    for (const id of ["veo-3.1", "kling-3"]) {
      const [clip] = run(text, id).clips;
      expect(clip.negativePrompt ?? "").not.toContain("music");
      expect(clip.text).toContain("soft piano music plays");
    }
    const kling = run(text, "kling-3").clips[0].parameters.multi_prompt as { prompt: string }[];
    expect(kling[1].prompt).toContain("Only natural ambient sound.");
    expect(kling[0].prompt).not.toContain("Only natural ambient sound.");
    // A shot that states no music may share a clip-wide exclusion.
    const quiet = run(
      "Shot 1 (0-4s): A baker slides bread into the oven. Shot 2 (4-8s): He taps a loaf. No music in the last shot.",
      "veo-3.1",
    );
    expect(quiet.clips[0].negativePrompt).toBe("music");
    expect(
      run("A skater drops into an empty pool, no music, no people.", "pika-2.2").clips[0].negativePrompt,
    ).toBe("music, people");
  });

  it("repeats each cast-sheet anchor once in every clip and Kling shot, merged where the character is first named", () => {
    const text = `Characters:
Nora — astronaut, orange suit, cracked visor.
Kit — a small robot with one blue eye.
Panel 1: Nora floats down the corridor.
Panel 2: Kit rolls after her, beeping.
Panel 3: The robot waits and Nora waves at Kit.`;
    const kling = run(text, "kling-3").clips[0].parameters.multi_prompt as { prompt: string }[];
    expect(kling.map((s) => s.prompt)).toEqual([
      "Nora, astronaut, orange suit, cracked visor, floats down the corridor.",
      "Kit, a small robot with one blue eye, rolls after her, beeping.",
      "The robot waits and Nora, astronaut, orange suit, cracked visor, waves at Kit, a small robot with one blue eye.",
    ]);
    for (const id of ["veo-3.1", "runway-gen-4.5", "hailuo-02"])
      for (const clip of run(text, id).clips)
        for (const [name, anchor] of [
          ["Nora", "orange suit, cracked visor"],
          ["Kit", "one blue eye"],
        ])
          if (clip.text.includes(name))
            expect(clip.text.split(anchor).length - 1, `${id}: ${clip.text}`).toBe(1);
  });

  it("a group word ('both kids') shows the cast sheet's members it names: their anchors, once each", () => {
    const text = `Characters: Ben (8, freckles, green cap) and Ava (6, pigtails, purple overalls).
Scene 1: Ben and Ava build a blanket fort.
Scene 2: The dog pokes its head through the blanket and both kids scream with laughter.`;
    for (const id of ["veo-3.1", "kling-3", "runway-gen-4.5"]) {
      // The last generation: a clip, or Kling's last multi_prompt shot (sent apart).
      const clip = run(text, id).clips.at(-1)!;
      const multi = clip.parameters.multi_prompt as { prompt: string }[] | undefined;
      const last = multi ? multi.at(-1)!.prompt : clip.text;
      expect(last.split("freckles, green cap").length - 1, `${id}: ${last}`).toBe(1);
      expect(last.split("pigtails, purple overalls").length - 1, `${id}: ${last}`).toBe(1);
      expect(last).toContain(
        "The dog pokes its head through the blanket and both kids scream with laughter.",
      );
    }
  });

  it("a document's project bible: every clip repeats each bound member's identity anchor verbatim, once", () => {
    const doc = compileScene({
      // 24 s: past every one-generation length here, so each scene is a clip of its own.
      description:
        "A 24-second film.\nScene 1: Lena and her brother Tom build a sandcastle.\nScene 2: The two siblings run into the waves.\nScene 3: A gull steals a fry.",
    });
    const lena = {
      name: "Lena",
      look: "freckled, red curls",
      wardrobe: "yellow raincoat",
      age: "",
      voice: "",
    };
    const tom = { name: "Tom", look: "lanky, buzz cut", wardrobe: "", age: "12", voice: "" };
    const withBible = { ...doc, bible: { cast: [lena, tom], places: [], props: [] } };
    for (const id of ["veo-3.1", "kling-3", "runway-gen-4.5", "hailuo-02"]) {
      const clips = exportDocument(withBible, findTarget(id)!).clips.map((c) => c.text);
      for (const text of clips.slice(0, 2))
        for (const anchor of [identityAnchor(lena), identityAnchor(tom)])
          expect(text.split(anchor).length - 1, `${id}: ${text}`).toBe(1);
      expect(clips[2]).not.toContain("Lena");
    }
  });

  it("keeps a subject with its verb: an apposition before 'runs over and asks' is not cut off, a pronoun is never another's name", () => {
    const text =
      'A 24-second film.\n1. An old man kneels in his garden.\n2. His granddaughter, Mia, runs over with a basket and asks, "Can I keep the funny one?"\n3. He hands her a carrot with two legs.';
    for (const id of ["veo-3.1", "kling-3", "runway-gen-4.5"]) {
      const clips = run(text, id).clips.map((c) => c.text);
      expect(clips[1], id).toContain("His granddaughter, Mia, runs over with a basket");
      // Made alone, the clip says who "He" is in the text's words (the old man, never Mia).
      expect(clips[2], id).toContain("The old man hands her a carrot with two legs.");
      expect(clips[2], id).not.toMatch(/Mia[^.]*hands her/);
    }
  });

  it("a line the creator wrote keeps its place among the actions on every audio model", () => {
    const text =
      "A trucker drives through the desert at night. A radio host's voice comes from the speakers: \"It's 2am.\" The trucker turns the volume up.";
    for (const id of ["veo-3.1", "seedance-2.0", "kling-3", "minimax-h3"]) {
      const t = run(text, id).clips[0].text;
      expect(t.indexOf("2am"), `${id}: ${t}`).toBeLessThan(t.indexOf("turns the volume up"));
    }
  });

  it("a silent model keeps what a line's sentence shows before and after the quote, never the line", () => {
    const hike = run(
      'we reach the top and she screams "WE MADE IT" and the camera spins around us',
      "runway-gen-4.5",
    ).clips[0].text;
    expect(hike).toMatch(/^We reach the top\./);
    expect(hike).toMatch(/the camera spins around us\.$/i);
    expect(hike).not.toContain("WE MADE IT");
    expect(
      run('Девочка бросает монету в футляр и говорит: "Спасибо!"', "runway-gen-4.5").clips[0].text,
    ).toContain("Девочка бросает монету в футляр");
  });

  it("a silent model keeps a spoken sentence minus its quote, verbatim, and never a speech verb left without its line", () => {
    const runway = (t: string) => run(t, "runway-gen-4.5").clips[0].text;
    expect(
      runway('A fishing boat rocks at the harbour. She calls to him: "Storm\'s coming, Per." He waves.'),
    ).toBe("A fishing boat rocks at the harbour. She calls to him. He waves.");
    // The speaker's noun phrase stays where nothing else shows them; the bare verb goes.
    expect(
      runway('A busy railway platform at dawn. The chai seller asks: "One more cup?" The old man nods.'),
    ).toBe("A busy railway platform at dawn. The chai seller. The old man nods.");
    expect(
      runway('A conductor, Mira, a tall woman in a black tailcoat, says "from the top." Slow dolly in.'),
    ).toBe("Slow dolly in. A conductor, Mira, a tall woman in a black tailcoat.");
    // "One of them", a bare name or a pronoun shows no one: the sentence goes, what it shows stays.
    expect(
      runway('two friends on a rooftop at night, one of them says "this song is us" and the other nods.'),
    ).toBe("Two friends on a rooftop at night. The other nods.");
    expect(runway('three kids build a snowman, one of the kids says "it needs a hat" and runs inside.')).toBe(
      "Three kids build a snowman. One of the kids runs inside.",
    );
    expect(runway('Tom waves at the bus. Priya whispers: "Too late."')).toBe("Tom waves at the bus.");
    expect(runway('Two kids on swings. One of them, Jay, whispers "higher".')).toBe("Two kids on swings.");
    // A verb that shows the speaker stays; a clitic goes with its verb; a heard source shows nothing.
    expect(runway('A protest march. The crowd chants "Water is life".')).toBe(
      "A protest march. The crowd chants.",
    );
    expect(runway('Una trattoria. Sua moglie, Teresa, gli chiede: "È pronto?"')).toBe(
      "Una trattoria. Sua moglie, Teresa.",
    );
    expect(runway('Commuters wait. The loudspeaker announces: "Delayed." A man sighs.')).toBe(
      "Commuters wait. A man sighs.",
    );
    expect(runway('할머니가 떡을 판다. 어린 손님이 "하나 주세요!"라고 말한다.')).toBe("할머니가 떡을 판다.");
    // The visible verb of the chain in the speech verb's tense, never the speech verb alone.
    expect(runway('어린 소녀가 동전을 내밀며 "두 개 주세요!"라고 말한다.')).toBe(
      "어린 소녀가 동전을 내민다.",
    );
    expect(runway('A boxing gym. The coach leans on the ropes and shouts: "Hands up!"')).toContain(
      "The coach leans on the ropes.",
    );
    expect(runway('Tom waves. Tom says: "Hi."')).toBe("Tom waves.");
    expect(runway('दुकानदार मुस्कुराकर थैला देता है और कहता है: "फिर आइए।"')).toBe("दुकानदार मुस्कुराकर थैला देता है।");
    expect(runway("雪の夜のカフェ。店員が「ココアです」とカップを置く。")).toContain("店員がカップを置く");
  });

  it("Kling: what a line's sentence shows after the quote follows the tag", () => {
    const t = run('Grandpa flips burgers. He shouts "who wants cheese" and everybody cheers.', "kling-3")
      .clips[0].text;
    expect(t).toMatch(/\]: "who wants cheese\."/);
    expect(t).toMatch(/everybody cheers\.$/i);
  });

  it("Kling: the tag is the speaker's noun phrase with the text's adjectives; what the speaker does stays a sentence", () => {
    const kling = (t: string) => run(t, "kling-3").clips[0].text;
    expect(kling('Night market. A customer points and says "Two, please!"')).toBe(
      'Night market. A customer points. [Customer]: "Two, please!"',
    );
    expect(kling('A tourist in a sun hat points at the map and asks "which way?"')).toBe(
      'A tourist in a sun hat points at the map. [Tourist]: "which way?"',
    );
    expect(kling('The old fisherman mends a net. The old fisherman laughs: "Not today."')).toContain(
      '[Old fisherman, laughing]: "Not today."',
    );
    expect(kling('할머니가 떡을 판다. 어린 손님이 "하나 주세요!"라고 말한다.')).toBe(
      '할머니가 떡을 판다. [어린 손님]: "하나 주세요!"',
    );
    // A verb leading into the line stays joined to it, never a sentence ending on a connective.
    expect(kling('어린 소녀가 동전을 내밀며 "두 개 주세요!"라고 말한다.')).toBe(
      '어린 소녀가 동전을 내밀며 [어린 소녀]: "두 개 주세요!"',
    );
    expect(
      kling('two friends on a rooftop at night, one of them says "this song is us" and the other nods.'),
    ).toBe('Two friends on a rooftop at night. [One of the friends]: "this song is us." The other nods.');
  });

  it("Veo keeps the creator's 'one of them says'; a pronoun after a semicolon is named", () => {
    const veo = (t: string) => run(t, "veo-3.1").clips[0].text;
    expect(
      veo('two friends on a rooftop at night, one of them says "this song is us" and the other nods.'),
    ).toBe('Two friends on a rooftop at night. One of them says "this song is us" and the other nods.');
    expect(
      veo(
        'A little girl toddles toward her dad; he kneels down, opens his arms and whispers "almost there."',
      ),
    ).toBe(
      'A little girl toddles toward her dad; the dad kneels down, opens his arms and whispers "almost there."',
    );
  });

  it("'The pan sizzles' is a frying pan, not a camera pan", () => {
    const t = run("A panda flips pancakes. The pan sizzles. Camera slowly pushes in.", "veo-3.1").clips[0]
      .text;
    expect(t).toMatch(/^Camera slowly pushes in\. A panda flips pancakes\. The pan sizzles\./);
  });

  it("a participle after an action is the action ('laughs, splashing through a puddle'), not a sound", () => {
    expect(run("Tom laughs, splashing through a puddle.", "runway-gen-4.5").clips[0].text).toBe(
      "Tom laughs, splashing through a puddle.",
    );
  });

  it("typed placeholder markers never crash the compiler or reach a prompt", () => {
    const r = run('A cat says "⟦1⟧ hello" to a robot. ⟦0⟧ in the alley.', "veo-3.1");
    expect(r.clips[0].text).toContain('"[1] hello"');
    expect(r.clips[0].text).not.toMatch(/⟦|⟧|\uE000|undefined/);
  });

  it("several scenes: one clip where they fit one generation, else one generation each; durations snapped to what the model offers, with a warning", () => {
    const r = run("Scene 1: A dog runs on the beach.\n\nScene 2: The dog sleeps by the fire.", "veo-3.1");
    expect(r.clips.map((c) => c.sceneIds)).toEqual([[1, 2]]);
    expect(r.clips[0].text).toBe(
      "[00:00-00:04] A dog runs on the beach.\n[00:04-00:08] The dog sleeps by the fire.",
    );
    const apart = run(
      "A 20-second film. Scene 1: A dog runs on the beach.\n\nScene 2: The dog sleeps by the fire.",
      "veo-3.1",
    );
    expect(apart.clips.map((c) => c.sceneIds)).toEqual([[1], [2]]);
    const long = run("A 10-second clip: a hummingbird hovers at a red flower.", "veo-3.1");
    expect(long.clips[0].parameters.durationSeconds).toBe(8);
    expect(long.warnings.map((w) => w.code)).toContain("duration_mapped");
    expect(
      run("A 10-second clip: a hummingbird hovers at a red flower.", "kling-3").clips[0].parameters.duration,
    ).toBe("10");
  });

  it("reads shots, speakers and exclusions in Japanese, Korean, Hindi and Chinese, keeping the words", () => {
    const ja = run(
      "縦型動画。シーン1：少女が雨の中で傘をさして歩く。シーン2：彼女は「また明日ね」と言う。音楽なし。",
      "kling-3",
    );
    expect(ja.clips[0].parameters.aspect_ratio).toBe("9:16");
    expect(ja.clips.map((c) => c.text).join("\n")).toContain('[少女]: "また明日ね。"');
    expect(ja.clips.at(-1)!.negativePrompt).toBe("音楽");
    const ko = run(
      '장면 1: 할머니가 시장에서 떡을 판다. 장면 2: 손녀가 "할머니, 배고파요"라고 말한다.',
      "kling-3",
    );
    // Two short scenes: one Kling clip, each scene a multi_prompt shot.
    expect((ko.clips[0].parameters.multi_prompt as { prompt: string }[]).map((m) => m.prompt)).toEqual([
      "할머니가 시장에서 떡을 판다.",
      '[손녀]: "할머니, 배고파요."',
    ]);
    const hi = run(
      'दृश्य 1: एक बूढ़ा आदमी नदी के किनारे चाय बनाता है। दृश्य 2: उसका पोता कहता है, "दादा, चाय तैयार है?"',
      "kling-3",
    );
    expect(hi.clips[0].parameters.multi_prompt).toHaveLength(2);
    expect(hi.clips[0].text).toContain('[पोता]: "दादा, चाय तैयार है?"');
    const zh = run("镜头1：一只橘猫在窗台上晒太阳。镜头2：特写，猫咪打了个哈欠。没有音乐。", "veo-3.1");
    expect(zh.clips[0].text).toBe(
      "[00:00-00:04] 一只橘猫在窗台上晒太阳。\n[00:04-00:08] 特写。猫咪打了个哈欠。",
    );
    expect(zh.clips[0].negativePrompt).toBe("音乐");
  });
});

describe("an exclusion on a model without a negative field", () => {
  it("is rephrased in the language of the text, never in English inside another language", () => {
    const cases: [string, string][] = [
      [
        "Un pescador rema en un lago al amanecer, niebla sobre el agua. Plano general, sin música.",
        "Solo sonido ambiente natural.",
      ],
      [
        "Un vieux pêcheur répare son filet sur le quai au lever du soleil. Plan large, sans musique.",
        "Uniquement les sons ambiants naturels.",
      ],
      ["雨の駅のホームで、サラリーマンが傘を差して電車を待っている。音楽なし。", "自然の環境音のみ。"],
    ];
    for (const [text, rephrased] of cases)
      for (const id of ["seedance-2.0", "minimax-h3"]) {
        const prompt = run(text, id).clips[0].text;
        expect(prompt, `${id}: ${text}`).toContain(rephrased);
        expect(prompt, `${id}: ${text}`).not.toContain("Only natural ambient sound");
      }
  });

  it("is left out, with a warning, in a language without a rephrasing", () => {
    const r = run(
      "Een oude molenaar opent de luiken van zijn molen bij zonsopgang, geen muziek.",
      "minimax-h3",
    );
    expect(r.clips[0].text).not.toMatch(/Only natural ambient sound|muziek/);
    expect(r.warnings.find((w) => w.code === "negation_dropped")?.message).toContain('"no music"');
  });
});

describe("'no people' where someone is in the shot", () => {
  it("says nobody else is there, never that the place is deserted", () => {
    const text =
      "Drone shot over a turquoise lagoon, a lone kayaker paddles toward a small island. No people on the beach. Golden hour.";
    for (const id of ["seedance-2.5", "gemini-omni-flash-1.2"]) {
      const prompt = run(text, id).clips[0].text;
      expect(prompt).not.toContain("The place is deserted.");
      expect(prompt).toContain("The surroundings are otherwise deserted.");
    }
    const empty = run(
      "A foggy pine forest at sunrise, without people. Slow aerial drift over the treetops.",
      "gemini-omni-flash-1.2",
    );
    expect(empty.clips[0].text).toContain("The place is deserted.");
  });
});

describe("a camera move that names someone by a pronoun", () => {
  it("stays after the person it refers to, on models whose guide puts the camera first", () => {
    const text =
      "Rain-soaked rooftop at night. A hacker, Vex, plugs a cable into her neck port. Camera orbits slowly around her.";
    for (const id of ["veo-3.1", "runway-gen-4.5", "pika-2.5"]) {
      const prompt = run(text, id).clips[0].text;
      expect(prompt.indexOf("Camera orbits slowly around her"), id).toBeGreaterThan(prompt.indexOf("Vex"));
    }
  });
});

describe("a Chinese line on a silent model", () => {
  it("leaves with its speech verb; the action before it stays whole", () => {
    const cases: [string, string][] = [
      ["清晨的厨房。女儿走进来说：“早上好。”", "清晨的厨房。女儿走进来。"],
      ["一个男生帮她拿下来，说：“是这本吗？”她点点头。", "一个男生帮她拿下来。她点点头。"],
      ["王师傅头也不回地说：“别拍了。”小林把手机收起来。", "王师傅头也不回。小林把手机收起来。"],
    ];
    for (const [text, silent] of cases) expect(run(text, "runway-gen-4.5").clips[0].text).toBe(silent);
  });
});

describe("a time clause before a speaker", () => {
  it("keeps its sentence whole", () => {
    const text =
      'As the bus pulls away, Jess waves from the dock and shouts, "See you next year!" The kids wave back.';
    expect(run(text, "veo-3.1").clips[0].text).toContain(
      'As the bus pulls away, Jess waves from the dock and shouts, "See you next year!"',
    );
    expect(run(text, "runway-gen-4.5").clips[0].text).toContain(
      "As the bus pulls away, Jess waves from the dock.",
    );
  });
});

describe("a song named in quotes", () => {
  it("is the music: kept on audio models, gone with its label on silent ones, never a line", () => {
    const text =
      "wedding first dance under fairy lights, bride laughs, slowmo, warm film look, song: 'At Last'";
    expect(run(text, "kling-3").clips[0].text).toContain('Song: "At Last"');
    expect(run(text, "kling-3").clips[0].text).not.toContain("[Bride");
    const silent = run(text, "runway-gen-4.5").clips[0].text;
    expect(silent).not.toMatch(/song|At Last/i);
    expect(silent).toContain("Warm film look.");
  });
});

describe("exclusions the negative field must not overreach", () => {
  it("splits 'no X no Y'; an exclusion with an exception puts nothing in the field", () => {
    expect(
      run("drone over rice terraces at sunrise, no ppl no birds", "veo-3.1").clips[0].negativePrompt,
    ).toBe("ppl, birds");
    const ad = run(
      'A barista pours latte art. Final frame: the slogan "Wake up." No text except the slogan and the logo.',
      "veo-3.1",
    );
    expect(ad.clips[0].negativePrompt).toBeUndefined();
    const violin = run("Hana plays the violin on a rooftop. No music other than the violin.", "veo-3.1");
    expect(violin.clips[0].negativePrompt).toBeUndefined();
    expect(violin.clips[0].text).not.toMatch(/other than/);
  });

  it("never mutes a spoken line or erases people another shot shows", () => {
    const radio = run(
      'Captain Vask floats down the corridor. A radio crackles with static, no voice. She whispers: "Someone is in there."',
      "veo-3.1",
    );
    expect(radio.clips[0].negativePrompt ?? "").not.toMatch(/voice/);
    const ad = run(
      "Open on a family loading camping gear into the trunk. Then the car winds through the mountains. Last shot: the car parked alone at a lake, no people in the last shot.",
      "veo-3.1",
    );
    expect(ad.clips.every((c) => !/people/.test(c.negativePrompt ?? ""))).toBe(true);
  });
});

describe("Kling tags and the action before them, in several languages", () => {
  const kling = (text: string) => run(text, "kling-3").clips[0].text;
  it("gives the line to its speaker and leaves no fragment of the speaking", () => {
    const de = kling(
      "Ein alter Bergführer, Josef, steht auf dem Gipfel. Hinter ihm kommt seine Enkelin Lena an. Ohne sich umzudrehen, sagt er: „Siehst du?“",
    );
    expect(de).not.toMatch(/\[Ohne|sagt er\./);
    const ko = kling('멀리서 불꽃놀이가 시작되자 민지가 젓가락을 든 채로 외친다: "야, 저기 봐!"');
    expect(ko).toContain('[민지]: "야, 저기 봐!"');
    const zh = kling("一位老茶农王师傅弯着腰采茶。王师傅头也不回地说：“别拍了。”");
    expect(zh).toContain("[王师傅]");
    expect(zh).not.toContain("地。");
    const en = kling(
      'Bento lifts out a single silver sardine and, without turning around, he says: "That is all." Rui laughs.',
    );
    expect(en).toContain("Bento lifts out a single silver sardine. [Bento");
  });
});
