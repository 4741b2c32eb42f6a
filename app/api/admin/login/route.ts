import { NextResponse } from "next/server";
import { setDeviceCookie } from "@/lib/auth/device-cookie";
import { signInAdmin } from "@/lib/auth/login";
import { setAdminSessionCookie } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { adminLoginSchema } from "@/lib/validations/admin";

/** Admin sign-in (lib/auth/login.ts): sets the session cookie and the device cookie. */
export const POST = route({ sameOrigin: true, body: adminLoginSchema }, async ({ req, client, body }) => {
  const { admin, sessionToken, deviceToken } = await signInAdmin(body, req.headers.get("cookie"), client);
  const res = NextResponse.json({ success: true, admin });
  setAdminSessionCookie(res, sessionToken);
  setDeviceCookie(res, deviceToken);
  return res;
});
