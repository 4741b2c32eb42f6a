import { NextResponse } from "next/server";
import { readinessAnswer } from "@/lib/db/health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Readiness for a balancer: 200 only when the database answers and every migration is applied. */
export const GET = route({}, async () => {
  const { status, body } = await readinessAnswer();
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } });
});
