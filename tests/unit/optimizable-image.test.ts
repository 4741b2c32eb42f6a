import { describe, expect, it } from "vitest";
import { isOptimizableImage } from "@/lib/images/optimizable";

describe("which article images go through the image optimiser", () => {
  it("local uploads and Vercel Blob uploads do", () => {
    expect(isOptimizableImage("/objects/0123456789abcdef0123456789abcdef.png")).toBe(true);
    expect(isOptimizableImage("https://store1.public.blob.vercel-storage.com/featured-image/a.webp")).toBe(
      true,
    );
  });
  it("anything else is shown as it is", () => {
    expect(isOptimizableImage("https://media.example.com/featured.png")).toBe(false);
    expect(isOptimizableImage("http://store1.public.blob.vercel-storage.com/a.png")).toBe(false);
    expect(isOptimizableImage("https://evil.example.com/x.public.blob.vercel-storage.com/a.png")).toBe(false);
    expect(isOptimizableImage("/objects/a.png?v=2")).toBe(false);
    expect(isOptimizableImage("/objects/../secret.png")).toBe(false);
    expect(isOptimizableImage("/images/a.png")).toBe(false);
  });
});
