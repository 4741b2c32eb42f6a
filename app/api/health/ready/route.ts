import { NextResponse } from "next/server";
import { readiness } from "@/lib/db/health";

export const dynamic = "force-dynamic";

/** Readiness for a balancer: 200 only when the database answers and every migration is applied. */
export async function GET() {
  const state = await readiness();
  const body = state.ready
    ? { status: "ready" }
    : {
        status: "unavailable",
        reason: state.reason,
        message:
          state.reason === "migrations_pending"
            ? "Database migrations are pending."
            : "The database is unreachable.",
        ...(state.pending ? { pending: state.pending } : {}),
      };
  return NextResponse.json(body, {
    status: state.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
