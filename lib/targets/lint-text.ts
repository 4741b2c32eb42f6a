// Lints a prompt a creator wrote by hand for one target, scored 0-100 like an export's lint: the
// model's cap and sweet spot, words a model reads as content (placeholders, empty labels, repeats),
// negations where the model has no negative field, sound sent to a silent model, style-word soup and
// named emotions. Pure and browser-safe: the MCP tool lint_prompt and anything else can call it.
import type { TargetSpec } from "./catalog";
import { EMOTIONS, PENALTY, SOUP, type LintFinding, type LintResult } from "./lint";
import { hasNegation, measure, wordCount } from "./text";

const PLACEHOLDER = /\b(unspecified|undefined|null|n\/a|tbd|lorem ipsum)\b|\[object /i;
const EMPTY_LABEL = /\b([A-Z][a-z]+):\s*(?=[.;]|$)/m;
const SOUND =
  /\b(says|said|asks|whispers|shouts|dialogue|voice-?over|narrat\w*|music|soundtrack|sound of|ambient sound|sfx)\b|"[^"]{2,}"/i;

/** A 4-word sequence that occurs twice (a sign of pasted or generated repetition), if any. */
function repeatedSequence(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const seen = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) {
    const key = words.slice(i, i + 4).join(" ");
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

/** Scores a hand-written prompt for `spec`; findings are suggestions, never rewrites. */
export function lintPromptText(text: string, spec: TargetSpec): LintResult {
  const findings: LintFinding[] = [];
  const add = (severity: LintFinding["severity"], code: string, message: string) =>
    findings.push({ code, severity, message, clip: 1 });
  const limit = spec.promptLimit;
  if (limit && measure(text, limit.unit) > limit.max)
    add(
      "error",
      "over_cap",
      `Over ${spec.name}'s ${limit.max}-${limit.unit} cap: the model will cut or refuse it.`,
    );
  const words = wordCount(text);
  const [low, high] = spec.sweetSpotWords;
  if (words < low)
    add("info", "too_short", `About ${words} words; ${spec.name} works best with ${low}-${high}.`);
  if (words > high)
    add("info", "too_long", `About ${words} words; ${spec.name} works best with ${low}-${high}.`);
  const placeholder = text.match(PLACEHOLDER);
  if (placeholder)
    add(
      "error",
      "placeholder",
      `"${placeholder[0].trim()}" is a placeholder; the model reads every word as content.`,
    );
  const label = text.match(EMPTY_LABEL);
  if (label) add("warning", "empty_label", `"${label[1]}:" has no value; remove the label or fill it in.`);
  const repeat = repeatedSequence(text);
  if (repeat) add("warning", "repeated", `"${repeat}" appears more than once; say each thing once.`);
  const spoken = text.replace(/"[^"]*"|“[^”]*”/g, "");
  if (hasNegation(spoken))
    add(
      "warning",
      "negation",
      spec.negativePrompt
        ? `Move exclusions ("no X") to ${spec.name}'s negative prompt (${spec.negativePrompt.field}); inline they may be read as requests.`
        : `${spec.name} has no negative prompt and may read "no X" as "X": describe what should be there instead.`,
    );
  if (!spec.audio && SOUND.test(text))
    add(
      "warning",
      "audio_on_silent",
      `${spec.name} makes silent video: dialogue, music and sound are ignored.`,
    );
  const soup = spoken.match(SOUP);
  if (soup && soup.length >= 2)
    add("warning", "style_soup", `Style-word soup (${soup.join(", ")}); one clear style reads better.`);
  const emotion = spoken.match(EMOTIONS);
  if (emotion)
    add(
      "info",
      "emotion",
      `"${emotion[0]}" names an emotion; show it as visible behaviour (a smile, clenched fists).`,
    );
  const penalty = findings.reduce((s, f) => s + PENALTY[f.severity], 0);
  return { score: Math.max(0, Math.min(100, 100 - penalty)), findings };
}
