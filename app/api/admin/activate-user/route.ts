import { NextResponse } from "next/server";
import { setAccountStatus } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Activates a (suspended) user {email}. Logged. */
export const PUT = route(async (req) => {
  const admin = await requireAdmin(req);
  assertSameOrigin(req);
  const { email } = await parseJsonBody(req, userStatusSchema);
  return NextResponse.json(await setAccountStatus(req, admin, email, "active"));
});
