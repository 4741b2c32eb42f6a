import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ShowcaseGallery } from "@/components/landing/showcase-gallery";
import { ShowcaseLoader } from "@/components/landing/showcase-loader";
import { galleryVideos } from "@/lib/showcase/gallery";

// The landing is prerendered, so its gallery comes from GET /api/showcase/videos in the browser:
// the loader's first render (the prerendered HTML) is the spinner, then the gallery of the videos.

const COMING_SOON = "Users will showcase their generated videos here.";

describe("landing showcase gallery", () => {
  it("is a spinner in the page's HTML (the videos are read by the browser)", () => {
    const html = renderToString(createElement(ShowcaseLoader));
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Loading showcase videos"');
    expect(html).not.toContain("Coming soon");
  });

  it("shows the cards in order: media by type, /objects/ prefix, date or Recent, the badge", () => {
    const html = renderToString(
      createElement(ShowcaseGallery, {
        videos: galleryVideos([
          { id: "1", title: "Claymation fox", description: null, gifUrl: "/objects/a.mp4", createdAt: null },
          {
            id: "2",
            title: "Sunset drone flight",
            description: "A slow aerial pass",
            gifUrl: "uploads/b.gif",
            createdAt: "2025-03-04T12:00:00.000Z",
          },
        ]),
      }),
    );
    expect(html).toContain('aria-label="Showcase videos"');
    expect(html.indexOf("Claymation fox")).toBeLessThan(html.indexOf("Sunset drone flight"));
    expect(html).toMatch(/<video[^>]*src="\/objects\/a\.mp4"/);
    expect(html).toMatch(/<img[^>]*src="\/objects\/uploads\/b\.gif"/);
    expect(html).toContain("Mar 4, 2025");
    expect(html).toContain("Recent");
    expect(html.match(/AI Generated/g)).toHaveLength(2);
  });

  it("says Coming soon! with no videos and after a failed load", () => {
    for (const videos of [[], null]) {
      const html = renderToString(createElement(ShowcaseGallery, { videos }));
      expect(html).toContain("Coming soon!");
      expect(html).toContain(COMING_SOON);
      expect(html).not.toContain("Showcase videos");
    }
  });
});

describe("galleryVideos (the API's JSON)", () => {
  it("keeps the gallery's fields, parses dates and skips entries without an id, title or media", () => {
    expect(
      galleryVideos([
        {
          id: "v1",
          title: "T",
          description: "D",
          gifUrl: "/objects/x.gif",
          thumbnailUrl: null,
          displayOrder: 0,
          createdAt: "2026-01-02T00:00:00.000Z",
        },
        { id: "v2", title: "No media" },
        null,
        { id: "v3", title: "Bad date", gifUrl: "/objects/y.gif", createdAt: "never" },
      ]),
    ).toEqual([
      {
        id: "v1",
        title: "T",
        description: "D",
        gifUrl: "/objects/x.gif",
        createdAt: new Date("2026-01-02T00:00:00Z"),
      },
      { id: "v3", title: "Bad date", description: null, gifUrl: "/objects/y.gif", createdAt: null },
    ]);
  });

  it("gives null for an answer that is not a list (the gallery then says Coming soon!)", () => {
    expect(galleryVideos({ message: "Internal Server Error" })).toBeNull();
    expect(galleryVideos(null)).toBeNull();
  });
});
