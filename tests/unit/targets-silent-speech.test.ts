// Silent models and the lines they drop (issue 22, fresh-4 review): no sentence left that answers a
// dropped line, no participle or quotative fragment, no bare speech verb; background animals not cast.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { finiteChain } from "@/lib/targets/finite-verb";
import { answersSpeech } from "@/lib/targets/silent-speech";

const run = (description: string, id: string) =>
  exportDocument(compileScene({ description }), findTarget(id)!)
    .clips.map((c) => c.text)
    .join("\n");
const runway = (t: string) => run(t, "runway-gen-4.5");

describe("a sentence that only answers a dropped line goes with it", () => {
  it("reads elliptical answers in several languages, and not visible actions", () => {
    for (const s of [
      "She doesn't.",
      "He did.",
      "They do.",
      "He won't.",
      "Nobody answers.",
      "He doesn't answer.",
      "He obeys.",
      "So does he.",
      "Personne ne répond.",
      "Nadie responde.",
      "Niemand antwortet.",
      "कोई जवाब नहीं देता।",
      "誰も答えない。",
      "손님은 대답하지 않는다.",
      "妈妈没有回答。",
    ])
      expect(answersSpeech(s), s).toBe(true);
    for (const s of [
      "He nods.",
      "The boy nods.",
      "She laughs.",
      "Rui laughs.",
      "He doesn't look back.",
      "Tom shrugs.",
      // Smiling is seen: the sentence shows something even without the question it answers.
      "奶奶笑着不说话。",
    ])
      expect(answersSpeech(s), s).toBe(false);
  });

  it("silent models drop it; audio models keep the creator's sentence", () => {
    const text =
      "Keiko passes the 40 km marker. Her coach pedals alongside her and shouts, \"Don't look at your watch!\" She doesn't. Ocean sparkling behind them.";
    expect(runway(text)).not.toMatch(/She doesn't/);
    expect(runway(text)).toContain("Her coach pedals alongside her.");
    expect(run(text, "veo-3.1")).toContain("She doesn't.");
    expect(
      runway('The sergeant barks: "Drop and give me twenty!" He obeys. Sweat drips from his nose.'),
    ).toBe("The sergeant barks. Sweat drips from his nose.");
    // "He nods." shows something and stays.
    expect(runway('Grandma asks: "Are you hungry?" The boy nods.')).toBe("The boy nods.");
  });

  it("'Nobody answers' is an action, never 'no people'", () => {
    const doc = compileScene({
      description: 'A teacher asks: "Who did this?" Nobody answers. A boy stares at his shoes.',
    });
    expect(JSON.stringify(doc)).not.toMatch(/"people"/);
    expect(runway('A teacher asks: "Who did this?" Nobody answers. A boy stares at his shoes.')).not.toMatch(
      /deserted|Nobody/,
    );
    expect(run("An empty beach at dawn, nobody around. Waves roll in.", "veo-3.1")).not.toMatch(/nobody/i);
  });
});

describe("a bare speech verb never closes a silent model's sentence", () => {
  it("a line-first attribution keeps the speaker's noun phrase without the verb, on every model", () => {
    const text = '"Where were you?" Lena, a tall woman in a red coat, says. Tom looks at the floor.';
    expect(runway(text)).toBe("Lena, a tall woman in a red coat. Tom looks at the floor.");
    expect(run(text, "veo-3.1")).toBe(
      'Lena, a tall woman in a red coat, says: "Where were you?" Tom looks at the floor.',
    );
    expect(run(text, "kling-3")).toBe(
      'Lena, a tall woman in a red coat. [Lena]: "Where were you?" Tom looks at the floor.',
    );
  });

  it("what the sentence shows after the line keeps its own subject", () => {
    expect(
      runway('In a station, Lena, a tall woman in a red coat, says "Where were you?" and Tom shrugs.'),
    ).toBe("In a station, Lena, a tall woman in a red coat. Tom shrugs.");
  });
});

describe("a participle or quotative left by the speech verb (Hindi, Korean, Japanese)", () => {
  it("makes the chain's visible verb finite in the speech verb's tense, only where the form is regular", () => {
    expect(finiteChain("मीरा एक दीया हाथ में लेकर पूछती है")).toBe("मीरा एक दीया हाथ में लेती है");
    expect(finiteChain("ग्राहक हँसते हुए कहता है")).toBe("ग्राहक हँसता है");
    expect(finiteChain("점원이 우산을 건네며 말한다")).toBe("점원이 우산을 건넨다");
    expect(finiteChain("할머니가 웃으며 말한다")).toBe("할머니가 웃는다");
    // A colon script's label is the speech verb: "은비가 웃으며: "…"".
    expect(finiteChain("은비가 웃으며:")).toBe("은비가 웃는다");
    expect(finiteChain("소녀가 책을 읽고 말한다")).toBe("소녀가 책을 읽는다");
    expect(finiteChain("店員がカップを置いて言う")).toBe("店員がカップを置く");
    expect(finiteChain("小さな女の子が花を差し出して言う")).toBe("小さな女の子が花を差し出す");
    expect(finiteChain("彼は笑顔を見せて言う")).toBe("彼は笑顔を見せる");
    expect(finiteChain("先生が黒板を消しながら言う")).toBe("先生が黒板を消す");
    expect(finiteChain("母がパンを食べながら言う")).toBe("母がパンを食べる");
    expect(finiteChain("父が本を書きながら言う")).toBe("");
    // "走って" could be 走る or 走つ: irregular forms are left alone; past tenses too.
    expect(finiteChain("少年が走って言う")).toBe("");
    expect(finiteChain("점원이 우산을 건네며 말했다")).toBe("");
  });

  it("leaves no fragment on a silent model and keeps the smile", () => {
    const hi = runway(
      'छत पर एक माँ और उसकी छोटी बेटी मीरा दीये जला रही हैं। मीरा एक दीया हाथ में लेकर पूछती है: "मम्मी, ये बुझ क्यों नहीं रहा?" माँ मुस्कुराकर कहती है: "क्योंकि तुमने दिल से जलाया है।"',
    );
    expect(hi).toContain("मीरा एक दीया हाथ में लेती है।");
    expect(hi).toContain("माँ मुस्कुराती है।");
    expect(hi).not.toMatch(/लेकर।|पूछती है।|कहती है।/);
    expect(runway("雨の夜、小さな女の子が花を差し出して言う。「これ、あげる」店員は笑顔で受け取る。")).toBe(
      "雨の夜、小さな女の子が花を差し出す。店員は笑顔で受け取る。",
    );
  });

  it("Kling: a Hindi participle stays joined to the tag; a Japanese announcing sentence gives the line its speaker", () => {
    expect(run('एक चायवाला कप आगे बढ़ाकर पूछता है: "चीनी कितनी?"', "kling-3")).toBe(
      'एक चायवाला कप आगे बढ़ाकर [चायवाला]: "चीनी कितनी?"',
    );
    expect(
      run("雨の夜、小さな女の子が花を差し出して言う。「これ、あげる」店員は笑顔で受け取る。", "kling-3"),
    ).toContain('[小さな女の子]: "これ、あげる。"');
  });
});

describe("background animals are not cast", () => {
  const cast = (t: string) =>
    compileScene({ description: t }).scenes.flatMap((s) => s.characters.map((c) => c.name));
  it("a flock doing what animals do is the scene, even with no person in it", () => {
    expect(cast("Gulls circle over the harbor as a ferry docks. Passengers stream off.")).toEqual([]);
    expect(cast("Sunset over the bay. Gulls circle above the water.")).toEqual([]);
    expect(cast("Pigeons scattering across the square at dawn.")).toEqual([]);
  });
  it("animals that act, are counted or named stay cast", () => {
    expect(cast("Wolves chase a deer through the snow.")).toContain("Wolves");
    expect(cast("Two crows perch on a fence.")).toContain("Crows");
  });
});

describe("what reading the fourth set's exports turned up", () => {
  const kling = (t: string) => run(t, "kling-3");
  it("a screenplay label's parenthetical is no beat of its own", () => {
    const t = 'A dark forest. KAI: "Did you hear that?" MILA (whispering): "Don\'t move." A branch snaps.';
    expect(kling(t)).toBe(
      'A dark forest. [Kai]: "Did you hear that?" [Mila, whispering]: "Don\'t move." A branch snaps.',
    );
    expect(runway(t)).toBe("A dark forest. A branch snaps.");
  });

  it("a voice is heard, not seen: silent models keep only what shows", () => {
    expect(
      runway(
        'A woman paces with her phone to her ear. Her sister\'s voice on the phone: "Did you tell him yet?" She stops.',
      ),
    ).toBe("A woman paces with her phone to her ear. She stops.");
    const dj =
      'A radio on the table crackles and a late-night DJ voice says, "This one goes out to you." Lune dances.';
    expect(runway(dj)).toBe("A radio on the table crackles. Lune dances.");
    expect(kling(dj)).toContain(
      'A radio on the table crackles. [Late-night DJ voice]: "This one goes out to you."',
    );
  });

  it("whom a line is said to goes with it on silent models", () => {
    expect(
      runway(
        'Two sisters fold laundry. The older one tells the younger, "You\'re hopeless." The younger one laughs.',
      ),
    ).toBe("Two sisters fold laundry. The younger one laughs.");
    expect(runway("La abuela prueba el gazpacho y le dice a su nieto: «Le falta sal.» El niño se ríe.")).toBe(
      "La abuela prueba el gazpacho. El niño se ríe.",
    );
  });

  it("Chinese: 一边 … 一边说 and a voice's manner go with the speech verb", () => {
    const t = '老板一边擦桌子一边说："今天只剩两碗了。"一个年轻人推门进来。';
    expect(runway(t)).toBe("老板擦桌子。一个年轻人推门进来。");
    expect(kling(t)).toContain('老板擦桌子。 [老板]: "今天只剩两碗了。"');
    expect(runway('老太太握住丈夫的手，轻声说："我们明年还来。"老先生点点头。')).toBe(
      "老太太握住丈夫的手。老先生点点头。",
    );
  });

  it("speakers: a place phrase before the subject, a voice label outside English", () => {
    expect(
      kling('at the fish market the fishmonger shouts "fresh sardines!" and his daughter yells "two euros!"'),
    ).toBe(
      'At the fish market. [Fishmonger, shouting]: "fresh sardines!" [His daughter, yelling]: "two euros!"',
    );
    expect(kling("店員の佐藤がレジの電話に出る。電話の声：「まだ開いてる？」佐藤は時計を見る。")).toContain(
      '[電話の声]: "まだ開いてる？"',
    );
  });

  it("a line without its own full stop ends its sentence, or goes on with the speaker's next verb", () => {
    const t =
      'me n my bro in the car at night he turns up the radio and goes "this is our song" and starts drumming on the wheel';
    expect(kling(t)).toContain('[Bro]: "this is our song" and starts drumming on the wheel.');
    expect(runway(t)).toBe(
      "Me n my bro in the car at night he turns up the radio and starts drumming on the wheel.",
    );
    expect(run('"You burned it again," Marta says. Her husband shrugs.', "veo-3.1")).toBe(
      'Marta says: "You burned it again." Her husband shrugs.',
    );
  });
});

describe("audio models keep the speaking sentence's own words", () => {
  it("a role keeps its article; an English 'a' is never a Spanish 'to'", () => {
    expect(run('A waiter sets down two plates. "Anything else?" he asks.', "veo-3.1")).toBe(
      'A waiter sets down two plates. The waiter asks: "Anything else?"',
    );
    expect(run('Grandpa tells a joke: "Why did the chicken cross the road?" The dog yawns.', "kling-3")).toBe(
      'Grandpa tells a joke. [Grandpa]: "Why did the chicken cross the road?" The dog yawns.',
    );
    // "…, he turns up the radio and goes": he speaks; the radio is what he turns up.
    expect(
      run(
        'me n my bro in the car, he turns up the radio and goes "this is our song" and starts drumming',
        "kling-3",
      ),
    ).toBe(
      'Me n my bro in the car, he turns up the radio. [My bro]: "this is our song" and starts drumming.',
    );
    expect(run('Night drive. The radio crackles and a DJ says "stay awake out there".', "kling-3")).toBe(
      'Night drive. The radio crackles. [DJ]: "stay awake out there."',
    );
    // An English "her" before the verb is its object's end, never a clitic ("gli urla").
    expect(
      run(
        'A volunteer opens the gate; the little girl standing behind her whispers, "Is she ours?"',
        "kling-3",
      ),
    ).toBe(
      'A volunteer opens the gate. The little girl standing behind her. [Little girl, whispering]: "Is she ours?"',
    );
    expect(runway('Die Mutter ruft: "Essen ist fertig!" Niemand antwortet. Der Hund bellt.')).toBe(
      "Die Mutter ruft. Der Hund bellt.",
    );
  });
});
