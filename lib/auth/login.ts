import "server-only";
import { revokeAdminSessions, verifyAdminCredentials } from "@/lib/auth/admins";
import { deviceTokenFrom, issueDeviceToken, verifyDeviceToken } from "@/lib/auth/device-cookie";
import { reserveLoginAttempt } from "@/lib/auth/login-throttle";
import { currentAdmin } from "@/lib/auth/require-admin";
import { encodeAdminSession } from "@/lib/auth/session";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import type { ClientContext, RequestHeaders } from "@/lib/http/request-context";
import type { AdminLoginInput } from "@/lib/validations/admin";

export const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Admin sign-in, the only way in: reserves a throttled attempt (per client, and per device or the
 * e-mail's untrusted budget) before the password is checked, logs failures (401) and successes, and
 * returns the admin with the session and device tokens the route sets as cookies.
 */
export async function signInAdmin(
  { email, password }: AdminLoginInput,
  cookieHeader: string | null,
  client: ClientContext,
) {
  const device = verifyDeviceToken(deviceTokenFrom(cookieHeader), email);
  const attempt = await reserveLoginAttempt(email, client.ip ?? "unknown", device);
  const admin = await verifyAdminCredentials(email, password);
  if (!admin) {
    await logAdminAction({ ...client, admin: { email } }, { action: "login_failed" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  await attempt.release();
  await logAdminAction({ ...client, admin }, { action: "login" });
  return {
    admin: { email: admin.email, name: admin.name, role: admin.role },
    sessionToken: await encodeAdminSession(admin),
    deviceToken: issueDeviceToken(admin.email),
  };
}

/** Revokes the sessions of the admin behind the request's cookie and logs it; nothing without one. */
export async function signOutAdmin(headers: RequestHeaders, client: ClientContext): Promise<void> {
  const admin = await currentAdmin(headers);
  if (!admin) return;
  await revokeAdminSessions(admin.id);
  await logAdminAction({ ...client, admin }, { action: "logout" });
}
