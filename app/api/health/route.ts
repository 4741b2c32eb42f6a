import { NextResponse } from "next/server";
import { databaseReachable } from "@/lib/db/health";

export const dynamic = "force-dynamic";

/** Liveness with the database: 200 when reachable, 503 otherwise. */
export async function GET() {
  const ok = await databaseReachable();
  return NextResponse.json(
    ok
      ? { status: "ok", database: "up" }
      : { status: "unavailable", database: "down", message: "The database is unreachable." },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
