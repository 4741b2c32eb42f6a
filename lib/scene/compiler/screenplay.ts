// Screenplay dialogue blocks (issue 22, fifth review): a character cue on its own line ("ROSA",
// "OPERATOR (O.S.)", "MAYA (CONT'D)"), an optional parenthetical line ("(to the booth operator)") and the
// line itself, up to a blank line or the next cue. Each block is rewritten as the one-line colon script the
// later stages already read ("OPERATOR (O.S.): That's what they all say, kid.", "ROSA: (to the booth
// operator) I'll win the other one too."), so the parenthetical is the manner, O.S. and V.O. keep the
// voice off screen, and the spoken words are never visual prose. A block is a line of the scene it sits
// in, not a scene of its own: the blank lines around it join it to the paragraphs before and after
// (never to a slug line or a scene heading that follows). Slug lines themselves are left as they are.

/** A cue's name: capitals only (any cased script), or a short name in a script without capitals. */
const CUE =
  /^((?=[^\n]*\p{Lu}{2})[\p{Lu}\p{M}][\p{Lu}\p{M}'’.-]*(?: [\p{Lu}\p{M}][\p{Lu}\p{M}'’.-]*){0,3}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{1,8})((?:\s*[(（][^()（）\n]{1,24}[)）])*)\s*$/u;
/** A screenplay extension after the name: voice-over, off screen, continued. */
const EXTENSION =
  /^(?:V\.?\s?O\.?|O\.?\s?S\.?|O\.?\s?C\.?|CONT['’]?D\.?|CONT\.?|OFF|VOIX OFF|HORS CHAMP|EN OFF|OFF-?SCREEN|VOICE-?OVER|INTO PHONE|ON PHONE|FILTERED)$/i;
const CONTINUED = /^CONT['’]?D\.?$|^CONT\.?$/i;
const PARENTHETICAL = /^\s*[(（]([^()（）\n]{1,80})[)）]\s*$/u;
/** Headings and transitions in capitals that are never a speaker. */
const NOT_A_CUE =
  /^(?:INT|EXT|I\/E|EST|INT\.?\/EXT|EXT\.?\/INT|SCENE|SHOT|CAST|CHARACTERS?|TITLE|SUPER|FADE|CUT|DISSOLVE|SMASH|MATCH|MONTAGE|INTERCUT|BACK|LATER|CONTINUOUS|THE END|END|MORNING|NIGHT|DAY|DAWN|DUSK|EVENING|NOON|SUNSET|SUNRISE|FLASHBACK|INSERT|ANGLE|CLOSE|WIDE|POV|OVER|TIME CUT|MOMENTS LATER|TAG|COLD OPEN|ACT|ESCENA|SCÈNE|SZENE|PLAN|PLANO|NOTES?|TIPS?|STYLE|LOOK|MUSIC|SOUND|AUDIO|SFX|CAMERA|LIGHTING|MOOD|PROMPT|NEGATIVE|AVOID|FORMAT|DIALOGUE|NARRATION|NARRATOR|VOICE-?OVER|SETTING|LOCATION|YES|NO|OK|OKAY|HOOK|CTA|INTRO|OUTRO|VERSE|CHORUS|PRE-CHORUS|BRIDGE|LYRICS|CAPTION|TEXT|LOGO|SLOGAN|TAGLINE)\b/i;
/** A paragraph that starts a new scene: a blank line before it stays. */
const NEW_SCENE =
  /^(?:(?:INT|EXT|I\/E|EST)[.\s/]|(?:scene|shot|part|escena|scène|szene|scena|cena|plan|plano)\s*\d|\d+[.)]\s|\[\d|\d+\s*-\s*\d+\s*s)/iu;

/** A single-quoted word or phrase (never an apostrophe), as the quote reader would lift it out. */
const INNER_SINGLE =
  /(?<![\p{L}\p{N}])['‘]\S(?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){0,300}?\S?['’](?![\p{L}\p{N}])/u;

type Cue = { name: string; ext: string[] };
/** Whether each name is met elsewhere, by name (bounded: a flood of capitals never rescans the text). */
type Seen = Map<string, boolean>;
const MAX_NAMES = 24;

function isCue(lines: string[], i: number, source: string, seen: Seen, script = false): Cue | null {
  const m = CUE.exec(lines[i].trim());
  if (!m || NOT_A_CUE.test(m[1])) return null;
  const next = lines[i + 1];
  if (next === undefined || !next.trim() || CUE.test(next.trim())) return null;
  const parens = [...m[2].matchAll(/[(（]([^()（）]+)[)）]/gu)].map((p) => p[1].trim());
  // Anything in brackets after the name must be an extension ("ROSA (17)" is an introduction).
  if (parens.some((p) => !EXTENSION.test(p))) return null;
  const name = m[1].trim();
  // Confirmed by an extension, a parenthetical line, or the name met elsewhere in the text.
  // In a script that already has confirmed blocks, a name in capitals alone on its line after a blank
  // line ("JUDGE" before "Your word is 'onomatopoeia.'") is a cue too.
  const opensBlock = script && /\p{Lu}/u.test(name) && (i === 0 || !lines[i - 1].trim());
  const confirmed =
    opensBlock || parens.length > 0 || PARENTHETICAL.test(next) || seenElsewhere(name, source, seen);
  return confirmed ? { name, ext: parens.filter((p) => !CONTINUED.test(p)) } : null;
}

function seenElsewhere(name: string, source: string, seen: Seen): boolean {
  let found = seen.get(name);
  if (found === undefined) {
    if (seen.size >= MAX_NAMES) return false;
    found = elsewhere(name, source);
    seen.set(name, found);
  }
  return found;
}

/** The name written elsewhere in the text, capitalised ("ROSA (17) stops", "Rosa smiles", "지우가"). */
function elsewhere(name: string, source: string): boolean {
  const cased = /\p{Lu}/u.test(name);
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = cased ? new RegExp(`(?<![\\p{L}\\p{M}])${esc}(?![\\p{L}\\p{M}])`, "giu") : new RegExp(esc, "gu");
  for (const m of source.matchAll(re)) {
    // A capitalised word: the cue's own capitals or a name's capital, never a lower-case common noun.
    if (cased && !/^\p{Lu}/u.test(m[0])) continue;
    // Not a cue line itself (the name alone on its line, with its extensions).
    const at = m.index ?? 0;
    const end = source.indexOf("\n", at);
    if ((at === 0 || source[at - 1] === "\n") && CUE.test(source.slice(at, end < 0 ? undefined : end).trim()))
      continue;
    return true;
  }
  return false;
}

/**
 * A script line in Japanese or Chinese with the name directly before the quote ("翔太「いつもの。」",
 * "源さん（笑って）「今日は煮卵おまけだ。」"): the name's colon is implied, so it is written in, and the line is
 * read as every colon script is. Only a whole line of a name (never ending on a particle: "看板に「…」" is
 * on a sign) and its quote.
 */
const NAME_BEFORE_QUOTE =
  /^(\s*(?:[-•*]\s*)?)([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8}?)((?:\s*[（(][^（）()\n]{1,16}[）)])?)\s*(?=「[^「」\n]+」\s*$)/u;
const PARTICLE_END = /(?:[にがはをでとのもへやより]|から|まで)$/u;
/** Words shown, never said: a sign, a caption, a title ("看板「本日休業」", "字幕「三年後」"). */
const SHOWN_WORDS =
  /(?:看板|字幕|テロップ|タイトル|画面|ポスター|張り紙|貼り紙|メモ|手紙|メッセージ|文字|ロゴ|招牌|标语|標語|屏幕|标题|標題|横幅|文字|弹幕|题字)$/u;

function nameBeforeQuote(line: string): string {
  const m = NAME_BEFORE_QUOTE.exec(line);
  // A sign or a caption ("看板「本日休業」") is shown, never a speaker's name.
  if (!m || PARTICLE_END.test(m[2]) || SHOWN_WORDS.test(m[2])) return line;
  return `${m[1]}${m[2]}${m[3]}：${line.slice(m[0].length)}`;
}

/** Rewrites the text's screenplay dialogue blocks as one-line colon scripts joined to their scene. */
export function screenplayBlocks(text: string): string {
  const source = /「/.test(text) ? text.split("\n").map(nameBeforeQuote).join("\n") : text;
  if (!/\n/.test(source)) return source;
  const lines = source.split("\n");
  const out: string[] = [];
  let changed = false;
  // "Tomás levanta la vista": a line after the first that opens with a cue's name written as a name (not
  // in capitals) is the action after the block, even without a blank line before it.
  const seen: Seen = new Map();
  let cues = lines.map((_, i) => isCue(lines, i, source, seen));
  if (cues.some(Boolean)) cues = lines.map((_, i) => cues[i] ?? isCue(lines, i, source, seen, true));
  const names = new Set(cues.flatMap((c) => c?.name.toLowerCase() ?? []));
  const action = (line: string) => {
    const first = /^[\p{L}\p{M}'’.-]+/u.exec(line)?.[0] ?? "";
    return first !== first.toUpperCase() && names.has(first.toLowerCase());
  };
  for (let i = 0; i < lines.length; i++) {
    const cue = cues[i];
    if (!cue) {
      out.push(lines[i]);
      continue;
    }
    let j = i + 1;
    const direction = PARENTHETICAL.exec(lines[j]);
    if (direction) j++;
    const said: string[] = [];
    while (j < lines.length && lines[j].trim() && !cues[j] && !(said.length && action(lines[j].trim())))
      said.push(lines[j++].trim());
    if (!said.length) {
      out.push(lines[i]);
      continue;
    }
    changed = true;
    // The block joins the paragraph before it (the blank line between them goes).
    while (out.length && !out[out.length - 1].trim()) out.pop();
    const ext = cue.ext.length ? ` (${cue.ext.join(", ")})` : "";
    const how = direction ? `(${direction[1].trim()}) ` : "";
    const words = said.join(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(said[0]) ? "" : " ",
    );
    // A name without capitals is read from a quoted line ("健太：「足りないかも。」", "민호: "…""); its
    // parenthetical is not kept (the colon scripts of those languages have no manner slot).
    if (!/\p{Lu}/u.test(cue.name))
      out.push(
        /^["“「『«„]/u.test(words)
          ? `${cue.name}：${words}`
          : /\p{Script=Hangul}/u.test(words)
            ? `${cue.name}: "${words}"`
            : `${cue.name}：「${words}」`,
      );
    // "Your word is 'onomatopoeia.'": a word the line quotes stays inside the line, which is quoted whole.
    else if (INNER_SINGLE.test(words) && !/["“”«»„「」]/u.test(words))
      out.push(`${cue.name}${ext}: ${how}"${words}"`);
    else out.push(`${cue.name}${ext}: ${how}${words}`);
    // And the paragraph after it, unless that one starts a new scene.
    let k = j;
    while (k < lines.length && !lines[k].trim()) k++;
    if (k < lines.length && !NEW_SCENE.test(lines[k].trim())) j = k;
    i = j - 1;
  }
  return changed ? out.join("\n") : source;
}
