import { NextResponse } from "next/server";
import { setAccountStatus } from "@/lib/admin/users";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Activates a (suspended) user {email}. Logged. */
export const PUT = route(async (req, ctx) => {
  const actor = await requireAdminActor(req.headers, ctx.client);
  assertSameOrigin(req);
  const { email } = await parseJsonBody(req, userStatusSchema);
  return NextResponse.json(await setAccountStatus(actor, email, "active"));
});
