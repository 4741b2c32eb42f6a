// Stage 3, negations: reads what the text rules out ("no narration", "without people", "never show
// her face", "avoid text", "sin música", "ohne Menschen", "sans texte", "音楽なし") before anything is
// extracted. Ruled-out things switch their field off or become a constraint note, and their words
// are blanked from the text the later stages read, so a negated thing never becomes a value.
import { execAll } from "./normalise";
import { isMannerNegation, isNobodyAction } from "../clauses/manner";
import { isPersonNoun } from "./vocabulary";

export type Negations = {
  /** The ruled-out things, as the text names them ("narration", "people", "her face"). */
  terms: string[];
  music: boolean;
  narration: boolean;
  onScreenText: boolean;
  captions: boolean;
  people: boolean;
  dialogue: boolean;
  /** The text with every negated phrase blanked out. */
  positive: string;
};

const NEGATOR =
  /(?<![\p{L}'’])(?:nobody|no one|no-one|nadie|niemand|nessuno|ninguém|nikt|no|not|without|never(?: show)?|avoid(?:ing)?|don'?t(?: show| use| add| include| want)?|do not(?: show| use| add| include)?|zero|sin|ohne|keine?[nmrs]?|kein|sans|pas de|aucune?|sem|nenhuma?|senza|nessuna?|nessun|niente|ningún|ninguna|nunca|jamais|geen|zonder|bez|tanpa)(?![\p{L}'’])[ \t]*:?/giu;
// Where a negation's scope ends: the clause ("no text, only hands" stops at the comma).
const SCOPE_END =
  /[,.;:!?\n。、⟦]|\b(?:but|only|just|instead|use|with|while|as|solo|nur|seulement|apenas|solo)\b/iu;
const TRAILING =
  /\s+(?:at all|anywhere|around|left|yet|now|please|shown|on screen|on-screen|in frame|in shot|à l'écran|en pantalla|na tela|sullo schermo|im bild|in beeld|overlay)\b.*$/i;
const LEADING = /^(?:no|any|a|an|the|more|other|de|des|la|le|el|los|las|der|die|das)\s+/i;
/** Cheap check first: most texts hold no Japanese negation word at all. */
const JA_NEGATION_WORD = /なし|無し|禁止/;
// The word before なし: kanji, kana (with the long-vowel mark ー) or Latin letters ("BGMなし"), never
// across a particle (の, で, を...).
const JA_NEGATION =
  /((?:(?![のでをにがはとも])[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ーA-Za-z0-9]){1,8}?)(?:なし|無し|禁止)/gu;

// "the potter's", "her grandmother's": a possessive person before the negated thing.
const POSSESSIVE_OWNER =
  /^\s*(?:(?:the|a|an|his|her|their|its|our|my|your)\s+)?(?:[\p{L}-]+\s+)?([\p{L}-]+)['’]s?(?=\s)/iu;
/** The length of a possessive person opening a negated phrase ("the potter's"), else 0. */
function ownerLength(scope: string): number {
  const m = POSSESSIVE_OWNER.exec(scope);
  return m && (isPersonNoun(m[1]) || /^\p{Lu}/u.test(m[1])) ? m[0].length : 0;
}
const MUSIC =
  /^(?:music|score|soundtrack|songs?|bgm|música|musica|musique|musik|muziek|muzyki|muzyka|音楽)$/i;
const NARRATION =
  /^(?:narration|narrator|voice-?over|voiceover|vo|narración|narração|narrazione|erzähler|narrateur|narrador|narratore|verteller|lektor|ナレーション)$/i;
const ON_SCREEN =
  /^(?:on-?screen )?(?:text|texts|titles?|logos?|captions|subtitles|texte|texto|testo|tekst|brand(?: name)?|lettering|watermarks?|text overlays?|overlays?|words|letters|graphics|titles)$/i;
const CAPTIONS =
  /^(?:captions|subtitles|closed captions|subtítulos|legendas?|sous-titres|sottotitoli|untertitel|ondertitels?|napisy|字幕)$/i;
const PEOPLE =
  /^(?:people|one|person|persons|humans?|anyone|crowds?|pedestrians|figures|menschen|personnes|gente|persone|personas|pessoas)$/i;
const DIALOGUE = /^(?:dialogue|dialog|talking|speech|lines|spoken words)$/i;
const SOUND_OFF = /\bsilent film\b|\bin (?:complete |total )?silence\b|\bno sound design\b|^silent\b/i;

const CANONICAL = {
  music: "music",
  narration: "narration",
  onScreenText: "on-screen text",
  people: "people",
};
const NO_IS_NOT_NEGATION = new Set(["pt", "it", "gl"]);

// Negated phrases that name nothing ("not at night but..." still names "night"; "no longer" names nothing).
const EMPTY = /^(?:longer|more|one|less|matter|need|doubt|way|sooner|idea|ones?)$/i;

/** Reads every negation of the text. */
export function readNegations(text: string, language = "en"): Negations {
  const terms: string[] = [];
  let positive = text;
  const blank = (start: number, end: number) => {
    positive = positive.slice(0, start) + " ".repeat(end - start) + positive.slice(end);
  };
  let people = false;
  for (const m of execAll(NEGATOR, text)) {
    const word = m[0].trim().toLowerCase().replace(/:$/, "");
    // Portuguese and Italian "no" means "in the" ("no mar"), not a negation.
    if (word === "no" && NO_IS_NOT_NEGATION.has(language)) continue;
    const start = m.index + m[0].length;
    const rest = text.slice(start);
    const end = rest.search(SCOPE_END);
    const scope = (end < 0 ? rest : rest.slice(0, end)).trim();
    if (/^(?:nobody|no one|no-one|nadie|niemand|nessuno|ninguém|nikt)$/.test(word)) {
      // "Nobody answers": someone's action, not "no people".
      if (isNobodyAction(word, rest)) continue;
      people = true;
      terms.push("people");
      blank(m.index, m.index + m[0].length);
      continue;
    }
    if (!scope) continue;
    // "He waves without turning", "sans un mot": the manner of an action rules nothing out.
    const negator = word === "no" && /\bwith\s+$/i.test(text.slice(0, m.index)) ? "with no" : word;
    if (isMannerNegation(negator, rest.split(/[,.;:!?\n。、]/u)[0], language)) continue;
    // "Don't show the potter's face": what is ruled out is the face; its owner is still in the scene.
    const owner = ownerLength(rest);
    for (const part of scope.split(
      /\s*(?:\bor\b|\band\b|\bnor\b|,|\/|\bni\b|\bou\b|\bo\b|\boder\b|\bnoch\b)\s*/i,
    )) {
      let t = part.replace(TRAILING, "").trim();
      while (LEADING.test(t)) t = t.replace(LEADING, "");
      if (!t || EMPTY.test(t) || t.split(/\s+/).length > 4) continue;
      terms.push(t);
    }
    const stop = start + (end < 0 ? rest.length : end);
    if (owner && start + owner < stop) {
      blank(m.index, start);
      blank(start + owner, stop);
    } else blank(m.index, stop);
  }
  if (JA_NEGATION_WORD.test(text))
    for (const m of execAll(JA_NEGATION, text)) {
      terms.push(m[1]);
      blank(m.index, m.index + m[0].length);
    }
  const heads = terms.map((t) => t.split(/\s+/).slice(-1)[0]);
  const has = (re: RegExp) => terms.some((t) => re.test(t)) || heads.some((h) => re.test(h));
  // A field named first, as the Romance languages put it: "música de fondo", "texte à l'écran".
  const firsts = terms.map((t) => t.split(/\s+/)[0]);
  const hasField = (re: RegExp) => has(re) || firsts.some((f) => re.test(f));
  const flags = {
    music: hasField(MUSIC) || SOUND_OFF.test(text),
    narration: hasField(NARRATION),
    onScreenText: hasField(ON_SCREEN),
    captions: hasField(CAPTIONS) || hasField(ON_SCREEN),
    people: people || has(PEOPLE),
    dialogue: has(DIALOGUE),
  };
  // The English name of each ruled-out field, so the notes read the same in every language.
  const canonical = Object.entries(CANONICAL)
    .filter(([flag]) => flags[flag as keyof typeof flags])
    .map(([, term]) => term);
  return { terms: [...new Set([...terms, ...canonical])], ...flags, positive };
}
