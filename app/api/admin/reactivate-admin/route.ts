import { NextResponse } from "next/server";
import { setAdminActive } from "@/lib/admin/admins";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Reactivates an admin {email}; sessions issued before the deactivation stay revoked. Logged. */
export const PUT = route(async (req, ctx) => {
  const actor = await requireAdminActor(req.headers, ctx.client);
  assertSameOrigin(req);
  const { email } = await parseJsonBody(req, userStatusSchema);
  return NextResponse.json(await setAdminActive(actor, email, true));
});
