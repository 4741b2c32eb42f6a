import { describe, expect, it } from "vitest";
import { feedbackTypeLabel, successRate, truncate } from "@/lib/analytics/display";
import { giftCreditsSchema, listQuerySchema } from "@/lib/validations/admin";

describe("analytics display rules", () => {
  it("success rate is rounded and 0 with no prompts", () => {
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(3, 2)).toBe(67);
    expect(successRate(8, 1)).toBe(13);
  });
  it("cuts text and shows feedback types with spaces", () => {
    expect(truncate("a".repeat(150), 150)).toBe("a".repeat(150));
    expect(truncate("a".repeat(151), 150)).toBe(`${"a".repeat(150)}...`);
    expect(feedbackTypeLabel("feature_request")).toBe("feature request");
  });
});

describe("gift schema", () => {
  it("takes an amount gift with the default description, or a pack gift with a trimmed e-mail", () => {
    expect(giftCreditsSchema.parse({ email: "A@Example.com", amount: 5 })).toEqual({
      email: "a@example.com",
      amount: 5,
      description: "Admin credit gift",
    });
    expect(giftCreditsSchema.parse({ email: "  a@example.com ", packType: "premium" })).toEqual({
      email: "a@example.com",
      packType: "premium",
    });
  });
  it("refuses out-of-range amounts and unknown packs with the shape's message", () => {
    expect(
      giftCreditsSchema.safeParse({ email: "a@example.com", amount: 1001 }).error?.issues[0].message,
    ).toBe("Amount must be a whole number from 1 to 1000.");
    expect(
      giftCreditsSchema.safeParse({ email: "a@example.com", packType: "" }).error?.issues[0].message,
    ).toBe("Missing information: Please enter both email and pack type");
  });
});

describe("list query", () => {
  it("defaults to a bounded page", () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 50, offset: 0, search: undefined });
    expect(listQuerySchema.safeParse({ limit: "1000" }).success).toBe(false);
  });
});

describe("list query search", () => {
  it("refuses NUL, which Postgres text cannot hold", () => {
    expect(listQuerySchema.safeParse({ search: "a\u0000b" }).success).toBe(false);
    expect(listQuerySchema.safeParse({ search: "ada" }).success).toBe(true);
  });
});
