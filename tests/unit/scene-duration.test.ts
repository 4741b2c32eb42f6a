import { describe, expect, it } from "vitest";
import { nearestSceneDuration } from "@/lib/scene/schema";

describe("nearestSceneDuration (the one duration rounding of the guide and project concepts)", () => {
  it("picks the allowed duration nearest to the number, the shorter on a tie", () => {
    expect([1, 6, 7, 9, 12, 60].map(nearestSceneDuration)).toEqual([5, 5, 8, 8, 10, 10]);
    expect(nearestSceneDuration(6.5)).toBe(5);
  });
});
