import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/showcase/videos/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/route-call";

describe("GET /api/showcase/videos", () => {
  it("lists only active videos, in display order, with the fields the gallery reads", async () => {
    const marker = `sv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const seed = [
      { title: `${marker} third`, displayOrder: 30, isActive: true, description: "Last one" },
      { title: `${marker} hidden`, displayOrder: 5, isActive: false, description: null },
      { title: `${marker} first`, displayOrder: -10, isActive: true, description: "First one" },
      { title: `${marker} second`, displayOrder: 20, isActive: true, description: null },
    ];
    for (const v of seed)
      await db().showcaseVideo.create({ data: { ...v, gifUrl: `${marker}/${v.displayOrder}.gif` } });

    const res = await callRoute(GET, { path: "/api/showcase/videos" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const mine = (res.json as unknown as { title: string }[]).filter((v) => v.title.startsWith(marker));
    expect(mine.map((v) => v.title)).toEqual([`${marker} first`, `${marker} second`, `${marker} third`]);
    expect(mine[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: `${marker} first`,
      description: "First one",
      gifUrl: `${marker}/-10.gif`,
      thumbnailUrl: null,
      displayOrder: -10,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Deactivating hides it; the whole list stays sorted by display order.
    await db().showcaseVideo.updateMany({ where: { title: `${marker} second` }, data: { isActive: false } });
    const after = await callRoute(GET, { path: "/api/showcase/videos" });
    const all = after.json as unknown as { title: string; displayOrder: number }[];
    expect(all.filter((v) => v.title.startsWith(marker)).map((v) => v.title)).toEqual([
      `${marker} first`,
      `${marker} third`,
    ]);
    expect(all.map((v) => v.displayOrder)).toEqual([...all.map((v) => v.displayOrder)].sort((a, b) => a - b));
  });
});
