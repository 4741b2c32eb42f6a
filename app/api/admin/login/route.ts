import { NextResponse } from "next/server";
import { verifyAdminCredentials } from "@/lib/auth/admins";
import {
  deviceTokenFrom,
  issueDeviceToken,
  setDeviceCookie,
  verifyDeviceToken,
} from "@/lib/auth/device-cookie";
import { reserveLoginAttempt } from "@/lib/auth/login-throttle";
import { encodeAdminSession, setAdminSessionCookie } from "@/lib/auth/session";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { adminLoginSchema } from "@/lib/validations/admin";

export const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Admin sign-in, the only way in: reserves a throttled attempt (per client, and per device or the
 * e-mail's untrusted budget) before the password is checked, logs failures, sets the session cookie
 * and the device cookie that keeps this browser out of strangers' lockouts.
 */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const { email, password } = await parseJsonBody(req, adminLoginSchema);
  const device = verifyDeviceToken(deviceTokenFrom(req.headers.get("cookie")), email);
  const attempt = await reserveLoginAttempt(email, client.ip ?? "unknown", device);
  const admin = await verifyAdminCredentials(email, password);
  if (!admin) {
    await logAdminAction({ ...client, admin: { email } }, { action: "login_failed" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  await attempt.release();
  await logAdminAction({ ...client, admin }, { action: "login" });
  const res = NextResponse.json({
    success: true,
    admin: { email: admin.email, name: admin.name, role: admin.role },
  });
  setAdminSessionCookie(res, await encodeAdminSession(admin));
  setDeviceCookie(res, issueDeviceToken(admin.email));
  return res;
});
