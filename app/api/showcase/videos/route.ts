import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listActiveShowcaseVideos } from "@/lib/showcase/public";

export const dynamic = "force-dynamic";

/** The public gallery: active videos in display order. */
export const GET = route(async () => {
  const videos = await listActiveShowcaseVideos();
  return NextResponse.json(videos, { headers: { "Cache-Control": "no-store" } });
});
