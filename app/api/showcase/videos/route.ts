import { NextResponse } from "next/server";
import { NO_STORE, route } from "@/lib/http/route";
import { listActiveShowcaseVideos } from "@/lib/showcase/public";

export const dynamic = "force-dynamic";

/** The public gallery: active videos in display order. */
export const GET = route({}, async () => NextResponse.json(await listActiveShowcaseVideos(), NO_STORE));
