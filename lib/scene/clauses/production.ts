// 3. Production instructions: "Vertical 9:16 video for Instagram Reels", "8-second vertical video for
// TikTok", "square", "2.39:1", "4K". They become parameters (ratio, length, resolution) and are never
// repeated as prose. Plain data first (the words of other languages are lib/scene/lexicon.ts's
// PRODUCTION_VOCABULARY), then the two readers.
import { PRODUCTION_VOCABULARY, STRUCTURE_NOTE } from "../lexicon";

export interface Production {
  aspect_ratio?: string;
  duration_seconds?: number;
  resolution?: string;
  platform?: string;
}

/** Ratios a creator writes as numbers, in the form the catalog uses. */
const RATIOS = new Map<string, string>([
  ["16:9", "16:9"],
  ["9:16", "9:16"],
  ["1:1", "1:1"],
  ["4:3", "4:3"],
  ["3:4", "3:4"],
  ["4:5", "4:5"],
  ["5:4", "5:4"],
  ["21:9", "21:9"],
  ["3:2", "3:2"],
  ["2:3", "2:3"],
  ["2:1", "2:1"],
  ["2.39:1", "2.39:1"],
  ["2.35:1", "2.35:1"],
  ["2.4:1", "2.39:1"],
  ["1.85:1", "1.85:1"],
]);
const RATIO_NUMBER = /(?<![\d.:])(\d{1,2}(?:\.\d{1,2})?)\s?[:∶]\s?(\d{1,2})(?![\d:])/g;
/** "9x16", "16×9", "1x1": a ratio typed with an x (only the ratios creators write that way). */
const RATIO_X = /(?<![\d.x])(9|16|1|4|21)\s?[x×]\s?(16|9|1|5)(?![\d])/giu;
type VocabularyKey = keyof (typeof PRODUCTION_VOCABULARY)[string];
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The vocabulary's words of one kind as a regex source: Latin and Cyrillic words whole, the others as written. */
function vocabulary(key: VocabularyKey): string {
  const all = [...new Set(Object.values(PRODUCTION_VOCABULARY).flatMap((v) => v[key]))].sort(
    (a, b) => b.length - a.length,
  );
  const whole = all.filter((w) => /^[\p{Script=Latin}\p{Script=Cyrillic}\s'’-]+$/u.test(w)).map(escape);
  const bare = all.filter((w) => !/^[\p{Script=Latin}\p{Script=Cyrillic}\s'’-]+$/u.test(w)).map(escape);
  return [whole.length ? `(?<![\\p{L}])(?:${whole.join("|")})(?![\\p{L}])` : "", bare.join("|")]
    .filter(Boolean)
    .join("|");
}
const V_VERTICAL = vocabulary("vertical");
const V_SQUARE = vocabulary("square");
const V_HORIZONTAL = vocabulary("horizontal");
const V_FORMATS = vocabulary("formats");
const V_FILLERS = vocabulary("fillers");
const V_SECONDS = [...new Set(Object.values(PRODUCTION_VOCABULARY).flatMap((v) => v.seconds))]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");

const VERTICAL_EN =
  /\b(?:vertical|portrait (?:video|format|mode|orientation)|tiktoks?|reels?|shorts|stories|verticale?s?|hochformat)\b|縦型|縦長|縦動画|세로|竖屏|竖版|竖向|वर्टिकल/iu;
const VERTICAL = new RegExp(`${VERTICAL_EN.source}|${V_VERTICAL}`, "iu");
const SQUARE_EN =
  /\bsquare (?:video|format|frame|crop|aspect|clip|post)\b|^\s*square\b|\bcarré\b|\bcuadrado\b|正方形|정사각형/iu;
const SQUARE = new RegExp(`${SQUARE_EN.source}|${V_SQUARE}`, "iu");
const HORIZONTAL_EN =
  /\b(?:horizontal|widescreen|landscape (?:video|format|mode|orientation))\b|横型|横長|가로|横屏|横版/iu;
const HORIZONTAL = new RegExp(`${HORIZONTAL_EN.source}|${V_HORIZONTAL}`, "iu");
const SCOPE = /\b(?:cinemascope|scope ratio)\b/i;
const RESOLUTION: [RegExp, string][] = [
  [/\b(?:4k|uhd|2160p)\b/i, "4k"],
  [/\b(?:1080p|full hd|fhd)\b/i, "1080p"],
  [/\b720p\b/i, "720p"],
];
const PLATFORM: [RegExp, string][] = [
  [/\btiktok\b/i, "TikTok"],
  [/\b(?:instagram )?reels?\b/i, "Instagram Reels"],
  [/\b(?:youtube )?shorts\b/i, "YouTube Shorts"],
  [/\binstagram\b/i, "Instagram"],
  [/\byoutube\b/i, "YouTube"],
];
const SECONDS = `(?:seconds?|secs?|segundos?|segs?|secondes?|sekunden|sek|secondi|seconden|sekund|${V_SECONDS}|s|秒|초|सेकंड)`;
/** After a unit: no letter of the same word ("secondi" is not "second" + "i"); a CJK unit ends its word ("30秒の動画"). */
const UNIT_END =
  "(?:(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Devanagari}\\p{M}])(?!\\d)|(?![\\p{L}\\p{M}\\d]))";
const LENGTH = new RegExp(`(?<![\\d.:-])(\\d{1,3})\\s?-?\\s?${SECONDS}${UNIT_END}`, "iu");
const FORMAT_NOUN_EN =
  /\b(?:tiktoks?|reels?|shorts?|videos?|clips?|ads?|advert|spots?|reels?|shorts?|films?|commercials?|teasers?|trailers?|promos?|loops?|vídeos?|vidéos?|videoclips?)\b|動画|영상|视频|वीडियो/iu;
const FORMAT_NOUN = new RegExp(`${FORMAT_NOUN_EN.source}|${V_FORMATS}`, "iu");
/** A length label: "Duration: 8s", "Length - 10 seconds", "total 15s". */
const LENGTH_LABEL =
  /^\s*(?:(?:duration|length|runtime|total|dur[ée]e|duraci[oó]n|dura[cç][aã]o|dauer|durata|duur|długość|süre|длительность)(?![\p{L}])|时长|長さ|尺|길이)/iu;

/** Everything a production clause (or a "Format:" block) states. */
export function readProduction(text: string): Production {
  const out: Production = {};
  for (const m of text.matchAll(RATIO_NUMBER)) {
    const ratio = RATIOS.get(`${Number(m[1])}:${Number(m[2])}`) ?? RATIOS.get(`${m[1]}:${m[2]}`);
    if (ratio) {
      out.aspect_ratio = ratio;
      break;
    }
  }
  if (!out.aspect_ratio)
    for (const m of text.matchAll(RATIO_X)) {
      const ratio = RATIOS.get(`${m[1]}:${m[2]}`);
      if (ratio) {
        out.aspect_ratio = ratio;
        break;
      }
    }
  if (!out.aspect_ratio) {
    if (VERTICAL.test(text) || (/\bportrait\b/i.test(text) && isProductionOnly(text)))
      out.aspect_ratio = "9:16";
    else if (/\blandscape\b/i.test(text) && isProductionOnly(text)) out.aspect_ratio = "16:9";
    else if (VERTICAL.test(text)) out.aspect_ratio = "9:16";
    else if (SQUARE.test(text)) out.aspect_ratio = "1:1";
    else if (HORIZONTAL.test(text)) out.aspect_ratio = "16:9";
    else if (SCOPE.test(text)) out.aspect_ratio = "2.39:1";
  }
  const length = LENGTH.exec(text);
  if (length && (FORMAT_NOUN.test(text) || LENGTH_LABEL.test(text) || isProductionOnly(text)))
    out.duration_seconds = Number(length[1]);
  const res = RESOLUTION.find(([re]) => re.test(text));
  if (res) out.resolution = res[1];
  const platform = PLATFORM.find(([re]) => re.test(text));
  if (platform) out.platform = platform[1];
  return out;
}

// Words a production clause is made of; what is left after removing them is content.
const PRODUCTION_WORDS = new RegExp(
  [
    "\\d{1,2}(?:\\.\\d{1,2})?\\s?[:∶]\\s?\\d{1,2}",
    "\\d{1,2}\\s?[x×]\\s?\\d{1,2}",
    // Whole units ("secondi" is not "second" + "i").
    `\\d{1,3}\\s?-?\\s?${SECONDS}${UNIT_END}`,
    // Whole words only ("bean" is not "be" + "an").
    `(?<![\\p{L}])(?:${[
      "vertical|horizontal|portrait|landscape|square|widescreen|cinemascope|verticale?s?|hochformat",
      "4k|8k|uhd|2160p|1080p|720p|full hd|fhd|hd",
      "instagram|tiktok|youtube|reels?|shorts?|stories|story|social media|social|feed",
      "videos?|clips?|ads?|advert|spots?|films?|commercials?|teasers?|trailers?|promos?|loops?|vídeos?|vidéos?",
      "format|formato|orientation|mode|modo|aspect ratio|aspect|ratio|resolution|duration|length|runtime|total|frame|size|sized",
      "a|an|the|one|for|on|in|at|of|as|and|with|to|quick|short|long|lang|seconds?|shot|make|create|generate|please|un|une|una|uno|para|pour|für|per|im|de|en|le|la|el",
      // An approximate length: "about 12 seconds", "environ 10 s", "unos 15 segundos", "etwa 8 Sekunden".
      "about|around|approx|approximately|roughly|max|maximum|environ|unos|unas|aproximadamente|etwa|ungefähr|circa|cerca|aprox|ca",
      // Casual asks: "vertical pls", "make it 9x16", "square plz", "format vertical svp", "bitte im Hochformat".
      "pls|plz|thx|thanks|svp|porfa|por favor|bitte|per favore|it|its|it's|should be|needs? to be|must be|want|i|is|be|ig|insta|yt|vids?",
    ].join("|")})(?![\\p{L}])`,
    "動画|縦動画|縦型|縦長|横型|横動画|で|用|영상|세로|가로|视频|竖屏|竖版|横屏|वर्टिकल|वीडियो|के|लिए|秒|초|सेकंड",
    V_VERTICAL,
    V_SQUARE,
    V_HORIZONTAL,
    V_FORMATS,
    V_FILLERS,
  ].join("|"),
  "giu",
);
const TOKEN_EN =
  /\d{1,2}(?:\.\d{1,2})?\s?[:∶]\s?\d{1,2}|\b(?:9|16|1|4|21)\s?[x×]\s?(?:16|9|1|5)\b|\b(?:vertical|horizontal|square|widescreen|portrait|landscape|tiktok|reels?|shorts|instagram|youtube|4k|1080p|720p|uhd|verticale?s?|hochformat)\b|\d{1,3}\s?-?\s?(?:seconds?|secs?|s|segundos?|segs?|secondes?|sekunden|sek|secondi|seconden)\b|縦動画|横動画|縦型|縦長|横型|세로|가로|竖屏|竖版|横屏|वर्टिकल|\d+\s?(?:秒|초|सेकंड)/iu;
const TOKEN = new RegExp(
  `${TOKEN_EN.source}|${V_VERTICAL}|${V_SQUARE}|${V_HORIZONTAL}|\\d{1,3}\\s?-?\\s?(?:${V_SECONDS})(?![\\p{L}])`,
  "iu",
);

/** The text with every "N:M" that is no known aspect ratio ("3:59", "10:30") blanked out. */
function withoutUnknownRatios(text: string): string {
  return text.replace(RATIO_NUMBER, (m, a: string, b: string) =>
    RATIOS.has(`${Number(a)}:${Number(b)}`) || RATIOS.has(`${a}:${b}`) ? m : " ",
  );
}

/** Is the clause nothing but a production instruction? */
export function isProductionOnly(clause: string): boolean {
  if (
    STRUCTURE_NOTE.test(
      clause
        .trim()
        .replace(/[.:!]+$/, "")
        .trim(),
    )
  )
    return true;
  // "her watch reads 3:59": a time, not a ratio; only the ratios models take count.
  if (!TOKEN.test(withoutUnknownRatios(clause))) return false;
  // Emoji and their joiners and variation selectors ("9x16 🌧️") are not words.
  const rest = clause
    .replace(/[\p{Extended_Pictographic}\u200D\uFE0E\uFE0F]/gu, " ")
    .replace(/[^\p{L}\p{M}\p{N}:.\s-]/gu, " ")
    .replace(PRODUCTION_WORDS, " ");
  return rest.replace(/[\s.:-]+/g, "") === "";
}

// "A vertical video of a cat chasing a laser": a production lead-in before the content.
const LEAD_IN = new RegExp(
  `^((?:(?:an?|one|the)\\s+)?(?:(?:\\d{1,3}\\s?-?\\s?${SECONDS}|vertical|horizontal|square|widescreen|\\d{1,2}(?:\\.\\d{1,2})?:\\d{1,2}|4k|1080p|720p|short|quick|cinematic|social)[\\s,-]+)+(?:videos?|clips?|ads?|spots?|reels?|films?|commercials?|teasers?|promos?|tiktoks?|shorts?|vertical|square)(?:\\s+(?:for|on)\\s+(?:instagram(?:\\s+reels)?|tiktok|youtube(?:\\s+shorts)?|reels|shorts|social(?:\\s+media)?))?)\\s*(?:of|about|showing|featuring|where|in which|with|:)\\s+`,
  "iu",
);

// "30-second spot for Lumo running shoes", "15s vertical 9:16 ad for Fizzly": stated lengths, ratios,
// orientations and resolutions before the format noun of an ad or film whose subject follows; they are
// parameters, the rest ("Spot for Lumo running shoes") content. A word or two may name the kind
// ("10s product ad for a waterproof speaker").
const LEAD_TOKEN = `(?:\\d{1,3}\\s?-?\\s?${SECONDS}${UNIT_END}|vertical|horizontal|square|widescreen|portrait|landscape|\\d{1,2}(?:\\.\\d{1,2})?\\s?[:∶]\\s?\\d{1,2}|(?:9|16|1|4|21)\\s?[x×]\\s?(?:16|9|1|5)|4k|uhd|1080p|720p)`;
const LENGTH_LEAD = new RegExp(
  `^(?:an?\\s+)?(${LEAD_TOKEN}(?:,?\\s+${LEAD_TOKEN}){0,4})\\s+(?=(?:[\\p{L}-]+\\s+){0,2}?(?:spot|ad|advert|commercial|film|teaser|trailer|promo)s?\\s+(?:for|about|of)\\s)`,
  "iu",
);

// "Comercial de 20 segundos para uma padaria", "Spot de 10 secondes pour une boulangerie", "Spot di 15
// secondi per ...", "Iklan 15 detik untuk …": the format noun, its length, then whom it is for; the length
// is a parameter.
const LENGTH_OF = new RegExp(
  `^((?:(?:an?|un|una|uno|uma|une|ein|einen|sebuah)\\s+)?(?:${FORMAT_NOUN.source}))\\s+(?:(?:de|di|da|of|van)\\s+)?(\\d{1,3}\\s?-?\\s?${SECONDS})(?=\\s+(?:para|pour|per|por|for|voor|für|dla|için|untuk)\\s)`,
  "iu",
);
// "20-Sekunden-Spot für eine Bäckerei", "Ein 15 Sekunden langer Werbespot für …".
const LENGTH_DE =
  /^(?:(?:ein|einen)\s+)?(\d{1,3}(?:-|\s)Sekunden(?:-|\s+lange[rsn]?\s+))(?=(?:Werbe)?(?:spot|video|clip|film)\s+für\s)/iu;

// "Spot vertical para …", "vidéo verticale de …", "video quadrato per …": an orientation right after the
// format noun is a parameter; the noun and what follows are content.
const ORIENTED = new RegExp(
  `^((?:(?:an?|un|una|uno|uma|une|ein|eine)\\s+)?(?:${FORMAT_NOUN.source}))\\s+(verticale?s?|vertical|horizontale?s?|horizontal|cuadrado|quadrado|quadrato|carrée?)(?![\\p{L}])(?=\\s+\\S)`,
  "iu",
);

// "pls make a video where a robot waters plants": a request to the tool, not part of the scene.
const REQUEST_LEAD =
  /^((?:(?:pls|plz|please|can you|could you|i want|i need|i'd like|i would like)\s+)?(?:to\s+)?(?:make|create|generate|give me|show me|do)\s+(?:me\s+)?(?:a|an)\s+(?:video|clip|animation|reel|tiktok))\s+(?:of|where|about|showing|with|in which|that shows)\s+(?=\S)/i;

/** Splits "An 8-second vertical video of X" into its production lead-in and the content "X". */
export function splitLeadIn(clause: string): { production: string; rest: string } | null {
  const m = LEAD_IN.exec(clause);
  if (m && TOKEN.test(m[1])) return { production: m[1], rest: clause.slice(m[0].length) };
  const request = REQUEST_LEAD.exec(clause);
  if (request) {
    const rest = clause.slice(request[0].length);
    return { production: request[1], rest: rest[0].toUpperCase() + rest.slice(1) };
  }
  const oriented = ORIENTED.exec(clause);
  if (oriented && !isProductionOnly(clause))
    return { production: oriented[2], rest: `${oriented[1]}${clause.slice(oriented[0].length)}` };
  const of = LENGTH_OF.exec(clause);
  if (of && !isProductionOnly(clause))
    return { production: of[2], rest: `${of[1]}${clause.slice(of[0].length)}` };
  const de = LENGTH_DE.exec(clause);
  if (de && !isProductionOnly(clause)) {
    const rest = clause.slice(de[0].length);
    return { production: de[1].replace(/[-\s]+$/, ""), rest: rest[0].toUpperCase() + rest.slice(1) };
  }
  const length = LENGTH_LEAD.exec(clause);
  if (!length || isProductionOnly(clause)) return null;
  const rest = clause.slice(length[0].length);
  return { production: length[1], rest: rest[0].toUpperCase() + rest.slice(1) };
}

/** A ratio, a platform or a resolution: a production instruction even without a separator before it. */
const STRONG_TOKEN =
  /^(?:\d{1,2}(?:\.\d{1,2})?\s?[:∶]\s?\d{1,2}|(?:9|16|1|4|21)\s?[x×]\s?(?:16|9|1|5)|tiktok|reels?|shorts|instagram|youtube|4k|1080p|720p)(?![\p{L}\d])/iu;
/** A ratio anywhere in a tail that opens with a word ("세로 9:16", "vertical 9x16 pls"). */
const RATIO_IN =
  /^[\p{L}\p{N}].*?(?<![\p{L}\d.])(?:\d{1,2}(?:\.\d{1,2})?\s?[:∶]\s?\d{1,2}|(?:9|16|1|4|21)\s?[x×]\s?(?:16|9|1|5))(?![\p{L}\d])/iu;
/** A format noun ending the words before a length ("동네 빵집 광고 15초", "Spot 15 secondi"). */
const FORMAT_NOUN_END = new RegExp(`(?:${FORMAT_NOUN.source})\\s*$`, "iu");
const LENGTH_ALONE = new RegExp(`^\\d{1,3}\\s?-?\\s?${SECONDS}${UNIT_END}[\\s.。!]*$`, "iu");
/** A preposition ending the words before a trailing platform or ratio ("…, for Instagram Reels"). */
const PLATFORM_PREP = /[\s,]*\b(for|on|para|pour|sur|für|auf|per|voor)\s+$/iu;
/** An emoji, a dash or a bar before the instruction: "… lui nn si ferma più 😄 verticale per i reel". */
const SEPARATED = /(?:[\p{Extended_Pictographic}\u200D\uFE0E\uFE0F]|\s[-–—|])\s*$/u;

/**
 * Splits "tutti battono le mani 😄 verticale per i reel" into the content and its trailing production
 * instruction, when the instruction follows an emoji or a dash, or opens with a ratio, a platform or a
 * resolution ("a cat in a box 9:16"). A length alone never does ("runs for 10 seconds" is content).
 */
export function splitTrailing(clause: string): { rest: string; production: string } | null {
  if (!TOKEN.test(withoutUnknownRatios(clause)) || isProductionOnly(clause)) return null;
  for (const m of clause.matchAll(/(?<=\s)\S/gu)) {
    const at = m.index ?? 0;
    const tail = clause.slice(at);
    const head = clause.slice(0, at);
    if (!/[\p{L}\p{N}]/u.test(head) || !isProductionOnly(tail)) continue;
    // "… 기다린다 세로 9:16": a tail that states a ratio is an instruction wherever the ratio stands in it.
    if (SEPARATED.test(head) || STRONG_TOKEN.test(tail) || RATIO_IN.test(withoutUnknownRatios(tail))) {
      // "…, for Instagram Reels": the preposition belongs to the instruction, never left dangling.
      const prep = PLATFORM_PREP.exec(head);
      if (prep && /[\p{L}\p{N}]/u.test(head.slice(0, prep.index)))
        return { rest: head.slice(0, prep.index).trimEnd(), production: `${prep[1]} ${tail}` };
      return { rest: head.trimEnd(), production: tail };
    }
    // "동네 빵집 광고 15초": a length right after the format noun it measures.
    if (FORMAT_NOUN_END.test(head) && LENGTH_ALONE.test(tail))
      return { rest: head.trimEnd(), production: tail };
  }
  return null;
}

/** Merges what several clauses state; the first statement of each field wins. */
export function mergeProduction(into: Production, from: Production): Production {
  return {
    aspect_ratio: into.aspect_ratio ?? from.aspect_ratio,
    duration_seconds: into.duration_seconds ?? from.duration_seconds,
    resolution: into.resolution ?? from.resolution,
    platform: into.platform ?? from.platform,
  };
}
