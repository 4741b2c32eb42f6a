// Pure helpers for showcase media URLs, shared by the gallery (client) and tests.

const VIDEO_EXTENSIONS = /\.(mp4|webm|mov|m4v|ogv|ogg)$/i;

/**
 * Spec: image paths not already starting with /objects/ are prefixed with /objects/. Absolute
 * http(s) URLs (files in Vercel Blob) are used as they are.
 */
export function showcaseMediaSrc(path: string): string {
  const value = path.trim();
  if (/^https?:\/\//i.test(value) || value.startsWith("/objects/")) return value;
  return `/objects/${value.replace(/^\/+/, "")}`;
}

/** Video files play as a muted looping video; everything else (GIFs, images) is an image. */
export function isVideoMedia(path: string): boolean {
  const clean = path.split(/[?#]/)[0];
  return VIDEO_EXTENSIONS.test(clean);
}
