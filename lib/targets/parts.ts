// A shot's clauses as prompt parts, shared by the renderers: each renderer picks the order of the
// roles and the dialogue form its vendor's guide asks for. The text of every part is the creator's
// clause, verbatim (first letter capitalised, a full stop added); the only words added are the
// model's dialogue syntax, identity anchors and, for models without a negative field, a safe positive
// rewrite of an exclusion. Ranks decide what goes first when a prompt is over its cap.
import { resolveGroupMention } from "@/lib/scene/bible";
import {
  AUDIO_ROLES,
  exclusionScope,
  exclusionWhen,
  type Clause,
  type ClauseRole,
} from "@/lib/scene/clauses";
import { ENDS_SENTENCE, SENTENCE_END_MARKS, SLUG_LINE } from "@/lib/scene/lexicon";
import { FOREIGN_ROLES } from "@/lib/scene/compiler/cast-languages";
import { detectLanguage } from "@/lib/scene/compiler/language";
import { isPersonNoun, singular, SPEECH_VERBS } from "@/lib/scene/compiler/vocabulary";
import {
  CHAIN_SPEECH_VERBS,
  DETERMINERS,
  GROUP_MEMBER,
  NARRATOR_WORDS,
  OFF_SCREEN_SOURCES,
  SPEECH_VERBS_BY_LANGUAGE,
  SUBJECT_PRONOUNS,
} from "@/lib/scene/speech";
import type { Part, RenderContext, ShotInfo } from "./render";
import {
  canBe,
  coreOf,
  genderOf,
  headOf,
  isAnimal,
  isPersonLike,
  isProper,
  names as namesCharacter,
  objectAnchor,
  phraseOf,
  type Character,
} from "./referents";
import { REPHRASINGS, type Rephrasing } from "./rephrasings";
import { FROM_FIELDS, type SceneFacts } from "./scene-facts";
import { perShot } from "./shot-memo";
import { finiteChain } from "./finite-verb";
import { answersSpeech } from "./silent-speech";
import { besideLine, clean } from "./text";
import { NARRATOR_VOICE } from "./voice";
import { subjectsReferred } from "./subject-anchor";

export type DialogueForm = "says" | "kling";
/** Where a role goes in a shot; "anchor" is the identity anchor of a character met in an earlier clip. */
export type Slot = Exclude<ClauseRole, "exclusion" | "production" | "cast"> | "anchor";
export type PartOrder = readonly Slot[];

/** Google's order (Veo, Gemini Omni) and Seedance's: cinematography, subject, action, context, style, audio. */
export const CINEMATOGRAPHY_FIRST: PartOrder = [
  "camera",
  "anchor",
  "action",
  "place",
  "light",
  "style",
  "on_screen_text",
  "sound",
  "music",
  "dialogue",
  "voice_over",
];
/** Kling's and Wan's order: scene and character anchors, action and dialogue, camera, look, sound. */
export const SUBJECT_FIRST: PartOrder = [
  "place",
  "light",
  "anchor",
  "action",
  "dialogue",
  "voice_over",
  "camera",
  "style",
  "on_screen_text",
  "sound",
  "music",
];
/** Runway's and Luma's order: camera, subject motion, setting, style (silent: no audio slots). */
export const CAMERA_SUBJECT_SETTING: PartOrder = [
  "camera",
  "anchor",
  "action",
  "place",
  "light",
  "style",
  "on_screen_text",
];
/** Luma: the subject mid-action first. */
export const SUBJECT_SETTING_CAMERA: PartOrder = [
  "anchor",
  "action",
  "place",
  "camera",
  "light",
  "style",
  "on_screen_text",
];

const RANK: Record<Slot, number> = {
  action: 0,
  dialogue: 0,
  voice_over: 0,
  anchor: 1,
  camera: 2,
  place: 2,
  light: 3,
  style: 4,
  on_screen_text: 4,
  sound: 6,
  music: 6,
};

export const upperFirst = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) : t);
const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;

/** A clause as a sentence: first letter capitalised, closed with a full stop unless it already ends. */
export function asSentence(text: string): string {
  const t = clean(text);
  if (!t) return "";
  // A closing quote ends the sentence only when the line inside it does ("She asks: "Ready?"").
  // So does a single quote closing a word the line quotes ("Your word is 'onomatopoeia.'").
  const end = t.replace(/["”」』)\]'’]+$/u, "");
  if (ENDS_SENTENCE.test(end)) return upperFirst(t);
  return `${upperFirst(t)}${CJK_END.test(t) ? "。" : /\p{Script=Devanagari}$/u.test(t) ? "।" : "."}`;
}

/** Pronouns a sentence may open with, in the languages the compiler detects. */
const PRONOUN_LEAD =
  /^(?:(?:he|she|they|il|elle|ils|elles|er|sie|él|ella|ellos|ellas|ele|ela|lui|lei|hij|zij|он|она|они|彼女|彼|그녀|그|वह|वो)(?=[\s,はがも는가이]|$)|(?:她|他)(?![们的]))/iu;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Verbs that only say a line is spoken (not "smiles" or "laughs", which are seen). */
const SAYING = [
  ...SPEECH_VERBS.split("|"),
  ...Object.entries(SPEECH_VERBS_BY_LANGUAGE)
    .filter(([lang]) => !["ja", "ko", "zh"].includes(lang))
    .flatMap(([, verbs]) => verbs)
    .filter((v) => !/^['’]/.test(v)),
]
  .filter(
    (v) =>
      !/^(?:smiles|grins|shrugs|laughs|laughed|sighs|sighed|teases|jokes|breathes|gasps|chuckles|sobs|cries|cried|sings|sang|barks|growls)$/.test(
        v,
      ),
  )
  .map(esc)
  .join("|");
const PRONOUNS = Object.keys(SUBJECT_PRONOUNS).join("|");
const SPEECH_TAIL = new RegExp(
  `(?:,?\\s*(?:(?<![\\p{L}])(?:and|then|y|et|und|e|en|ve|и|а|और)\\s+)?(?:\\w+ly\\s+)?(?:(?<![\\p{L}])(?:gli|le|lui|ihm|ihr|lhe|ему|ей)\\s+)?(?:(?<![\\p{L}])(?:${PRONOUNS})\\s+)?(?:(?<=\\p{L})['’]s like|(?<![\\p{L}])(?:${SAYING}|calls out|tells \\w+|कहता है|कहती है|कहते हैं|पूछता है|पूछती है|बोलता है|बोलती है))(?:\\s+\\w+ly)?(?:\\s+(?:(?:to|at|zu|zum|zur|al|alla|allo|ao|aos|au|aux|para|pra|pour)\\s+|(?:a|à)\\s+(?=(?:su|sus|son|sa|ses|la|el|le|los|las|les|mi|mis|tu|sua|seu)\\s)|(?=(?:his|her|their|my|our|your)\\s))[\\p{L}\\s'’-]{1,30}?)?)?\\s*[:,：，、]?\\s*$`,
  "iu",
);

/** Does the clause name the speaker before the quote ("His granddaughter, Mia, asks: ...")? */
function namesSpeakerFirst(c: Clause): boolean {
  if (!c.speaker || !c.line) return false;
  const at = c.text.indexOf(`"${c.line}"`);
  if (at < 0) return false;
  const before = c.text.slice(0, at);
  return c.speaker
    .split(/\s+/)
    .some((w) =>
      /[^\u0000-\u024f]/.test(w)
        ? before.includes(w)
        : w.length > 1 && new RegExp(`(?<![\\p{L}])${esc(w)}(?![\\p{L}])`, "iu").test(before),
    );
}

const ARTICLE = new Set(Object.values(DETERMINERS).flat());
/** "di limoni", "de la plage", "vom Markt", "of the house": a short complement after a speaker's noun. */
const SPEAKER_COMPLEMENT =
  /\s+(?:di|da|de|del|della|des|du|vom|von|aus|of|from)\s+(?:(?:la|le|il|el|the|der|dem|den)\s+)?[\p{Ll}-]+$/u;
/** Is the text only the speaker's noun phrase ("the older one, Commander Reyes", "One of them, Jay", "Der Junge")? */
function bareSubject(text: string, speaker: string): boolean {
  const whole = text
    .replace(/[\s,;:.]+$/u, "")
    // "MILA (whispering)", "बेटा (नींद में)": a screenplay label's parenthetical says how, nothing seen.
    .replace(/\s*\([^()]{1,120}\)$/u, "");
  if (!speaker || !whole || CJK.test(whole)) return false;
  if (groupMemberOnly(whole)) return true;
  // "Un venditore di limoni": the speaker's own complement.
  const t = whole.replace(SPEAKER_COMPLEMENT, "");
  const at = t.toLowerCase().lastIndexOf(speaker.toLowerCase());
  if (at < 0 || at + speaker.length !== t.length) return false;
  // "and her little brother whispers": a conjunction, then a possessive or an article and its words.
  const lead = t
    .slice(0, at)
    .trim()
    .replace(/^(?:and|then|but|while|as)\s+/i, "");
  if (!lead) return true;
  if (/^(?:the|a|an|his|her|their|my|our|its)(?:\s+[\p{Ll}-]+){0,2}$/iu.test(lead) && !/[,;]/.test(lead))
    return true;
  // A determiner ("Der Junge", "la cliente"), or an apposition's role before a comma ("One of them, Jay").
  if (ARTICLE.has(lead.toLowerCase())) return true;
  return /,$/.test(lead) && lead.split(/\s+/).length <= 4 && !lead.slice(0, -1).includes(",");
}

/**
 * Is the text only one unnamed member of a group ("one of them", "and one of the kids", "L'une d'elles",
 * "友達の一人が", "그중 한 명이")? It says who speaks (the tag does), nothing seen.
 */
function groupMemberOnly(text: string): boolean {
  const t = text.trim().replace(/[\s,;:.]+$/u, "");
  return Object.values(GROUP_MEMBER).some((re) => {
    const m = re.exec(t);
    return !!m && t.slice(m[0].length).replace(/^[이가은는がは]$/u, "") === "";
  });
}

/** The speaker's own noun phrase when the line's sentence is only that and the speech verb ("The older sister, Nia"). */
function speakerPhrase(c: Clause): string {
  const at = c.line ? c.text.indexOf(`"${c.line}"`) : -1;
  if (at <= 0) return "";
  const before = clean(c.text.slice(0, at).replace(SPEECH_TAIL, "")).replace(/[\s,;:.]+$/u, "");
  // "one of them says": the tag names the group ("One of the friends").
  if (groupMemberOnly(before)) return "";
  if (!bareSubject(before, c.speaker ?? "")) return "";
  const phrase = before.replace(/^(?:and|then|but|while|as)\s+/i, "");
  if (/[^\u0000-\u024f\s\p{P}]/u.test(phrase)) return "";
  // Only when it says more than an article or a role the name carries ("His granddaughter, Mia" is [Mia]).
  const lead = phrase.slice(0, phrase.toLowerCase().lastIndexOf((c.speaker ?? "").toLowerCase()));
  const words = lead
    .toLowerCase()
    .split(/[^\p{L}\p{M}'’-]+/u)
    .filter((w) => w && !FUNCTION.has(w) && !isPersonNoun(w) && !FOREIGN_ROLES.has(w));
  // "her little brother": whose brother is the text's too (not an apposition's role: "His granddaughter, Mia").
  const whose = /^(?:his|her|their|my|our)\s/iu.test(lead) && !phrase.includes(",");
  return words.length || whose ? upperFirst(phrase) : "";
}

/**
 * "a boy who (asks his dad)", "una niña que (le pregunta)", "an old sailor, who (mutters)": the relative
 * pronoun of a speaking clause leaves with its verb; the noun it stands for stays.
 */
const RELATIVE_TAIL = /(?:^|,?\s+)(?:who|whom|which|that|que|qui|quien|che|der|die|das|welche[rsnm]?)\s*$/iu;

/** What a dialogue sentence shows besides the line: "Mia turns to Aldo and asks" -> "Mia turns to Aldo". */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function actionAround(c: Clause): string {
  if (!c.line) return "";
  const at = c.text.indexOf(`"${c.line}"`);
  if (at <= 0) return "";
  // A Kling tag the creator wrote ("[Leo, breathless]:") says who speaks, nothing seen.
  let stripped = clean(
    c.text
      .slice(0, at)
      .replace(/\[[^\]\n]*\]\s*[:：]?\s*$/u, "")
      // "源さん（笑って）：": a script's name and how the line is said, nothing seen.
      .replace(/^[^\s（()：:]{1,12}\s*[（(][^（）()]{1,40}[）)]\s*[:：]\s*$/u, "")
      .replace(SPEECH_TAIL, "")
      .replace(CJK_SPEECH_TAIL, "")
      // "…, lyrics "…"": the word that only names the line goes with it.
      .replace(
        /[,;]?\s*(?:(?:the|its|their|his|her)\s+)?(?:lyrics?|chorus|refrain|words|line)\s*[:：]?\s*$/iu,
        "",
      ),
  );
  const names = new Set((c.speaker ?? "").toLowerCase().split(/[^\p{L}\p{M}'’-]+/u));
  // "Ohne sich umzudrehen, sagt er", "and, without turning around, he says": the manner of the speaking
  // leaves with it, and so does a conjunction left dangling; "头也不回地说": the adverb's 地 too.
  const who = c.speaker ? `(?:,\\s*${esc(c.speaker)})?` : "";
  stripped = stripped
    .replace(INVERTED_SPEECH, "")
    .replace(/[\s,]+$/u, "")
    .replace(
      new RegExp(
        `,?\\s*(?:(?<![\\p{L}])(?:and|then|but|und|et|y|e)\\s*,?\\s*)?(?<![\\p{L}])(?:without|ohne|sans|sin|senza|sem)\\s[^,.;:]{1,40}${who}$`,
        "iu",
      ),
      "",
    )
    .replace(/(?:,?\s*(?<![\p{L}])(?:and|then|but|und|et|y|e|ve))?[\s,]*$/iu, "")
    .replace(RELATIVE_TAIL, "")
    .replace(/(?<=\p{Script=Han})地$/u, "")
    .replace(ZH_VOICE_MANNER, "")
    .replace(ZH_WHILE, "$1$2");
  // "奶奶擀着面皮，孙子小明问：": the speaker's own part after a comma says who speaks (the tag does).
  stripped = withoutSpeakerPart(stripped, c.speaker ?? "");
  // "Tagline spoken by the boy:": who says it, nothing seen.
  if (SPOKEN_BY_LABEL.test(stripped)) return "";
  // "His mom, off camera:": the speaker heard, not seen (the tag says it).
  const heard = OFF_SCREEN_TAIL.exec(stripped);
  if (heard && (!heard[1] || bareSubject(heard[1], c.speaker ?? ""))) return "";
  if (!stripped) return "";
  // "Pablo a Lucía:", "Fishmonger to Clara:": a label saying who speaks to whom, nothing seen (never
  // "A barista slides a cup …", whose "a" is an article).
  if (
    /[:：]\s*$/u.test(c.text.slice(0, at)) &&
    /^\S+(?:\s\S+){0,2}\s+(?:(?:to|para|per|к)\s+[^,.;]{1,30}|(?:a|à|al|zu|an)\s+\p{Lu}[^,.;]{0,29})$/u.test(
      stripped,
    ) &&
    mentions(stripped, [c.speaker ?? ""])
  )
    return "";
  // "The older one, Commander Reyes, says", "One of them, Jay, whispers", "Der Junge ruft": the speaker's
  // own noun phrase, whose only verb was the speech verb, says who speaks (the tag does), nothing seen.
  if (bareSubject(stripped, c.speaker ?? "")) return "";
  // "The radio crackles and a DJ": the speaking clause's own subject is the tag, what came before stays.
  const joinedSubject = JOINED_SUBJECT.exec(stripped);
  if (
    joinedSubject &&
    joinedSubject[1].split(/\s+/).length >= 2 &&
    bareSubject(joinedSubject[2], c.speaker ?? "")
  )
    return joinedSubject[1];
  // "at the fish market the fishmonger": the place stays, the speaker's bare noun phrase is the tag.
  const placed =
    /^((?:at|in|on|inside|outside|by|near|under|behind)\s.+?)\s+((?:the|a|an|his|her|their)\s[^,]+)$/iu.exec(
      stripped,
    );
  if (placed && bareSubject(placed[2], c.speaker ?? "")) return placed[1];
  const rest = stripped
    .toLowerCase()
    .split(/[^\p{L}\p{M}'’-]+/u)
    .filter((w) => w && !names.has(w) && !FUNCTION.has(w) && !isPersonNoun(w) && !FOREIGN_ROLES.has(w));
  // Anything besides the speaker's name and role is something seen, and stays (in scripts without
  // word spaces: more than a particle).
  // Spaced scripts (Cyrillic, Devanagari): one word beyond the speaker is a possessive or a role ("उसका").
  // "माँ मुस्कुराकर": a participle that leads into the line shows something (Kling joins it to the tag).
  if (/[^\u0000-\u024f]/.test(stripped) && !CJK.test(stripped))
    return rest.length >= 2 || (rest.length === 1 && /(?:कर|ते हुए|ती हुई)$/u.test(stripped)) ? stripped : "";
  if (/[^\u0000-\u024f]/.test(stripped)) {
    if (groupMemberOnly(stripped)) return "";
    const bare = stripped.replace(c.speaker ?? "", "").replace(/[\s\p{P}]/gu, "");
    // "어린 소녀가", "友達の一人が": the speaker and a subject particle, nothing seen.
    if (/^[이가은는께서がはも]{1,2}$/u.test(bare)) return "";
    // Chinese says much in few characters ("擦桌子", wiping the table).
    return Array.from(bare).length >= (/^\p{Script=Han}+$/u.test(bare) ? 3 : 4) ? stripped : "";
  }
  return rest.length ? stripped : "";
}
/** "His mom, off camera", "Her father (off-screen)": who speaks, heard from off screen. */
const OFF_SCREEN_TAIL =
  /^(.*?)[\s,(]*(?<![\p{L}])(off[- ]?screen|offscreen|off[- ]?camera|O\.\s?S\.)\)?[\s:：]*$/iu;
/** "Tagline spoken by the boy", "Slogan lu par Léa": a label saying who speaks a line. */
const SPOKEN_BY_LABEL =
  /^[\p{L}\s'’-]{0,30}?(?<![\p{L}])(?:spoken|said|read|voiced|whispered|shouted|sung|narrated|delivered|dit|dite|lu|lue|prononcé|prononcée|dicho|dicha|leído|leída|falado|falada|dito|dita|lido|lida|gesprochen|gelesen|gesagt|detto|detta|letto|letta)\s+(?:out\s+)?(?:by|par|por|pelo|pela|von|vom|da|dal|dalla)\s+[^,.;!?]{1,40}$/iu;
/** "奶奶擀着面皮，孙子小明" -> "奶奶擀着面皮": a last comma part that is only the speaker (Chinese). */
function withoutSpeakerPart(text: string, speaker: string): string {
  if (!speaker || !/\p{Script=Han}/u.test(speaker)) return text;
  const cut = Math.max(text.lastIndexOf("，"), text.lastIndexOf(","), text.lastIndexOf("、"));
  return cut > 0 && text.slice(cut + 1).trim() === speaker ? text.slice(0, cut).trim() : text;
}
/** "老板一边擦桌子一边说": without the speaking half, "一边 … 一边" pairs nothing ("老板擦桌子"). */
const ZH_WHILE = /^(.*?)一边(.+?)一边$/u;
/** "… and the father", "… and a DJ": a clause joined by "and" whose only words are a subject. */
const JOINED_SUBJECT =
  /^(.*\S)\s*,?\s+(?:and|then)\s+((?:the|a|an|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu;
/** "轻声", "小声", "大声" before 说: how the line sounds, nothing seen; it goes with the speech verb. */
const ZH_VOICE_MANNER = /[，,、]?\s*(?:轻声|小声|低声|大声|柔声|高声)$/u;
/** German and Romance inversion after a manner: ", sagt er", ", dit-il", ", dice él". */
const INVERTED_SPEECH =
  /,?\s*(?:sagt|fragt|ruft|flüstert|antwortet|murmelt|dit|demande|crie|murmure|répond|dice|pregunta|grita|susurra|responde|chiede|urla|sussurra|risponde|diz|pergunta|sussurra)(?:-(?:il|elle))?(?:\s+(?:er|sie|él|ella|lui|lei|ele|ela))?\s*[:,]?\s*$/iu;
const FUNCTION = new Set([
  ..."a an the his her their its this that is was as has to at with and then n su sus le la el lo les sa son ses sein seine ihr ihre il suo sua seu".split(
    " ",
  ),
  // A pronoun left by the speech verb ("and she's like") names the speaker, nothing seen.
  ...Object.keys(SUBJECT_PRONOUNS),
]);

/** The speaking verb for a line: the text's manner where it gives one, "asks" for a question. */
function speakingVerb(c: Clause): string {
  const manner = c.manner && !/ly$/.test(c.manner) ? c.manner : "";
  // A screenplay parenthetical ("(without turning)", "(eyes still closed)") is how, not a verb:
  // "Luca says, without turning: …".
  const verb = /\?\s*$/.test(c.line ?? "") ? "asks" : "says";
  // "(slams the drawer shut)": what the speaker does, then the line ("Dana slams the drawer shut and says").
  const shown = manner ? SHOWN_DIRECTION.exec(manner) : null;
  if (shown && !/(?:ing|ant|ando|endo|iendo)$/u.test(shown[1]) && isEnglish(c))
    return `${manner} and ${verb}`;
  if (manner && !/^\p{L}+ing$/u.test(manner)) return `${verb}, ${manner}`;
  if (manner)
    return manner
      .replace(/ing$/, "s")
      .replace(/(?<=sh|ss|ch)s$/, "es")
      .replace(/bbs$/, "bs")
      .replace(/pps$/, "ps")
      .replace(/([^aeioul])ls$/, "$1les");
  return /\?\s*$/.test(c.line ?? "") ? "asks" : "says";
}

const VOICE_OVER_WORD = new RegExp(
  `(?<![\\p{L}])(?:${NARRATOR_WORDS.filter((w) => !/^(?:narrat|erzähl|sprecher|рассказ|диктор)/i.test(w))
    .map(esc)
    .join("|")})(?![\\p{L}])`,
  "iu",
);

/** "the photographer says,", "dit-il", "Ana says": who says a line, written after it (up to three words). */
const ATTRIBUTION = new RegExp(
  `^(?!(?:and|then|but|while|as|et|y|und|e)\\s)(?:[\\p{L}'’.-]+\\s+){0,3}?(?:\\w+ly\\s+)?(?:(?<![\\p{L}])[\\p{Ll}'’]+-t-(?:il|elle|on)|${SAYING}|laughs|laughed|smiles|grins|sighs|sighed|giggles|chuckles|sobs|cries|cried|sings|sang|sung|shrugs|teases|jokes|gasps|breathes|(?<=\\p{L})['’]s like)(?:-(?:${Object.keys(SUBJECT_PRONOUNS).map(esc).join("|")}))?(?![\\p{L}])(?:\\s+\\w+ly)?[\\s,.;:]*`,
  "iu",
);

/** A Japanese speech verb leading into the next verb ("叫びながら", "元気に声をかけ、", "言って"). */
const JA_SPEECH_LEAD =
  /^(?:[\p{Script=Han}\p{Script=Hiragana}]{1,4}(?:に|で|く)\s*)?(?:言いながら|言って|言い|叫びながら|叫んで|叫び|声をかけながら|声をかけて|声をかけ|呼びかけながら|呼びかけて|呼びかけ|ささやきながら|ささやいて|ささやき|囁きながら|囁いて|つぶやきながら|つぶやいて|つぶやき|答えて|尋ねて)[、，\s]*/u;
/** A Korean speech verb leading into the next verb ("\"…\"라고 묻고 컵라면을 들어 보인다"). */
const KO_SPEECH_LEAD =
  /^(?:묻고|물으며|물어보고|말하고|말하며|말하면서|외치고|외치며|소리치고|소리치며|속삭이고|속삭이며|대답하고|대답하며|중얼거리고|중얼거리며)\s+(?=\S)/u;
/** Whom a Japanese line is said to, closing what comes before it ("、常連客に", "母へ"). */
const JA_ADDRESSEE =
  /[、,]?\s*[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,10}?(?:に向かって|に|へ)$/u;

/** "「…」と言う", "\"…\"라고 말한다", "…”他说": a line's attribution in Japanese, Korean and Chinese. */
const CJK_ATTRIBUTION = new RegExp(
  `^(?:(?:이)?라고|と|って)?\\s*(?:[\\p{Script=Hangul}\\p{Script=Han}\\p{Script=Hiragana}]{0,8}?\\s*)?(?:${[
    "ja",
    "ko",
    "zh",
  ]
    .flatMap((l) => SPEECH_VERBS_BY_LANGUAGE[l])
    .map(esc)
    .join("|")})[\\s。.!！]*$`,
  "u",
);

/** The text's word for a voice heard from off screen. */
const OFF_SCREEN_WORD = /(?<![\p{L}])(?:off-screen|offscreen|off screen|O\.\s?S\.|O\.\s?C\.)(?![\p{L}])/iu;

/** A narrator or voice-over word in any language ("Narrator", "V.O.", "Voix off", "ナレーション"). */
const ANY_NARRATOR_WORD = new RegExp(
  NARRATOR_WORDS.map((w) =>
    /^[\p{Script=Latin}\s.-]+$/u.test(w) ? `(?<![\\p{L}])${esc(w)}(?![\\p{L}])` : esc(w),
  ).join("|"),
  "iu",
);
/** A speech verb of Japanese, Korean or Chinese closing what comes before a line ("一位老先生走进来，说："). */
const CJK_SPEECH_TAIL = new RegExp(
  `[，,、]?\\s*(?:${["ja", "ko", "zh"]
    .flatMap((l) => SPEECH_VERBS_BY_LANGUAGE[l])
    .map(esc)
    .join("|")})\\s*[:：，,、]?\\s*$`,
  "u",
);

/**
 * What a line's sentence shows after the line: "\"Where is the report?\" he hangs up and grins" -> "he hangs
 * up and grins"; "\"Don't move,\" the photographer says, crouching low" -> "crouching low". The attribution
 * itself ("she asks", "dit-il") is not an action.
 */
function actionAfter(c: Clause, silent = false): string {
  if (!c.line || attributionAfter(c)) return "";
  const at = c.text.indexOf(`"${c.line}"`);
  if (at < 0) return "";
  // Up to the next line, without the next line's own tag ("[Grandma, smiling softly]:").
  let rest = c.text
    .slice(at + c.line.length + 2)
    .split(/["“”«»「」]/u)[0]
    .replace(/\[[^\]]*\]\s*[:：]?\s*$/u, "")
    .replace(/^[\s,.;:!?，、。]+/u, "");
  const tag = ATTRIBUTION.exec(rest);
  rest = rest.replace(ATTRIBUTION, "").replace(CJK_ATTRIBUTION, "");
  // "\"Run!\" he shouts, and slams the door" -> "He slams the door": the tag's subject (the speaker's
  // name for a pronoun) stays with the action its conjunction joined to it; "„…“, ruft Jonas und reißt
  // die Tür auf" -> "Jonas reißt die Tür auf" (the subject after an inverted tag).
  const taggedAction = tag && tag[0].trim() ? tagSubjectAction(tag[0], rest) : "";
  if (taggedAction) rest = taggedAction;
  // "… and the other nods": the next beat, without the conjunction that joined it to the line.
  const joined = taggedAction ? null : /^(?:and|et|y|und|e|en)\s+/iu.exec(rest);
  if (joined) {
    const next = rest.slice(joined[0].length);
    const subject = clean(c.text.slice(0, at).replace(SPEECH_TAIL, "")).replace(/[\s,;:.]+$/u, "");
    // A silent model, which loses the line and its tag: "one of the kids says "…" and runs inside" ->
    // "One of the kids runs inside", the verb's subject as written.
    if (/^(?:the|a|an|his|her|their|its|this|that|one|\p{Lu})/u.test(next)) rest = next;
    else if (silent && subject && (groupMemberOnly(subject) || bareSubject(subject, c.speaker ?? "")))
      rest = `${subject} ${next}`;
  }
  // Whom the line is said to ("says \"hello\" to a robot", "he tells the camera with a wink") is part
  // of saying it, nothing seen.
  if (/^(?:to|at|à|a|zu)\s/iu.test(rest) || addressedAfter(c)) return "";
  // "… while gulls wheel overhead": the next beat, without the "while" that tied it to the line.
  // "… every time the door opens", "… while they lie in the grass": the beat itself.
  const meanwhile =
    /^(?:while|as|every time|each time|whenever)\s+(?=(?:the|a|an|his|her|their|they|we)\s|\p{Ll}+s\s+\p{Ll}+)/iu.exec(
      rest,
    );
  if (meanwhile) rest = rest.slice(meanwhile[0].length);
  // "「ココアです」とカップを置く": what follows the quotative particle is seen.
  if (CJK.test(rest)) {
    // "…」と叫びながら手を振る", "…\"라고 묻고 컵라면을 들어 보인다": the speech verb is the tag's; what follows is seen.
    const unquoted = rest.replace(QUOTATIVE, "");
    const lead = JA_SPEECH_LEAD.exec(unquoted) ?? KO_SPEECH_LEAD.exec(unquoted);
    const shown = lead && unquoted.length > lead[0].length ? unquoted.slice(lead[0].length) : unquoted;
    const seen = clean(shown).replace(/[。.!！]+$/u, "");
    return QUOTATIVE.test(rest) && Array.from(seen.replace(/[\s\p{P}]/gu, "")).length >= 3 ? seen : "";
  }
  const words = rest.split(/\s+/).filter((w) => /[\p{L}]/u.test(w));
  return words.length >= 2 ? clean(rest) : "";
}

/** "Jonas und reißt …", "zia Carla, e posa …": the subject after an inverted tag, then its next verb. */
const INVERTED_SUBJECT_AND =
  /^((?:\p{Ll}+\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s*,?\s+(?:and|und|e|y|et)\s+(?!(?:the|a|an|le|la|les|el|los|las|un|une|una|der|die|das|ein|eine|il|lo|gli|o|os|as|er|sie|es|il|elle|él|ella|lui|lei)(?![\p{L}'’]))(?=\p{Ll})(.+)$/u;
/** After the conjunction, a verb of the same subject (never a clause with its own: "and the lights snap on"). */
const CONJOINED_VERB =
  /^(?:and|then|et|y|und|e)\s+(?!(?:the|a|an|his|her|their|its|this|that|my|our|your|le|la|les|l['’]|el|los|las|un|une|una|der|die|das|ein|eine|il|lo|gli|o|os|as|um|uma|he|she|they|it|we|i|you|il|elle|ils|elles|er|sie|es|él|ella|lui|lei)(?![\p{L}'’]))(?=\p{Ll})(.+)$/iu;

/**
 * The action an attribution after a line joins to its subject: "he shouts, " + "and slams the door" ->
 * "he slams the door", "ruft " + "Jonas und reißt die Tür auf" -> "Jonas reißt die Tür auf"; "" when
 * the text is not written so.
 */
function tagSubjectAction(tag: string, rest: string): string {
  const words = tag
    .replace(/[\s,.;:]+$/u, "")
    .replace(/\s+\w+ly$/u, "")
    .split(/\s+/);
  const subject = words.slice(0, -1).join(" ");
  if (subject) {
    const next = CONJOINED_VERB.exec(rest);
    if (!next || subject.split(/\s+/).length > 4) return "";
    // The tag's own subject, as written ("He slams the door"; a clip made alone names a leading pronoun).
    return `${subject} ${next[1]}`;
  }
  const inverted = INVERTED_SUBJECT_AND.exec(rest);
  return inverted ? `${inverted[1]} ${inverted[2]}` : "";
}

/**
 * A line's attribution written after it, longer than a name: "\"…\" Lena, a tall woman in a red coat,
 * says." -> "Lena, a tall woman in a red coat, says" (the speaker's noun phrase and the bare verb,
 * nothing else); "" otherwise.
 */
function attributionAfter(c: Clause): string {
  if (!c.line || !c.speaker) return "";
  const at = c.text.indexOf(`"${c.line}"`);
  if (at < 0) return "";
  const rest = clean(
    c.text
      .slice(at + c.line.length + 2)
      .split(/["“”«»「」]/u)[0]
      .replace(/^[\s,.;:!?]+/u, ""),
  ).replace(/[\s.!?]+$/u, "");
  const verb = BARE_SPEECH_VERB.exec(rest);
  if (!verb || !/^,?\s*(?:\w+ly\s+)?[\p{L}]/u.test(verb[0].trim())) return "";
  const np = rest.slice(0, verb.index).replace(/[\s,]+$/u, "");
  return np && !/^(?:and|then|but|while)\s/iu.test(np) && mentions(np, [c.speaker]) ? rest : "";
}

// Every Hindi speech verb of lib/scene/speech.ts with its auxiliary, singular or plural ("पूछते हैं").
const HINDI_SAYING = CHAIN_SPEECH_VERBS.hi.map((v) => `${v}\\s+(?:है|हैं)`).join("|");
const BARE_SPEECH_VERB = new RegExp(
  `(?:,?\\s*(?<![\\p{L}])(?:and|then|y|et|und|e|en|ve|и|а|और)\\s+(?:(?:${PRONOUNS})\\s+)?)?(?:\\w+ly\\s+)?(?:(?<![\\p{L}])(?:gli|le|lui|ihm|ihr|lhe|ему|ей)\\s+)?(?<![\\p{L}])(?:${SAYING}|calls out|${HINDI_SAYING})(?:\\s+\\w+ly)?\\s*$`,
  "iu",
);
/** Verbs that show the speaker (a mouth wide open, a crowd chanting): they stay on a silent model. */
const LOUD_VERB =
  /(?<![\p{L}])(?:yells|yelled|shouts|shouted|screams|screamed|chants|chanted|cries|cried|sings|sang|cheers|calls out|calls|called|exclaims|grita|gritan|crie|crient|hurle|schreit|ruft|brüllt|urla|grida|кричит|चिल्लाता|चिल्लाती)(?![\p{L}])/iu;
const HAS_SPEECH_VERB = new RegExp(
  `(?<![\\p{L}])(?:${SAYING}|calls out|${HINDI_SAYING})(?![\\p{L}\\p{M}])`,
  "iu",
);
/** "The tallest one, Marguerite", "the older one": one of a group the shot shows, nothing seen of its own. */
const ONE_OF_A_GROUP = /^(?:and\s+)?the\s+(?:[\p{L}-]+\s+)?one(?:,\s*\p{Lu}[\p{L}'’-]+,?)?$/iu;
/** The speech verbs of Japanese, Korean and Chinese, as one alternation. */
const CJK_VERBS = ["ja", "ko", "zh"]
  .flatMap((l) => SPEECH_VERBS_BY_LANGUAGE[l])
  .map(esc)
  .join("|");
/** Only a speech verb ("말한다.", "と言う。"), and one ending a sentence part ("지수가 말한다"). */
const CJK_SPEECH_ONLY = new RegExp(`^(?:${CJK_VERBS})[\\s。.!！]*$`, "u");
const CJK_SPEECH_END = new RegExp(`\\s*(?:${CJK_VERBS})$`, "u");
/** The quotative particle a CJK line is attached by ("「…」とカップを置く", "\"…\"라고 말한다"). */
const QUOTATIVE = /^(?:(?:이)?라고|と|って)\s*/u;

const ARABIC_SPEECH_OPENING = new RegExp(
  `^(?:${SPEECH_VERBS_BY_LANGUAGE.ar.filter((v) => !/^[وف]/u.test(v)).join("|")})(?:\\s+[^\\s.!?؟،,]+){1,3}$`,
  "u",
);

/**
 * What a silent model keeps of a line's sentence: the sentence without the quoted words (and the colon
 * or comma joining them), verbatim. A speech verb stays where more of the creator's words follow it ("She
 * calls to him"); a bare one ending an action goes ("The coach leans on the ropes and shouts" -> "The coach
 * leans on the ropes"); a bare subject and verb ("The chai seller asks") stays only when nothing else in
 * the shot shows the speaker. Japanese, Korean and Chinese keep the verb chain whole ("점원이 우산을 건네며
 * 말한다", "店員がカップを置く"). "" when nothing seen is left (a screenplay's "NIA:").
 */
export function silentRemnant(c: Clause, others: string[]): string {
  if (!c.line) return "";
  // "WALT (lifting a dripping net): …": a parenthetical that shows the speaker doing something is seen.
  const direction = visibleDirection(c);
  if (direction) return direction;
  const quote = `"${c.line}"`;
  const at = c.text.indexOf(quote);
  if (at < 0) return "";
  // A Kling tag the creator wrote ("[Leo, breathless]:") says who speaks, nothing seen.
  let before = clean(
    c.text
      .slice(0, at)
      .replace(/\[[^\]\n]*\]\s*[:：]?\s*$/u, "")
      .replace(/[\s:：,，、]+$/u, ""),
  );
  // "Tagline spoken by the boy:": who says it, nothing seen.
  if (SPOKEN_BY_LABEL.test(before)) return "";
  // "قال الصياد العجوز", "تقول الجدة لحفيدها": an Arabic speech verb opening its sentence, then who says
  // it (and to whom), nothing seen.
  if (ARABIC_SPEECH_OPENING.test(before)) return "";
  // "源さん（笑って）：": the speaker's label and how the line is said, nothing seen.
  if (
    /[:：]\s*$/u.test(c.text.slice(0, at)) &&
    /^[（(][^（）()]{1,40}[）)]$/u.test(before.replace(c.speaker ?? "", "").trim())
  )
    return "";
  const tail = c.text.slice(at + quote.length).split(/["“”«»「」]/u)[0];
  if (CJK.test(c.text)) {
    let after = tail.replace(/^[\s,，、]+/u, "").replace(QUOTATIVE, "");
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c.text);
    // "「待って！」と叫びながら手を振る", "「…」と元気に声をかけ、トレーを並べる": the speech verb leading into
    // the next verb goes with the line; what follows it is seen.
    const spokeThen = japanese
      ? JA_SPEECH_LEAD.exec(after)
      : /\p{Script=Hangul}/u.test(c.text)
        ? KO_SPEECH_LEAD.exec(after)
        : null;
    const spoke = Boolean(spokeThen && after.length > spokeThen[0].length);
    if (spokeThen && spoke) after = after.slice(spokeThen[0].length);
    // "…差し出しながら、常連客に「…」と言う": whom the line is said to goes with it.
    if (japanese && CJK_SPEECH_ONLY.test(after.trim())) before = before.replace(JA_ADDRESSEE, "");
    // "어린 손님이 … 말한다", "友達の一人が … 言う": the speaker and the speech verb only, nothing seen.
    // "지수가 말한다: "…"": the verb before the line counts the same.
    const lead = withoutSpeakerPart(before.replace(CJK_SPEECH_END, ""), c.speaker ?? "");
    const subjectOnly =
      groupMemberOnly(lead) ||
      /^[이가은는께서がはも]{0,2}$/u.test(lead.replace(c.speaker ?? "", "").replace(/[\s\p{P}]/gu, ""));
    if (
      subjectOnly &&
      (lead !== before || CJK_SPEECH_ONLY.test(after.trim())) &&
      !/[\p{L}]/u.test(after.replace(CJK_SPEECH_ONLY, ""))
    )
      return "";
    // Chinese has no conjugation: "女儿走进来说" without its speech verb is a whole action.
    if (lead !== before && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(c.text)) {
      // "头也不回地说" -> "头也不回": an adverb's 地 goes with the verb it led into.
      const seen = clean(
        `${lead
          .replace(/[\s,，、：:]+$/u, "")
          .replace(/地$/u, "")
          .replace(ZH_VOICE_MANNER, "")
          .replace(ZH_WHILE, "$1$2")}${after}`,
      ).replace(/[。.!！]+$/u, "");
      return Array.from(seen.replace(c.speaker ?? "", "").replace(/[\s\p{P}]/gu, "")).length >= 2 ? seen : "";
    }
    // Korean writes spaces between words; Japanese and Chinese do not. A Japanese name written directly
    // before the line ("走ってきた蓮「…」と叫びながら手を振る") is set off from the verb by a comma.
    const gap =
      /\p{Script=Hangul}$/u.test(before) || !CJK.test(before.slice(-1))
        ? " "
        : japanese && /[\p{Script=Han}\p{Script=Katakana}ー]$/u.test(before) && /^[\p{L}]/u.test(after)
          ? "、"
          : "";
    const chain = clean(`${before}${gap}${after}`).replace(/[。.!！]+$/u, "");
    // "점원이 우산을 건네며 말한다" -> "점원이 우산을 건넨다": the visible verb, not the speech verb.
    const whole = finiteChain(chain) || chain;
    const bare = whole.replace(c.speaker ?? "", "").replace(/[\s\p{P}]/gu, "");
    return /[\p{L}]/u.test(whole) && Array.from(bare).length >= 3 && !/^[\p{P}\s]/u.test(whole) ? whole : "";
  }
  return seenOfSpeaking(before, c, others).replace(RELATIVE_TAIL, "");
}

/** A parenthetical that shows an action: a participle or a verb, then what it acts on ("lifting a net"). */
const SHOWN_DIRECTION =
  /^(?!(?:whisper|shout|yell|scream|mutter|murmur|sing|call|cry|crie|sob|speak|talk|say|ask|answer|repl|laugh|sigh|hiss|growl|snap|bark|chuchot|murmur|susurr|grit|flüster|ruf|sussurr|urland)\p{L}*)(\p{Ll}+(?:ing|ant|ando|endo|iendo)|\p{Ll}+s)\s+(?:(?:up|down|out|off|over|on|in|at|to|toward|towards|into|from|back)\s+)?(?:a|an|the|his|her|their|its|one|some|him|them|it|un|une|le|la|les|des|du|el|los|las|una|uno|il|lo|gli|um|uma|sa|son|ses|su|sus|sua|suo)\s+\S/u;

/**
 * A screenplay parenthetical that shows the speaker doing something ("(lifting a dripping fishing net)",
 * "(sortant une fournée du four)", "(slams the drawer shut)"): on a silent model the line goes and the
 * action stays with its subject, verbatim ("Walt, lifting a dripping fishing net."); "" for how a line
 * sounds or whom it is said to ("(whispering)", "(to the booth operator)").
 */
function visibleDirection(c: Clause): string {
  const how = (c.manner ?? "").trim();
  if (!c.speaker || c.speaker === "Voice" || c.speaker === "Narrator" || how.split(/\s+/).length < 3)
    return "";
  const m = SHOWN_DIRECTION.exec(how);
  if (!m) return "";
  const who = subjectWord(c);
  return /(?:ing|ant|ando|endo|iendo)$/u.test(m[1]) ? `${who}, ${how}` : `${who} ${how}`;
}

/** A quiet speech verb and whom it is said to, closing a sentence part ("dice a su nieto", "tells the younger"). */
const SAID_TO =
  /(?<![\p{L}])((?:(?:le|lui|gli|ihm|ihr|lhe)\s+)?(?:says|said|asks|asked|tells|told|whispers|murmurs|replies|answers|dice|dit|demande|pregunta|sagt|fragt|chiede|diz|pergunta))\s+(?:(?:to|a|à|al|alla|allo|ai|ao|aos|au|aux|para|pra|zu|zum|zur|an)\s+)?(?:(?:the|a|an|his|her|their|su|sus|sa|son|ses|seinem|seiner|ihrem|ihrer|sua|suo|il|la|el|le)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu;

/**
 * What a sentence part holding a speech verb whose line is gone shows ("The coach leans on the ropes and
 * shouts" -> "The coach leans on the ropes"; "Lena, a tall woman in a red coat, says" -> "Lena, a tall
 * woman in a red coat" when nothing else in the shot shows her), "" when nothing; English and the
 * spaced scripts.
 */
function seenOfSpeaking(text: string, c: Clause, others: string[]): string {
  if (!HAS_SPEECH_VERB.test(text) || ANY_NARRATOR_WORD.test(text)) return "";
  // "y le dice a su nieto", "tells the younger": whom the line is said to is part of saying it.
  const told = SAID_TO.exec(text);
  const before = told ? text.slice(0, told.index + told[1].length) : text;
  const verb = BARE_SPEECH_VERB.exec(before);
  // The verb ends the sentence part: an action joined to it ("leans on the ropes and shouts") stays
  // without it; a subject alone ("The chai seller asks") keeps its verb.
  if (verb) {
    const action = clean(before.slice(0, verb.index));
    if (/^,?\s*(?:and|then|y|et|und|e|en|ve|и|а|और)\s/iu.test(verb[0]) && action.split(/\s+/).length >= 2)
      return action;
    // "She wobbles and the father shouts": the speaking clause's own subject goes with its verb.
    const joined = JOINED_SUBJECT.exec(action);
    if (joined && joined[1].split(/\s+/).length >= 2 && bareSubject(joined[2], c.speaker ?? ""))
      return joined[1];
    const subject = action.replace(/^(?:and|then)\s+/iu, "");
    const words = subject
      .toLowerCase()
      .split(/[^\p{L}\p{M}'’-]+/u)
      .filter((w) => w && !FUNCTION.has(w));
    if (!words.length) return "";
    const shown = others.some((o) =>
      mentions(
        o,
        words.filter((w) => w.length > 2),
      ),
    );
    // The speech verb goes with its line: what is left is the speaker's noun phrase, kept only when it
    // shows someone the shot does not otherwise ("A conductor, Mira, a tall woman in a black tailcoat"),
    // never a bare name, pronoun or "one of them".
    // A verb that shows the speaker ("The crowd chants", "Her co-driver, Mateo, shouts"), or one a
    // participle leads into ("चायवाला कप आगे बढ़ाकर पूछता है"), stays with its sentence.
    // "मीरा एक दीया हाथ में लेकर पूछती है" -> "मीरा एक दीया हाथ में लेती है".
    const finite = finiteChain(before);
    if (finite) return finite;
    if (LOUD_VERB.test(verb[0]) || /(?:कर|के)$/u.test(action)) return shown ? "" : before;
    const member = subject.replace(/,\s*\p{Lu}[\p{L}'’-]+,?$/u, "");
    if (shown || groupMemberOnly(member) || ONE_OF_A_GROUP.test(subject)) return "";
    // "Grandpa at the bbq flipping burgers, smoke everywhere, the grandpa": the repeated subject goes.
    const speakerWords = (c.speaker ?? "").toLowerCase().split(/\s+/).filter(Boolean).map(esc).join("\\s+");
    const repeated = speakerWords
      ? new RegExp(`,\\s*(?:(?:the|a|an|his|her|their)\\s+)?${speakerWords}$`, "iu").exec(subject)
      : null;
    const head = repeated ? subject.slice(0, repeated.index) : "";
    if (repeated && head.split(/\s+/).length >= 2 && mentions(head, [c.speaker ?? ""])) return head;
    // "and her little brother" joins the remnant before it; a bare name ("Priya") shows no one.
    // "The loudspeaker announces" is heard, nothing of it seen.
    if (words.length === 1 && OFF_SCREEN_SOURCES.includes(words[0])) return "";
    return words.length >= 2 || subject.split(/\s+/).length >= 2 ? action : "";
  }
  // Words follow the speech verb ("She calls to him", "yells from the car"): the sentence as written.
  return before;
}

/**
 * What a silent model keeps of a line's sentence after the line: "\"…\" Lena, a tall woman in a red
 * coat, says" ends on its speech verb, which goes with the line (the speaker's noun phrase stays only
 * where nothing else in the shot shows her).
 */
function silentAfter(c: Clause, others: string[]): string {
  const tail = attributionAfter(c);
  return tail ? seenOfSpeaking(tail, c, others) : actionAfter(c, true);
}

/**
 * Whom a line is said to, right after its speech verb: "he tells the camera with a wink", "he tells us,
 * without looking up", "diz Tomás para a câmera com um sorriso". The addressee is no subject of
 * anything seen; what follows it is how the line is said.
 */
const NOT_NOUN =
  "(?!(?:with|without|in|into|at|from|and|while|as|en|avec|sans|con|sin|com|sem|mit|ohne|senza|et|y|e|und|\\p{Ll}+(?:ing|ando|endo|indo))(?![\\p{L}]))";
const ADDRESSEE = new RegExp(
  `^(?:(?:al|alla|allo|ai|agli|alle|au|aux|ao|aos|às|zum|zur)\\s+(?:${NOT_NOUN}[\\p{L}-]+\\s+)?${NOT_NOUN}[\\p{L}-]+|(?:(?:to|at|à|a|para|pra|pour|zu|an|in(?=\\s+(?:die|den)\\s))\\s+)?(?:(?:the|his|her|their|my|our|your|la|le|les|el|los|las|sa|son|ses|su|sus|sua|seu|a|o|il|lo|der|die|den|dem|seine[mnr]?|ihre[mnr]?)\\s+(?:${NOT_NOUN}[\\p{L}-]+\\s+)?${NOT_NOUN}[\\p{L}-]+|l['’][\\p{L}-]+|us|me|you|him|them|everyone|everybody|viewers|listeners|fans|followers|nous|vous|nos|uns|euch))(?=[\\s,.;!?]|$)`,
  "u",
);
const MANNER_START =
  /^(?:\p{Ll}+ing|without|with|in|into|at|from|under|en|avec|sans|con|sin|com|sem|mit|ohne|senza|\p{Ll}+(?:ando|endo|indo|ant))(?![\p{L}])/u;

/**
 * The words after a line's attribution, split into whom it is said to and how ("the camera", "with a
 * wink"), with the text's own verb ("tells", "diz") and all its words after the verb, as written.
 */
function addressedAfter(c: Clause): { verb: string; to: string; how: string; words: string } | undefined {
  if (!c.line) return undefined;
  const at = c.text.indexOf(`"${c.line}"`);
  if (at < 0) return undefined;
  const rest = c.text.slice(at + c.line.length + 2).replace(/^[\s,]+/u, "");
  const m = ATTRIBUTION.exec(rest);
  if (!m || !m[0].trim() || /[,.;:]\s*$/u.test(m[0])) return undefined;
  // "diz Tomás para a câmera": the speaker's name after the verb is the subject, inverted.
  let after = rest.slice(m[0].length);
  const inverted = c.speaker ? new RegExp(`^${esc(c.speaker)}\\s+`, "iu").exec(after) : null;
  if (inverted) after = after.slice(inverted[0].length);
  const to = ADDRESSEE.exec(after);
  if (!to) return undefined;
  const how = clean(
    after
      .slice(to[0].length)
      .replace(/^[\s,]+/u, "")
      .split(/["“”«»「」.!?]/u)[0],
  );
  const verb = (/[\p{L}'’]+(?:-[\p{L}]+){0,2}(?=[\s,.;:]*$)/u.exec(m[0])?.[0] ?? "").replace(
    /(?:-t)?-(?:il|elle|ils|elles|on)$/iu,
    "",
  );
  const words = clean(after.split(/["“”«»「」.!?]/u)[0]).replace(/[\s,;:]+$/u, "");
  return { verb, to: to[0], how: MANNER_START.test(how) ? how : "", words };
}

/** "The cook tells the camera with a wink", "Tomás diz para a câmera com um sorriso": the speaker, the text's verb, its words. */
function addressedSentence(c: Clause): string {
  const a = addressedAfter(c);
  if (!a || !a.verb || !c.speaker || c.speaker === "Voice") return "";
  const verb = /^\p{Lu}/u.test(a.verb) ? a.verb.toLowerCase() : a.verb;
  return `${subjectWord(c)} ${verb} ${a.words}`;
}

/** How the line is said, written after its attribution: "Ana says without turning around" -> "without turning around". */
function howAfter(c: Clause): string {
  if (!c.line) return "";
  const at = c.text.indexOf(`"${c.line}"`);
  const rest = c.text.slice(at + c.line.length + 2).replace(/^[\s,]+/u, "");
  const m = ATTRIBUTION.exec(rest);
  if (!m || !m[0].trim()) return "";
  const how = clean(rest.slice(m[0].length).split(/["“”«»「」.!?]/u)[0]);
  if (/^(?:\p{Ll}+ing|without|with|in|into|to|at|from|under)(?![\p{L}])/u.test(how)) return how;
  return "";
}

/** Is the clause written in English (its words outside the quote, else the line's)? */
function isEnglish(c: Clause): boolean {
  const outside = c.text.replace(/"[^"]*"/g, " ");
  const words = /[\p{L}]/u.test(outside) ? outside : (c.line ?? "");
  if (/[^\u0000-\u024f\s\p{P}\p{S}\p{N}]/u.test(words)) return false;
  return (
    /(?<![\p{L}])(?:the|and|he|she|they|to|at|says|asks|said|tells|told|yells|shouts|whispers|replies|mutters|murmurs|is|of|with|his|her|i|my|me|you|your|it|we|this|that|who|which|are|was|for|not|don't|what|where|why)(?![\p{L}])/iu.test(
      words,
    ) || !/[\p{L}]{3,}/u.test(words)
  );
}

/** "… crackles and a late-night DJ voice", "Her sister's voice on the phone": a voice, heard and not seen. */
const VOICE_TAIL =
  /(?:^|,\s*|\s+(?:and|while|as)\s+)(?:(?:a|an|the|his|her|their)\s+)?(?:[\p{L}'’-]+\s+){0,3}voices?(?:\s+(?:on|from|over|through|in|of)\s+[^,.;]{1,40})?\s*$/iu;
const withoutVoice = (t: string) => {
  const m = VOICE_TAIL.exec(t);
  return m ? clean(t.slice(0, m.index)) : t;
};

/** "The bride walks through a field while her voice-over" -> "The bride walks through a field". */
const VOICE_OVER_TAIL =
  /((?:[,;]|\s(?:while|as|and|with|then))\s*)?\s*(?:(?:his|her|their|the|a|an)\s+)?(?:\p{Lu}[\p{L}'’-]+['’]s?\s+)?(?:own\s+)?(?:voice-?over|voiceover|V\.O\.|narration|narrator)\s*$/iu;
/** Without its voice-over tail; "" when the whole text only describes the voice ("Deep male voice-over"). */
const withoutVoiceOver = (t: string) => {
  const m = VOICE_OVER_TAIL.exec(t);
  if (!m) return t;
  return m[1] ? clean(t.slice(0, m.index)) : "";
};

const ANY_SUBJECT_PRONOUN = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(SUBJECT_PRONOUNS)
    .filter((w) => /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(w))
    .map(esc)
    .join("|")})(?![\\p{L}])`,
  "giu",
);
const ONE_SUBJECT_PRONOUN = new RegExp(ANY_SUBJECT_PRONOUN.source, "iu");
/**
 * Does the sentence's leading pronoun stand for the speaker? Not when another subject pronoun speaks
 * ("He folds one badly and she laughs:" is her line; "He" stays "He").
 */
function leadIsSpeaker(c: Clause): boolean {
  if (!PRONOUN_LEAD.test(c.text)) return false;
  const at = c.line ? c.text.indexOf(`"${c.line}"`) : -1;
  const intro = at < 0 ? c.text : c.text.slice(0, at);
  // "il conducente, Gino, si ferma e dice:": the sentence names its speaker, so its first word is no
  // pronoun for them (Italian "il" is an article).
  if (c.speaker && mentions(intro.replace(PRONOUN_LEAD, ""), [c.speaker])) return false;
  return [...intro.matchAll(ANY_SUBJECT_PRONOUN)].length <= 1;
}

/** "He folds one badly and she laughs: …" -> "… and the grandmother laughs: …": the speaking clause's pronoun. */
function speakingPronounNamed(c: Clause): Clause {
  const at = c.line ? c.text.indexOf(`"${c.line}"`) : -1;
  if (at <= 0 || !c.speaker || !isEnglish(c)) return c;
  const intro = c.text.slice(0, at);
  const m =
    /((?:,|(?<![\p{L}])(?:and|then|but|while))\s+)(he|she|they)(\s+(?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+\s*[:,]?\s*)$/iu.exec(
      intro,
    ) ??
    // "…toward her dad; he kneels down, opens his arms and whispers": the clause after a semicolon.
    (() => {
      const semi = /(;\s+)(he|she)(\s[^;]*)$/iu.exec(intro);
      return semi && !ONE_SUBJECT_PRONOUN.test(semi[3]) && !mentions(semi[3], [c.speaker ?? ""])
        ? semi
        : null;
    })();
  if (!m) return c;
  const who = subjectWord(c).replace(/^The /, "the ");
  const start = m.index + m[1].length;
  return { ...c, text: `${c.text.slice(0, start)}${who}${c.text.slice(start + m[2].length)}` };
}

/** The speaker as a sentence's subject: a role in English takes its article ("He shakes" -> "The chef shakes"). */
function subjectWord(c: Clause): string {
  const who = c.speaker ?? "";
  // "Old fisherman" (the text's adjectives on a role) is "The old fisherman" too.
  return isEnglish(c) &&
    /^\p{Lu}\p{Ll}+(?:\s[\p{Ll}-]+){0,2}$/u.test(who) &&
    !/\sof\s/u.test(who) &&
    isPersonNoun(who.split(/\s+/).at(-1)!.toLowerCase())
    ? `The ${who.toLowerCase()}`
    : who;
}

/** Japanese and Korean verb endings that lead into what follows ("내밀며", "差し出して", "笑いながら"). */
/** A verb that leads into the line: Korean, Japanese, and Hindi participles ("लेकर", "हँसते हुए"). */
const CJK_CONNECTIVE = /(?:며|면서|고|서|して|て|で|ながら|つつ|कर|ते हुए|ती हुई)$/u;

/** "and starts drumming on the wheel": the same subject's next verb, with no subject of its own. */
const CONTINUES = /^(?:and|then)\s+\p{Ll}+s(?![\p{L}])/u;

/** Chinese and Japanese end a sentence with "。" (Korean with "."). */
const CJK_TEXT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A line that ends itself: a stop of its script, a closing quote or bracket, a dash or a tilde. */
const LINE_ENDED = new RegExp(`[${SENTENCE_END_MARKS}"”»」』)\\]\\-—–~]$`, "u");

/** A spoken line in the model's form. */
function spokenPart(c: Clause, form: DialogueForm): Part[] {
  // A quote that runs on into its attribution ("\"Don't move,\" the photographer says") ends its sentence
  // where the comma was: the tag carries no attribution, and the next sentence must not run on into it.
  // A line without an end of its own ("dice «Vale» antes de salir") gets one, so the tag never runs on
  // into the next sentence.
  const own = (c.line ?? "").replace(/[,，]\s*$/u, (m) => (m.startsWith("，") ? "。" : "."));
  // A line the speaker's next verb goes on from ("\"this is our song\" and starts drumming") gets no stop.
  const unended = (c.line ?? "").replace(/[,，]\s*$/u, "");
  // A word quoted at the line's end ("Your word is 'onomatopoeia.'") ends it when its stop is inside.
  const line =
    !own || LINE_ENDED.test(own.replace(/(?<=[.!?…])['’]$/u, ""))
      ? own
      : `${own}${CJK_TEXT.test(own) ? "。" : "."}`;
  const label = `${c.speaker || "an unnamed voice"}: "${line}"`;
  if (c.role === "voice_over") {
    // The manner is the text's own word for it ("voice-over", "V.O.", "voix off"), never ours.
    const written = VOICE_OVER_WORD.exec(c.text)?.[0] ?? OFF_SCREEN_WORD.exec(c.text)?.[0];
    // A screenplay's "(O.S.)" is said in words a model reads: off-screen.
    const own = written && /^O\.\s?[SC]\.$/i.test(written) ? "off-screen" : written;
    const said = own ? `, ${/^[A-Z.]+$/.test(own) ? own : own.toLowerCase()}` : "";
    // The creator's own introduction ("A voice from off-screen calls,", "The radio crackles:", "Voix off :")
    // says who is heard better than a narrator of ours would.
    const intro = c.text.slice(0, Math.max(0, c.text.indexOf(`"${c.line}"`)));
    // A person's own voice-over ("her voice-over says", "AMARA (V.O.):") is theirs, never a narrator's.
    const who = c.speaker && c.speaker !== "Narrator" && c.speaker !== "Voice" ? c.speaker : "";
    // The narrator's voice as the creator described it, with each of its lines (voice.ts).
    const voice = NARRATOR_VOICE.get(c);
    const labelled =
      voice && !intro.includes(voice) ? /^([^,.!?"“«「]{1,40}?)(\s*[:：]\s*)$/u.exec(intro) : null;
    const text =
      form === "kling"
        ? `[${who || "Narrator"}${voice ? `, ${voice}` : said}]: "${line}"`
        : labelled
          ? asSentence(
              `${labelled[1]}${CJK_TEXT.test(labelled[1]) ? `（${voice}）` : ` (${voice})`}${labelled[2]}${c.text.slice(intro.length)}`,
            )
          : /[\p{L}]/u.test(intro.replace(/[\s\p{P}]+/gu, "")) &&
              !(who && /^[^,.!?]{1,40}[:：]\s*$/u.test(intro))
            ? asSentence(c.text)
            : who
              ? isEnglish(c)
                ? `${who} says (${own ?? "voice-over"}): "${line}"`
                : `${who} (${own ?? "voice-over"}): "${line}"`
              : voice
                ? `A narrator (${voice}) says: "${line}"`
                : `A narrator says (voice-over): "${line}"`;
    // Kling: what the text says is heard from ("The radio crackles") stays before the tag.
    const source = form === "kling" ? withoutVoiceOver(actionAround({ ...c, speaker: "" })) : "";
    const keep =
      source &&
      !ANY_NARRATOR_WORD.test(source) &&
      !OFF_SCREEN_WORD.test(source) &&
      !/\bvoice\b/i.test(source);
    return [...(keep ? [{ text: asSentence(source), rank: 2 }] : []), { text, rank: 0, line: label }];
  }
  // A line the text gives no one stays as written (never under a generic "Voice").
  if (!c.speaker || c.speaker === "Voice") return [{ text: asSentence(c.text), rank: 0, line: label }];
  // "She sits on the pier and whispers: ..." names its speaker once the pronoun is the name.
  const named: Clause = leadIsSpeaker(c)
    ? { ...c, text: c.text.replace(PRONOUN_LEAD, subjectWord(c)) }
    : speakingPronounNamed(c);
  if (form === "kling") {
    // The creator already wrote Kling's tag ("[Leo, breathless]: ..."): it stays as written.
    const written = /\[([^\]\n]+)\]\s*[:：]\s*$/u.exec(
      c.text.slice(0, Math.max(0, c.text.indexOf(`"${c.line}"`))),
    );
    if (written && mentions(written[1], [c.speaker]))
      return [{ text: `[${written[1].trim()}]: "${line}"`, rank: 0, line: label }];
    // "The older one, Commander Reyes, says": the role the text sets before the name goes into the tag.
    // "The older sister, Nia, says", "her little brother whispers": the text's own noun phrase is the tag.
    const own = speakerPhrase(named);
    // "His mom, off camera:": the text's word for a voice heard from off screen is the manner.
    const off = c.manner
      ? undefined
      : OFF_SCREEN_TAIL.exec(clean(c.text.slice(0, Math.max(0, c.text.indexOf(`"${c.line}"`)))))?.[2];
    // "he tells the camera with a wink": the tag says how ("with a wink"), never to whom.
    const addressed = addressedAfter(named);
    const manner = c.manner
      ? `, ${c.manner}`
      : off
        ? `, ${/^O\./i.test(off) ? "off-screen" : off.toLowerCase()}`
        : addressed?.how
          ? `, ${addressed.how}`
          : "";
    // "… crackles and a late-night DJ voice": the voice is the tag, what is seen stays before it.
    const around = /(?<![\p{L}])voices?(?![\p{L}])/iu.test(c.speaker)
      ? withoutVoice(actionAround(named))
      : actionAround(named);
    const how = addressed ? "" : howAfter(named);
    const after = how ? "" : actionAfter(named);
    const tag = `[${own || c.speaker}${manner}]: "${line}"`;
    // "\"…\" Lena, a tall woman in a red coat, says": the speaker's words stay, before the tag.
    const tail = around ? "" : attributionAfter(named).replace(BARE_SPEECH_VERB, "");
    if (tail && !bareSubject(tail, c.speaker))
      return [
        { text: asSentence(tail), rank: 2 },
        { text: tag, rank: 0, line: label },
      ];
    // "어린 소녀가 동전을 내밀며", "女の子が花を差し出して": a verb that leads into the line stays joined to it.
    // "常連客に [店主]: …" (whom it is said to), "走ってきた蓮 [蓮]: …" (the name written before the line).
    const leadsIn =
      around &&
      (CJK_CONNECTIVE.test(around) ||
        (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c.text) &&
          (JA_ADDRESSEE.test(around) || (around.length > c.speaker.length && around.endsWith(c.speaker)))));
    if (leadsIn)
      return [
        { text: `${around} ${tag}`, rank: 0, line: label },
        ...(after ? [{ text: asSentence(after), rank: 2 }] : []),
      ];
    // "[Bro]: \"this is our song\" and starts drumming": the speaker's next verb goes on from the tag.
    if (after && CONTINUES.test(after))
      return [
        ...(around ? [{ text: asSentence(around), rank: 2 }] : []),
        { text: asSentence(`${tag.replace(`"${line}"`, `"${unended}"`)} ${after}`), rank: 0, line: label },
      ];
    return [
      ...(around ? [{ text: asSentence(around), rank: 2 }] : []),
      ...(how ? [{ text: asSentence(`${c.speaker}, ${how}`), rank: 2 }] : []),
      { text: tag, rank: 0, line: label },
      ...(after ? [{ text: asSentence(after), rank: 2 }] : []),
    ];
  }
  // "Fishmonger to Clara: ..." is said by the fishmonger, to Clara.
  // The text's language keeps its words: outside English the speaker is named by a colon, never "says".
  const english = isEnglish(c);
  const to = new RegExp(
    `^(\\S+(?:\\s\\S+){0,2}?)\\s+(?:${english ? "to" : "a|à|al|zu|an|para|per|к"})\\s+([^",:]{1,30}):\\s*"`,
    "u",
  ).exec(named.text);
  // "mira a cámara y dice:" is an action and its speech verb, not a label "Pablo a Lucía:"; nor is a
  // script's cue with its direction "BEN (mouth full, to Jamal):", kept as written below.
  if (to && !HAS_SPEECH_VERB.test(to[0]) && !/\([^)]*$/.test(to[1]))
    return [
      {
        text: english ? `${c.speaker} says to ${to[2].trim()}: "${line}"` : `${c.speaker}: "${line}"`,
        rank: 0,
        line: label,
      },
    ];
  if (namesSpeakerFirst(named)) return [{ text: asSentence(named.text), rank: 0, line: label }];
  // "\"…\" Lena, a tall woman in a red coat, says": who says it, then the line, as the guides write it.
  const tail = attributionAfter(named);
  if (tail) return [{ text: `${tail}: "${line}"`, rank: 0, line: label }];
  const around = actionAround(named);
  // "\"…\" he tells the camera with a wink": who, the text's verb and its words, then the line.
  const addressed = addressedSentence(named);
  if (addressed)
    return [
      ...(around ? [{ text: asSentence(around), rank: 2 }] : []),
      { text: `${addressed}: "${line}"`, rank: 0, line: label },
    ];
  const how = c.manner && /ly$/.test(c.manner) ? ` ${c.manner}` : "";
  // "Ana says without turning around: ...", "Photographer says, crouching low: ...".
  const said = english ? howAfter(named) : "";
  const after = said ? "" : actionAfter(named);
  const manner = said ? `${/^\p{Ll}+ing(?![\p{L}])/u.test(said) ? "," : ""} ${said}` : "";
  // "The waiter asks:", never "Waiter asks:" (a role keeps its article, a name stays a name).
  const spoken = english
    ? `${subjectWord(c)} ${speakingVerb(c)}${how}${manner}: "${line}"`
    : // Outside English a manner is the text's own words ("(à voix basse)"): kept beside the name.
      `${c.speaker}${c.manner ? ` (${c.manner})` : ""}: "${line}"`;
  const on = after && CONTINUES.test(after);
  return [
    ...(around ? [{ text: asSentence(around), rank: 2 }] : []),
    {
      text: on ? asSentence(`${spoken.replace(`"${line}"`, `"${unended}"`)} ${after}`) : spoken,
      rank: 0,
      line: label,
    },
    ...(after && !on ? [{ text: asSentence(after), rank: 2 }] : []),
  ];
}

const esc2 = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Does a text name someone by one of these words (whole words; any case for a screenplay's HALE)? */
export const mentions = (text: string, names: string[]) =>
  names.some((n) => new RegExp(`(?<![\\p{L}])${esc2(n)}(?![\\p{L}])`, "iu").test(text));

/**
 * Identity anchors for one shot: a cast sheet's description ("Inspector Hale, tall, grey trench coat")
 * wherever the character first appears in a clip, and the text's own role ("Maria, the fisherwoman")
 * for a character met in an earlier clip, unless the shot already says it. `introduced` holds who is
 * anchored already in this clip.
 */
export function anchorParts(
  shot: ShotInfo,
  ctx: RenderContext,
  metBefore: Set<string>,
  introduced: Set<string>,
): Part[] {
  const { text, lower } = perShot(shot.facts, ctx.doc, "text", () => {
    const joined = shot.facts.clauses
      .filter((c) => c.role !== "cast")
      .map((c) => c.text)
      .join(" ");
    return { text: joined, lower: joined.toLowerCase() };
  });
  const parts: Part[] = [];
  // The project bible's members this scene is bound to (by name or a group word, "the two siblings"):
  // each one's anchor verbatim, as a sentence of its own (its "Name: look; age …" form does not merge).
  for (const name of ctx.doc.bible.bound[shot.facts.index] ?? []) {
    const key = name.toLowerCase();
    if (introduced.has(key)) continue;
    introduced.add(key);
    parts.push({ text: asSentence(ctx.doc.bible.anchors.get(name) ?? name), rank: 1, names: [] });
  }
  // A group word ("both kids", "the two siblings", "they") shows the sheet's members it names.
  const sheet = [...ctx.doc.castSheet].map(([name, anchor]) => ({
    name,
    look: anchor,
    wardrobe: "",
    age: "",
    voice: "",
  }));
  const grouped = sheet.length
    ? perShot(shot.facts, ctx.doc, "grouped", () =>
        resolveGroupMention(text, sheet, {
          source: ctx.doc.scenes.flatMap((s) => s.clauses.map((c) => c.text)).join(" "),
        }),
      )
    : [];
  for (const [name, shouted] of ctx.doc.castSheet) {
    // A screenplay's "MILO - 9, red cap" is Milo once the shot names him: the name as the text writes it.
    const anchor = unshouted(shouted, name);
    const names = [name, unshouted(name, name), ...name.split(/\s+/).filter((w) => w.length > 2)];
    if (introduced.has(name.toLowerCase())) continue;
    if (!perShot(shot.facts, ctx.doc, `mentions ${name}`, () => mentions(text, names))) {
      if (!grouped.includes(name)) continue;
      introduced.add(name.toLowerCase());
      parts.push({ text: asSentence(anchor), rank: 1, names: [] });
      continue;
    }
    introduced.add(name.toLowerCase());
    const described = anchor
      .slice(name.length)
      .replace(/^[,\s]+/, "")
      .toLowerCase();
    if (described && lower.includes(described)) continue;
    parts.push({ text: asSentence(anchor), rank: 1, names });
  }
  const before = new Set(introduced);
  // What the shot shows beside its lines: a character who only speaks here ("PETE: Your tomatoes…") is
  // named by the line's tag, never by a "PETE, the neighbor." sentence of its own.
  const shown = perShot(shot.facts, ctx.doc, "shown", () =>
    shot.facts.clauses
      .filter((c) => c.role !== "cast")
      .map((c) => (c.line !== undefined ? besideLine(c) : c.text))
      .join(" "),
  );
  for (const s of shot.facts.subjects) {
    const key = s.name.toLowerCase();
    if (introduced.has(key) || ctx.doc.castSheet.has(s.name)) continue;
    const speaksOnly = shot.facts.clauses.some(
      (c) => c.line !== undefined && c.speaker?.toLowerCase() === key && !besideLine(c).includes(" "),
    );
    if (speaksOnly && !mentions(shown, [s.name, ...s.name.split(/\s+/).filter((w) => w.length > 2)]))
      continue;
    introduced.add(key);
    if (!metBefore.has(key) || s.anchor === s.name) continue;
    const role = s.anchor
      .slice(s.name.length + 2)
      .replace(/^the /, "")
      .toLowerCase();
    if (role && lower.includes(role)) continue;
    parts.push({
      text: asSentence(unshouted(s.anchor, s.name)),
      rank: 1,
      names: [s.name, unshouted(s.name, s.name)],
    });
  }
  const pronoun = pronounAnchor(shot, ctx, text, metBefore, before);
  if (pronoun && !parts.some((p) => p.names?.includes(pronoun.name))) {
    introduced.add(pronoun.name.toLowerCase());
    parts.push({ text: pronoun.anchor, rank: 1, names: [pronoun.name], pronoun: pronoun.lead });
  }
  // "A stray dog sits beside him" in a clip made alone: "beside the boy" (inside one clip the shots
  // before it say who).
  const alone = shot.facts.index > 0 && (shot.index === 0 || ctx.spec.multiShot.form === "multi_prompt");
  const object = alone
    ? objectAnchor(
        shot.facts,
        ctx.doc.scenes,
        shot.facts.clauses
          .filter((c) => c.role !== "cast")
          .map((c) => asSentence(c.text))
          .join(" "),
        metBefore,
        sourceOf(ctx.doc),
      )
    : undefined;
  if (object && !introduced.has(object.name.toLowerCase())) {
    introduced.add(object.name.toLowerCase());
    parts.push({ text: object.words, rank: 1, names: [object.name], object: object.pattern });
  }
  // A described subject who is not named ("A young woman in a yellow sundress") and recurs here only as
  // "her" or "the shoe": the creator's description, as a sentence of its own (subject-anchor.ts).
  if (alone)
    for (const d of subjectsReferred(shot.facts, ctx.doc.scenes, text)) {
      const key = (d.name ?? d.phrase).toLowerCase();
      // The shot's own character ("The dog" read as the retriever) is anchored here unless a part has it.
      if (
        before.has(key) ||
        parts.some(
          (p) =>
            (d.name && p.names?.includes(d.name)) ||
            p.text.toLowerCase().includes(d.phrase.toLowerCase().replace(/^\S+\s+/, "")),
        )
      )
        continue;
      introduced.add(key);
      parts.push({ text: asSentence(d.phrase), rank: 1, names: [] });
    }
  return parts;
}

/** "AMINA, the nurse" -> "Amina, the nurse": a screenplay's capitalised name, written as a name. */
function unshouted(text: string, name: string): string {
  const lead = /^(\p{Lu}{2,}(?:[\s'’-]\p{Lu}{2,})*)(?=,|$)/u.exec(text);
  if (!lead || lead[1].toLowerCase() !== name.toLowerCase()) return text;
  const written = lead[1]
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
  return written + text.slice(lead[1].length);
}

/** Every clause of the document as one text (the words a character's noun phrase is looked up in). */
const sources = new WeakMap<object, string>();
function sourceOf(doc: RenderContext["doc"]): string {
  let s = sources.get(doc);
  if (s === undefined)
    sources.set(doc, (s = doc.scenes.flatMap((x) => x.clauses.map((c) => c.text)).join(" ")));
  return s;
}

/** A thing opening a sentence with its verb: "A paper airplane glides", "The red ball rolls". */
const THING_SUBJECT =
  /^(?:[Aa]|[Aa]n|[Tt]he)\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+(?:\s+(?:with|in)\s+(?:(?:an?|the)\s+)?(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+)?)\s+\p{Ll}+(?:s|es)(?![\p{L}])/u;

/** A sentence-leading "It", "He" or "She" (English); not the "it" of "It starts to rain". */
const LEADING_PRONOUN =
  /^(?:it(?!\s+(?:is|was|starts|started|begins|began|gets|got|seems|looks|feels|rains|snows|turns|becomes|has)(?![\p{L}]))|he|she)(?=\s+\p{Ll})/iu;

/**
 * "Scene B: It pounces into the snow": a clip that names its character only by a sentence-leading
 * pronoun gets the words the text used for them in an earlier clip ("The fox", "The lighthouse keeper",
 * a name), once per clip. Only one character may fit: the shot's own, else the nearest earlier scene's.
 */
function pronounAnchor(
  shot: ShotInfo,
  ctx: RenderContext,
  text: string,
  metBefore: Set<string>,
  before: Set<string>,
): { name: string; anchor: string; lead: string } | undefined {
  const found = perShot(shot.facts, ctx.doc, "pronoun", () => pronounCharacter(shot.facts, ctx.doc, text));
  if (!found) return undefined;
  // A thing ("The paper airplane") only where the clip is made alone; one clip's shots read together.
  if (found.thing)
    return shot.index === 0 || ctx.spec.multiShot.form === "multi_prompt" ? found.anchor : undefined;
  if (before.has(found.key) || (!found.sheet && !metBefore.has(found.key)) || found.named) return undefined;
  return found.anchor;
}

/**
 * The character a shot's sentence-leading pronoun stands for (see pronounAnchor), with whether the
 * shot's text names it already: the same for every target, so read once per shot.
 */
function pronounCharacter(
  facts: SceneFacts,
  doc: RenderContext["doc"],
  text: string,
):
  | {
      key: string;
      named: boolean;
      /** A cast sheet's person (met in an earlier scene's words, not as a scene character). */
      sheet?: boolean;
      /** A thing the scene before opened with, not a character. */
      thing?: boolean;
      anchor?: { name: string; anchor: string; lead: string };
    }
  | undefined {
  const lead = facts.clauses
    .filter((c) => c.role !== "cast" && c.role !== "exclusion" && c.role !== "production")
    .map((c) => LEADING_PRONOUN.exec(clean(c.text))?.[0])
    .find(Boolean);
  if (!lead) return undefined;
  const person = !/^it$/i.test(lead);
  // A name as written ("Anna", "Tom, a retired sailor"), or the text's words for someone unnamed ("fox",
  // "lighthouse keeper, in a yellow oilskin").
  // "He"/"She" is a person (or an animal), "It" an animal: the nearest scene, back from this one, with
  // one that fits.
  const fit = (c: Character) => (person ? isProper(c) || isPersonNoun(headOf(c)) : isAnimal(c));
  // Met in an earlier scene (or an "it"), the character must open a sentence there ("A fox trots", not
  // "A robot vacuum bumps into a sleeping dog").
  const opens = (c: Character, i: number) =>
    (person && i === facts.index) ||
    (doc.scenes[i]?.clauses ?? []).some((cl) =>
      new RegExp(`^(?:(?:a|an|the)\\s+)?${esc(coreOf(c))}(?![\\p{L}])`, "iu").test(clean(cl.text)),
    );
  let fits: Character[] = [];
  // One the text says is a she (a he) first: "She laughs and chases him" is the young woman met before,
  // not "her friend" whose gender the text never gives.
  const want = /^she$/i.test(lead) ? "f" : /^he$/i.test(lead) ? "m" : "";
  if (want)
    for (let i = facts.index; !fits.length && i >= 0; i--)
      fits = (doc.scenes[i]?.scene.characters ?? []).filter(
        (c) => isPersonLike(c) && genderOf(c, doc.scenes) === want && opens(c, i),
      );
  // A person first ("He throws it and the dog races after it" is the old man met before, not the dog).
  if (person)
    for (let i = facts.index; !fits.length && i >= 0; i--)
      fits = (doc.scenes[i]?.scene.characters ?? []).filter(
        (c) => isPersonLike(c) && canBe(lead, c, doc.scenes) && opens(c, i),
      );
  for (let i = facts.index; !fits.length && i >= 0; i--)
    fits = (doc.scenes[i]?.scene.characters ?? []).filter((c) => fit(c) && opens(c, i));
  // A cast sheet's one person ("Cast: Juno (a girl of nine, silver raincoat)"), named in an earlier scene:
  // the sheet's words, as every clip naming her says them.
  if (!fits.length && person && doc.castSheet.size === 1) {
    const [[name, anchor]] = [...doc.castSheet];
    const earlier = doc.scenes
      .slice(0, facts.index)
      .some((s) => s.clauses.some((c) => c.role !== "cast" && mentions(c.text, [name])));
    if (!earlier || !/^[\p{Script=Latin}\s'’,0-9-]+$/u.test(anchor)) return undefined;
    return {
      key: name.toLowerCase(),
      named: mentions(text, [name]),
      sheet: true,
      anchor: { name, anchor, lead },
    };
  }
  // "Shot 2: It lands on the teacher's desk" after "A paper airplane glides across a classroom", in a clip
  // made alone: the thing the scene before opened with ("The paper airplane").
  if (!person && !fits.length && facts.index > 0) {
    const opening = doc.scenes[facts.index - 1].clauses.find((cl) => cl.role === "action");
    const thing = opening && THING_SUBJECT.exec(clean(opening.text))?.[1];
    // "delivery drone with orange propellers": the noun before what describes it.
    const noun =
      thing
        ?.split(/\s+(?:with|in)\s+/)[0]
        .split(/\s+/)
        .at(-1) ?? "";
    if (!thing || isPersonNoun(singular(noun)) || mentions(text, [noun])) return undefined;
    return {
      key: `the ${thing}`,
      named: false,
      thing: true,
      anchor: { name: `the ${thing}`, anchor: `The ${thing}`, lead },
    };
  }
  if (fits.length !== 1) return undefined;
  const [c] = fits;
  // A screenplay's "WALTER" is written as a name ("Walter sets a mug …").
  const anchor = isProper(c) ? unshouted(c.name, c.name) : `The ${phraseOf(c, sourceOf(doc))}`;
  return {
    key: c.name.toLowerCase(),
    named: namesCharacter(text, c),
    anchor: /^[\p{Script=Latin}\s'’.-]+$/u.test(anchor) ? { name: c.name, anchor, lead } : undefined,
  };
}

/**
 * Every part of one shot, by slot; audio slots only for models that make sound. The slots depend only
 * on the shot's facts, the dialogue form, whether the model makes sound and speech, and whether the
 * shot shares its clip: they are built once per such variant (18 targets need three or four) and each
 * call gets its own copy of the parts, which fitting may change.
 */
export function shotSlots(
  shot: ShotInfo,
  ctx: RenderContext,
  form: DialogueForm,
  anchors: Part[],
): Record<Slot, Part[]> {
  // Without sound the form and the speech do not matter (spoken lines become what they show).
  const variant = ctx.spec.audio ? `${form} ${ctx.spec.dialogue} ${shot.count > 1}` : "silent";
  const slots = perShot(shot.facts, ctx.doc, `slots ${variant}`, () => buildShotSlots(shot, ctx, form));
  const copy = {} as Record<Slot, Part[]>;
  for (const slot of Object.keys(slots) as Slot[]) copy[slot] = slots[slot].map((p) => ({ ...p }));
  copy.anchor = anchors;
  return copy;
}

function buildShotSlots(shot: ShotInfo, ctx: RenderContext, form: DialogueForm): Record<Slot, Part[]> {
  const slots: Record<Slot, Part[]> = {
    camera: [],
    anchor: [],
    action: [],
    place: [],
    light: [],
    style: [],
    on_screen_text: [],
    sound: [],
    music: [],
    dialogue: [],
    voice_over: [],
  };
  const { spec } = ctx;
  const seen = new Set<string>();
  // A silent model's remnants of spoken sentences, so that "... and her little brother whispers" joins its own.
  const remnants = new Set<Part>();
  // A line a silent model dropped: the sentences that only answer it ("She doesn't.") go with it.
  let dropped = false;
  for (const c of shot.facts.clauses) {
    if (c.role === "exclusion" || c.role === "production" || c.role === "cast") continue;
    if (!spec.audio && dropped && c.role === "action" && answersSpeech(c.text)) continue;
    if (c.role === "action") dropped = false;
    // A silent model keeps what a line's sentence shows ("She sits on the pier and whispers: ...").
    if ((c.role === "dialogue" || c.role === "voice_over") && (!spec.audio || !spec.dialogue)) {
      dropped = true;
      // Two words at least: a bare subject ("손녀가") is not an action (actionAround asks more of CJK).
      const cjk = (t: string) =>
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(t);
      // "he tells the camera with a wink": the speaker doing so is seen, in the text's words.
      const addressed = c.speaker && c.speaker !== "Voice" ? addressedSentence(c) : "";
      const how = addressed ? "" : c.speaker && c.speaker !== "Voice" ? howAfter(c) : "";
      // "Elle sourit :" shows Sophie smiling: the pronoun becomes the name here too.
      const named =
        c.speaker && c.speaker !== "Voice" && leadIsSpeaker(c)
          ? { ...c, text: c.text.replace(PRONOUN_LEAD, subjectWord(c)) }
          : c.speaker && c.speaker !== "Voice"
            ? speakingPronounNamed(c)
            : c;
      const others = shot.facts.clauses.filter((o) => o !== c && o.role !== "cast").map((o) => o.text);
      // An unknown voice ("A voice from the baby monitor whispers") is heard, nothing of it seen.
      const heard =
        c.speaker !== "Voice" && /(?<![\p{L}])(?:voices?|off-?screen)(?![\p{L}])/iu.test(c.speaker ?? "");
      const said = c.role === "dialogue" && !heard ? silentRemnant(named, others) : "";
      if (said) {
        // "... says \"password?\" and her little brother whispers ...": one sentence, as written.
        const last = slots.action.at(-1);
        if (/^(?:and|then)\s/iu.test(said) && last && remnants.has(last)) {
          const base = last.text.replace(/[.。।]$/u, "");
          // "The older sister, Nia, and her little brother": an apposition closes with its comma.
          const comma = /,\s*\p{Lu}[\p{L}'’-]*$/u.test(base) ? "," : "";
          last.text = asSentence(`${base}${comma} ${said}`);
        } else {
          const part = { text: asSentence(said), rank: 0 };
          remnants.add(part);
          slots.action.push(part);
        }
      }
      // What the sentence shows after the line ("... and the camera spins around us").
      const after = addressed || (how ? `${c.speaker}, ${how}` : silentAfter(named, others));
      if (said && after && !cjk(after) && after.split(/\s+/).length >= 2) {
        // "he turns up the radio and goes \"…\" and starts drumming": the same subject's next verb joins on.
        const last = slots.action.at(-1);
        if (/^(?:and|then)\s+\p{Ll}+s(?![\p{L}])/u.test(after) && last && remnants.has(last))
          last.text = asSentence(`${last.text.replace(/[.。।]$/u, "")} ${after}`);
        else slots.action.push({ text: asSentence(after), rank: 0 });
      }
      if (said) continue;
      // A speech verb and whom it is said to, which silentRemnant left out ("The older one tells the
      // younger"), show nothing.
      const intro = named.line ? named.text.slice(0, Math.max(0, named.text.indexOf(`"${named.line}"`))) : "";
      const spoke =
        c.role === "dialogue" &&
        !heard &&
        !cjk(intro) &&
        (SAID_TO.test(intro.replace(/[\s,:;]+$/u, "")) ||
          ARABIC_SPEECH_OPENING.test(intro.replace(/[\s,:;：]+$/u, "")));
      // "Her sister's voice on the phone", "… crackles and a late-night DJ voice": heard, not seen.
      const around = spoke ? "" : withoutVoice(withoutVoiceOver(actionAround(named)));
      // A voice-over's introduction is seen only when it shows someone ("The bride walks … while her voice-over says").
      const shown =
        c.role === "voice_over"
          ? [
              ANY_NARRATOR_WORD.test(around) || OFF_SCREEN_WORD.test(around) || /\bvoices?\b/i.test(around)
                ? ""
                : around,
            ]
          : [around, addressed || (how ? `${c.speaker}, ${how}` : silentAfter(named, others))];
      for (const seen of shown)
        if (seen && (cjk(seen) ? false : seen.split(/\s+/).length >= 2))
          slots.action.push({ text: asSentence(seen), rank: 0 });
      continue;
    }
    if (AUDIO_ROLES.has(c.role) && !spec.audio) continue;
    if (c.role === "voice_over" && !spec.dialogue) continue;
    const key = c.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if ((c.role === "dialogue" || c.role === "voice_over") && c.line !== undefined) {
      // Action and dialogue are one flow, in the text's order: Kling always; elsewhere a line the creator
      // wrote is a beat and stays among the actions, and so does a voice-over that an action follows
      // ("Narrator: "…" A bear waits in the rapids."). One from a document's fields has no text position
      // and goes to its slot.
      // Anything seen after it keeps it in its place: an action, a title or end card, a camera move that
      // shows something ("… Final frame: the slogan …" never moves before the voice-over).
      const acted = shot.facts.clauses
        .slice(shot.facts.clauses.indexOf(c) + 1)
        .some(
          (x) => x.role === "action" || x.role === "on_screen_text" || (x.role === "camera" && inFlow(x)),
        );
      const flow = form === "kling" || (!FROM_FIELDS.has(c) && (c.role === "dialogue" || acted));
      slots[flow ? "action" : "dialogue"].push(...spokenPart(c, form));
      continue;
    }
    // A sign that "says" its words reads them: on-screen text, never a spoken line.
    const words =
      c.role === "on_screen_text" ? c.text.replace(/\b(?:says|said|say)(\s*:?\s*["“])/i, "reads$1") : c.text;
    const text = asSentence(words);
    // What is seen keeps the text's order (a beat never moves after a later one); only framing
    // without content (a bare camera move or angle) and the look are placed where the guide asks.
    if (text) slots[inFlow(c) ? "action" : c.role].push({ text, rank: RANK[c.role] });
  }
  // "No music in the last shot" inside a clip of several shots: the clip's negative field cannot say
  // it (it would silence the other shots), so this shot says it positively, never naming the music.
  if (spec.audio && shot.count > 1) {
    const scoped = shot.facts.negated.filter((t) => wantedElsewhere(t, ctx.doc.scenes));
    const say = scoped.some((t) => MUSIC.test(t)) ? rephrasingFor([shot]) : undefined;
    if (say) slots.sound.push({ text: say.noMusic, rank: 3 });
  }
  return slots;
}

/**
 * Is a thing excluded in some shots ("no music in the last shot") one that another shot, which does
 * not exclude it, states ("soft piano music plays")? Then no field shared by those shots may exclude it.
 */
export function wantedElsewhere(term: string, scenes: SceneFacts[]): boolean {
  const word = new RegExp(`(?<![\\p{L}])${esc2(term)}(?![\\p{L}])`, "iu");
  // "Soft piano." states music without the word: any music clause of a shot that keeps it counts.
  const music = MUSIC.test(term);
  return scenes.some(
    (s) =>
      !s.negated.includes(term) &&
      s.clauses.some((c) => c.role !== "exclusion" && (word.test(c.text) || (music && c.role === "music"))),
  );
}

/** Is an excluded thing music ("music", "musique", "BGM")? */
export const isMusicTerm = (t: string): boolean => MUSIC.test(t);
/** Does the shot rule music out ("Pas de musique après le plan 2" on the third shot)? */
export const negatesMusic = (f: SceneFacts): boolean => f.negated.some(isMusicTerm);

const SPEECH_TERM = /^(?:voices?|dialogue|talking|speech|words|speaking|conversation)$/i;
const PEOPLE_TERM =
  /^(?:people|ppl|persons?|humans?|anyone|anybody|crowds?|tourists|pedestrians|passers-?by)(?:\s+in\s.*)?$/i;

/**
 * Would a clip's negative field remove what one of its shots shows or says? "no voice" (a radio's)
 * beside a spoken line would mute the line; "no people in the last shot" in one clip with a family in
 * its first shots would erase the family.
 */
export function excludesWhatIsShown(term: string, shots: SceneFacts[]): boolean {
  if (SPEECH_TERM.test(term))
    return shots.some((s) => s.clauses.some((c) => c.role === "dialogue" || c.role === "voice_over"));
  if (!PEOPLE_TERM.test(term)) return false;
  const shows = (s: SceneFacts) =>
    s.clauses.some((c) => (c.role === "action" || c.role === "dialogue") && mayBePerson(c.text));
  // Scoped to one shot ("no people in the last shot") where the clip shows people elsewhere.
  const scoped = shots.some((s) =>
    s.clauses.some(
      (c) =>
        c.role === "exclusion" &&
        c.terms?.includes(term) &&
        (exclusionScope(c.text) || exclusionWhen(c.text)),
    ),
  );
  return shots.some((s) => !s.negated.includes(term) && shows(s)) || (scoped && shots.some(shows));
}

/** Is the thing excluded only on one side of an event ("no music until the lights flash on")? */
export function eventScoped(scenes: SceneFacts[], term: string): boolean {
  return scenes.some((s) =>
    s.clauses.some((c) => c.role === "exclusion" && c.terms?.includes(term) && exclusionWhen(c.text)),
  );
}

const FLOW_ROLES = new Set<ClauseRole>(["action", "place", "light", "on_screen_text"]);
/** Camera words a clause may hold without showing anything ("Slow handheld close-up, slow motion"). */
const FRAMING_WORDS =
  /^(?:a|an|the|camera|shot|shots|angle|lens|view|move|moves|moving|slow|slowly|slow-motion|motion|fast|quick|smooth|gentle|steady|static|locked|locked-off|off|handheld|tracking|track|dolly|push|pull|in|out|back|up|down|left|right|pan|pans|tilt|tilts|zoom|zooms|crane|drone|aerial|wide|medium|close|close-up|closeup|extreme|tight|low|high|eye|level|overhead|top|pov|macro|\d+mm|mm|focus|rack|shallow|depth|of|field|and|with|then|follows|following|orbit|orbits|orbiting|spins|around|whip|cinematic|steadicam|gimbal|push-in|pull-back|pull-out|dolly-in|time-lapse|timelapse|insert|establishing|two-shot|profile|dutch|bird's-eye|birds-eye|shaky|from|still)$/i;
const REFERS_BACK = /^(?:her|him|them|his|their|she|he|they)$/;
/** Does a clause show something (a subject, an action, a place), so that it keeps its place in the text's order? */
export function inFlow(c: Clause): boolean {
  if (FROM_FIELDS.has(c)) return false;
  if (FLOW_ROLES.has(c.role)) return true;
  if (c.role !== "camera") return false;
  const words = c.text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  // "Camera orbits slowly around her": it follows the person it names, wherever the guide puts a camera.
  if (words.some((w) => REFERS_BACK.test(w))) return true;
  return words.filter((w) => !FRAMING_WORDS.test(w)).length >= 2;
}

/** A renderer's shot(): the shot's parts laid out in `order`, dialogue in `form`. */
export function orderedShot(order: PartOrder, form: DialogueForm = "says") {
  return (shot: ShotInfo, ctx: RenderContext): Part[] => {
    const slots = shotSlots(shot, ctx, form, shot.anchors ?? []);
    return withAnchors(
      order.flatMap((slot) => slots[slot]),
      shot,
    );
  };
}

/**
 * Puts each anchor where the shot first names its character: "Lena pours tea" -> "Lena, the ranger,
 * pours tea"; "She sits" (the shot's only character) -> "Maria, the fisherwoman, sits". An anchor with
 * no such place stays a sentence of its own before the action.
 */
export function withAnchors(parts: Part[], shot: ShotInfo): Part[] {
  const anchors = shot.anchors ?? [];
  if (!anchors.length) return parts;
  const out = parts.slice();
  for (const a of anchors) {
    const names = a.names ?? [];
    if (a.object) {
      // "beside him" -> "beside the boy", once, in the first part that says it; nowhere: left out.
      // Never inside a spoken line ("Could you use it in a sentence?" is the creator's words).
      const at = out.findIndex(
        (p) =>
          !p.names &&
          p.rank <= 2 &&
          !p.text.startsWith("[") &&
          a.object!.test(p.text.replace(QUOTED_SPAN, "")),
      );
      if (at >= 0) out[at] = { ...out[at], text: replaceUnquoted(out[at].text, a.object, a.text) };
      out.splice(out.indexOf(a), 1);
      continue;
    }
    if (a.pronoun) {
      // "It pounces into the snow" -> "The fox pounces into the snow", once; nowhere to go: left out.
      const word = new RegExp(`^${a.pronoun}(?=\\s+\\p{Ll})`, "iu");
      const at = out.findIndex(
        (p) =>
          !p.names &&
          p.rank <= 2 &&
          !p.text.startsWith("[") &&
          LEADING_PRONOUN.test(p.text) &&
          word.test(p.text),
      );
      // A cast sheet's words after the name close with a comma ("Juno, a girl of nine, …, looks down").
      const anchor = a.text.includes(",") ? `${a.text},` : a.text;
      if (at >= 0) out[at] = { ...out[at], text: out[at].text.replace(word, anchor) };
      out.splice(out.indexOf(a), 1);
      continue;
    }
    // "He throws it and the dog races after it": a "he" or "she" is a person, or a character with a name.
    const character = shot.facts.scene.characters.find((c) => c.name === names[0]);
    const personLike =
      !character ||
      !character.description.toLowerCase().endsWith(character.name.toLowerCase()) ||
      isPersonNoun(singular(character.name.toLowerCase()));
    const only = shot.facts.subjects.length === 1 && shot.facts.subjects[0].name === names[0] && personLike;
    const lead = (p: Part) => {
      const name = names.find((n) => new RegExp(`^${esc2(n)}(?=\\s+\\p{Ll})`, "u").test(p.text));
      if (name) return new RegExp(`^${esc2(name)}`, "u");
      return only && PRONOUN_LEAD.test(p.text) ? PRONOUN_LEAD : undefined;
    };
    const anchor = a.text.replace(/\.$/, "");
    const at = out.findIndex((p) => !p.names && p.rank <= 2 && !p.text.startsWith("[") && lead(p));
    if (at >= 0) {
      const p = out[at];
      out[at] = { ...p, text: p.text.replace(lead(p)!, `${anchor},`) };
      out.splice(out.indexOf(a), 1);
      continue;
    }
    // "Ella slips and Tom pulls her up": the anchor follows the name where the shot first says it.
    const named = (p: Part) =>
      names
        .map((n) => new RegExp(`(?<![\\p{L}])${esc2(n)}(?![\\p{L}'’-])`, "u").exec(p.text))
        .find((m) => m !== null);
    const mid = out.findIndex((p) => !p.names && p.rank <= 2 && !p.text.startsWith("[") && named(p));
    if (mid < 0 || !anchor.startsWith(names[0])) continue;
    const p = out[mid];
    const m = named(p)!;
    const after = p.text.slice(m.index + m[0].length);
    const joined = `${anchor}${/^[\s]*[.,;:!?]/.test(after) ? "" : ","}`;
    out[mid] = { ...p, text: `${p.text.slice(0, m.index)}${joined}${after}` };
    out.splice(out.indexOf(a), 1);
  }
  // A slug line heads its shot, before the anchors of the people in it.
  const first = out.findIndex((p) => anchors.includes(p));
  const slug = out.findIndex((p) => SLUG_LINE.test(p.text));
  if (first >= 0 && slug > first) out.splice(first, 0, ...out.splice(slug, 1));
  return out;
}

const PEOPLE =
  /^(?:any\s+)?(?:other\s+)?(?:people|persons?|humans?|crowds?|passers-?by|one|anyone|pedestrians|tourists|figures)\b/i;
// Letter-aware edges: "diálogos" holds no "logos".
const TEXT =
  /(?<![\p{L}])(?:text|titles?|captions|subtitles|logos?|lettering|words|watermarks?|letters|signage|graphics|overlays?)(?![\p{L}])/iu;
const MUSIC =
  /\b(?:music|score|soundtrack|songs?|música|musica|musique|musik|muziek|muzyki)\b|音楽|음악|音乐|संगीत|BGM/i;

/**
 * Could a clause show a person? A person noun, an agent noun ("kayaker", "cyclist") or a personal
 * pronoun. Erring towards yes is safe: it only turns "The place is deserted" into "otherwise deserted".
 */
function mayBePerson(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .some(
      (w) => isPersonNoun(w) || /^(?:he|she|they|his|her|their)$|.{3}(?:ers?|ors?|ists?|man|men)$/.test(w),
    );
}

/** The positive wording in the language the shots are written in; none for a language without one. */
function rephrasingFor(shots: ShotInfo[]): Rephrasing | undefined {
  const words = shots.flatMap((s) => s.facts.clauses.map((c) => c.text)).join(". ");
  return REPHRASINGS[detectLanguage(words)];
}

/**
 * For models without a negative field: exclusions as safe positive wording where one exists (never
 * naming the excluded thing); the rest is left out of the text, with a warning.
 */
export function positiveRewrites(shots: ShotInfo[], ctx: RenderContext): Part[] {
  const { spec } = ctx;
  const parts: Part[] = [];
  const terms = [...new Set(shots.flatMap((s) => s.facts.negated))];
  // Someone in the shot ("a lone kayaker paddles") makes "no people" mean nobody else: never "deserted".
  const subjects = shots.some(
    (s) =>
      s.facts.subjects.length ||
      s.facts.clauses.some((c) => (c.role === "action" || c.role === "dialogue") && mayBePerson(c.text)),
  );
  const left: string[] = [];
  let people = false;
  let text = false;
  let music = false;
  for (const t of terms) {
    if (PEOPLE.test(t)) people = true;
    else if (TEXT.test(t)) text = true;
    else if (MUSIC.test(t) && spec.audio) music = true;
    else if (
      !(
        MUSIC.test(t) ||
        /(?<![\p{L}])(?:narration|voice-?over|dialogues?|sound|talking|speech|diálogos?|dialogues?|dialoge?|dialoghi|diálogo|narración|narration|voz en off|voix off|erzähler)(?![\p{L}])/iu.test(
          t,
        )
      ) ||
      spec.audio
    )
      left.push(t);
  }
  const say = people || text || music ? rephrasingFor(shots) : undefined;
  if (say) {
    if (people) parts.push({ text: subjects ? say.otherwiseDeserted : say.deserted, rank: 3 });
    if (text) parts.push({ text: say.noText, rank: 3 });
    if (music) parts.push({ text: say.noMusic, rank: 3 });
  } else {
    if (people) left.push("people");
    if (text) left.push("text");
    if (music) left.push("music");
  }
  if (left.length)
    ctx.warnings.push({
      code: "negation_dropped",
      message: `${spec.name} has no negative prompt and reads "no X" as "X": left out ${left.map((n) => `"no ${n}"`).join(", ")}. Describe what should be there instead.`,
    });
  return parts;
}

/** The clauses of a set of shots a silent model cannot use, for the warning. */
export function audioClauses(clauses: Clause[]): string[] {
  return clauses
    .filter((c) => AUDIO_ROLES.has(c.role))
    .map((c) =>
      c.role === "dialogue" || c.role === "voice_over"
        ? `${c.role === "voice_over" ? "voice-over" : "dialogue"} ${c.speaker ? `${c.speaker}: ` : ""}"${c.line ?? c.text}"`
        : `${c.role} "${c.text}"`,
    );
}

/** A quoted span of a part ("…", “…”, «…», 「…」). */
const QUOTED_SPAN = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|「[^」\n]*」/gu;

/** The first match of `re` outside quoted spans, replaced. */
function replaceUnquoted(text: string, re: RegExp, by: string): string {
  let done = false;
  return text
    .split(/("[^"\n]*"|“[^”\n]*”|«[^»\n]*»|「[^」\n]*」)/u)
    .map((seg, i) => {
      if (done || i % 2 === 1 || !re.test(seg)) return seg;
      done = true;
      return seg.replace(re, by);
    })
    .join("");
}
