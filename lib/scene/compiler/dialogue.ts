// Stage 5, dialogue: every quoted line, verbatim, under the cast member who says it. The speaker is
// read from a colon label ("Omar:", "[Hiro, tired]:", "Grandpa to Lucy:", "司机："), the speech verb's
// subject ("The waiter ... says", "\"...\", Nina replies", "Une cliente entre et dit", "지수가 말한다"),
// a pronoun resolved to the nearest earlier subject of its gender ("She sighs and says", "dit-il",
// "Она кричит:"), or the turn order of a two-person exchange; never a non-person. A narrator, a
// voice-over or an unnamed off-screen voice is the narrator; a named person heard off-screen is that
// person. The words of every language are data in lib/scene/speech.ts.
import type { Cast, Member } from "./cast";
import type { Gender } from "../speech";
import { execAll, PLACEHOLDER_RE } from "./normalise";
import { NEVER_NAMES, SPEECH_VERBS } from "./vocabulary";
import { couldBeName, FUNCTION_WORDS, isKnownName, lexiconTags, SHOT_SIZE_LABEL } from "../lexicon";
import {
  DETERMINERS,
  GROUP_BEFORE,
  GROUP_MEMBER,
  NARRATOR_WORDS,
  NOUN_BEFORE_ADJECTIVES,
  OFF_SCREEN_SOURCES,
  POSSESSIVE_PRONOUNS,
  SPEAKER_ADJECTIVES,
  SPEECH_VERBS_BY_LANGUAGE,
  KO_GA_NOUNS,
  SUBJECT_PARTICLE,
  VOICE_LABEL,
  SUBJECT_PRONOUNS,
  TURKISH_VERB,
  CJK_GENDER,
  GENDERED_DETERMINERS,
  KIN_NOUNS,
  ZH_MEASURE,
  ZH_PERSON_END,
  ZH_NOT_PERSON,
  ARABIC_ADJECTIVES,
  ARABIC_PERSON_NOUNS,
  ARABIC_PREPOSITIONS,
  ARABIC_VERB,
  HINDI_POSTPOSITIONS,
  NOUN_BEFORE_ADJECTIVES as ADJECTIVES_BEFORE,
  ON_SCREEN_NOUNS,
  ON_SCREEN_PLACES,
} from "../speech";

export type Line = {
  speaker: Member;
  line: string;
  /** A person's own voice-over ("her voice-over says:", "AMARA (V.O.):"): the text's word for it. */
  voiceOver?: string;
  /**
   * The text's own words for an unnamed speaker when they say more than the member's name: the
   * adjectives that tell who it is ("Old fisherman", "Little girl", "kleines Mädchen", "어린 손님").
   */
  label?: string;
};

/** "her voice-over says", "Amara's voice-over:": a person's own voice-over, not a narrator. */
const OWNED_VOICE_OVER =
  /(?<![\p{L}])(?:(his|her|their|sa|son|su|sua|seine|ihre)|(\p{Lu}[\p{L}'’-]+)['’]s?)\s+(?:own\s+)?(voice-?over|voiceover|V\.O\.|narration|voix off|voix-off|voz en off|voz off|voce fuori campo|Off-Stimme|Stimme aus dem Off)(?![\p{L}])/iu;
/** "AMARA (V.O.):", "Kofi (voice-over):": a label's person speaking over the picture. */
const LABEL_VOICE_OVER =
  /\((?:[^)]*?,\s*)?()()(V\.?O\.?|voice-?over|voiceover|O\.?S\.?|off-?screen)\)\s*[:：]\s*$/iu;
/** "A voice from the baby monitor", "a deep voice behind the door": an unknown voice, named by the text's words. */
const UNKNOWN_VOICE =
  /(?:^\s*(?:an?|the)\s+|[\s,;:](?:an?|the)\s+|^\s*)((?:[\p{L}-]+\s+){0,2}voices?(?:\s+(?:from|on|in|inside|behind|through|over|under|outside|at)\s+[^,;:.!?⟦\uE000]{1,40}?)?)\s*$/iu;

/** "Tagline spoken by the boy:", "Slogan lu par Léa :", "Frase dicha por la abuela:": who says it. */
const SPOKEN_BY =
  /(?<![\p{L}])(?:spoken|said|read|voiced|whispered|shouted|sung|narrated|delivered|dit|dite|lu|lue|prononcé|prononcée|dicho|dicha|leído|leída|falado|falada|dito|dita|lido|lida|gesprochen|gelesen|gesagt|detto|detta|letto|letta)\s+(?:out\s+)?(?:by|par|por|pelo|pela|von|vom|da|dal|dalla)\s+([^:：]{1,40}?)\s*[:：]\s*$/iu;

/** A name of one word in a script without capitals ("민호", "小雨", "アキ", "अनन्या"). */
const UNCASED_NAME =
  /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{M}]{1,8}$/u;

/** A name without capitals and a bracketed direction before a colon: "源さん（笑って）：". */
const DIRECTED_NAME =
  /^(?:[-•*]\s*)?([\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8})\s*[（(][^（）()]{1,16}[）)]\s*[:：]$/u;

const UNSPACED = new Set(["ja", "ko", "zh"]);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const longestFirst = (xs: string[]) => [...new Set(xs)].sort((x, y) => y.length - x.length);
/** Whole words of any script (letters and combining marks on neither side); anywhere in CJK. */
const words = (xs: string[], flags: string, unspaced = false) =>
  unspaced
    ? new RegExp(`(?:${longestFirst(xs).map(esc).join("|")})`, flags)
    : new RegExp(`(?<![\\p{L}\\p{M}])(?:${longestFirst(xs).map(esc).join("|")})(?![\\p{L}\\p{M}])`, flags);

const VERBS_CACHE = new Map<string, RegExp>();
/** The speech verbs of the text's language, with English's (texts mix them) and the older shared list. */
/** A Japanese name (kanji or katakana) directly before a quote, after kana, punctuation or the start. */
const JA_NAME_BEFORE_QUOTE =
  /(?:^|[\p{Script=Hiragana}、。！？\s])([\p{Script=Han}\p{Script=Katakana}ー]{1,8})\s*$/u;
/** Pronouns, and words shown rather than said ("看板「本日休業」", "字幕「三年後」"). */
const JA_NOT_A_SPEAKER =
  /^(?:彼|彼女|彼ら|私|僕|俺)$|(?:看板|字幕|テロップ|タイトル|画面|ポスター|張り紙|貼り紙|メモ|手紙|メッセージ|文字|ロゴ|表示|声)$/u;

/** The name right after a speech verb that opens the tail after a quote ("», crie Léa", "“, ruft Jonas"). */
function invertedName(tail: string, language: string): string | undefined {
  const lead = /^[\s,，»”"'“’]*/u.exec(tail)![0].length;
  const verb = speechVerbs(language);
  verb.lastIndex = 0;
  const m = verb.exec(tail.slice(lead));
  if (!m || m.index !== 0) return undefined;
  const after = tail.slice(lead + m[0].length);
  const name =
    /^\s+((?:(?:zia|zio|nonna|nonno|tía|tío|abuela|abuelo|tante|oncle|tante|onkel|oma|opa|tia|tio|avó|avô)\s+)?\p{Lu}[\p{Ll}'’-]+)(?=[\s,.!?;:]|$)/u.exec(
      after,
    );
  return name ? name[1] : undefined;
}

export function speechVerbs(language: string): RegExp {
  let re = VERBS_CACHE.get(language);
  if (!re) {
    const list = [
      ...SPEECH_VERBS.split("|"),
      ...SPEECH_VERBS_BY_LANGUAGE.en,
      ...(SPEECH_VERBS_BY_LANGUAGE[language] ?? []),
    ];
    const spaced = words(list, "giu");
    // "she's like": the contraction sticks to the pronoun.
    const like = /(?<=\p{L})['’]s like(?![\p{L}])/u;
    const cjk = UNSPACED.has(language) ? words(SPEECH_VERBS_BY_LANGUAGE[language], "gu", true) : undefined;
    re = new RegExp([spaced.source, like.source, ...(cjk ? [cjk.source] : [])].join("|"), "giu");
    VERBS_CACHE.set(language, re);
  }
  re.lastIndex = 0;
  return re;
}
// exec() on the shared global patterns (their lastIndex is 0 between uses): matchAll() would copy the
// pattern on every call, once per quote or sentence here.
const lastMatch = (re: RegExp, s: string) => execAll(re, s).at(-1);
const NARRATOR_RE = new RegExp(
  `${
    words(
      NARRATOR_WORDS.filter((w) =>
        /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\s.-]+$/u.test(w),
      ),
      "iu",
    ).source
  }|${NARRATOR_WORDS.filter((w) => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(w))
    .map(esc)
    .join("|")}`,
  "iu",
);
const OFF_SCREEN_RE = words(OFF_SCREEN_SOURCES, "iu");
const VOICE_OVER_LABEL = words(
  NARRATOR_WORDS.filter((w) => /voice|v\.o|voix|voz|voce|off-stimme|за кадр|закадр/i.test(w)),
  "iu",
);
const PRONOUN_RE = new RegExp(
  `${
    words(
      Object.keys(SUBJECT_PRONOUNS).filter((w) => !/[\p{Script=Han}\p{Script=Hangul}]/u.test(w)),
      "iu",
    ).source
  }|彼女(?=[はがも])|彼(?=[はがも])|그녀(?=[는가이])|(?<![\p{Script=Hangul}])그(?=[는가]\s)|(?:她|他)(?![们的])`,
  "iu",
);

// A quote that is text on screen, a sign or a title, not a line anyone says. In every language: a
// slogan, tagline or text "on screen" ("Slogan no ecrã no final:", "Slogan à l'écran :", "Eslogan en
// pantalla:", "Slogan auf dem Bildschirm:", "画面にキャッチコピー：", "屏幕上的标语：", "화면에 문구:").
const ON_SCREEN_LABELLED =
  /(?<![\p{L}])(?:slogan|eslogan|tagline|lema|texto|texte|text|titre|título|titel|titolo|caption|legenda|légende|sous-titre|untertitel|schriftzug|claim|cartela|carton|mensaje|message|mensagem|frase|phrase|satz|words?|line)(?![\p{L}])[^.!?⟦\uE000:：]{0,30}(?<![\p{L}])(?:on[- ]?screen|no ecrã|na tela|em tela|en pantalla|à l['’]écran|a l['’]écran|sur l['’]écran|auf dem bildschirm|im bild|eingeblendet|sullo schermo|a schermo|in sovrimpressione|на экране|ekranda|स्क्रीन पर)(?![\p{L}])[^.!?⟦\uE000:：]{0,20}[:：]\s*$|(?:画面|屏幕|화면|スクリーン)[^。！？.!?⟦\uE000]{0,12}[:：]\s*$|(?:キャッチコピー|テロップ|标语|口号|字幕|문구|자막|슬로건|надпись|слоган)\s*[:：]\s*$/iu;
const escapeAll = (ws: string[]) => ws.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
const SCRIPTED_NOUNS = Object.values(ON_SCREEN_NOUNS).flat();
const SPACED_NOUNS = escapeAll(SCRIPTED_NOUNS.filter((w) => /^[\p{Script=Latin}\s]+$/u.test(w)));
const UNSPACED_NOUNS = escapeAll(SCRIPTED_NOUNS.filter((w) => !/^[\p{Script=Latin}\s]+$/u.test(w)));
/** "la scritta "…"", "Schriftzug: "…"", "자막으로 "…"": lettering named by its noun (lib/scene/speech.ts). */
const ON_SCREEN_NOUN = new RegExp(
  `(?<![\\p{L}])(?:${SPACED_NOUNS.join("|")})\\s*[:：]?\\s*$|(?:${UNSPACED_NOUNS.join("|")})(?:으로|로|에|:|：)?\\s*[:：]?\\s*$`,
  "iu",
);
/** "In sovrimpressione:", "En pantalla:": a place in the picture alone before a colon. */
const ON_SCREEN_PLACE = new RegExp(
  `(?:^|[.!?。！？\\n,，]\\s*)(?:${escapeAll(ON_SCREEN_PLACES).join("|")})\\s*[:：]\\s*$`,
  "iu",
);
export const ON_SCREEN_BEFORE = new RegExp(
  `${ON_SCREEN_NOUN.source}|${ON_SCREEN_PLACE.source}|${ON_SCREEN_LABELLED.source}|${String.raw`\bon[- ]?(?:the )?screen\s*[:：]\s*$|\b(?:logo|title|text|card|sign|banner|tagline|slogan|caption|poster|screen|billboard|end card)\b[^.!?⟦\uE000]{0,40}\b(?:with|and) the (?:line|lines|words?|text|slogan|tagline|message)\s*:?\s*$|\b(?:text|sign|caption|captions|title|titles|headline|logo|label|slogan|card|banner|reads?|reading|words?|tagline|lettering|overlay|subtitles?|super|lower third)\s*:?\s*$|\b(?:sign|signs|chalkboard|blackboard|whiteboard|board|banner|poster|placard|menu|billboard|screen|label|card|t-?shirt|shirt|mug|note|letter|headline|newspaper|graffiti|neon|marquee|cake|tattoo|plaque|storefront)\b[^.!?⟦\uE000]{0,40}\b(?:says|said|reads|read|shows|displays|spells(?: out)?|with the words)\s*:?\s*$|\b(?:sign|signs|chalkboard|blackboard|whiteboard|banner|poster|placard|billboard|menu|label|t-?shirt|mug|neon|marquee|plaque|storefront|caption|card)\b[^.!?⟦\uE000]{0,40}(?:saying|:)\s*$|\b(?:types?|typed|typing|texts?|texted|texting|writes?|wrote|writing|scrawls?|scribbles?|spray-paints?)\b(?:\s+[\w'’-]+){0,3}?\s*:?\s*$`}`,
  "iu",
);
export const MUSIC_TITLE_BEFORE =
  /\b(?:song|track|tune|soundtrack|album|anthem|playing|plays|played|canción|chanson|musique|música|lied|musik|canzone)\s*(?:called|titled|named)?\s*[:：\-–—]?\s*$/iu;
export const ON_SCREEN_AFTER = /^\s*(?:on[- ]screen|appears|fades in|in (?:bold|white|large)|is written)/i;

const VOICE: Member = {
  name: "Voice",
  aliases: new Set(),
  names: new Set(),
  proper: false,
  group: false,
  description: "",
};

const NARRATOR: Member = { ...VOICE, name: "Narrator" };
const NARRATOR_LABEL = /^[\s\-•*[]*(?:the\s+)?(?:narrator|voice-?over|voiceover|V\.?O\.?)\b[^:]{0,30}:\s*$/i;

/** What the dialogue stage carries from scene to scene. */
export type DialogueContext = {
  lastSubject?: Member;
  /** The text's language (ISO 639-1), for its speech verbs, pronouns and subjects. */
  language?: string;
  /** Speakers the cast does not hold, read from the text ("Une cliente", "지수"), by lower-case name. */
  speakers?: Map<string, Member>;
  /** Subjects read from the grammar alone, weaker than the cast for a pronoun. */
  weak?: Set<Member>;
  /** The document's cast, so that a speaker read from the text is its member when it has one. */
  cast?: Cast;
};

/** Attributes each quote of a scene's text; returns the lines and the on-screen texts. */
export function readDialogue(
  text: string,
  quotes: string[],
  cast: Cast,
  context: DialogueContext,
  /** The scene's "Narration:"/"Voice-over:" block: its quotes are the narrator's. */
  narration = "",
): { lines: Line[]; onScreen: string[] } {
  const narrated = new Set(execAll(PLACEHOLDER_RE, narration).map((m) => m[1]));
  const lines: Line[] = [];
  const onScreen: string[] = [];
  context.cast = cast;
  objectLanguage = context.language ?? "en";
  // "co-pilot" is not the pilot: a role word joined by a hyphen to the word before it is another role.
  const found = cast
    .find(text)
    .filter((x) => !/[\p{L}]-$/u.test(text.slice(Math.max(0, x.start - 2), x.start)));
  const mentions = withTextSubjects(text, withAppositions(text, found, context), context);
  inferGenders(text, mentions, context.language ?? "en");
  for (const m of execAll(PLACEHOLDER_RE, text)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    // "song: 'At Last'", "the radio plays 'Moon River'": the title of what is heard, said by no one.
    if (MUSIC_TITLE_BEFORE.test(before)) continue;
    const kind = ON_SCREEN_BEFORE.test(before) || ON_SCREEN_AFTER.test(after) ? "screen" : "line";
    if (kind === "screen") {
      onScreen.push(quotes[Number(m[1])]);
      continue;
    }
    // A line no one in the cast can be given to stays, under an off-screen voice, rather than be lost.
    // A "Narrator:" block's quotes are the narrator's, except one its own sentence gives to someone on
    // screen ("Narrator: "…" The fisherman looks up and says, "…"").
    const own = narrated.has(m[1])
      ? ownSpeaker(text, m.index, mentions, context.language ?? "en")
      : undefined;
    const speaker =
      narrated.has(m[1]) && !own
        ? NARRATOR
        : (own ?? attribute(text, m.index, m.index + m[0].length, mentions, cast, lines, context) ?? VOICE);
    const intro = text.slice(sentenceStart(text, m.index), m.index);
    const owned = OWNED_VOICE_OVER.exec(intro) ?? LABEL_VOICE_OVER.exec(intro);
    const label = speakerLabel(text, m.index, m.index + m[0].length, speaker, mentions, context);
    lines.push({
      speaker,
      line: quotes[Number(m[1])].replace(/,\s*$/, ""),
      ...(owned && speaker !== NARRATOR && speaker !== VOICE ? { voiceOver: owned[3] } : {}),
      ...(label ? { label } : {}),
    });
  }
  return { lines, onScreen };
}

/** The cast member a quote's own sentence makes its speaker ("The fisherman looks up and says,"). */
function ownSpeaker(text: string, at: number, mentions: Mentions, language: string): Member | undefined {
  const s0 = sentenceStart(text, at);
  const head = text.slice(s0, at);
  const verb = lastMatch(speechVerbs(language), head);
  if (!verb || NARRATOR_RE.test(head) || /[:：]\s*$/.test(head.slice(0, verb.index))) return undefined;
  return mentions.find((x) => x.start >= s0 && x.end <= s0 + (verb.index ?? 0))?.member;
}

const SENTENCE_STOPS = [". ", "! ", "? ", "; ", "·⟧ ", "。", "！", "？", "। ", "।"];
function sentenceStart(text: string, at: number): number {
  const cut = Math.max(
    text.lastIndexOf("\n", at - 1),
    ...SENTENCE_STOPS.map((p) => {
      const i = text.lastIndexOf(p, at - 1);
      return i < 0 ? -1 : i + p.length - 1;
    }),
  );
  return cut + 1;
}
function sentenceEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const i = rest.search(/[.!?。！？।\n⟦]/);
  return from + (i < 0 ? rest.length : i);
}

type Mentions = ReturnType<Cast["find"]>;
/**
 * Languages other than English whose people the cast does not hold: each sentence's own subject ("Бабушка
 * Нина выходит", "Un vieil homme s'approche") is a person a later pronoun can name, with the gender its
 * determiner or its role word gives.
 */
function withTextSubjects(text: string, mentions: Mentions, context: DialogueContext): Mentions {
  const language = context.language ?? "en";
  if (UNSPACED.has(language)) return mentions;
  if (language === "en") return withEnglishNames(text, mentions, context);
  const extra: Mentions = [];
  // A quote that ends its sentence ("…sorar: ⟦0·⟧ Rıza Amca kovayı gösterir") ends it here too.
  for (const s of execAll(SENTENCE_RUN, text)) {
    const start = (s.index ?? 0) + (/^[\s⟧]*/u.exec(s[0])?.[0].length ?? 0);
    const sentence = text.slice(start, (s.index ?? 0) + s[0].length);
    if (!sentence || PLACEHOLDER_AT_START.test(sentence) || PRONOUN_RE.exec(sentence)?.index === 0) continue;
    const clause = sentence.split(/[,;:：]/u)[0];
    // A subject is followed by its verb in the same clause ("Московское метро, час пик" has none).
    let name = subjectOf(clause, language, "");
    // "Une vieille dame, Odette, nourrit les pigeons": the name in apposition is the subject.
    const apposed =
      name && clause.trim().endsWith(name) ? APPOSED_NAME.exec(sentence.slice(clause.length)) : null;
    if (apposed) name = apposed[1];
    else if (!name || clause.trim().split(/\s+/).length < 2 || clause.trim().endsWith(name)) continue;
    if (!name) continue;
    const at = text.indexOf(name, start);
    // The cast holds it already ("Une fleuriste, Sophie").
    if (at < 0 || mentions.some((x) => x.start <= at && x.end > at)) continue;
    const member = speakerNamed(name, context);
    if (!context.cast?.members.includes(member) && !member.proper) (context.weak ??= new Set()).add(member);
    const first = clause.trim().split(/\s+/)[0].toLowerCase();
    member.gender ??= GENDERED_DETERMINERS[first] ?? roleGender(clause, name, language);
    extra.push({ member, start: at, end: at + name.length });
  }
  return extra.length ? [...mentions, ...extra].sort((a, b) => a.start - b.start) : mentions;
}
const PLACEHOLDER_AT_START = /^\s*⟦/;
const SENTENCE_RUN = /(?:[^.!?।\n·]|·(?!⟧))+/gu;
const SENTENCE_OPENING_NAME = /(?:^|[.!?]\s+|\n)(\p{Lu}\p{Ll}{2,})\s+(\p{Ll}+)/gu;
const APPOSED_NAME = /^,\s*(\p{Lu}[\p{L}'’-]+),\s*\p{Ll}/u;
/**
 * English: a capitalised word opening a sentence before a verb ("Priya looks away.") names a person the
 * cast may have missed; weaker than the cast, so only a pronoun no cast member fits reaches it.
 */
function withEnglishNames(text: string, mentions: Mentions, context: DialogueContext): Mentions {
  const extra: Mentions = [];
  for (const m of execAll(SENTENCE_OPENING_NAME, text)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1]);
    const [name, next] = [m[1], m[2]];
    if (mentions.some((x) => x.start <= at && x.end > at)) continue;
    if (!couldBeName(name) || NEVER_NAMES.has(name) || FUNCTION_WORDS.has(name.toLowerCase())) continue;
    // A name: a known first name, or a word the lexicon does not know ("Priya"), before a verb in -s.
    if (!isKnownName(name) && lexiconTags(name).length) continue;
    if (!/[^s]s$/.test(next) || FUNCTION_WORDS.has(next)) continue;
    const member = speakerNamed(name, context);
    if (!context.cast?.members.includes(member)) (context.weak ??= new Set()).add(member);
    extra.push({ member, start: at, end: at + name.length });
  }
  return extra.length ? [...mentions, ...extra].sort((a, b) => a.start - b.start) : mentions;
}
/** Russian: a role word before the name tells the gender by its ending ("Бабушка Нина", "Внук Саша"). */
function roleGender(clause: string, name: string, language: string): Gender | undefined {
  if (language !== "ru") return undefined;
  const words = clause.trim().split(/\s+/);
  const role = words[0] === name ? name : words[0];
  if (/(?:ой|ый|ий|ое|ая|яя)$/u.test(role)) return /(?:ая|яя)$/u.test(role) ? "f" : "m";
  return /[ая]$/u.test(role) ? "f" : "m";
}
/** "Her co-pilot, Reyes, floats": a capitalised name set off after a role names a person. */
const APPOSITION =
  /(?<![\p{L}])(?:[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Aa]n?|[Ss]eine?|[Ii]hre?|[Ss]on|[Ss]a|[Ss]u|[Ss]eu|[Ss]ua|[Ss]uo|[Ii]l|[Ll][oae]|[Ee]l|[Dd]er|[Dd]ie|[Dd]as|[Oo]|[Uu]n[ae]?|[Uu]ma?|[Ee]ine?)\s+([\p{L}-]+),\s+(\p{Lu}[\p{L}'’-]+)(?=,)/gu;
function withAppositions(text: string, mentions: Mentions, context: DialogueContext): Mentions {
  const extra: Mentions = [];
  for (const m of execAll(APPOSITION, text)) {
    const start = (m.index ?? 0) + m[0].length - m[2].length;
    const end = start + m[2].length;
    if (mentions.some((x) => x.start < end && x.end > start - m[1].length - 3)) continue;
    const member = speakerNamed(m[2], context);
    member.aliases.add(m[1].toLowerCase());
    const det = /^\S+/.exec(m[0])?.[0].toLowerCase() ?? "";
    if (
      !member.gender &&
      GENDERED_DETERMINERS[det] &&
      !/^(?:his|her|their|son|sa|su|seu|sua|suo|sein|seine|ihr|ihre)$/.test(det)
    )
      member.gender = GENDERED_DETERMINERS[det];
    extra.push({ member, start, end });
  }
  if (!extra.length) return mentions;
  // Later mentions of the same name ("Reyes grins") are the same person.
  for (const e of [...extra]) {
    const re = new RegExp(`(?<![\\p{L}])${esc(e.member.name)}(?![\\p{L}])`, "gu");
    for (const m of text.matchAll(re))
      if (
        (m.index ?? 0) > e.end &&
        !mentions.some((x) => x.start <= (m.index ?? 0) && x.end > (m.index ?? 0))
      )
        extra.push({ member: e.member, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return [...mentions, ...extra].sort((a, b) => a.start - b.start);
}
const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());
/** "Bram, to the teapot:" at a line's end: a name, a comma and to whom (not "Mia runs to the door:"). */
const ADDRESSED =
  /(?:^|[\s–—-])(\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+)?)\s*,\s*(?:to|towards?|zu|an|a|à|al|alla|ao|aan|till)\s+[^:：,.!?]{1,40}[:：]\s*$/u;

/** An object of a verb or a preposition, not a subject: "says to Clara", "hands her a coffee". */
const OBJECT_BEFORE_ANY =
  /(?<![\p{L}])(?:to|at|toward|towards|with|for|from|past|beside|behind|by|of|on|in|into|onto|under|near|inside|à|a|zu|zum|zur|an|mit|con|com|avec|para|pra|pour|per|al|alla|allo|ao|aos|às|au|aux|к|с|у)\s+(?:[\p{L}'’-]+\s+){0,2}$/iu;
/** English: "a" and "an" are articles ("Tutorial intro: a woman … says"), never "to". */
const OBJECT_BEFORE_EN =
  /(?<![\p{L}])(?:to|at|toward|towards|with|for|from|past|beside|behind|by|of|on|in|into|onto|under|near|inside)\s+(?:[\p{L}'’-]+\s+){0,2}$/iu;
let objectLanguage = "en";
const OBJECT_BEFORE = {
  test: (s: string) => (objectLanguage === "en" ? OBJECT_BEFORE_EN : OBJECT_BEFORE_ANY).test(s),
};
const BODY =
  "head eyes eye hand hands face brow forehead mask shoulder shoulders hair lips mouth glasses hat coat cap arms arm chin nose cheek fists fist feet legs knees back neck ears jacket scarf phone sleeve sleeves tears voice";
const OWN_POSSESSION = new RegExp(
  `(?<![\\p{L}])(his|her)\\s+(?:[\\p{L}-]+\\s+)?(?:${BODY.split(" ").join("|")})(?![\\p{L}])`,
  "giu",
);
const LEADING_POSSESSIVE = /^\s*(his|her)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*,/iu;

/**
 * Genders the text gives by possessives: "Her co-pilot, Reyes, ..." makes the subject before it a she;
 * "Carla shakes her head" makes Carla one. Only members whose gender is still unknown are set.
 */
function inferGenders(text: string, mentions: Mentions, language: string): void {
  const set = (m: Member | undefined, g: Gender) => {
    if (m && !m.gender && !m.group && m !== VOICE && m !== NARRATOR) m.gender = g;
  };
  // "老奶奶", "할머니", "おばあちゃん": the role word's own gender, in scripts without articles.
  for (const x of mentions) {
    if (
      x.member.gender ||
      !/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(x.member.name)
    )
      continue;
    const f = CJK_GENDER.f.some((w) => x.member.name.includes(w));
    const m = CJK_GENDER.m.some((w) => x.member.name.includes(w));
    if (f !== m) set(x.member, f ? "f" : "m");
  }
  // "Un vieil homme", "die Mutter": the determiner's gender (not in English, where "a" and "the" have none).
  if (language !== "en")
    for (const x of mentions) {
      const det = /([\p{L}]+)\s+(?:[\p{L}]+\s+)?$/u.exec(text.slice(Math.max(0, x.start - 24), x.start))?.[1];
      if (det && GENDERED_DETERMINERS[det.toLowerCase()])
        set(x.member, GENDERED_DETERMINERS[det.toLowerCase()]);
    }
  let prevSubject: Member | undefined;
  let s0 = 0;
  for (const sentence of text.split(/(?<=[.!?。！？।])\s+|\n/)) {
    const start = text.indexOf(sentence, s0);
    s0 = start + sentence.length;
    const inside = mentions.filter((x) => x.start >= start && x.end <= s0);
    const lead = LEADING_POSSESSIVE.exec(sentence);
    if (lead) set(prevSubject, POSSESSIVE_PRONOUNS[lead[1].toLowerCase()]);
    const subject = (lead ? inside.find((x) => x.start > start + lead[0].length - 1) : inside[0])?.member;
    for (const own of execAll(OWN_POSSESSION, sentence)) {
      const at = start + (own.index ?? 0);
      const who = inside.filter((x) => x.end <= at && !OBJECT_BEFORE.test(text.slice(start, x.start))).at(-1);
      // "…toward her dad; he holds his arms out": the pronoun between owns the arms, not the one before it.
      const from = who ? who.end : start;
      if (PRONOUN_RE.test(text.slice(from, at).replace(/[\p{L}]+['’]s\b/gu, ""))) continue;
      set(who?.member ?? subject, POSSESSIVE_PRONOUNS[own[1].toLowerCase()]);
    }
    // "A toddler takes her first steps": the possessive right after the subject's own verb is the subject's.
    const first = inside[0];
    const owner =
      language === "en" && first && !lead && first.start - start <= 4
        ? /^\s+\p{Ll}+s\s+(his|her)\s+(?!(?:a|an|the|some|to|and|in|on|at|up|off|out|away|back)\b)\p{Ll}/u.exec(
            text.slice(first.end, s0),
          )
        : null;
    if (owner) set(first.member, POSSESSIVE_PRONOUNS[owner[1]]);
    // "The sous-chef, Priya, hands him a spoon": "him" is someone else, the subject before hers.
    // "A small robot rolls up beside her": so is a "him" or "her" after a preposition.
    const object =
      language === "en"
        ? (/(?<![\p{L}])\p{Ll}+s\s+(him|her)\s+(?:a|an|the|some|his|her)\b/u.exec(sentence) ??
          /(?<![\p{L}])(?:beside|next to|behind|toward|towards|at|with|near|around|past|after|up to)\s+(him|her)(?![\p{L}])(?!\s+\p{Ll}+\b(?<!\b(?:and|then|as|while|before|after)))/u.exec(
            sentence,
          ))
        : null;
    if (object && prevSubject && subject && prevSubject !== subject)
      set(prevSubject, object[1] === "him" ? "m" : "f");
    if (subject) prevSubject = subject;
  }
}

function attribute(
  text: string,
  qStart: number,
  qEnd: number,
  mentions: Mentions,
  cast: Cast,
  previous: Line[],
  context: DialogueContext,
): Member | undefined {
  const language = context.language ?? "en";
  const lineStart = text.lastIndexOf("\n", qStart - 1) + 1;
  // The quote's introduction: its sentence, from the end of an earlier quote of the same sentence.
  let s0 = sentenceStart(text, qStart);
  const earlierQuote = lastMatch(PLACEHOLDER_RE, text.slice(s0, qStart));
  if (earlierQuote) s0 += (earlierQuote.index ?? 0) + earlierQuote[0].length;
  // "女の子が花を差し出して言う。「これ、あげる」": a sentence that ends by announcing the line introduces it.
  if (UNSPACED.has(language) && !/[\p{L}]/u.test(text.slice(s0, qStart)) && s0 > 0) {
    const prev = text.slice(0, s0).replace(/\s+$/u, "");
    const verb = lastMatch(speechVerbs(language), prev);
    if (verb && /^[\p{L}]*[。.]$/u.test(prev.slice((verb.index ?? 0) + verb[0].length - 1)))
      s0 = sentenceStart(text, prev.length - 1);
  }
  const head = text.slice(s0, qStart);
  // The cast's mentions before those read from grammar alone, each in the text's order.
  const weak = context.weak ?? new Set<Member>();
  const inSentence = (a: number, b: number) => {
    const found = mentions.filter(
      (x) =>
        x.start >= a &&
        x.end <= b &&
        !OBJECT_BEFORE.test(text.slice(a, x.start)) &&
        // "おばあちゃんに花を差し出して", "할머니에게": an object in Japanese and Korean.
        !(UNSPACED.has(language) && OBJECT_PARTICLE.test(text.slice(x.end, x.end + 3))),
    );
    return [...found.filter((x) => !weak.has(x.member)), ...found.filter((x) => weak.has(x.member))];
  };
  const subjectBefore = (at: number) => {
    const earlier = mentions.filter((x) => x.end <= at);
    const s = sentenceStart(text, earlier.length ? earlier[earlier.length - 1].start : 0);
    return earlier.find((x) => x.start >= s)?.member;
  };
  // "his little cousin giggles" after "two cousins": one of the group, not the group.
  const oneOf = (x: Mentions[number] | undefined) =>
    x &&
    (x.member.group || (/[^s]s$/i.test(x.member.name) && !x.member.proper)) &&
    !/s$/i.test(text.slice(x.start, x.end))
      ? undefined
      : x;
  const pronounIn = (a: number, b: number) => {
    const p = PRONOUN_RE.exec(text.slice(a, b));
    // French "il" (he) is the Italian article ("Il venditore gli urla").
    if (p && language === "it" && /^il$/i.test(p[0])) return undefined;
    return p ? { word: p[0], at: a + p.index } : undefined;
  };

  // "a boy who asks his dad, …", "una niña que le pregunta a su abuelo:", "a parrot that squawks": the
  // relative clause's speaker is the noun it hangs on, never its object or the place before it.
  const relative = relativeSpeaker(text, s0, qStart, mentions, language);
  if (relative) return remember(context, relative);

  // Hindi and Arabic: the subject where their word order puts it ("उसकी दीदी, सुनीता, … कहती है:",
  // "تسأله فتاة صغيرة:"), never the object noun nearest the verb or the verb itself.
  if ((language === "hi" || language === "ar") && /[:：]\s*$/.test(head)) {
    const who = orderSubject(head.replace(/[:：]\s*$/u, ""), language);
    if (who) {
      const member = speakerNamed(who.name, context);
      if (who.role) member.aliases.add(who.role.toLowerCase());
      return remember(context, member);
    }
  }

  // "向こうから走ってきた蓮「待って！」と叫ぶ", "店長の田中「…」", "ナレーション「…」": a name written directly
  // before the quote inside a paragraph (never after a particle: "常連客に「…」" is whom it is said to).
  if (language === "ja") {
    const named = JA_NAME_BEFORE_QUOTE.exec(head);
    if (named && !JA_NOT_A_SPEAKER.test(named[1])) {
      if (NARRATOR_RE.test(named[1])) return NARRATOR;
      return remember(context, speakerNamed(named[1], context));
    }
  }

  // Colon labels: "Omar:", "- Keeper:", "[Hiro, tired]:", "Grandpa to Lucy:", "司机：", and inside a
  // paragraph the label of the quote's own sentence ("... at the counter. Dot: \"...\"").
  if (/[:：]\s*$/.test(head)) {
    // "- MS: a boy runs up with a bucket:": the storyboard's shot label is not part of who speaks.
    const base = Math.max(lineStart, s0);
    const from = base + (SHOT_SIZE_LABEL.exec(text.slice(base, qStart))?.[0].length ?? 0);
    const label = inSentence(from, qStart);
    // "源さん（笑って）：「…」": a script's name and how the line is said; the bracket is never its verb.
    const directed = DIRECTED_NAME.exec(text.slice(from, qStart).trim());
    if (directed) return remember(context, speakerNamed(directed[1], context));
    // "CU – Bram, to the teapot:", "Karl, zu der Möwe:": the name before ", to …" speaks to the one after.
    const addressed = ADDRESSED.exec(text.slice(from, qStart));
    if (addressed && !SHOT_SIZE_LABEL.test(`${addressed[1]}:`)) {
      const at = from + (addressed.index ?? 0) + addressed[0].indexOf(addressed[1]);
      const who = mentions.find((x) => x.start === at)?.member;
      // A storyboard's capitals ("GUS") are its convention for a name, not the name's spelling.
      const name = addressed[1] === addressed[1].toUpperCase() ? titleCase(addressed[1]) : addressed[1];
      return remember(context, who ?? speakerNamed(name, context));
    }
    const verb = lastMatch(speechVerbs(language), text.slice(from, qStart));
    // "He folds one badly and she laughs:": the pronoun of the speaking clause, not the sentence's first.
    const pronoun = pronounIn(clauseStart(text, from, qStart), qStart) ?? pronounIn(from, qStart);
    if (pronoun && (!label.length || pronoun.at < label[0].start) && !earlierWord(text, from, pronoun.at)) {
      const s = byPronoun(text, pronoun.word, pronoun.at, mentions, context);
      if (s) return s;
    }
    // Turkish drops the subject: "Gülümser:" (he smiles) is the line of the subject before, never a name.
    if (
      language === "tr" &&
      !label.length &&
      TURKISH_VERB.test(
        text
          .slice(from, qStart)
          .replace(/[\s:：]+$/u, "")
          .trim(),
      )
    ) {
      const last = subjectBefore(from) ?? context.lastSubject;
      if (last) return remember(context, last);
    }
    // "Tagline spoken by the boy:", "Slogan dit par la grand-mère :": the one it is spoken by.
    const by = SPOKEN_BY.exec(text.slice(from, qStart));
    if (by) {
      const tail = by[0].replace(/^.*?\s(?:by|par|por|pelo|pela|von|vom|da|dal|dalla)\s+/iu, "");
      const who = inSentence(from + (by.index ?? 0) + by[0].length - tail.length, qStart)[0]?.member;
      if (who) return remember(context, who);
      const own = by[1].replace(/^(?:the|a|an|le|la|les|l'|el|los|las|o|os|as|der|die|das|il|lo)\s+/iu, "");
      if (own) return remember(context, speakerNamed(own, context));
    }
    // "Uno de ellos marca y grita:": one of a group, in the text's words.
    const member = groupMemberAt(text, from, qStart, context);
    if (member) return remember(context, member);
    // "… while her voice-over says:": the voice-over is hers, heard over the picture.
    const owner = voiceOverOwner(text, from, qStart, mentions, context);
    if (owner) return owner;
    // "AMARA (V.O.):": the label's own person, heard over the picture.
    if (label.length && label[0].start - from <= 3 && LABEL_VOICE_OVER.test(text.slice(from, qStart)))
      return remember(context, label[0].member);
    // "Voice-over, the grown-up son:": the text says the line is voice-over, so no one on screen says it.
    if (VOICE_OVER_LABEL.test(text.slice(from, qStart))) return NARRATOR;
    // "A radio host's voice comes from the speakers:": whose voice, in the text's words.
    const voiceOf = ownerOfVoice(text, from, qStart, mentions, context);
    if (voiceOf) return remember(context, voiceOf);
    // "奶奶擀着面皮，孙子小明问：", "Yanına küçük bir kız gelir ve sorar:": the speech verb's own clause
    // says who speaks, never the subject of the clause before it.
    if (verb && label.length) {
      const v = from + (verb.index ?? 0);
      const c0 = clauseStart(text, from, v);
      if (c0 > from && /[\p{L}]/u.test(text.slice(c0, v)) && !pronounIn(c0, v)) {
        const near = inSentence(c0, v)[0];
        const own = near ? undefined : subjectOf(text.slice(c0, v), language, text.slice(v, qStart));
        // "女儿小雨问：": the kin word and the name are one speaker, named as the text names her.
        const phrase = text.slice(c0, v).trim();
        const found = near ? text.slice(near.start, near.end) : own;
        if (found && language === "zh" && phrase.startsWith(found) && /^\p{Script=Han}{3,6}$/u.test(phrase))
          return remember(context, speakerNamed(phrase, context));
        if (near) return remember(context, near.member);
        if (own) return remember(context, speakerNamed(own, context));
      }
    }
    if (label.length) return remember(context, label[0].member);
    // "Narrator (V.O.):", "Voix off :", "ナレーション：": an off-screen narrator, not a cast member.
    if (NARRATOR_LABEL.test(text.slice(from, qStart)) || NARRATOR_RE.test(text.slice(from, qStart)))
      return NARRATOR;
    // "A voice from the hallway:": the voice the text describes, in its own words.
    const unknown = unknownVoice(
      text.slice(from, verb ? from + (verb.index ?? 0) : qStart).replace(/[:：]\s*$/u, ""),
      context,
    );
    if (unknown) return unknown;
    // "電話の声：", "电话里的声音：": a voice named by its source, outside English.
    const voice = VOICE_LABEL.exec(text.slice(from, qStart));
    if (voice && !label.length) return remember(context, speakerNamed(voice[1], context));
    // "The radio crackles:": heard, not seen; in English named by the text's words ("[Radio]").
    if (OFF_SCREEN_RE.test(text.slice(from, qStart))) return heardSource(text.slice(from, qStart), context);
    // "민호: "…"", "小雨：", "अनन्या:": a colon script's name in a script without capitals is the speaker.
    const bare = text
      .slice(from, qStart)
      .replace(/[\s:：]+$/u, "")
      .trim();
    if (!verb && UNCASED_NAME.test(bare)) return remember(context, speakerNamed(bare, context));
    const at = verb ? from + (verb.index ?? 0) : qStart;
    const own = subjectOf(text.slice(from, at), language, text.slice(at, qStart));
    if (own) return remember(context, speakerNamed(own, context));
  }
  // The speech verb before the quote: the first cast member of its clause speaks ("Aiko turns to Ren and says").
  const verb = lastMatch(speechVerbs(language), head);
  if (verb) {
    const v = s0 + (verb.index ?? 0);
    // The verb's own clause first: "... refils coffee n the old guy at the counter goes".
    const c0 = clauseStart(text, s0, v);
    const clause = text.slice(c0, v);
    // "one of them says", "L'une d'elles lève sa cuillère et dit": one of a group, in the text's words.
    const member =
      groupMemberAt(text, c0, v, context) ??
      (/[\p{L}]/u.test(clause) ? undefined : groupMemberAt(text, s0, v, context));
    if (member) return remember(context, member);
    if (c0 > s0 && /[\p{L}]/u.test(clause) && !inSentence(c0, v).length && !PRONOUN_RE.test(clause)) {
      const own =
        NARRATOR_RE.test(clause) || OFF_SCREEN_RE.test(clause) ? undefined : subjectOf(clause, language, "");
      if (own) return remember(context, speakerNamed(own, context));
    }
    const first = oneOf(inSentence(c0, v)[0] ?? inSentence(s0, v)[0]);
    const beforeVerb = text.slice(s0, v);
    const voiceOf = ownerOfVoice(text, s0, v, mentions, context);
    if (voiceOf) return remember(context, voiceOf);
    const owner = voiceOverOwner(text, s0, v, mentions, context);
    if (owner) return owner;
    const unknown = unknownVoice(text.slice(c0, v), context);
    if (unknown) return unknown;
    // "A voice from off-screen calls", "the radio announces", "A gentle narrator says": heard, not seen.
    // Only the subject counts: "A news anchor on the TV says" is the news anchor.
    // "…, he turns up the radio and goes": a pronoun is the subject; the radio is what he turns up.
    const subject = first
      ? undefined
      : (subjectOf(beforeVerb, language, text.slice(v, qStart)) ??
        (language === "en" && pronounLeads(beforeVerb) ? undefined : beforeVerb));
    if (subject !== undefined && NARRATOR_RE.test(subject)) return NARRATOR;
    if (subject !== undefined && OFF_SCREEN_RE.test(subject)) return heardSource(beforeVerb, context);
    const pronoun = pronounIn(c0, v) ?? pronounIn(s0, v);
    if (pronoun && (!first || pronoun.at < first.start) && !earlierWord(text, s0, pronoun.at)) {
      const s = byPronoun(text, pronoun.word, pronoun.at, mentions, context);
      if (s) return s;
    }
    if (first) return remember(context, first.member);
    // German and Romance inversion: "Aus dem Flur ruft die Mutter:", "dice la abuela:".
    const inverted = inSentence(v, qStart)[0] ?? undefined;
    if (inverted) return remember(context, inverted.member);
    const own = subjectOf(beforeVerb, language, text.slice(v, qStart));
    if (own) return remember(context, speakerNamed(own, context));
  }
  // The speech verb after the quote: "\"We're late,\" Tom mutters", "« ... », dit-il", "「…」と言う".
  const tailEnd = Math.min(
    sentenceEnd(text, qEnd),
    text.slice(qEnd).search(PLACEHOLDER_START) < 0
      ? Infinity
      : qEnd + text.slice(qEnd).search(PLACEHOLDER_START),
  );
  const tail = text.slice(qEnd, tailEnd);
  if (speechVerbs(language).test(tail)) {
    // "友達の一人が「…」と言う", "그중 한 명이 "…"라고 말한다": one of a group.
    const member = groupMemberAt(text, s0, qStart, context);
    if (member) return remember(context, member);
    // "„Weg hier!“, ruft Jonas und reißt die Tür auf", "grida zia Carla, e posa …": the name right after
    // an inverted speech verb speaks (never a noun later in the sentence).
    const inverted = language === "en" ? null : invertedName(tail, language);
    if (inverted) return remember(context, speakerNamed(inverted, context));
    const whoAt = inSentence(qEnd, qEnd + tail.length)[0];
    const pronoun = pronounIn(qEnd, qEnd + tail.length);
    // "\"Get down!\" she screams, and pulls her little brother …": the pronoun before the verb speaks,
    // never someone named later in the sentence.
    if (pronoun && whoAt && pronoun.at < whoAt.start) {
      const s = byPronoun(text, pronoun.word, qEnd, mentions, context);
      if (s) return s;
    }
    const who = whoAt?.member;
    if (who) return remember(context, who);
    if (pronoun) {
      const s = byPronoun(text, pronoun.word, qEnd, mentions, context);
      if (s) return s;
    }
    const own = subjectOf(tail.replace(/^[\s,，、»”"']+/u, ""), language, "");
    if (own && !UNSPACED.has(language)) return remember(context, speakerNamed(own, context));
    // "後輩の佐藤が走ってきて「…」と言う": the sentence before the quote holds the subject.
    const lead = pronounIn(s0, qStart);
    if (lead && !earlierWord(text, s0, lead.at)) {
      const s = byPronoun(text, lead.word, lead.at, mentions, context);
      if (s) return s;
    }
    const first = inSentence(s0, qStart)[0];
    if (first) return remember(context, first.member);
    const sub = subjectOf(head, language, "");
    if (sub) return remember(context, speakerNamed(sub, context));
  }
  // A dialogue block without labels, or an unattributed quote: alternate turns, else the clause subject.
  const other = alternate(previous);
  if (other) return other;
  const lead = inSentence(s0, qStart)[0];
  if (lead && !oneOf(lead) && language === "en") {
    const own = englishSubject(text.slice(s0, qStart).replace(/\s*[:,]?\s*$/u, ""));
    if (own) return remember(context, speakerNamed(own.replace(/\s+\p{Ll}+s$/u, ""), context));
  }
  const subject = lead?.member ?? subjectBefore(qStart) ?? context.lastSubject;
  return subject ?? (cast.members.length === 1 ? cast.members[0] : undefined);
}
const PLACEHOLDER_START = /⟦\d/;

/** A relative pronoun (German's only after its comma, where it cannot be an article). */
const RELATIVE_PRONOUN =
  /(?<![\p{L}])(?:who|that|which|que|qui|quien|che|cui)(?![\p{L}])|,\s*(?:der|die|welche[rs]?)(?![\p{L}])/giu;
/** The member a relative clause holding the speech verb hangs on ("a boy who asks his dad,"). */
function relativeSpeaker(
  text: string,
  s0: number,
  qStart: number,
  mentions: Mentions,
  language: string,
): Member | undefined {
  const head = text.slice(s0, qStart);
  let last: RegExpExecArray | undefined;
  for (const m of execAll(RELATIVE_PRONOUN, head)) last = m;
  if (!last) return undefined;
  const after = head.slice(last.index + last[0].length).replace(/[\s,:：]+$/u, "");
  if (!after || /[,.;!?]/u.test(after) || !speechVerbs(language).test(after)) return undefined;
  const end = s0 + head.slice(0, last.index).replace(/[\s,]+$/u, "").length;
  return mentions.find((x) => x.end === end)?.member;
}
/** Japanese and Korean particles after a person who is an object, not the subject ("おばあちゃんに", "할머니에게"). */
const OBJECT_PARTICLE = /^(?:に|を|へ|から|에게|한테|께|을|를|에)/u;

/**
 * "one of them says", "L'une d'elles dit", "友達の一人が", "그중 한 명이": one unnamed member of a group
 * speaks, named by the text's phrase (English "one of them" by the group before it: "one of the friends").
 */
function groupMemberAt(text: string, from: number, to: number, context: DialogueContext): Member | undefined {
  const language = context.language ?? "en";
  const slice = text.slice(from, to).replace(/^[\s,;:—–-]+/u, "");
  const m = (GROUP_MEMBER[language] ?? GROUP_MEMBER.en).exec(slice) ?? GROUP_MEMBER.en.exec(slice);
  // "One of them, Jay, whispers": the name says who it is.
  if (!m || /^\s*,\s*\p{Lu}/u.test(slice.slice(m[0].length))) return undefined;
  let phrase = m[1];
  if (/(?<![\p{L}])(?:them|those|these)$/iu.test(phrase)) {
    const group = lastMatch(GROUP_BEFORE, text.slice(0, from))?.[1];
    if (group) phrase = phrase.replace(/(?:them|those|these)$/iu, `the ${group.toLowerCase()}`);
  }
  const member = speakerNamed(
    /^\p{Ll}/u.test(phrase) ? phrase[0].toUpperCase() + phrase.slice(1) : phrase,
    context,
  );
  member.group = false;
  return member;
}

/** A Korean modifier before a noun ends in ㄴ ("어린", "작은", "늙은"). */
const koreanModifier = (w: string) =>
  /^[\p{Script=Hangul}]{1,4}$/u.test(w) && (w.charCodeAt(w.length - 1) - 0xac00) % 28 === 4;
const JA_ADJECTIVE = /(?:小さな|大きな|幼い|若い|年老いた|年配の|背の高い|小さい)$/u;

/**
 * The text's words for an unnamed speaker at a line, when they say more than the member's name: the
 * adjectives before the role ("the old fisherman", "A little girl", "Ein kleines Mädchen", "어린 손님",
 * "小さな女の子"). The line's own sentence first, else the nearest earlier mention.
 */
function speakerLabel(
  text: string,
  qStart: number,
  qEnd: number,
  member: Member,
  mentions: Mentions,
  context: DialogueContext,
): string | undefined {
  if (member.proper || member === NARRATOR || member === VOICE) return undefined;
  const language = context.language ?? "en";
  const s0 = sentenceStart(text, qStart);
  const own = mentions.filter((x) => x.member === member && x.end <= qEnd);
  let at = own.find((x) => x.start >= s0) ?? own.at(-1);
  if (!at) {
    const i = text.slice(s0, qStart).toLowerCase().indexOf(member.name.toLowerCase());
    if (i < 0) return undefined;
    at = { member, start: s0 + i, end: s0 + i + member.name.length };
  }
  const noun = text.slice(at.start, at.end);
  const before = text.slice(Math.max(0, at.start - 40), at.start);
  let adjectives = "";
  if (language === "ja") adjectives = JA_ADJECTIVE.exec(before)?.[0] ?? "";
  else {
    const words = before.split(/\s+/);
    if (words.at(-1) === "") words.pop();
    const list = new Set(
      language === "en"
        ? SPEAKER_ADJECTIVES.en
        : (NOUN_BEFORE_ADJECTIVES[language] ?? []).map((w) => w.toLowerCase()),
    );
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0 && kept.length < 2; i--) {
      const w = words[i];
      const ok =
        language === "ko"
          ? koreanModifier(w)
          : list.has(w.toLowerCase()) ||
            (language === "en" && /^[\p{Ll}]+-(?:haired|eyed|bearded)$/u.test(w));
      if (!ok) break;
      kept.unshift(w);
    }
    adjectives = kept.join(" ");
  }
  if (!adjectives) return undefined;
  const label = `${adjectives}${language === "ja" ? "" : " "}${noun}`;
  const shown = /^\p{Ll}/u.test(label) ? label[0].toUpperCase() + label.slice(1) : label;
  return shown.toLowerCase() === member.name.toLowerCase() ? undefined : shown;
}

/** The person whose own voice-over the words before a line name ("her voice-over says", "Amara's voice-over"). */
function voiceOverOwner(
  text: string,
  from: number,
  to: number,
  mentions: Mentions,
  context: DialogueContext,
): Member | undefined {
  const m = OWNED_VOICE_OVER.exec(text.slice(from, to));
  if (!m) return undefined;
  const at = from + (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
  if (m[2]) {
    const known = mentions.find((x) => x.start <= at && x.end > at);
    return remember(context, known?.member ?? speakerNamed(m[2], context));
  }
  // "sa voix off", "su voz en off": the possessive agrees with the voice, not the person.
  const pronoun = m[1].toLowerCase() === "his" ? "he" : m[1].toLowerCase() === "her" ? "she" : "they";
  return byPronoun(text, pronoun, at, mentions, context);
}

/**
 * "The intercom crackles:", "Someone off-screen yells": a source heard, not seen. English names it by the
 * text's words ("Intercom", "Someone off-screen"), never the narrator; other languages keep the narrator.
 */
function heardSource(before: string, context: DialogueContext): Member {
  if ((context.language ?? "en") !== "en" || NARRATOR_RE.test(before)) return NARRATOR;
  // Up to the source's own word: "The intercom crackles" is the intercom.
  const source = OFF_SCREEN_RE.exec(before);
  const own = source && englishSubject(before.slice(0, (source.index ?? 0) + source[0].length));
  return own ? speakerNamed(own, context) : NARRATOR;
}

/** "A voice from the baby monitor whispers": that voice, named by the text's words (never the narrator). */
function unknownVoice(before: string, context: DialogueContext): Member | undefined {
  const m = UNKNOWN_VOICE.exec(before);
  if (!m) return undefined;
  const name = m[1].trim();
  return speakerNamed(name[0].toUpperCase() + name.slice(1), context);
}
/** "his boss's voice", "the voice of her mother": a person heard off-screen is that person, not a narrator. */
const VOICE_OF =
  /(?:(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Aa]n?)\s+)?([\p{L}-]+(?:\s[\p{L}-]+)?)['’]s?\s+voice(?![\p{L}])|(?<![\p{L}])voice of\s+(?:(?:the|his|her|their|a|an)\s+)?([\p{L}-]+)/u;
function ownerOfVoice(
  text: string,
  from: number,
  to: number,
  mentions: Mentions,
  context: DialogueContext,
): Member | undefined {
  const m = VOICE_OF.exec(text.slice(from, to));
  if (!m) return undefined;
  const at = from + (m.index ?? 0);
  const known = mentions.find((x) => x.start >= at && x.end <= at + m[0].length);
  // "A radio host's voice": the text's own words for who is heard, when they say more than the cast's role.
  if (known && known.end - known.start >= m[1]?.trim().length - 1) return known.member;
  if (known && !m[1]) return known.member;
  const name = (m[1] ?? m[2]).trim();
  if (!name || SUBJECT_PRONOUNS[name.toLowerCase()] !== undefined || /^(?:a|an|the)$/i.test(name))
    return undefined;
  return speakerNamed(name, context);
}
const CLAUSE_BREAK =
  /[,;，、]\s*|\s(?:and|then|n|but|while|et|puis|und|dann|y|luego|e|depois|poi|и|а|और)\s/giu;
/** Where the clause holding `v` starts (after the last comma or conjunction of its sentence). */
function clauseStart(text: string, s0: number, v: number): number {
  const m = lastMatch(CLAUSE_BREAK, text.slice(s0, v));
  return m ? s0 + (m.index ?? 0) + m[0].length : s0;
}

/** A pronoun after other words of its clause is an object or a possessive ("hands her a coffee"). */
function earlierWord(text: string, from: number, at: number): boolean {
  const c0 = clauseStart(text, from, at);
  return /[\p{L}]/u.test(text.slice(c0, at).replace(/[\-•*[\]()"“”«»:：]+/gu, ""));
}

/**
 * "She sighs and says": the nearest earlier subject of the pronoun's gender, then the nearest whose gender
 * the text does not give; "He" is one person, never a group. The pronoun tells the member's gender from
 * then on.
 */
function byPronoun(
  text: string,
  word: string,
  at: number,
  mentions: Mentions,
  context: DialogueContext,
): Member | undefined {
  const gender = SUBJECT_PRONOUNS[word.toLowerCase()] ?? SUBJECT_PRONOUNS[word];
  const before = mentions.filter((x) => x.end <= at);
  // Sentence subjects first (nearest first), then everyone else the text names; a subject read from the
  // text's grammar alone ("Ein Fischkutter im Sturm") only after the cast.
  const subjects: Member[] = [];
  let last = -1;
  for (const x of before) {
    const s = sentenceStart(text, x.start);
    if (s !== last && !OBJECT_BEFORE.test(text.slice(s, x.start))) {
      subjects.push(x.member);
      last = s;
    }
  }
  const spoken = [...(context.speakers?.values() ?? [])];
  const ordered = [
    ...new Set([
      ...subjects.reverse(),
      ...before.map((x) => x.member).reverse(),
      ...(context.lastSubject ? [context.lastSubject] : []),
      ...spoken,
    ]),
  ].filter((m) => m !== VOICE && m !== NARRATOR);
  const weak = context.weak ?? new Set<Member>();
  const single = (m: Member) => !(gender && (m.group || (/[^s]s$/i.test(m.name) && !m.proper)));
  const pick = (list: Member[]) =>
    gender
      ? (list.find((m) => m.gender === gender && single(m)) ?? list.find((m) => !m.gender && single(m)))
      : list[0];
  const found =
    pick(ordered.filter((m) => !weak.has(m))) ??
    pick(ordered.filter((m) => weak.has(m))) ??
    kin(text, at, gender, context);
  if (found && gender && !found.gender) found.gender = gender;
  return found ? remember(context, found) : undefined;
}

/** "me and my gf ... she screams": a partner or relative named by a possessive is a person. */
function kin(
  text: string,
  at: number,
  gender: Gender | undefined,
  context: DialogueContext,
): Member | undefined {
  const found = execAll(KIN_RE, text.slice(0, at))
    .filter((m) => !gender || KIN_NOUNS[m[2].toLowerCase()] === gender)
    .at(-1);
  if (!found) return undefined;
  const member = speakerNamed(`${found[1]} ${found[2]}`, context);
  member.gender ??= KIN_NOUNS[found[2].toLowerCase()];
  return member;
}
const KIN_RE = new RegExp(
  `(?<![\\p{L}])(my|our|his|her|their)\\s+(${Object.keys(KIN_NOUNS).join("|")})(?![\\p{L}])`,
  "giu",
);

/**
 * The grammatical subject of the words before a speech verb when the cast does not hold it: "Une cliente
 * entre et" -> "cliente", "Девочка бросает монету" -> "Девочка", "지수가" -> "지수", "一位老先生走进来" ->
 * "老先生". `after` is what follows the verb up to the quote (German and Romance inversion).
 */
function subjectOf(before: string, language: string, after: string): string | undefined {
  const b = before.replace(/^[\s\-•*[\](),:：—–]+/u, "");
  if (language === "ja" || language === "ko") {
    // The topic (は, 은/는) if the sentence has one; else the subject nearest the verb: in "불꽃놀이가
    // 시작되자 민지가 … 외친다" the fireworks are the subject of the "when" clause, Minji of the speaking.
    const found = [...b.matchAll(new RegExp(SUBJECT_PARTICLE[language].source, "gu"))].filter(
      (m) => !KO_GA_NOUNS.has(m[0]),
    );
    const topic = found.find((m) => /(?:は|은|는)$/u.test(m[0]));
    const who = (topic ?? found.at(-1))?.[1];
    return who && SUBJECT_PRONOUNS[who] === undefined && who !== "그" ? who : undefined;
  }
  if (language === "zh") {
    const clause = b.split(/[，,、：:；]/u)[0].replace(ZH_MEASURE, "");
    for (let n = Math.min(4, clause.length); n >= 1; n--)
      if (
        ZH_PERSON_END.includes(clause[n - 1]) &&
        /^\p{Script=Han}+$/u.test(clause.slice(0, n)) &&
        !ZH_NOT_PERSON.test(clause.slice(0, n))
      )
        return clause.slice(0, n);
    return undefined;
  }
  if (language === "en") return englishSubject(b);
  if (language === "tr") return turkishSubject(b);
  const dets = new Set([...(DETERMINERS[language] ?? []), ...DETERMINERS.en]);
  const adjectives = new Set(NOUN_BEFORE_ADJECTIVES[language] ?? []);
  const phrase = (s: string) => {
    const toks = s.split(/\s+/).filter(Boolean);
    let i = 0;
    if (toks[i] && dets.has(toks[i].toLowerCase().replace(/['’].*$/, "'"))) i++;
    // German capitalises nouns: "Der Junge ruft" is the boy, "der junge Mann" a young man.
    const germanNoun = (k: number) =>
      language === "de" && k > 0 && /^\p{Lu}/u.test(toks[k]) && !/^\p{Lu}/u.test(toks[k + 1] ?? "");
    while (
      toks[i] &&
      !germanNoun(i) &&
      (adjectives.has(toks[i].toLowerCase()) ||
        (language === "ru" && /(?:ое|ая|ый|ий|ой|ые|ие)$/u.test(toks[i])))
    )
      i++;
    const head = toks[i]?.replace(/^[lL]['’]/, "").replace(/[,.;:!?]+$/u, "");
    if (!head || !/^[\p{L}\p{M}-]{2,}$/u.test(head) || SUBJECT_PRONOUNS[head.toLowerCase()] !== undefined)
      return undefined;
    if (speechVerbs(language).test(head)) return undefined;
    // "y le dice", "e gli dice", "e lhe diz": an object pronoun before the verb, never its subject.
    if (i === 0 && CLITIC_OBJECT.test(toks[0] ?? "")) return undefined;
    // "Atrapa una ola y grita": a sentence that opens with its verb, capitalised, then its object.
    if (i === 0 && INDEFINITE_OBJECT.test(toks[1] ?? "")) return undefined;
    // "Levanta la mirada y dice:", "Olha a câmara": a verb and its object, the subject dropped (never a
    // known first name with a clitic: "Pablo la mira").
    if (i === 0 && DEFINITE_OBJECT.test(toks[1] ?? "") && !isKnownName(head)) return undefined;
    // "Ohne sich umzudrehen, sagt er": a preposition or an adverb opens the clause, not a person.
    if (i === 0 && CLAUSE_OPENER.test(head)) return undefined;
    // A name after the role: "Vater Klaus", "दुकानदार रमेश"; an apposition: "Der Mechaniker, Jonas,".
    const next = toks[i + 1]?.replace(/[,.;:!?]+$/u, "");
    if (
      next &&
      /^\p{Lu}/u.test(next) &&
      (/^\p{Lu}/u.test(head) || i > 0) &&
      !speechVerbs(language).test(next)
    )
      return next;
    return head;
  };
  // "Aus dem Flur ruft die Mutter:": the subject follows the verb when a determiner opens what follows.
  const inv = after.replace(/^[\p{L}\p{M}]+/u, "").trim();
  // "le dice a su nieto:": after a Romance speech verb "a"/"à" says to whom, it is no English article.
  const toWhom = /^(?:a|à|al|ao|aos|à|alla|allo|ai|agli|alle)\s/iu.test(inv);
  if (inv && !toWhom && dets.has(inv.split(/\s+/)[0]?.toLowerCase() ?? "")) {
    const p = phrase(inv.replace(/[:：,]\s*$/u, ""));
    if (p) return p;
  }
  if (
    /^(?:aus|in|im|am|vom|von|bei|auf|unter|über|hinter|vor|neben|dans|depuis|de|sur|sous|chez|en|desde|da|dal|dalla|nella|nel|na|no|em|sobre|из|в|во|на|у|с|под|за|из-за)$/iu.test(
      b.split(/\s+/)[0] ?? "",
    )
  )
    return undefined;
  return phrase(b);
}

/** The speaker of a Hindi or Arabic sentence before its line (the words of lib/scene/speech.ts). */
function orderSubject(head: string, language: string): { name: string; role?: string } | undefined {
  const toks = (s: string) => s.trim().split(/\s+/u).filter(Boolean);
  if (language === "hi") {
    const segments = head.split(/\s*,\s*/u);
    if (segments.length < 2) return undefined;
    const dets = new Set(DETERMINERS.hi);
    const adjectives = new Set(ADJECTIVES_BEFORE.hi ?? []);
    const first = toks(segments[0]).filter((w) => !dets.has(w));
    const noun = first.filter((w) => !adjectives.has(w));
    const plain = (ws: string[]) =>
      ws.length > 0 &&
      ws.length <= 2 &&
      !ws.some((w) => HINDI_POSTPOSITIONS.includes(w) || SUBJECT_PRONOUNS[w] !== undefined);
    if (!plain(noun)) return undefined;
    // "उसकी दीदी, सुनीता, …": the name set off after the role noun.
    const apposed = toks(segments[1]);
    if (segments.length >= 3 && plain(apposed) && !speechVerbs(language).test(segments[1]))
      return { name: apposed.join(" "), role: noun.join(" ") };
    return undefined;
  }
  const words = toks(head);
  const isVerb = (w: string) => ARABIC_VERB.test(w) || speechVerbs(language).test(w);
  if (!words.length) return undefined;
  if (!isVerb(words[0])) {
    // Subject first ("ليلى تضحك وتقول"): the words before the first verb.
    const k = words.findIndex(isVerb);
    return k > 0 && k <= 3 ? { name: words.slice(0, k).join(" ") } : undefined;
  }
  const subject = words[1];
  if (!subject || isVerb(subject) || ARABIC_PREPOSITIONS.includes(subject)) return undefined;
  const next = words[2];
  if (
    next &&
    ARABIC_PERSON_NOUNS.includes(subject.replace(/^ال/u, "")) &&
    ARABIC_ADJECTIVES.includes(next.replace(/^ال/u, ""))
  )
    return { name: `${subject} ${next}`, role: subject };
  return { name: subject };
}

/** Romance object pronouns written before the verb (lower case: "La" opening a sentence is an article). */
const CLITIC_OBJECT = /^(?:le|les|lo|los|me|te|se|nos|os|lhe|lhes|gli|mi|ti|si|ci|vi|lui|leur)$/u;

/** Turkish adjectives before "bir" ("küçük bir kız"). */
const TR_ADJECTIVE = /^(?:küçük|yaşlı|genç|büyük|uzun|kısa|güzel|ihtiyar|minik|orta yaşlı|sarışın|esmer)$/u;
/**
 * Turkish: the noun phrase around the indefinite "bir" ("Yanına küçük bir kız gelir" is a little girl, not
 * "Yanına", beside him), else a capitalised name opening the clause; a verb ("Gülümser") is never a name.
 */
function turkishSubject(clause: string): string | undefined {
  const toks = clause
    .split(/\s+/)
    .map((t) => t.replace(/[,.;:!?]+$/u, ""))
    .filter(Boolean);
  const k = toks.indexOf("bir");
  if (k >= 0 && toks[k + 1] && /^\p{Ll}/u.test(toks[k + 1])) {
    let start = k;
    while (start > 0 && TR_ADJECTIVE.test(toks[start - 1].toLowerCase())) start--;
    return toks.slice(start, k + 2).join(" ");
  }
  let end = 0;
  while (end < toks.length && /^\p{Lu}/u.test(toks[end])) end++;
  if (!end || (end === 1 && TURKISH_VERB.test(toks[0]))) return undefined;
  return toks.slice(0, end).join(" ");
}

const CLAUSE_OPENER =
  /^(?:ohne|mit|nach|dann|plötzlich|danach|sans|avec|après|puis|soudain|ensuite|sin|con|después|luego|entonces|de repente|senza|dopo|poi|allora|improvvisamente|sem|com|depois|então|de repente|sempre|ancora|encore|toujours|immer|noch|siempre|todavía)$/i;

/**
 * Words that open a verb's object or complement (articles, possessives, prepositions): after a bare
 * capitalised word that opens a sentence, that word is the verb of an unstated subject, not a name.
 */
const DEFINITE_OBJECT = /^(?:la|el|los|las|lo|le|les|il|gli|o|os|as)$/u;
const INDEFINITE_OBJECT =
  /^(?:una|unos|unas|un|uno|une|des|ein|eine|einen|einem|einer|um|uma|uns|umas|su|sus|son|sa|ses|sein|seine|seinen|ihre|ihren|seu|sua|suo|devant|derrière|vers|sur|sous|dans|hacia|hasta|desde|sobre|contra|delante|detrás|junto|verso|dentro|davanti|dietro|sopra|sotto|até|atrás|diante|perto|nach|gegen|über|hinter|neben|zum|zur)$/i;

const VERB_TAGS = new Set(["PresentTense", "PastTense", "Gerund", "Infinitive", "PhrasalVerb", "Verb"]);
const isVerbForm = (w: string) =>
  lexiconTags(w).some((t) => VERB_TAGS.has(t)) ||
  (/^[a-z]+(?:s|ed)$/.test(w) &&
    [w.replace(/(?:e?s|ed)$/, ""), w.replace(/(?:s|d)$/, "")].some((stem) =>
      lexiconTags(stem).some((t) => VERB_TAGS.has(t)),
    ));
/**
 * English: the noun phrase of the last clause before the verb, when the cast does not hold it ("A street
 * busker with a battered guitar", "the old guy at the counter", "emma grabs the last donut"): its words
 * after the determiner, up to a preposition or a verb.
 */
function englishSubject(before: string): string | undefined {
  const parts = before.split(/([,;:]|(?<![\p{L}])(?:and|then|n|but|while|when|as)(?![\p{L}]))/iu);
  const at = parts.findLastIndex((x, i) => i % 2 === 0 && x.trim());
  const clause = parts[at]?.trim();
  if (!clause) return undefined;
  // "A customer points and says": a clause joined to the speech verb by "and" ends on its own verb.
  const joined = /^(?:and|then|n)$/i.test(parts[at + 1] ?? "");
  let toks = clause.split(/\s+/);
  // "at the fish market the fishmonger": a place phrase before the subject, without a comma.
  if (PLACE_PREPOSITION.test(toks[0] ?? "")) {
    const last = toks.findLastIndex((w, k) => k >= 2 && /^(?:a|an|the|his|her|their|my|our)$/i.test(w));
    if (last < 0) return undefined;
    toks = toks.slice(last);
  }
  let i = 0;
  while (toks[i] && /^(?:a|an|the|this|that|one|some|my|our|his|her|their)$/i.test(toks[i])) i++;
  const np: string[] = [];
  for (; i < toks.length && np.length < 3; i++) {
    const w = toks[i].replace(/[^\p{L}'’-]/gu, "");
    if (!w || FUNCTION_WORDS.has(w.toLowerCase()) || (np.length && isVerbForm(w.toLowerCase()))) break;
    if (joined && np.length && i === toks.length - 1 && /^\p{Ll}+[^s\W]s$/u.test(w)) break;
    if (!np.length && isVerbForm(w.toLowerCase()) && !isKnownName(w)) return undefined;
    np.push(w);
  }
  if (!np.length || np.some((w) => /['’]s$/.test(w))) return undefined;
  return np.join(" ");
}

/** Does the last clause before a speech verb open with a subject pronoun ("…, he turns up the radio and")? */
function pronounLeads(before: string): boolean {
  const parts = before.split(/[,;:]|(?<![\p{L}])(?:and|then|but|while|when)(?![\p{L}])/iu);
  const clause =
    parts
      .map((x) => x.trim())
      .filter(Boolean)
      .at(-1) ?? "";
  return /^(?:he|she|they|i|we)(?![\p{L}])/iu.test(clause);
}

const PLACE_PREPOSITION = /^(?:at|in|on|inside|outside|by|near|under|behind|across|beside|outside)$/i;

/** The speaker the text names outside the cast, one member per name for the whole document. */
function speakerNamed(name: string, context: DialogueContext): Member {
  const key = name.toLowerCase();
  const known = context.cast?.members.find(
    (c) =>
      c.aliases.has(key) || c.name.toLowerCase() === key || [...c.names].some((n) => n.toLowerCase() === key),
  );
  if (known) return known;
  context.speakers ??= new Map();
  let m = context.speakers.get(key);
  if (!m) {
    const display = /^\p{Ll}/u.test(name) ? name[0].toUpperCase() + name.slice(1) : name;
    m = {
      name: display,
      aliases: new Set([key]),
      names: new Set(),
      proper: false,
      group: false,
      description: "",
    };
    context.speakers.set(key, m);
  }
  return m;
}

/** Whether a speaker is the off-screen narrator (heard, never a character on screen). */
export const isNarrator = (m: Member) => m === NARRATOR;

function remember(context: DialogueContext, m: Member): Member {
  context.lastSubject = m;
  return m;
}

// Two people taking turns: the next unattributed line goes to the one who did not speak last.
function alternate(previous: Line[]): Member | undefined {
  if (previous.length < 2) return undefined;
  const last = previous[previous.length - 1].speaker;
  const before = previous[previous.length - 2].speaker;
  return last !== before ? before : undefined;
}
