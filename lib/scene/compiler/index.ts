// The scene compiler, a pipeline of small stages read in order: normalise -> segment -> negations ->
// cast -> dialogue -> setting / camera / audio / style -> fill -> assemble.
export { compileScene, type CompileInput } from "./assemble";
