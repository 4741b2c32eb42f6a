// What the reference-image control accepts (the server decides by the bytes: lib/references/images.ts).
export const REFERENCE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
