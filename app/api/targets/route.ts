import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { CATALOG_VERSION, publicTarget, TARGETS } from "@/lib/targets/catalog";

/** The model catalog (live and retired targets with their documented limits). */
export const GET = route(async () =>
  NextResponse.json(
    { version: CATALOG_VERSION, targets: TARGETS.map(publicTarget) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  ),
);
