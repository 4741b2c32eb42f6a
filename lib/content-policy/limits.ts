// The description and title limits of the spec (docs/product-spec.md), apart from the policy's rules so
// that a page can show them without loading the policy itself (the generator loads it after its first paint).
export const DESCRIPTION_MIN = 5;
export const DESCRIPTION_MAX = 2000;
export const TITLE_MAX = 100;
