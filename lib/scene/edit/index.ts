// The document edit model: typed operations, pure application with schema validation, undo and redo,
// and one sentence per operation. Used by the storyboard editor, Pro Chat and the API.
export * from "./operations";
export { applyOperation, applyOperations, readField } from "./apply";
export { describeOperation, describeOperations } from "./describe";
export * from "./history";
