import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findShareOr404 } from "@/lib/share/shares";

export const dynamic = "force-dynamic";

/** A shared prompt as JSON (what "Open in generator" loads); 404 for an unknown id. */
export const GET = route({ params: { id: z.string() } }, async ({ params }) =>
  NextResponse.json(await findShareOr404(params.id)),
);
