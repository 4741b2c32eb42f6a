// Exports a prompt document for one target: clips the model accepts as they are, warnings, lint;
// with a mode (image to video, first/last frame, reference images, extend) its slots and keyframes.
export * from "@/lib/targets/export";
export * from "@/lib/targets/modes";
