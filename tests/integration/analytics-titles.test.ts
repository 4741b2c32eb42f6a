import { describe, expect, it } from "vitest";
import { analyticsSummary } from "@/lib/analytics/queries";
import { db } from "@/lib/db/client";

// Recent Prompts (admin analytics) names each prompt: the user's title, else the generated project_title.

describe("analytics recent prompts", () => {
  it("shows the generated project_title when the user gave no title", async () => {
    // Dated ahead of every other suite's rows so both are among the newest twenty; removed after.
    const createdAt = new Date("2100-01-01T00:00:00Z");
    const untitled = await db().promptAnalytics.create({
      data: {
        promptText: "A beekeeper lifts a frame on a rooftop at noon.",
        promptLength: 47,
        generatedJson: { project_title: "Rooftop Beekeeper at Noon" },
        success: true,
        createdAt,
      },
    });
    const titled = await db().promptAnalytics.create({
      data: {
        promptText: "A fox in the snow.",
        promptLength: 18,
        title: "Snow Fox",
        success: true,
        createdAt,
      },
    });
    try {
      const { recentPrompts } = await analyticsSummary();
      const byId = new Map(recentPrompts.map((p) => [p.id, p]));
      expect(byId.get(untitled.id)?.title).toBe("Rooftop Beekeeper at Noon");
      expect(byId.get(titled.id)?.title).toBe("Snow Fox");
      expect(byId.get(untitled.id)).not.toHaveProperty("generatedJson");
    } finally {
      await db().promptAnalytics.deleteMany({ where: { id: { in: [untitled.id, titled.id] } } });
    }
  });
});
