// The prompt document: the zod schema every surface validates against, and its types.
export * from "@/lib/scene/schema";
