// The creator's words as material: a description is cut into shots (lib/scene/compiler/segment.ts),
// each shot into verbatim clauses with a role. Read in order: roles -> quotes -> production ->
// exclusions -> split. Browser-safe; shared by the compiler (which stores the clauses in the document)
// and the export (which splits a document's own text when it carries no clauses).
export { AUDIO_ROLES, type Clause, type ClauseRole } from "./roles";
export { protect } from "./quotes";
export { mergeProduction, readProduction, type Production } from "./production";
export { exclusionScope, exclusionTerms, exclusionWhen, isExclusion } from "./exclusions";
export { splitClauses } from "./split";
