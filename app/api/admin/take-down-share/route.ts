import { NextResponse } from "next/server";
import { takeDownShare } from "@/lib/admin/shares";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { shareTakeDownSchema } from "@/lib/validations/admin";

/** Takes a share link down {id}: /p/<id> answers 404 from then on. Logged. */
export const PUT = route(async (req, ctx) => {
  const actor = await requireAdminActor(req.headers, ctx.client);
  assertSameOrigin(req);
  const { id } = await parseJsonBody(req, shareTakeDownSchema);
  return NextResponse.json(await takeDownShare(actor, id));
});
