import { NextResponse } from "next/server";
import { setAccountStatus } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Suspends a user {email}: their credit sessions can no longer spend. Logged. */
export const PUT = route(async (req) => {
  const admin = await requireAdmin(req);
  assertSameOrigin(req);
  const { email } = await parseJsonBody(req, userStatusSchema);
  return NextResponse.json(await setAccountStatus(req, admin, email, "suspended"));
});
