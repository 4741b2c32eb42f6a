import { describe, expect, it } from "vitest";
import { buildCast, trailingWords, wordBeforeEnd } from "@/lib/scene/compiler/cast";

const names = (text: string, lang = "en") => buildCast(text, lang).members.map((m) => m.name);

describe("cast", () => {
  it("casts no animal that is only heard and no noun that names a kind of story", () => {
    expect(
      names("A fishing boat returns at dawn while gulls cry overhead. An old fisherman coils rope."),
    ).toEqual(["Fisherman"]);
    expect(names("The oldest scout tells a ghost story. An owl hoots somewhere in the dark.")).toEqual([
      "Scout",
    ]);
    // Seen, the same animals are cast.
    expect(names("An owl swoops down onto the fence post.")).toEqual(["Owl"]);
  });

  it("finds people doing the action and never turns shot names, studios or places into characters", () => {
    expect(names("A beekeeper lifts a frame from a rooftop beehive.")).toEqual(["Beekeeper"]);
    expect(names("a sommelier pours a glass of wine")).toEqual(["Sommelier"]);
    expect(names("Aerial shot of the city. A plasticine hedgehog baker, Aardman style, in Lisbon.")).toEqual([
      "Hedgehog baker",
    ]);
    expect(names("A statue of a horse in an empty plaza under fairy lights.")).toEqual([]);
  });

  it("merges one person named several ways", () => {
    const cast = buildCast(
      "Mara Quill, a detective in a trench coat, waits. The detective, Mara Quill, smokes. Quill looks up.",
      "en",
    );
    expect(cast.members.map((m) => m.name)).toEqual(["Mara Quill"]);
    expect(cast.members[0].description).toContain("trench coat");
  });

  it("reads appositions, 'named', titles and definite class nouns", () => {
    expect(names("A fisherman named Abel pushes his boat.")).toEqual(["Abel"]);
    expect(names("Chef Luca flips a pan. Commander Vega waits.")).toEqual(["Chef Luca", "Commander Vega"]);
    expect(names("Their golden retriever, Biscuit, crawls inside. The dog sleeps.")).toEqual(["Biscuit"]);
    expect(names("Two kids, Maya and Sam, build a fort. The kids sleep.")).toEqual(["Maya", "Sam"]);
    // A verb and its object after the comma are not an apposition: the young man is someone else.
    // A plural role set off by the names it stands for is those people, never an anchor of the first.
    const camp = buildCast("A counselor, Jess, waits while two boys, Omar and Theo, argue.", "en");
    expect(camp.members.map((m) => [m.name, m.description])).toEqual([
      ["Jess", "Jess"],
      ["Omar", "Omar"],
      ["Theo", "Theo"],
    ]);
    // A storyboard's shot labels ("MS:", "CU:") are never cast.
    expect(names("- MS: a boy runs up with a bucket.\n- CU: Rosa smiles.")).toEqual(["Boy", "Rosa"]);
    const barber = buildCast("A barber, Sal, trims a young man's fade. The young man asks.", "en");
    expect(barber.members.find((m) => m.name === "Sal")?.aliases.has("man")).toBe(false);
  });

  it("keeps non-ASCII names whole and never makes nouns of other languages characters", () => {
    expect(names("In a café, Élodie raises her cup.")).toEqual(["Élodie"]);
    expect(names("Björn, ein alter Schreiner, hobelt ein Brett. Späne fliegen.", "de")).toEqual(["Björn"]);
    expect(names("Ein verlassener Bahnhof im Nebel. Die Kamera fährt über die Gleise.", "de")).toEqual([]);
  });
});

describe("cast: rules added for the hold-out corpus", () => {
  it("knows more trades, roles and animals, and the -men plurals of compounds", () => {
    expect(names("A trapper drags a sled toward the cabin.")).toEqual(["Trapper"]);
    expect(names("A bellhop pushes a luggage cart; a cellist tunes up.")).toEqual(["Bellhop", "Cellist"]);
    expect(names("A vixen noses out of her den.")).toEqual(["Vixen"]);
    expect(names("Fishermen haul in their nets.")).toEqual(["Fishermen"]);
    expect(names("Two firemen climb the ladder while policewomen wave.")).toEqual(["Firemen", "Policewomen"]);
  });

  it("never takes a role noun that modifies clothing, a medium or a thing for a character", () => {
    expect(names("A ginger cat in a tiny astronaut suit floats in a cabin.")).toEqual(["Cat"]);
    expect(names("A boy wearing a pirate hat and cowboy boots.")).toEqual(["Boy"]);
    expect(names("Kids' cartoon, bright 2D style. A dragon sneezes.")).toEqual(["Dragon"]);
    expect(names("The cover of a children's book; a fox reads it.")).toEqual(["Fox"]);
    expect(names("A woman puts on a chef's hat.")).toEqual(["Woman"]);
    expect(names("Howling wind, sled runners scraping, his dogs panting.")).toEqual(["Dogs"]);
  });

  it("reads a possessive with a straight or a curly apostrophe alike", () => {
    expect(names("A chef’s hat sits on the counter.")).toEqual([]);
    expect(names("The chef’s hands knead the dough.")).toEqual(["Chef"]);
    expect(names("Two sailors' boots by the door. The sailors’ song fills the bar.")).toEqual(["Sailors"]);
    expect(names("Kids' cartoon plays. The kids’ mother laughs.")).toEqual(["Mother"]);
  });

  it("reads a character sheet's lines 'Name: age or role, ...' as names, never a one-off shot label", () => {
    expect(
      names(
        "Characters:\n- Dot: a seventy-year-old waitress, silver bob.\n- The Kid: a nervous getaway driver.",
      ),
    ).toEqual(["Dot", "Kid"]);
    expect(
      names("CHARACTER SHEET\nAmaru: 30s, Quechua weaver, red poncho.\nLucía: his niece, yellow sneakers."),
    ).toEqual(["Amaru", "Lucía"]);
    expect(names("Underwater wide shot: a dolphin glides through a reef.")).toEqual(["Dolphin"]);
    expect(names("Duration: 8s\nOpening: a boy runs to the sea.")).toEqual(["Boy"]);
  });

  it("reads a speaker label inside a paragraph, after a sentence end", () => {
    expect(names("Dot pours coffee at the counter. Zed: ⟦⟧ Dot laughs.")).toContain("Zed");
    expect(names("A quiet boxing gym. Trainer: ⟦⟧")).toEqual(["Trainer"]);
    expect(names("The sign glows. Text: ⟦⟧")).toEqual([]);
  });

  it("gives members the gender their role, title or first name states", () => {
    const cast = buildCast("A bride and a groom dance. Mrs Okafor watches with Theo and a coach.", "en");
    expect(cast.members.map((m) => [m.name, m.gender])).toEqual([
      ["Bride", "f"],
      ["Groom", "m"],
      ["Mrs Okafor", "f"],
      ["Theo", "m"],
      ["Coach", undefined],
    ]);
  });

  it("reads Japanese role nouns and katakana names only with a cue, and finds them without spaces", () => {
    expect(
      names("店員のサクラがレジでうとうとしている。ドアのチャイムが鳴り、黒猫が入ってくる。", "ja"),
    ).toEqual(["サクラ", "黒猫"]);
    expect(names("ハルトがラーメンをすすりながら⟦⟧と言う。", "ja")).toEqual(["ハルト"]);
    expect(names("タクシーが止まる。カメラはゆっくり動く。", "ja")).toEqual([]);
    const cast = buildCast("店員のサクラが笑う。", "ja");
    expect(cast.find("夜、サクラが帰る。").map((m) => m.member.name)).toEqual(["サクラ"]);
  });

  it("reads role nouns of more languages before a name", () => {
    expect(names("Een oude molenaar, Sjoerd, opent de luiken.", "nl")).toEqual(["Sjoerd"]);
    expect(names("Babcia Jadwiga lepi pierogi. Wnuczka Zosia kradnie jednego.", "pl")).toEqual([
      "Jadwiga",
      "Zosia",
    ]);
    expect(names("Un vecchio pescatore, Niccolò, ripara una rete.", "it")).toEqual(["Niccolò"]);
    expect(names("Chloé, une vendeuse de vin chaud, sourit.", "fr")).toEqual(["Chloé"]);
  });
});

describe("reading backwards from the end (the anchored patterns they replace)", () => {
  // A seeded generator of short texts over the characters that matter: letters (one astral), hyphens,
  // apostrophes, commas, spaces, tabs, newlines, digits and an emoji.
  const alphabet = ["a", "B", "é", "-", "'", "’", ",", " ", " ", "\t", "\n", "7", "😀", "𝒜", "."];
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const texts = Array.from({ length: 5000 }, () =>
    Array.from({ length: rand(14) }, () => alphabet[rand(alphabet.length)]).join(""),
  );

  it("trailingWords(s, 3) equals /((?:[\\p{L}-]+\\s+){1,3})$/u split into words", () => {
    for (const s of texts) {
      const expected = (s.match(/((?:[\p{L}-]+\s+){1,3})$/u)?.[1] ?? "").split(/\s+/).filter(Boolean);
      expect(trailingWords(s, 3), JSON.stringify(s)).toEqual(expected);
    }
  });

  it("wordBeforeEnd(s) equals /([\\p{L}'’-]+),?\\s+$/u", () => {
    for (const s of texts)
      expect(wordBeforeEnd(s), JSON.stringify(s)).toBe(/([\p{L}'’-]+),?\s+$/u.exec(s)?.[1]);
  });
});
