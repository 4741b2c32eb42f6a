// @promptreel/core: PromptReel's scene compiler and video-model exports, with no framework, server
// or database. Each part is also its own entry (@promptreel/core/schema, /compiler, /catalog,
// /export, /lint, /policy); this one re-exports them all (tree-shakable: sideEffects is false).
export * from "./schema";
export * from "./compiler";
export * from "./catalog";
export * from "./export";
export * from "./lint";
export * from "./policy";
