// The content policy (docs/product-spec.md §5), one module for the browser (live checks under the fields) and
// the server (the authoritative check before generating). Pure and synchronous, no dependency.
// Keywords and themes are matched as words (./match.ts), not substrings.
import { BANNED_THEMES, KEYWORD_ENTRIES } from "./banned-terms";
import { findPolicyTerms, keywordOf, tokenize } from "./match";

export { findPolicyTerms, violatesPolicy } from "./match";
export { findPolicyTermsInSlices, POLICY_SLICE } from "./slices";
export type { PolicyMatch } from "./match";
export { BANNED_THEMES };

/** The banned keywords as shown to the user (each also matches its inflections and listed forms). */
export const BANNED_KEYWORDS: readonly string[] = KEYWORD_ENTRIES.map(keywordOf);

import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "./limits";
export { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX };
export const UPPERCASE_MIN_LENGTH = 10;
export const UPPERCASE_MAX_RATIO = 0.5;

/** Suggestion lines for a refused theme (the word lists' themes and the AI moderation layer). */
export const THEME_SUGGESTIONS: readonly string[] = [
  "Choose a family-friendly theme.",
  "Focus the story on adventure, nature, everyday life, humour or wonder.",
];

/** The phrase every server-side refusal carries, so the client shows the Content Not Allowed toast. */
export const CONTENT_NOT_ALLOWED = "Content not allowed";

export type PolicyFlag =
  | "empty"
  | "too_short"
  | "too_long"
  | "keywords"
  | "themes"
  | "uppercase"
  | "title_keywords"
  | "title_too_long";

export type PolicyIssue = { flag: PolicyFlag; message: string; suggestions: string[] };

export type PolicyResult = {
  valid: boolean;
  /** Every failed rule, in the order of the spec. */
  issues: PolicyIssue[];
  /** The first failure's message (what a toast shows), or null when valid. */
  message: string | null;
  /** Banned keywords found (lower case), for the analytics' contentPolicyFlags. */
  keywords: string[];
};

/**
 * Entries of `list` found in `text` as words (the earlier API, kept so that callers written against
 * it still compile and now match words): the keyword and theme lists give what `findPolicyTerms` finds.
 */
export function findBanned(text: string, list: readonly string[]): string[] {
  if (list === BANNED_KEYWORDS) return findPolicyTerms(text).keywords;
  if (list === BANNED_THEMES) return findPolicyTerms(text).themes;
  const words = ` ${tokenize(text)
    .map((t) => t.word)
    .join(" ")} `;
  return list.filter((entry) => words.includes(` ${entry.toLowerCase()} `));
}

/** Share of uppercase letters in the whole text (the spec counts characters, not only letters). */
export function uppercaseRatio(text: string): number {
  if (text.length === 0) return 0;
  let upper = 0;
  for (const ch of text) if (ch !== ch.toLowerCase() && ch === ch.toUpperCase()) upper++;
  return upper / text.length;
}

function result(issues: PolicyIssue[], keywords: string[]): PolicyResult {
  return { valid: issues.length === 0, issues, message: issues[0]?.message ?? null, keywords };
}

/** Checks a scene description against every rule of the policy. */
export function checkDescription(input: string | null | undefined): PolicyResult {
  const text = (input ?? "").trim();
  if (text.length === 0) {
    return result(
      [
        {
          flag: "empty",
          message: "Description cannot be empty",
          suggestions: ["Describe who is in the scene, where it happens and what they do."],
        },
      ],
      [],
    );
  }
  const issues: PolicyIssue[] = [];
  if (text.length < DESCRIPTION_MIN) {
    issues.push({
      flag: "too_short",
      message: "Description is too short",
      suggestions: [
        `Write at least ${DESCRIPTION_MIN} characters.`,
        "Add who is in the scene, where it takes place and what happens.",
      ],
    });
  }
  if (text.length > DESCRIPTION_MAX) {
    issues.push({
      flag: "too_long",
      message: "Description is too long",
      suggestions: [
        `Keep the description to ${DESCRIPTION_MAX} characters or fewer (now ${text.length}).`,
        "Split a long story into several generations.",
      ],
    });
  }
  const { keywords, themes } = findPolicyTerms(text);
  if (keywords.length > 0) {
    issues.push({
      flag: "keywords",
      message: `Content contains inappropriate keywords: ${keywords.join(", ")}`,
      suggestions: [
        `Remove or rephrase: ${keywords.join(", ")}.`,
        "Keep the scene family-friendly: no sexual, violent, drug or hateful content.",
      ],
    });
  }
  if (themes.length > 0) {
    issues.push({
      flag: "themes",
      message: "Content contains inappropriate themes",
      suggestions: [...THEME_SUGGESTIONS],
    });
  }
  if (text.length > UPPERCASE_MIN_LENGTH && uppercaseRatio(text) > UPPERCASE_MAX_RATIO) {
    issues.push({
      flag: "uppercase",
      message: "Please avoid excessive uppercase text",
      suggestions: [
        "Write in normal sentence case.",
        'Use words such as "loud" or "dramatic" instead of capitals for emphasis.',
      ],
    });
  }
  return result(issues, keywords);
}

/** Checks the optional scene title: banned keywords and length. An empty title is fine. */
export function checkTitle(input: string | null | undefined): PolicyResult {
  const text = (input ?? "").trim();
  const issues: PolicyIssue[] = [];
  const keywords = text ? findPolicyTerms(text).keywords : [];
  if (keywords.length > 0) {
    issues.push({
      flag: "title_keywords",
      message: `Title contains inappropriate keywords: ${keywords.join(", ")}`,
      suggestions: [`Remove or rephrase: ${keywords.join(", ")}.`],
    });
  }
  if (text.length > TITLE_MAX) {
    issues.push({
      flag: "title_too_long",
      message: "Title is too long",
      suggestions: [`Keep the title to ${TITLE_MAX} characters or fewer (now ${text.length}).`],
    });
  }
  return result(issues, keywords);
}
