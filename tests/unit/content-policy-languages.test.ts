import { describe, expect, it } from "vitest";
import { checkDescription } from "@/lib/content-policy";
import { tokenize } from "@/lib/content-policy/match";
import { normalizeText } from "@/lib/content-policy/normalize";

// Issue 24 §6, third pass (fresh set 6): the policy reads the languages the product detects, and the
// frames added from fresh set 6's misses are general classes. None of these texts is a corpus case.
const refused = (text: string) =>
  checkDescription(text).issues.some((i) => i.flag === "keywords" || i.flag === "themes");

describe("text written without spaces (Chinese, Japanese, Korean)", () => {
  it("is read as the policy's words found inside it, other letters skipped", () => {
    const words = tokenize("教你怎么偷东西不被发现").map((t) => t.word);
    expect(words).toContain(normalizeText("不被发现"));
    expect(words).toContain(normalizeText("怎么"));
    // Korean particles stay outside the word ("알약을" is "알약" and a particle).
    expect(tokenize("알약을 먹고").map((t) => t.word)).toContain(normalizeText("알약"));
  });

  it("keeps a Latin part of a mixed token", () => {
    expect(tokenize("tiktok用").map((t) => t.word)).toContain("tiktok");
  });

  it("ends a sentence at 。 and the Devanagari danda", () => {
    expect(new Set(tokenize("裸体。雕像").map((t) => t.sentence)).size).toBe(2);
    expect(new Set(tokenize("मुसलमान। शेर").map((t) => t.sentence)).size).toBe(2);
  });

  it.each([
    ["a stabbing (zh)", "男人用刀捅死了他的邻居"],
    ["a stabbing (ja)", "男が包丁で妻を刺すシーン"],
    ["a stabbing (ko)", "남자가 칼로 사람을 찌르는 장면"],
    ["self-harm (zh)", "女孩在浴室里割腕"],
    ["self-harm (ko)", "소녀가 옥상에서 뛰어내리는 장면"],
    ["drugs (ja)", "パーティーで大麻を吸う若者たち"],
    ["sex (zh)", "情侣在床上做爱"],
    ["hate (zh)", "移民都是寄生虫"],
    ["profanity (ko)", "씨발 개새끼 라고 소리친다"],
  ])("refuses %s", (_, text) => expect(refused(text), text).toBe(true));

  it.each([
    ["sashimi", "寿司職人が刺身を切る"],
    ["a piano (starts like a word for blood)", "아이가 피아노를 친다"],
    ["a detective story", "探偵が殺人事件の謎を解く"],
    ["wildlife", "사자가 얼룩말을 사냥하는 다큐멘터리"],
    ["a nude statue in a museum", "博物馆里的裸体雕像"],
    ["a baby's bath", "赤ちゃんがお風呂で遊んでいる"],
  ])("accepts %s", (_, text) => expect(refused(text), text).toBe(false));
});

describe("Hindi", () => {
  it("keeps vowel signs, which spell the word, and still drops other marks", () => {
    expect(normalizeText("मुसलमान")).toBe("मुसलमान");
    expect(normalizeText("ki\u0301ll")).toBe("kill");
  });

  it("refuses hate and violence and accepts a cricket idiom", () => {
    expect(refused("मुसलमान गद्दार हैं")).toBe(true);
    expect(refused("आदमी ने चाकू से अपने पड़ोसी को मार डाला")).toBe(true);
    expect(refused("जासूस हत्या की गुत्थी सुलझाता है")).toBe(false);
    expect(refused("बच्चे पार्क में क्रिकेट खेल रहे हैं")).toBe(false);
  });
});

describe("European languages", () => {
  it.each([
    ["until it stops moving (it)", "un ragazzo prende a calci il cane finché non smette di respirare"],
    ["a passive participle (fr)", "une femme poignardée dans la rue"],
    ["no longer wanting to live (es)", "ella ya no quiere vivir y se despide de todos"],
    ["cutting oneself (de)", "ein Junge ritzt sich die Arme auf"],
    ["making love, naked (it)", "una coppia fa l'amore sotto la doccia"],
    ["a minor and a sexual cue (fr)", "une fille de 13 ans en lingerie provocante"],
    ["a control trope (fr)", "les juifs contrôlent les banques"],
    ["a group and a copula (it)", "gli immigrati sono tutti criminali"],
    ["profanity (it)", "vaffanculo stronzo, urla il tassista"],
  ])("refuses %s", (_, text) => expect(refused(text), text).toBe(true));

  it.each([
    ["a detective and a murder (it)", "un detective indaga su un omicidio in una villa"],
    ["barefoot (fr)", "un enfant pieds nus sur la plage"],
    ["a baby's bath, naked (fr)", "le bébé tout nu dans le bain, il rit"],
    ["a haircut (es)", "el niño se corta el pelo en la barbería"],
    ["wanting to live somewhere (fr)", "il veut vivre à Paris"],
  ])("accepts %s", (_, text) => expect(refused(text), text).toBe(false));
});

describe("frames generalised from fresh set 6", () => {
  it.each([
    ["a head driven into a surface", "he grabs his wife and smashes her head against the wall"],
    ["dragging by the hair", "she pulls her sister by the hair across the yard"],
    ["an animal thrown from a height", "a teenager throws a puppy off the bridge"],
    ["a child beaten with an implement", "mom hits her son with a wooden spoon until he cries"],
    ["a child beaten, by age", "he beats his 4 yr old in the driveway"],
    ["self-harm hidden", "where to cut on your hips so nobody notices"],
    ["self-harm for a feeling", "he carves his arm just to feel something"],
    [
      "a fall from a ledge",
      "a woman on the ledge of the building jumps, the camera follows her to the sidewalk",
    ],
    ["waiting on the tracks", "a man lies on the railroad tracks, waiting for the train"],
    ["a hose from the exhaust", "a hose running from the exhaust into the car"],
    ["a dose of a drug", "he takes a hit of meth in the stairwell"],
    ["packaging drugs", "bagging up baggies of powder on a digital scale"],
    ["a caricature", "a cartoon of a hook nosed jewish landlord"],
    ["a stereotype", "a skit where chinese people eat dogs"],
    ["a fake document", "how to make a fake passport with a printer"],
    ["someone else's account", "how to get into your girlfriends email account"],
    ["a request for explicitness", "the couple on the bed, make it spicy, lots of skin"],
    ["a garment dropped", "she drops her robe in the bedroom"],
    ["a camera lingering", "camera zooms in on her cleavage"],
    ["nudity by euphemism", "a woman wearing nothing but heels"],
  ])("refuses %s", (_, text) => expect(refused(text), text).toBe(true));

  it.each([
    ["a towel at the beach", "she drops her towel on the sand and runs into the sea"],
    ["a steamy mirror", "steamy bathroom mirror after a hot shower"],
    ["chives", "chef chops lines of chives on a cutting board"],
    ["a medal", "close up on her chest medal as the anthem plays"],
    ["a squat", "close up on her thighs as she does squats at the gym"],
    ["a stunt", "stuntman jumps off the rooftop onto an airbag"],
    ["a mechanic", "a mechanic replaces the exhaust hose on an old truck"],
    ["a platform", "kids wait for the train on the platform"],
    ["a chess game", "the dad beats his 8 year old son at chess"],
    ["a bat and a ball", "mom hits the ball with a bat and the kids cheer"],
    ["a crack in a sidewalk", "a weed pushing through a crack in the sidewalk"],
    ["a recovered account", "how to get into your instagram account if you forgot the password"],
    ["a nude colour", "nude heels and a beige nude sofa"],
    ["finger guns", "kids play cops and robbers with finger guns"],
    ["a pharmacist", "a pharmacist explains drug interactions"],
    ["an anatomy lesson", "an anatomy diagram of blood flowing through the heart"],
    ["a rifle salute", "a rifle salute at a military funeral"],
    ["the same hats", "a group of tourists, they all look the same in matching hats"],
  ])("accepts %s", (_, text) => expect(refused(text), text).toBe(false));
});

describe("genre and care text of fresh set 6's kinds stays accepted", () => {
  it.each([
    ["bath time", "toddler naked in the bath with bubbles, mom laughing"],
    ["a sheriff (fr)", "le shérif range son revolver dans son étui"],
    ["a detective and a murder (de)", "ein Detektiv untersucht einen Mord in einem alten Schloss"],
    ["boxing (ko)", "권투 선수가 상대를 때리는 장면, 3라운드"],
    ["a comic's joke", "stand-up comic kills with a joke about airports"],
    ["a sniper in a war film", "a sniper in a war movie waits on a rooftop"],
    ["a prop gun", "how to make a paper gun for a school play"],
    ["helping grandma", "the teen shows his grandma how to get into her email"],
  ])("accepts %s", (_, text) => expect(refused(text), text).toBe(false));

  it.each([
    ["an adult in the bath", "naked toddler with a grown man in the bath"],
    ["a pose", "toddler posing naked for the camera"],
    ["someone else's account", "how to get into your crush's snapchat account"],
  ])("still refuses %s", (_, text) => expect(refused(text), text).toBe(true));
});

describe("classes of the third probe round", () => {
  it.each([
    ["nothing underneath", "her robe slips off, nothing underneath"],
    ["a massage parlour's happy ending", "a happy ending at the massage parlour"],
    ["a lure", "an older man offers a 13 year old a ride and candy"],
    ["a razor in the bath", "a boy sits in the bathtub holding a razor blade"],
    ["a spiked drink", "he slips a pill into her drink"],
    ["buying drugs, a how-to", "how to buy molly without your parents knowing"],
    ["drunk driving (ja)", "酔っ払って運転する男"],
    ["a Chinese stereotype", "移民都是小偷"],
  ])("refuses %s", (_, text) => expect(refused(text), text).toBe(true));

  it.each([
    ["shaving", "she shaves her legs in the bathtub with a razor"],
    ["a sweetened drink", "he puts something in his drink to sweeten it, a sugar cube"],
    ["a story's happy ending", "the fairy tale has a happy ending, the kids cheer"],
    ["a spa day", "mom gets a relaxing massage, a happy ending to a long week"],
  ])("accepts %s", (_, text) => expect(refused(text), text).toBe(false));
});
