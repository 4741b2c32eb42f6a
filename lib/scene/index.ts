// The scene module's public surface: the document schema, the local compiler and the categories.
export * from "./schema";
export { compileScene, type CompileInput } from "./compiler";
export { SCENE_CATEGORIES, categorize, primaryCategory, type SceneCategory } from "./categories";
