import { NextResponse } from "next/server";
import { revokeAdminSessions } from "@/lib/auth/admins";
import { currentAdmin } from "@/lib/auth/require-admin";
import { clearAdminSessionCookie } from "@/lib/auth/session";
import { logAdminAction } from "@/lib/audit/admin-log";
import { assertSameOrigin, route } from "@/lib/http/route";

/** Ends the admin session server-side (always succeeds; revoked and logged when there was a session). */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const admin = await currentAdmin(req.headers);
  if (admin) {
    await revokeAdminSessions(admin.id);
    await logAdminAction({ ...client, admin }, { action: "logout" });
  }
  const res = NextResponse.json({ success: true });
  clearAdminSessionCookie(res);
  return res;
});
