import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { GalleryVideo } from "@/lib/showcase/gallery";

// The landing gallery is rendered on the server: its loading state is the Suspense fallback the page
// streams first, its failure and empty states come from the loader's result.

const { listActive, logError } = vi.hoisted(() => ({ listActive: vi.fn(), logError: vi.fn() }));
vi.mock("@/lib/showcase/public", () => ({ listActiveShowcaseVideos: listActive }));
vi.mock("@/lib/log", () => ({ logger: () => ({ error: logError }) }));

const { ShowcaseGallery, ShowcaseGallerySpinner } = await import("@/components/landing/showcase-gallery");
const { loadGalleryVideos } = await import("@/lib/showcase/gallery");

const COMING_SOON = "Users will showcase their generated videos here.";

// As the landing renders it: inside its section, behind a Suspense boundary with the spinner.
function gallery(videos: Promise<GalleryVideo[] | null>) {
  return createElement(
    "section",
    null,
    createElement(
      Suspense,
      { fallback: createElement(ShowcaseGallerySpinner) },
      createElement(ShowcaseGallery, { videos }),
    ),
  );
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html;
    html += decoder.decode(value);
  }
}

afterEach(() => {
  listActive.mockReset();
  logError.mockReset();
});

describe("landing showcase gallery (server-rendered)", () => {
  it("streams a spinner first, then the cards once the videos are read", async () => {
    let resolve!: (v: GalleryVideo[]) => void;
    const pending = new Promise<GalleryVideo[]>((r) => (resolve = r));
    const stream = await renderToReadableStream(gallery(pending));
    const reader = stream.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(shell).toContain('role="status"');
    expect(shell).toContain('aria-label="Loading showcase videos"');
    expect(shell).not.toContain("Claymation fox");

    resolve([
      { id: "1", title: "Claymation fox", description: null, gifUrl: "/objects/a.mp4", createdAt: null },
      {
        id: "2",
        title: "Sunset drone flight",
        description: "A slow aerial pass",
        gifUrl: "uploads/b.gif",
        createdAt: new Date("2025-03-04T12:00:00Z"),
      },
    ]);
    const rest = await readAll(reader);
    expect(rest).toContain('aria-label="Showcase videos"');
    expect(rest.indexOf("Claymation fox")).toBeLessThan(rest.indexOf("Sunset drone flight"));
    // Relative paths get the /objects/ prefix; video files are videos, the rest images.
    expect(rest).toMatch(/<video[^>]*src="\/objects\/a\.mp4"/);
    expect(rest).toMatch(/<img[^>]*src="\/objects\/uploads\/b\.gif"/);
    // The created date in a fixed format, or Recent without one; the AI Generated badge on each card.
    expect(rest).toContain("Mar 4, 2025");
    expect(rest).toContain("Recent");
    expect(rest.match(/AI Generated/g)).toHaveLength(2);
  });

  it("says Coming soon! with no videos and after a failed load", async () => {
    for (const videos of [[], null]) {
      const stream = await renderToReadableStream(gallery(Promise.resolve(videos)));
      await stream.allReady;
      const final = await readAll(stream.getReader());
      expect(final).toContain("Coming soon!");
      expect(final).toContain(COMING_SOON);
      expect(final).not.toContain("Showcase videos");
    }
  });
});

describe("loadGalleryVideos", () => {
  it("returns the gallery's fields of the active videos", async () => {
    const createdAt = new Date("2026-01-02T00:00:00Z");
    listActive.mockResolvedValue([
      {
        id: "v1",
        title: "T",
        description: "D",
        gifUrl: "/objects/x.gif",
        thumbnailUrl: null,
        displayOrder: 0,
        createdAt,
      },
    ]);
    expect(await loadGalleryVideos()).toEqual([
      { id: "v1", title: "T", description: "D", gifUrl: "/objects/x.gif", createdAt },
    ]);
    expect(logError).not.toHaveBeenCalled();
  });

  it("logs a failure and gives null (the gallery then shows Coming soon!)", async () => {
    listActive.mockRejectedValue(new Error("database down"));
    expect(await loadGalleryVideos()).toBeNull();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "[showcase] failed to load showcase videos",
    );
  });
});
