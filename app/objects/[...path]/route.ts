import type { NextRequest } from "next/server";
import { serveLocalObject } from "@/lib/storage/serve-local";

export const dynamic = "force-dynamic";

type Params = { path: string[] };

async function serve(req: NextRequest, ctx: { params: Promise<Params> }) {
  const { path } = await ctx.params;
  if (path.length !== 1)
    return new Response("Not found", { status: 404, headers: { "X-Content-Type-Options": "nosniff" } });
  return serveLocalObject(path[0], {
    head: req.method === "HEAD",
    range: req.headers.get("range"),
    ifNoneMatch: req.headers.get("if-none-match"),
  });
}

/** Serves a locally stored upload with its stored content type, nosniff, long caching and Range. */
export const GET = serve;
/** Same as GET without the body. */
export const HEAD = serve;
