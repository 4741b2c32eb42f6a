import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format-date";

describe("formatDate (the one date formatter of the screens)", () => {
  it("writes dates and times in one fixed locale, from a Date or an ISO string", () => {
    expect(formatDate("2026-11-23T10:05:00Z", { timeZone: "UTC" })).toBe("Nov 23, 2026");
    expect(formatDate(new Date("2026-11-23T10:05:00Z"), { timeZone: "UTC", time: true })).toBe(
      "Nov 23, 2026, 10:05 AM",
    );
  });

  it("says the caller's word for no date", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate(undefined, { empty: "Never" })).toBe("Never");
    expect(formatDate("not a date", { empty: "—" })).toBe("—");
  });
});
