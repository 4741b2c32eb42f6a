import { NextResponse } from "next/server";
import { signOutAdmin } from "@/lib/auth/login";
import { clearAdminSessionCookie } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

/** Ends the admin session server-side (always succeeds; revoked and logged when there was a session). */
export const POST = route({ sameOrigin: true }, async ({ req, client }) => {
  await signOutAdmin(req.headers, client);
  const res = NextResponse.json({ success: true });
  clearAdminSessionCookie(res);
  return res;
});
