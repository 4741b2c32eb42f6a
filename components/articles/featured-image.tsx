import { preload } from "react-dom";
import { getImageProps } from "next/image";
import { isOptimizableImage } from "@/lib/images/optimizable";

const SIZES = "(max-width: 800px) 100vw, 768px";

/**
 * An article's featured image, the likely LCP element: a plain server-rendered <img> with next/image's
 * srcset (getImageProps, so no image component ships to the browser), preloaded from the head at high
 * priority. Uploads are resized by the optimiser (a 5 MB original never reaches a phone); another URL
 * is shown as it is.
 */
export function FeaturedImage({ src, alt }: { src: string; alt: string }) {
  const { props } = getImageProps({
    src,
    alt,
    width: 1200,
    height: 630,
    sizes: SIZES,
    unoptimized: !isOptimizableImage(src),
    loading: "eager",
    fetchPriority: "high",
    className: "mt-8 aspect-[1200/630] w-full rounded-xl object-cover",
  });
  preload(props.src, {
    as: "image",
    fetchPriority: "high",
    ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}),
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...props} />;
}
