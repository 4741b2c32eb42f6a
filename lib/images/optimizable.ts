// Which stored image URLs go through Next's image optimiser (next.config.mjs `images`): the app's own
// uploads, local (/objects/<name>) or in Vercel Blob. Any other URL (an article may name one) is shown
// as it is: the optimiser would refuse a host it was not configured for.

const BLOB = /^https:\/\/[a-z0-9-]+\.public\.blob\.vercel-storage\.com\//i;

/** True for an upload the optimiser may fetch and resize. */
export function isOptimizableImage(url: string): boolean {
  const u = url.trim();
  if (u.startsWith("/objects/")) return !u.includes("?") && !u.includes("..");
  return BLOB.test(u);
}
