import { describe, expect, it } from "vitest";
import { downloadFileName } from "@/components/prompt/use-json-actions";
import { generateErrorToast } from "@/components/generator/generator-screen";
import { ApiError } from "@/lib/http/api-request";

describe("generator screen helpers", () => {
  it("names the download after project_title, falling back to prompt", () => {
    expect(downloadFileName({ project_title: "Harbor Morning" })).toBe("Harbor Morning.json");
    expect(downloadFileName({ project_title: "  " })).toBe("prompt.json");
    expect(downloadFileName(null)).toBe("prompt.json");
    expect(downloadFileName({ project_title: 'A/B: "C"?' })).toBe("AB C.json");
  });

  it("maps generate failures to the spec's toasts", () => {
    expect(
      generateErrorToast(
        new ApiError(
          400,
          '400: {"message":"Content not allowed: Content contains inappropriate keywords: nude"}',
        ),
      ),
    ).toEqual({
      title: "Content Not Allowed",
      description: "Your content violates our content policy. Please review our guidelines and try again.",
    });
    expect(
      generateErrorToast(new ApiError(400, '400: {"message":"Title contains inappropriate keywords: x"}'))
        .title,
    ).toBe("Content Not Allowed");
    expect(generateErrorToast(new ApiError(429, '429: {"message":"Too many generations"}'))).toEqual({
      title: "Error",
      description: "Too many generations",
    });
    expect(generateErrorToast(new Error(""))).toEqual({
      title: "Error",
      description: "Failed to generate scene",
    });
  });
});
