import { renderShareImage } from "./social-image";

export const alt = "A shared PromptReel JSON prompt";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The generated social card of a shared prompt. */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return renderShareImage((await params).id);
}
