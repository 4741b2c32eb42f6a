// The scene compiler: a description (any language) -> a prompt document, deterministic, no key.
export * from "@/lib/scene/compiler";
