import { describe, expect, it } from "vitest";
import { articleJsonLd, jsonLdScriptContent } from "@/lib/articles/json-ld";
import { isVideoMedia, showcaseMediaSrc } from "@/lib/showcase/media-path";
import { feedbackSchema } from "@/lib/validations/feedback";

describe("showcase media paths", () => {
  it("prefixes paths that do not start with /objects/", () => {
    expect(showcaseMediaSrc("uploads/a.gif")).toBe("/objects/uploads/a.gif");
    expect(showcaseMediaSrc("/uploads/a.gif")).toBe("/objects/uploads/a.gif");
    expect(showcaseMediaSrc("/objects/uploads/a.gif")).toBe("/objects/uploads/a.gif");
  });
  it("keeps absolute blob URLs", () => {
    expect(showcaseMediaSrc("https://x.public.blob.vercel-storage.com/a.gif")).toBe(
      "https://x.public.blob.vercel-storage.com/a.gif",
    );
  });
  it("tells video files from images", () => {
    expect(isVideoMedia("/objects/a.mp4")).toBe(true);
    expect(isVideoMedia("clip.WEBM?x=1")).toBe(true);
    expect(isVideoMedia("/objects/a.gif")).toBe(false);
    expect(isVideoMedia("/objects/mp4.png")).toBe(false);
  });
});

describe("article JSON-LD", () => {
  it("escapes < so a title cannot close the script element", () => {
    const out = jsonLdScriptContent({ headline: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
  it("describes an Article with absolute URLs and dates", () => {
    const ld = articleJsonLd({
      title: "T",
      metaDescription: "D",
      url: "https://promptreel.app/articles/t",
      imageUrl: null,
      createdAt: new Date("2026-01-02T00:00:00Z"),
      updatedAt: new Date("2026-01-03T00:00:00Z"),
    });
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "T",
      datePublished: "2026-01-02T00:00:00.000Z",
      dateModified: "2026-01-03T00:00:00.000Z",
    });
    expect(ld).not.toHaveProperty("image");
  });
});

describe("feedback schema (shared by the form and the server)", () => {
  it("applies defaults and normalises optional fields", () => {
    expect(feedbackSchema.parse({ message: "  hello  ", email: "", rating: null })).toEqual({
      feedbackType: "suggestion",
      message: "hello",
    });
  });
  it("reports the first problem with the form's messages", () => {
    const r = feedbackSchema.safeParse({ message: "hey", email: "nope" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["message", "Message must be at least 5 characters."],
      ["email", "Please enter a valid email address."],
    ]);
  });
});
