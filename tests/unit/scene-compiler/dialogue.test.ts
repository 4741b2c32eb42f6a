import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";

const lines = (description: string) =>
  compileScene({ description }).scenes.flatMap((s) =>
    s.audio.dialogue.map((d) => `${d.character}: ${d.line}`),
  );

describe("dialogue", () => {
  it("gives a line to the speech verb's subject", () => {
    expect(
      lines('The waiter sets down a bowl and says "Your soup, sir." Omar nods and answers "Thank you."'),
    ).toEqual(["Waiter: Your soup, sir.", "Omar: Thank you."]);
    expect(lines('"We\'re late," Tom mutters. "We\'re always late," Nina replies.')).toEqual([
      "Tom: We're late",
      "Nina: We're always late",
    ]);
  });

  it("reads colon labels, bracket labels and 'X to Y:'", () => {
    expect(lines('Commander Vega: "Status?"\nPilot Osei: "Down."')).toEqual([
      "Commander Vega: Status?",
      "Pilot Osei: Down.",
    ]);
    expect(lines('[Hiro, tired]: "I sold the bike."')).toEqual(["Hiro: I sold the bike."]);
    expect(lines('Grandpa to Lucy: "Pick these."\nLucy to Grandpa: "No!"')).toEqual([
      "Grandpa: Pick these.",
      "Lucy: No!",
    ]);
  });

  it("resolves pronouns and alternating turns", () => {
    expect(
      lines(
        'Dana sits beside her father. Dana says "An hour." Her father answers "Always." "Coffee?" she asks. "Black," he replies.',
      ),
    ).toEqual(["Dana: An hour.", "Father: Always.", "Dana: Coffee?", "Father: Black"]);
    expect(
      lines(
        'Priya, a young firefighter, holds a kitten. She hands it to an old man and says "He was hiding."',
      ),
    ).toEqual(["Priya: He was hiding."]);
  });

  it("reads « », „ “, 「」 and ' ' quotes and keeps lines verbatim", () => {
    expect(lines("In a café, Élodie raises her cup and says «À nous deux, Paris.»")).toEqual([
      "Élodie: À nous deux, Paris.",
    ]);
    expect(lines("The old guide, Jonas, shouts „Alle rein!“")).toEqual(["Jonas: Alle rein!"]);
    expect(lines("Yuki waves at her grandmother and calls out 「ただいま！」")).toEqual(["Yuki: ただいま！"]);
    expect(lines("At the harbour, the fisherman says 'Storm by noon.'")).toEqual([
      "Fisherman: Storm by noon.",
    ]);
  });

  it("reads a label inside a paragraph by the quote's own sentence, not the line's first name", () => {
    expect(
      lines('Two friends, Tolu and Kemi, sit on the machines. Kemi, laughing: "He texted you back?"'),
    ).toEqual(["Kemi: He texted you back?"]);
    expect(
      lines('Two strangers share a bunk. The woman: "Your move." The man, without looking up: "I know."'),
    ).toEqual(["Woman: Your move.", "Man: I know."]);
    expect(lines('Dot pours coffee for Ray at the counter. Ray: "Thanks." Dot: "Sure."')).toEqual([
      "Ray: Thanks.",
      "Dot: Sure.",
    ]);
  });

  it("gives a 'Narrator (V.O.):' or 'Voice-over:' label to the narrator, who is never a character", () => {
    for (const label of ["Narrator (V.O.)", "Voice-over", "V.O.", "The narrator, softly"]) {
      const doc = compileScene({
        description: `A repair shop in Chicago. ${label}: "There were forty shops." Sam oils a typewriter.`,
      });
      expect(doc.scenes[0].audio.dialogue, label).toEqual([
        { character: "Narrator", line: "There were forty shops." },
      ]);
      expect(
        doc.scenes[0].characters.map((c) => c.name),
        label,
      ).toEqual(["Sam"]);
    }
  });

  it("resolves 'he' and 'she' to a member of that gender", () => {
    expect(
      lines(
        'Grace, a marathon runner, stumbles. Her coach jogs beside her. He says "Breathe." She shakes her head, then answers "Okay."',
      ),
    ).toEqual(["Coach: Breathe.", "Grace: Okay."]);
    expect(lines('The groom waits by the bride. She turns and says "Ready?"')).toEqual(["Bride: Ready?"]);
    expect(lines('Mrs Patel hands Omar a key. He nods and says "Thank you."')).toEqual(["Omar: Thank you."]);
    // With no gender to go by, the latest subject speaks.
    expect(lines('A pilot checks the gauges. She says "We are clear."')).toEqual(["Pilot: We are clear."]);
  });

  it("keeps a single-quoted line whole when it holds an apostrophe", () => {
    expect(lines("Olu whispers 'On three.' Bea grins: 'You're going down.'")).toEqual([
      "Olu: On three.",
      "Bea: You're going down.",
    ]);
    expect(lines("The clerk says ‘We can’t open yet.’")).toEqual(["Clerk: We can’t open yet."]);
  });

  it("keeps on-screen text out of the dialogue", () => {
    const doc = compileScene({
      description: 'A runner sprints. Ends with the text "Run the rain." on screen.',
    });
    expect(doc.scenes[0].audio.dialogue).toEqual([]);
    expect(doc.global_preferences.text_on_screen.allowed).toBe(true);
  });

  it("gives a pronoun to the nearest earlier subject of its gender, as possessives and appositions tell it", () => {
    expect(
      lines(
        'Commander Okafor checks a panel. Her co-pilot, Reyes, floats past. She sighs and says, "Put that away." He grins: "Too late."',
      ),
    ).toEqual(["Commander Okafor: Put that away.", "Reyes: Too late."]);
    expect(
      lines(
        'Ruth, the older one, tosses seeds. Her neighbour, Carla, shakes her head. She says, "You\'ll make them fat." Ruth laughs: "They deserve it."',
      ),
    ).toEqual(["Carla: You'll make them fat.", "Ruth: They deserve it."]);
    expect(lines('"Don\'t move," the photographer says. The bride freezes. "Perfect," he whispers.')).toEqual(
      ["Photographer: Don't move", "Photographer: Perfect"],
    );
  });

  it("gives a pronoun no cast member fits to a name that opens a sentence", () => {
    expect(
      lines('Sam grips the wheel. "We said tonight," he says. Priya looks away. "I know," she whispers.'),
    ).toEqual(["Sam: We said tonight", "Priya: I know"]);
  });

  it("tells a Chinese pronoun's gender from the role word, and typed words are on screen, not said", () => {
    expect(lines("公园里，一个老奶奶在喂鸽子。她的孙子跑过来。她笑着说：“慢点跑！”")).toEqual([
      "老奶奶: 慢点跑！",
    ]);
    const doc = compileScene({ description: 'Close-up of a phone. Jake types back "5 min" and runs.' });
    expect(doc.scenes[0].audio.dialogue).toEqual([]);
    expect(doc.scenes[0].clauses?.map((c) => c.role)).toContain("on_screen_text");
  });

  it("reads the speech verb's own clause and phone-typed verbs", () => {
    expect(
      lines(
        'waitress at a diner refils coffee n the old guy at the counter goes "thanks hun" and she\'s like "anytime"',
      ),
    ).toEqual(["Old guy: thanks hun", "Waitress: anytime"]);
    expect(lines('emma grabs the last donut and says "mine" then lily yells "MOM!!"')).toEqual([
      "Emma: mine",
      "Lily: MOM!!",
    ]);
    expect(lines('me and my gf reach the top and she screams "WE MADE IT"')).toEqual(["My gf: WE MADE IT"]);
  });

  it("gives a named person's off-screen voice to that person and a voice-over to the narrator", () => {
    expect(lines('A guy on a rooftop, his boss\'s voice comes through: "Where is the report?"')).toEqual([
      "Boss: Where is the report?",
    ]);
    expect(
      lines(
        'A mother pushes her toddler on a swing. Voice-over, the grown-up son: "I don\'t remember this day."',
      ),
    ).toEqual(["Narrator: I don't remember this day."]);
    expect(
      compileScene({
        description:
          'An old fisherman mends a net. Narrator: "He has done this for sixty years." The fisherman looks up and says, "Sixty-two."',
      }).scenes[0].clauses?.map((c) => `${c.role} ${c.speaker ?? ""}`.trim()),
    ).toEqual(["action", "voice_over Narrator", "dialogue Fisherman"]);
  });

  it("gives a pronoun the character it can refer to: a role's gender, the subject before a child", () => {
    // "his arms" is the dad's: the pronoun between them owns it, not the toddler before.
    expect(
      lines(
        'A toddler takes her first steps toward her dad in a sunny living room; he holds his arms out and whispers "come on, you got this." She falls into his arms.',
      ),
    ).toEqual(["Dad: come on, you got this."]);
    expect(
      lines(
        'a father teaches his little son to ride a bike in an empty parking lot, he lets go of the seat and shouts "pedal!"',
      ),
    ).toEqual(["Father: pedal!"]);
    expect(
      lines(
        'An old man walks his dog along a beach. It races ahead. He cups his hands and calls "come back!"',
      ),
    ).toEqual(["Man: come back!"]);
  });

  it("gives a line one member of a group says to that member, in the text's words", () => {
    const speakers = (description: string) =>
      compileScene({ description }).scenes.flatMap((s) =>
        (s.clauses ?? []).filter((c) => c.role === "dialogue").map((c) => c.speaker),
      );
    expect(
      speakers(
        'two friends on a rooftop sharing earbuds, one of them says "this song is us" and the other nods.',
      ),
    ).toEqual(["One of the friends"]);
    expect(speakers('three kids build a snowman, one of the kids says "it needs a hat"')).toEqual([
      "One of the kids",
    ]);
    expect(
      speakers("Deux amies partagent une glace. L'une d'elles lève sa cuillère et dit : « La meilleure. »"),
    ).toEqual(["L'une d'elles"]);
    expect(speakers('Dos hermanos juegan al fútbol. Uno de ellos marca y grita: "¡Gol!"')).toEqual([
      "Uno de ellos",
    ]);
    expect(speakers("屋上で友達三人が夕日を見ている。友達の一人が「また来ようね」と言う。")).toEqual([
      "友達の一人",
    ]);
    expect(speakers('두 친구가 케이크를 먹는다. 그중 한 명이 "생일 축하해!"라고 말한다.')).toEqual([
      "그중 한 명",
    ]);
    expect(speakers('Due amici pescano sul molo. Uno di loro sussurra: "Abbocca!"')).toEqual(["Uno di loro"]);
    expect(speakers('Dois irmãos jogam bola na praia. Um deles grita: "Gol!"')).toEqual(["Um deles"]);
    expect(speakers('两个朋友在公园里下棋。其中一个人说："该你了。"')).toEqual(["其中一个人"]);
    // A member the text names is that person.
    expect(speakers('Two kids on swings. One of them, Jay, whispers "higher".')).toEqual(["Jay"]);
  });

  it("keeps the text's adjectives on an unnamed speaker; an action before the speech verb is not the name", () => {
    const speakers = (description: string) =>
      compileScene({ description }).scenes.flatMap((s) =>
        (s.clauses ?? []).filter((c) => c.role === "dialogue").map((c) => c.speaker),
      );
    expect(
      speakers(
        'The old fisherman mends a net. A little girl walks up and asks "a whale?" The old fisherman laughs: "No."',
      ),
    ).toEqual(["Little girl", "Old fisherman"]);
    expect(speakers('할머니가 떡을 판다. 어린 손님이 "하나 주세요!"라고 말한다.')).toEqual(["어린 손님"]);
    expect(
      speakers('Ein alter Fischer flickt ein Netz. Ein kleines Mädchen bleibt stehen und fragt: "Ein Wal?"'),
    ).toEqual(["Kleines Mädchen"]);
    expect(speakers("春の公園。小さな女の子がおばあちゃんに花を差し出して「これあげる」と言う。")).toEqual([
      "小さな女の子",
    ]);
    expect(speakers('Night market. A customer points and says "Two, please!"')).toEqual(["Customer"]);
  });

  it("reads speakers the cast does not hold, in every language", () => {
    const speakers = (description: string) =>
      compileScene({ description }).scenes.flatMap((s) =>
        (s.clauses ?? []).filter((c) => c.role === "dialogue").map((c) => c.speaker),
      );
    expect(speakers("Un boulanger sort le pain. Une cliente entre et dit « Deux baguettes. »")).toEqual([
      "Cliente",
    ]);
    expect(
      speakers(
        "Un vieil homme s'approche. « Elles sont pour ma femme », dit-il. Une fleuriste, Sophie, sourit : « Alors prenez les plus belles. »",
      ),
    ).toEqual(["Vieil homme", "Sophie"]);
    expect(speakers("Eine Küche. Vater Klaus brät Eier. Aus dem Flur ruft die Mutter: „Frühstück!“")).toEqual(
      ["Mutter"],
    );
    expect(
      speakers(
        'Зимний двор. Бабушка Нина выходит на балкон. Внук Саша лепит снеговика. Она кричит: "Домой!" Он отвечает: "Ещё!"',
      ),
    ).toEqual(["Нина", "Саша"]);
    expect(speakers("夕方の駅。後輩の佐藤が走ってきて「忘れ物です！」と言う。")).toEqual(["佐藤"]);
    expect(speakers('비 오는 밤. 지수가 말한다: "우리 내일 시험이잖아."')).toEqual(["지수"]);
    expect(speakers("深夜的出租车里。\n司机：“去哪儿？”")).toEqual(["司机"]);
    expect(speakers("清晨的厨房，妈妈在煮粥。女儿走进来说：“早上好。”")).toEqual(["女儿"]);
  });

  it("gives a gendered pronoun to the named person in apposition, in other languages too", () => {
    expect(
      lines(
        "Une vieille dame, Odette, nourrit les pigeons. Un enfant s'approche et demande : « Ils ont des noms ? » Elle rit : « Tous s'appellent Gaston. »",
      ),
    ).toEqual(["Enfant: Ils ont des noms ?", "Odette: Tous s'appellent Gaston."]);
    expect(
      lines(
        'Un anciano, Mateo, arregla una red. Una niña se acerca y pregunta: "¿Pescas hoy?" Él sonríe: "Siempre."',
      ),
    ).toEqual(["Niña: ¿Pescas hoy?", "Mateo: Siempre."]);
  });

  it("reads an Italian article as an article, not the French pronoun", () => {
    expect(
      lines(
        'Nonno Salvo insegna al nipote Luca a guidare la Vespa. Luca parte troppo forte. Il venditore gli urla: "Piano, piccolo, piano!" Il nonno applaude.',
      ),
    ).toEqual(["Venditore: Piano, piccolo, piano!"]);
  });

  it("never gives a song's title to anyone as a line", () => {
    expect(
      lines("Wedding first dance under fairy lights, the bride laughs, slowmo, song: 'At Last'"),
    ).toEqual([]);
    expect(lines('An old radio plays "Moon River" while Ada dances alone.')).toEqual([]);
    expect(lines('Ada hums and says "Moon River."')).toEqual(["Ada: Moon River."]);
  });

  it("never takes a verb that opens a sentence for a speaker's name", () => {
    const speakers = (description: string) =>
      compileScene({ description }).scenes.flatMap((s) =>
        (s.clauses ?? []).filter((c) => c.role === "dialogue").map((c) => c.speaker),
      );
    for (const text of [
      'Un surfista entra al agua al amanecer. Atrapa una ola y grita: "¡Vamos!"',
      "Une cycliste descend la rue. Freine devant une boulangerie et crie : « Bonjour ! »",
      'Um pescador puxa a rede. Levanta um peixe e grita: "Olha só!"',
    ])
      expect(speakers(text), text).not.toContainEqual(expect.stringMatching(/^(?:Atrapa|Freine|Levanta)$/));
  });

  it("reads the same lines whatever was compiled before (the shared patterns keep no position between texts)", () => {
    const text =
      'Her co-pilot, Reyes, floats past. "Check the seal," Reyes says. Mia shakes her head and whispers "Not yet." Then she asks "Ready?"';
    const first = lines(text);
    lines('Grandma Rose smiles at her grandson and says "Once upon a time." "Elementary," says Holmes.');
    expect(lines(text)).toEqual(first);
    expect(first.slice(0, 2)).toEqual(["Reyes: Check the seal", "Mia: Not yet."]);
  });
});
