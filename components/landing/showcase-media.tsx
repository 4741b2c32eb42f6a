"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A showcase card's animated preview: a GIF or image as a plain <img> (the image optimiser would
 * flatten an animated GIF to its first frame), a video file as a muted looping inline video, and the
 * server-rendered placeholder when the media fails to load, including a failure that happened
 * before hydration attached the error handler.
 */
export function ShowcaseMedia({
  src,
  title,
  video,
  placeholder,
}: {
  src: string;
  title: string;
  video: boolean;
  placeholder: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const media = useRef<HTMLImageElement & HTMLVideoElement>(null);
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    if (video ? el.error !== null : el.complete && el.naturalWidth === 0) setFailed(true);
  }, [video]);

  if (failed) return placeholder;
  if (video) {
    return (
      <video
        ref={media}
        src={src}
        className="h-full w-full object-cover"
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={title}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={media}
      src={src}
      alt={title}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}
