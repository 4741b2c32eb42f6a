// The content policy (word-matched keywords and themes, lengths, shouting): the same check the web
// page runs under the fields and the server runs before generating.
export * from "@/lib/content-policy";
