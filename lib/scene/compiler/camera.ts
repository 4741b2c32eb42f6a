// Stage 6a, camera: shot sizes, angles and moves, each kept whole as the text writes it ("whip pan",
// "dolly in", "bird's-eye view", "Steadicam"), never split into words, characters or places.

export type CameraFacts = { movements: string[]; angles: string[] };

const ANGLES: RegExp[] = [
  /\bextreme close[- ]?ups?\b/i,
  /\bmedium close[- ]?ups?\b/i,
  /\b(?<!(?:extreme|medium) )close[- ]?ups?\b|\bclose shots?\b/i,
  /\bmedium (?:wide )?shots?\b|\bmid[- ]shots?\b/i,
  /\bextreme wide shots?\b|\bextreme long shots?\b/i,
  /\b(?<!extreme )wide(?:[- ]angle)?(?: shots?| lens)?\b(?! (?:open|eyes?|smile|grin|road|river|street|plain|field|valley|sky|world)\b)/i,
  /\blong shots?\b|\bfull shots?\b/i,
  /\bestablishing shots?\b/i,
  /\blow[- ]angle(?: shots?)?\b/i,
  /\bhigh[- ]angle(?: shots?)?\b/i,
  /\bbird'?s[- ]eye(?: view| shot)?\b|\boverhead (?:shots?|angle|view)\b|\boverhead(?= *[:.,])|\btop[- ]down(?: view| shot)?\b/i,
  /\bworm'?s[- ]eye(?: view| shot)?\b/i,
  /\bPOV\b|\bpoint[- ]of[- ]view\b|\bfirst[- ]person\b/,
  /\bover[- ]the[- ]shoulder(?: shots?)?\b/i,
  /\bdutch (?:angle|tilt)\b/i,
  /\beye[- ]level\b/i,
  /\btwo[- ]shots?\b/i,
  /\bmacro(?: shots?| lens)?\b/i,
  /\bprofile shots?\b|\bside profile\b/i,
  /\binsert shots?\b/i,
  /\bfisheye(?: lens)?\b/i,
  /\btelephoto(?: lens)?\b/i,
  /\b\d{2,3}\s?mm lens\b/i,
  /\bground level\b/i,
  /\bshallow (?:depth of field|focus)\b/i,
  /\bunderwater shots?\b/i,
  // Shot sizes of other languages, kept as written ("plan large" is a wide shot).
  /\bplan (?:large|serré|rapproché|d'ensemble|américain)\b|\bgros plan\b/iu,
  /\bprimer (?:plano|primer plano)\b|\bplano (?:general|medio|detalle|aberto|fechado|americano|cenital)\b/iu,
  /\bNahaufnahme\b|\b(?:Halb)?[Tt]otale\b/u,
  /\bcampo lungo\b|\bprimissimo piano\b/iu,
];

const MOVES: RegExp[] = [
  /\bwhip[- ]pans?\b/i,
  /\b(?<!whip[- ])(?:slow |quick )?pan(?:s|ning|ned)? (?:left|right|across|over|up|down|to)\b|\bslow pan\b|\bpan shot\b/i,
  /\bsnap[- ]zoom(?:s)?\b/i,
  /\b(?<!snap[- ])(?:slow |crash )?zoom(?:s|ing|ed)?(?: (?:in|out))?\b/i,
  /\btilt(?:s|ing|ed)? (?:up|down)\b|\bslow tilt\b/i,
  /\bdolly(?:[- ](?:in|out|zoom|shot|forward|back))?\b|\bdollies\b/i,
  /\btracking(?: shots?| alongside)?\b|\bcamera (?:tracks|follows)\b/i,
  /\bcrane(?: shots?| up| down)?\b/i,
  /\bjib(?:s|bing)?(?: (?:up|down|across|over))?\b/i,
  /\bboom(?:s|ing)?(?: (?:up|down))\b/i,
  /\bpedestal(?: (?:up|down))?\b/i,
  /\bpush(?:es|ing)?[- ]in\b|\bpushing in\b/i,
  /\bpull(?:s|ing)?[- ](?:back|out)\b|\bpull-out\b/i,
  /\bhand[- ]?held\b|\bshaky cam\b/i,
  /\bsteadicam\b/i,
  /\bgimbal(?: shot| walk)?\b/i,
  /\borbit(?:s|ing)?\b|\b360[- ]degree\b|\bcircles? around\b/i,
  /\baerial(?: drone)?(?: shots?| view)?\b/i,
  /\bFPV(?: drone)?\b|\bdrone(?: shots?| footage| tracking)?\b/i,
  /\bflyover\b/i,
  /\bslow[- ]motion\b|\bslow-mo\b/i,
  /\btime[- ]lapse\b/i,
  /\bstatic(?: wide)?(?: shot| camera)?\b|\blocked[- ]off(?: tripod)?(?: shot)?\b|\btripod shot\b/i,
  /\brack focus\b/i,
  /\bslow drift(?: forward)?\b/i,
  /\btripod\b(?! shot)/i,
  /\bcamera (?:is |slowly )*(?:rising|rises|lifts|lifting|climbs|climbing|descends|descending|sinks|sinking|lowers|lowering)\b/i,
  /\b(?:slow|gentle|steady) push(?:es|ing)?(?: (?:toward|towards|forward))?\b(?![- ]in\b)/i,
];

const ALL = [...ANGLES.map((re) => [re, "angle"] as const), ...MOVES.map((re) => [re, "move"] as const)];
const global = (re: RegExp) => new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
const ALL_GLOBAL = ALL.map(([re, kind]) => [global(re), kind] as const);

/** Reads the camera terms of a scene's (negation-blanked) text. */
export function readCamera(text: string): CameraFacts {
  const found: { at: number; term: string; kind: "angle" | "move" }[] = [];
  // exec() on the shared global patterns: matchAll() would copy each of the 50 patterns on every call.
  for (const [re, kind] of ALL_GLOBAL) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      found.push({ at: m.index, term: normaliseTerm(m[0]), kind });
      if (m[0] === "") re.lastIndex++;
    }
  }
  found.sort((a, b) => a.at - b.at);
  // A term inside a longer one ("close-up" in "medium close-up") is the longer one.
  const kept = found.filter(
    (f) =>
      !found.some(
        (g) =>
          g !== f && g.term.length > f.term.length && g.term.includes(f.term) && Math.abs(g.at - f.at) < 20,
      ),
  );
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    movements: uniq(kept.filter((f) => f.kind === "move").map((f) => f.term)),
    angles: uniq(kept.filter((f) => f.kind === "angle").map((f) => f.term)),
  };
}

const VERB_FORM = /\b(pan|tilt|zoom|push|pull|jib|boom|orbit)(?:s|es|ing|ed|ned|ning)?\b/i;
const baseForm = (t: string) => t.replace(VERB_FORM, (_, v: string) => v).replace(/\s+(?:to|over)$/i, "");
const normaliseTerm = (t: string) =>
  /^(?:pov|fpv)/i.test(t) ? t.replace(/^(pov|fpv)/i, (x) => x.toUpperCase()) : baseForm(t.toLowerCase());

/** Blanks the camera vocabulary out of a text, so no shot name becomes a character or a place. */
export function withoutCameraTerms(text: string): string {
  return text.replace(ANY_TERM, (m) => " ".repeat(m.length));
}

// Every camera pattern as one, for blanking in a single pass.
const ANY_TERM = new RegExp(ALL.map(([re]) => `(?:${re.source})`).join("|"), "gi");
