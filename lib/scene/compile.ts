// Kept as the import path existing callers use; the compiler itself lives in ./compiler.
export { compileScene, type CompileInput } from "./compiler";
