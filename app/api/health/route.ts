import { NextResponse } from "next/server";
import { liveness } from "@/lib/db/health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness with the database: 200 when reachable, 503 otherwise. */
export const GET = route({}, async () => {
  const { status, body } = await liveness();
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } });
});
