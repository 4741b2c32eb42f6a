// 4. Exclusions: "no music, no text on screen", "without people", "sin música", "音楽なし". A clause
// is an exclusion when it opens with its negation (or, in Japanese, Korean and Hindi, ends with it);
// its noun phrases, every item of a list, go to a negative field. A negation inside a clause
// ("tries not to laugh", "she never looks back") is part of the action, not an exclusion.
import { readNegations } from "../compiler/negations";
import { execAll } from "../compiler/normalise";
import { EXCLUSION_WHEN } from "../lexicon";
import { CJK_MANNER, isMannerNegation, isNobodyAction } from "./manner";

const LEAD =
  /^(?:(?:and|but|with|also|plus|y|et|und|e|mais|pero|aber|ma)\s+)?(?:there (?:are|is|should be|will be|must be)\s+(?=no\b|never\b)|there's\s+(?=no\b))?(?:no|without|never show|avoid(?:ing)?|don'?t (?:show|use|add|include|want)|do not (?:show|use|add|include|want)|nobody|no one|no-one|zero|sin|ohne|keine?[nmrs]?|kein|sans|pas de|aucune?|sem|nenhuma?|senza|niente|nessun[ao]?|ningún|ninguna|nada de|geen|zonder|bez|tanpa|बिना)(?![\p{L}'’])/iu;
// "无奈地笑了" (smiles helplessly), "不停地跑" (keeps running): words that open with 无/不 but negate nothing.
const LEAD_CJK =
  /^(?!(?:无奈|無奈|无法|無法|无论|無論|无聊|無聊|无比|無比|无数|無數|无声|無聲|不断|不斷|不停|不禁|不久|不由|不错|不錯|不得不|不安|不远|不遠|别人|別人))(?:不要|没有|沒有|无|無|禁止|别|不)/u;
const TRAIL_CJK =
  /(?:なし|無し|禁止|不要|없이|없음|없는|금지|없고|नहीं|के बिना|बिना|보이지\s*않게|보이지\s*않는다|보이지\s*않음|안\s*보이게|나오지\s*않게|映さない|映らない|写さない|見せない|映さず)\s*[。.!！।]?$/u;
/** "아무도 없다", "사람은 없다", "誰もいない", "人はいない": nobody (else) is there. */
const NOBODY_CJK =
  /(?:아무도|사람(?:은|이|도)?|인적(?:은|이|도)?)\s*(?:없다|없어|없습니다)\s*[。.!！]?$|(?:誰も|人(?:は|が|影は|影も|影が)?)\s*(?:いない|いません|おらず)\s*[。.!！]?$/u;
/**
 * "hands never in frame", "faces not shown", "the crew is never visible": a thing the clause keeps out of
 * the picture, named first (English).
 */
const NEVER_SEEN =
  /^(?:(?:and|but|with)\s+)?((?:(?:the|his|her|their|its|our|any)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)\s+(?:(?:are|is|stay|stays|remain|remains)\s+)?(?:never|not)\s+(?:in\s+(?:the\s+)?(?:frame|shot|view|picture)|visible|shown|seen|on\s+camera)\s*[.!]?$/iu;
/** "A street with no cars", "a beach without people": the negated tail of a clause. */
const INNER_ALL = /\s(with no|without|and no|but no|sin|ohne|sans|senza|sem|zonder|bez|tanpa)\s/giu;
// "no music in the last shot": where the exclusion applies is not part of what is excluded.
const WHERE =
  /\s+(?:in|during|for|at|on|from)\s+(?:the\s+)?(?:(?:last|first|final|opening|closing|second|third|next|whole|entire)\s+)?(?:shots?|scenes?|clips?|parts?|frames?|seconds?|video|end|beginning|intro|outro)\b.*$/i;
const CANONICAL = new Set(["music", "narration", "on-screen text", "people"]);

const LEAD_MANNER =
  /^((?:(?:and|but|y|et|und|e|mais|pero|aber|ma)\s+)?(?:without|sans|sin|ohne|senza|sem|zonder|tanpa|बिना))\s+(.*)$/iu;

/** "hands stay out of frame", "keep faces out of shot", "without showing faces": kept out of the picture. */
const OUT_OF_PICTURE =
  /^(?:(?:and|but|with)\s+)?(?:(?:keep(?:ing)?\s+)((?:(?:the|his|her|their|its|our|any)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)|((?:(?:the|his|her|their|its|our|any)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:stays?|remains?|are kept|is kept|kept)|([\p{L}'’-]+))\s+(?:out of (?:the\s+)?(?:frame|shot|view|sight|picture)|off[- ]camera)\s*[.!]?$/iu;
const WITHOUT_SHOWING =
  /^(?:(?:and|but)\s+)?without (?:ever )?(?:showing|revealing|seeing) (?:(?:the|any|their|his|her|its)\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})\s*[.!]?$/iu;
/** "Hände nie im Bild", "manos nunca en cuadro", "visages jamais à l'image", "volti mai in campo". */
const NEVER_SEEN_OTHER =
  /^((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:nie|nicht|nunca|jamais|mai|não)\s+(?:im bild|zu sehen|sichtbar|en cuadro|en plano|a la vista|visibles?|à l['’]image|dans le cadre|in campo|in vista|visibili|em quadro|à vista|vis[ií]ve(?:l|is))\s*[.!]?$/iu;
/** "sin mostrar caras", "sans montrer les visages", "senza mostrare i volti", "ohne Gesichter zu zeigen". */
const WITHOUT_SHOWING_OTHER =
  /^(?:(?:y|et|e|und)\s+)?(?:(?:sin (?:mostrar|enseñar)|sans (?:montrer|voir)|senza (?:mostrare|vedere)|sem mostrar)\s+(?:(?:las|los|la|el|les|le|des|i|gli|le|os|as|o|a|de)\s+)?((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)|ohne\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+zu\s+zeigen)\s*[.!]?$/iu;

/** The thing a clause keeps out of the picture ("hands never in frame" -> "hands"), if any. */
function unseenThing(c: string, language = "en"): string | undefined {
  if (language !== "en") {
    const m = NEVER_SEEN_OTHER.exec(c) ?? WITHOUT_SHOWING_OTHER.exec(c);
    const thing = m ? (m[1] ?? m[2]) : undefined;
    return thing
      ?.replace(ARTICLE, "")
      .replace(
        /^(?:sein|seine|seinen|ihr|ihre|ihren|son|sa|ses|leur|leurs|su|sus|suo|sua|suoi|seu|seus|suas)\s+/iu,
        "",
      );
  }
  const out = OUT_OF_PICTURE.exec(c);
  const thing =
    (NEVER_SEEN.exec(c) ?? WITHOUT_SHOWING.exec(c))?.[1] ?? (out ? (out[1] ?? out[2] ?? out[3]) : undefined);
  // "keep" alone is the verb, never the thing ("keep out of frame").
  if (!thing || /^(?:keep|keeping|it|this|that|everything|something|someone|he|she|they)$/i.test(thing))
    return undefined;
  return thing.replace(ARTICLE, "").replace(/^(?:his|her|their|its|our)\s+/i, "");
}

/** Does the clause rule something out as a whole? */
export function isExclusion(clause: string, language = "en"): boolean {
  const c = clause.trim();
  if (unseenThing(c, language)) return true;
  // "Without a word, ...", "sin mirar atrás": the manner of an action.
  const manner = LEAD_MANNER.exec(c);
  if (CJK_MANNER.test(c)) return false;
  if (manner && isMannerNegation(manner[1].split(/\s+/).pop() ?? "", manner[2], language)) return false;
  // "Nobody answers": an action with its own verb, not "no people".
  const nobody = /^(nobody|no one|no-one|nadie|niemand|nessuno|ninguém)(?![\p{L}])/iu.exec(c);
  if (nobody && isNobodyAction(nobody[1], c.slice(nobody[0].length))) return false;
  if (/^no\s/i.test(c) && (language === "pt" || language === "it" || language === "gl")) return false;
  // "Not yet", "no longer": a negation that names nothing.
  if (/^(?:no longer|not yet|no matter|no doubt|never again)\b/i.test(c)) return false;
  return LEAD.test(c) || LEAD_CJK.test(c) || TRAIL_CJK.test(c) || NOBODY_CJK.test(c);
}

/** Where a clause's negated tail starts ("a street | with no cars"), or -1. */
export function innerExclusion(clause: string, language = "en"): number {
  if (language === "pt" || language === "it") return -1;
  // exec() on the shared pattern: matchAll() would copy it for every clause.
  for (const m of execAll(INNER_ALL, clause)) {
    if (!m.index) continue;
    // "He waves without turning": the manner of the action, not a thing ruled out.
    if (isMannerNegation(m[1], clause.slice(m.index + m[0].length), language)) continue;
    return m.index + 1;
  }
  // "sitcom vibe no laugh track": a bare "no" before a production noun at the clause's end.
  if (language === "en") {
    const bare = BARE_NO.exec(clause);
    if (bare?.index) return bare.index + 1;
  }
  return -1;
}
const BARE_NO =
  /\s(?:no)\s(?=(?:(?:background|laugh|any)\s+)?(?:music|laugh tracks?|soundtrack|text|captions?|subtitles?|logos?|watermarks?|people|ppl|dialogue|voice-?over|narration|talking|cuts?|zooms?|filters?|sfx|sound effects|titles?|lens flares?|camera shake)(?:\s+(?:or|and|,)\s+[\p{L} -]{1,30})?\s*[.!]?$)/iu;

const EXCEPT =
  /\s+(?:except(?: for)?|other than|apart from|besides|but not|save for|sauf|excepto|salvo|außer|tranne|exceto|but(?=\s+(?:an?|the|one|two|his|her|their|its|some)\s))\b.*$/iu;
const EXCEPT_AT =
  /\s+(?:except(?: for)?|other than|apart from|besides|but not|save for|sauf|excepto|salvo|außer|tranne|exceto|but(?=\s+(?:an?|the|one|two|his|her|their|its|some)\s))(?![\p{L}])[\s,:]*/iu;
/** Excluded kinds whose exception is heard, not seen: "no sound except birds", "sin música salvo la guitarra". */
const HEARD_KIND =
  /(?<![\p{L}])(?:sounds?|noises?|audio|sfx|dialogue|talking|voices?|speech|sonidos?|ruidos?|sons?|bruits?|ton|töne|geräusche?|suono|suoni|rumori?|barulhos?)(?![\p{L}])/iu;
const MUSIC_KIND = /(?<![\p{L}])(?:music|songs?|música|musique|musik|musica)(?![\p{L}])|音乐|音楽|配乐/iu;
const HEARD_KIND_CJK = /声音|声|音|噪音|响|sound/u;
/** "除了鸟叫声，没有任何声音", "鳥の声以外、音はなし": the exception before the comma, the exclusion after it. */
export const EXCEPT_LEAD_CJK = /^(?:除了|除去|除开)|(?:以外|之外)(?:は|には|に)?(?:[、，,]|$)/u;

/**
 * "점원 말고는 사람 없음", "늙은 어부 외에는 아무도 없다", "할머니 한 분을 제외하고는 아무도 없다",
 * "巫女以外に人はいない": the exception, then its marker, then the exclusion, in one clause.
 */
const EXCEPT_MID_CJK =
  /^(.+?)\s*(?:(?:을|를)\s*)?(?:말고는|말고|외에는|외엔|외에|빼고는|빼고|제외하고는|제외하고|以外には|以外に|以外は|以外)\s*(?![、，,])(.+)$/u;

/** The role of the exception before a CJK exclusion: heard when the exclusion is of sound or music. */
export function exceptionRoleCjk(exclusion: string): "action" | "sound" | "music" {
  return MUSIC_KIND.test(exclusion) ? "music" : HEARD_KIND_CJK.test(exclusion) ? "sound" : "action";
}

/**
 * The exception of an exclusion ("no cars except one taxi waiting at the light" -> "one taxi waiting at
 * the light"), verbatim, with the role it has: heard when what is excluded is sound or music (then the
 * whole clause, which says it is all that is heard), else seen.
 * "but not" names more of what is excluded and is no exception.
 */
export function exclusionException(
  clause: string,
): { text: string; words: string; role: "action" | "sound" | "music" } | undefined {
  const cjk = EXCEPT_MID_CJK.exec(clause.trim());
  if (cjk && (TRAIL_CJK.test(cjk[2]) || NOBODY_CJK.test(cjk[2]))) {
    const role = exceptionRoleCjk(cjk[2]);
    const words = cjk[1].replace(/[\s,，、]+$/u, "");
    return { text: role === "action" ? words : clause.trim(), words, role };
  }
  const m = EXCEPT_AT.exec(clause);
  if (!m || /^\s*but\s+not/i.test(m[0])) return undefined;
  const head = clause.slice(0, m.index);
  const text = clause.slice(m.index + m[0].length).trim();
  if (!/\p{L}/u.test(text)) return undefined;
  const role = MUSIC_KIND.test(head) ? "music" : HEARD_KIND.test(head) ? "sound" : "action";
  // What is heard is said whole ("No sound except birds."): a bare "Birds." would read as something seen.
  return { text: role === "action" ? text : clause.trim(), words: text, role };
}

const ITEM_SPLIT =
  /\s*(?:,|;|\/|\bor\b|\band\b|\bnor\b|\bno\b|\by\b|\bo\b|\bou\b|\bet\b|\bund\b|\boder\b|\bni\b|\be\b)\s*/iu;
const ARTICLE =
  /^(?:any|a|an|the|more|de|des|du|la|le|les|el|los|las|der|die|das|den|il|lo|gli|um|uma|o|os|as)\s+/iu;
const FILLER =
  /\s+(?:anywhere|at all|whatsoever|please|pls|plz|stp|svp|porfa|xfa|por favor|bitte|per favore|around|in sight|visible|allowed|shown|seen|in (?:the )?(?:frame|shot|view)|on camera|zu sehen|sichtbar|im bild|a la vista|a la vue|visibles?|vis[ií]veis|vis[ií]vel|à vista|visibili|in vista|in campo|en cuadro|dans le cadre|à l['’]image)$/iu;
/** Emoji (and their joiners) after an excluded thing: "pas de musique stp 🕊️". */
const EMOJI_TAIL = /[\s\p{Extended_Pictographic}\u200D\uFE0E\uFE0F]+$/u;
/** "Nobody else in frame", "nadie más", "personne d'autre": nobody beyond who is shown; nothing to exclude. */
const NOBODY_ELSE =
  /^(?:(?:and|but|with|y|et|und)\s+)?(?:(?:nobody|no one|no-one|nadie|niemand|nessuno|ninguém|personne)\s+(?:else|más|d['’]autre|sonst|anders|altro|mais)|no\s+other\s+(?:people|person|ones?|humans?|characters?))(?![\p{L}])/iu;
const NEGATOR_WORD =
  /^(?:there (?:are|is|should be|will be|must be)\s+|there's\s+)?(?:and\s+|but\s+|with\s+|also\s+)?(?:no|without|never show|avoid(?:ing)?|don'?t (?:show|use|add|include|want)|do not (?:show|use|add|include|want)|zero|sin|ohne|keine?[nmrs]?|kein|sans|pas de|aucune?|sem|nenhuma?|senza|niente|nessun[ao]?|ningún|ninguna|nada de|geen|zonder|bez|tanpa)\s+/iu;

/** The excluded things of an exclusion clause, as noun phrases: every item of a list, as written. */
export function exclusionTerms(clause: string, language = "en"): string[] {
  // "No text except the slogan", "no music other than the violin": a negative field would also remove
  // what the exception keeps, so the exclusion names nothing for it.
  if (EXCEPT.test(clause) || EXCEPT_LEAD_CJK.test(clause.trim())) return [];
  if (exclusionException(clause)) return [];
  if (NOBODY_ELSE.test(clause.trim())) return [];
  // "Hands never in frame": the thing named before its negation.
  const unseen = unseenThing(clause.trim(), language);
  if (unseen) return [unseen];
  // "아무도 없다", "誰もいない": people.
  const nobody = NOBODY_CJK.exec(clause.trim());
  if (nobody && /^(?:아무도|誰も)/u.test(nobody[0])) return [/誰も/u.test(nobody[0]) ? "人" : "사람"];
  const text = withoutWhen(clause.replace(WHERE, ""));
  const lead = NEGATOR_WORD.exec(text.trim());
  if (lead && !(lead[0].trim().toLowerCase() === "no" && /^(?:pt|it|gl)$/.test(language))) {
    const items = text
      .trim()
      .slice(lead[0].length)
      .replace(/[.!?]+$/, "")
      .split(ITEM_SPLIT)
      .map((t) =>
        t.replace(NEGATOR_WORD, "").replace(ARTICLE, "").replace(EMOJI_TAIL, "").replace(FILLER, "").trim(),
      )
      .filter((t) => t && t.split(/\s+/).length <= 5 && !/^(?:one|longer|more|matter)$/i.test(t));
    if (items.length) return [...new Set(items)];
  }
  const read = readNegations(text, language);
  let terms = read.terms.map((t) => t.replace(WHERE, "").trim()).filter(Boolean);
  if (!terms.length || (terms.every((t) => CANONICAL.has(t)) && !LEAD.test(text))) {
    // Scripts the negation reader does not split into words: the clause without its negation.
    const bare = text
      // "लेकिन कोई शोर नहीं" (but no noise): the conjunction is not what is excluded.
      .replace(/^(?:लेकिन|मगर|पर|और|但是|但|可是|하지만|그러나|でも|しかし)[\s,，、]*/u, "")
      .replace(/^(?:कोई|किसी|任何|어떤)\s*/u, "")
      .replace(LEAD_CJK, "")
      // "不露脸", "不要出现手": the verb of showing is no part of what is not shown.
      .replace(/^(?:露出|露|出现|出現|拍摄|拍攝|拍|显示|顯示)(?=\p{Script=Han})/u, "")
      .replace(TRAIL_CJK, "")
      .replace(LEAD, "")
      .replace(/[。.!！、,।]+$/u, "")
      .replace(/^(?:कोई|किसी|任何|어떤)\s*/u, "")
      .trim()
      // "얼굴은 보이지 않게", "手は映さない": the particle after the thing is no part of it.
      .replace(
        /(?<=[\p{Script=Hangul}])\s*(?:은|는|을|를)$|(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}])(?:は|を|が)$/u,
        "",
      )
      .replace(NOBODY_CJK, "")
      .trim();
    if (bare) terms = [bare, ...terms];
  }
  // The creator's own words; the English name of a field only when the text gives no other.
  const own = terms.filter((t) => !CANONICAL.has(t) || text.toLowerCase().includes(t));
  if (own.length) terms = own;
  const unique = [...new Set(terms)];
  return unique.filter(
    (t) =>
      !unique.some(
        (u) => u !== t && u.length > t.length && new RegExp(`(?:^|[\\s-])${esc(t)}$`, "iu").test(u),
      ),
  );
}

/** Does the exclusion say which shot it is about ("no music in the last shot")? */
export function exclusionScope(clause: string): "last" | "first" | undefined {
  const m = WHERE.exec(clause);
  if (!m) return undefined;
  if (/\b(?:last|final|closing|end|outro)\b/i.test(m[0])) return "last";
  if (/\b(?:first|opening|beginning|intro)\b/i.test(m[0])) return "first";
  return undefined;
}

/**
 * When an exclusion holds, if it says so by an event ("no dialogue after the bus leaves": after; "no
 * music until the lights flash on": before): that side of the event, never the whole piece.
 */
export function exclusionWhen(
  clause: string,
): { side: "after" | "before" | "at"; event: string } | undefined {
  if (!LEAD.test(clause.trim())) return undefined;
  for (const [re, side] of EXCLUSION_WHEN) {
    const m = re.exec(clause.trim());
    if (m) return { side, event: m[1].replace(/[.!?]+$/, "").trim() };
  }
  return undefined;
}

/** The exclusion without its time scope: "no dialogue after the bus leaves" -> "no dialogue". */
function withoutWhen(clause: string): string {
  if (!exclusionWhen(clause)) return clause;
  for (const [re] of EXCLUSION_WHEN) if (re.test(clause.trim())) return clause.trim().replace(re, "");
  return clause;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
