import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { enforceRateLimit } from "@/lib/rate-limit";
import { createShare } from "@/lib/share/shares";
import { shareSchema } from "@/lib/validations/share";

export const dynamic = "force-dynamic";

/** Share a generated prompt: burst-limited per client, policy-checked, answers the public /p/<id> path. */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  await enforceRateLimit(
    ["share:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_SHARE_PER_MIN, windowMs: 60_000 },
    "Too many share links in a short time. Please wait a moment and try again.",
  );
  const input = await parseJsonBody(req, shareSchema, 64 * 1024);
  const { id } = await createShare(input);
  return NextResponse.json({ id, path: `/p/${id}` }, { status: 201 });
});
