import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { findShare } from "@/lib/share/shares";

export const dynamic = "force-dynamic";

/** A shared prompt as JSON (what "Open in generator" loads); 404 for an unknown id. */
export const GET = route<{ id: string }>(async (_req, ctx) => {
  const share = await findShare((await ctx.params).id);
  if (!share) throw new AppError("not_found", "Shared prompt not found.");
  return NextResponse.json(share);
});
