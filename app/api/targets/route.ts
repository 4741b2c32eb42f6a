import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { CATALOG_VERSION, publicTarget, TARGETS } from "@promptreel/core/catalog";

/**
 * The model catalog: live, legacy and retired targets with their documented limits, modes, routes and
 * lifecycle. Each entry's limits describe its `route`; `parametersRoute` names the route whose ids
 * and parameter names an export's `parameters` use.
 */
export const GET = route({}, async () =>
  NextResponse.json(
    { version: CATALOG_VERSION, targets: TARGETS.map(publicTarget) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  ),
);
