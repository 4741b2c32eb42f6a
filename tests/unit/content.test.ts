import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "@/lib/articles/slug";
import { detectFileType, fileTypeForMime, isAllowed } from "@/lib/storage/file-types";
import { parseRange } from "@/lib/storage/serve-local";
import { articleSchema } from "@/lib/validations/article";
import { showcaseVideoSchema } from "@/lib/validations/showcase";
import { GIF_1PX, HTML, mp4Bytes, PNG_1PX, SVG } from "../support/sample-files";

describe("file type detection by magic bytes", () => {
  it("recognises the accepted types and nothing else", () => {
    expect(detectFileType(PNG_1PX)?.mime).toBe("image/png");
    expect(detectFileType(GIF_1PX)?.mime).toBe("image/gif");
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.mime).toBe("image/jpeg");
    expect(detectFileType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))?.mime).toBe("image/webp");
    expect(detectFileType(mp4Bytes(64))?.mime).toBe("video/mp4");
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
      Buffer.from("webm"),
    ]);
    expect(detectFileType(webm)?.mime).toBe("video/webm");
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
      Buffer.from("matroska"),
    ]);
    expect(detectFileType(mkv)).toBeNull();
    expect(detectFileType(SVG)).toBeNull();
    expect(detectFileType(HTML)).toBeNull();
    expect(detectFileType(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
    expect(detectFileType(new Uint8Array(0))).toBeNull();
  });

  it("applies the rules of each kind", () => {
    expect(isAllowed("featured-image", fileTypeForMime("image/png"))).toBe(true);
    expect(isAllowed("featured-image", fileTypeForMime("video/mp4"))).toBe(false);
    expect(isAllowed("showcase", fileTypeForMime("image/gif"))).toBe(true);
    expect(isAllowed("showcase", fileTypeForMime("image/png"))).toBe(false);
    expect(fileTypeForMime("image/svg+xml")).toBeNull();
  });
});

describe("Range parsing", () => {
  it("serves single ranges and refuses unsatisfiable ones", () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-3", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
  });
});

describe("slugs", () => {
  it("are generated from the title", () => {
    expect(slugify("Hello, Wörld: AI Video 101!")).toBe("hello-world-ai-video-101");
    expect(slugify("  Camera & Light  ")).toBe("camera-and-light");
    expect(slugify("!!!")).toBe("article");
    expect(slugify("a".repeat(200)).length).toBe(80);
  });
  it("take the first free suffix", () => {
    expect(firstFreeSlug("a", [])).toBe("a");
    expect(firstFreeSlug("a", ["a", "a-2", "a-4"])).toBe("a-3");
  });
});

describe("shared form schemas", () => {
  const article = { title: "T", metaTitle: "M", metaDescription: "D", bodyContent: "0123456789" };
  it("article: limits and defaults", () => {
    expect(articleSchema.parse(article)).toMatchObject({ isPublished: false, featuredImage: null });
    expect(articleSchema.safeParse({ ...article, metaTitle: "m".repeat(61) }).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, featuredImage: "/objects/abc.png" }).success).toBe(true);
  });
  it("showcase: title and file are required with the spec's message", () => {
    const r = showcaseVideoSchema.safeParse({ title: "x" });
    expect(r.success ? null : r.error.issues[0].message).toBe("Please provide a title and upload a file.");
    expect(showcaseVideoSchema.parse({ title: "x", gifUrl: "/objects/a.gif" })).toMatchObject({
      displayOrder: 0,
      isActive: true,
      description: null,
    });
  });
});
