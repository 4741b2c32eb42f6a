// The prompt lint: a score and findings for rendered clips or a hand-written prompt.
export { lintClips, type LintFinding, type LintResult } from "@/lib/targets/lint";
export { lintPromptText } from "@/lib/targets/lint-text";
