// Exports a prompt document for one target: clips the model accepts as they are, warnings, lint.
export * from "@/lib/targets/export";
