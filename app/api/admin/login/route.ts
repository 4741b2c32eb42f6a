import { NextResponse } from "next/server";
import { verifyAdminCredentials } from "@/lib/auth/admins";
import { assertLoginAllowed, recordLoginFailure } from "@/lib/auth/login-throttle";
import { encodeAdminSession, setAdminSessionCookie } from "@/lib/auth/session";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { adminLoginSchema } from "@/lib/validations/admin";

export const INVALID_CREDENTIALS = "Invalid credentials";

/** Admin sign-in, the only way in: verifies the credentials (failures throttled, logged) and sets the session cookie. */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const { email, password } = await parseJsonBody(req, adminLoginSchema);
  const clientKey = client.ip ?? "unknown";
  await assertLoginAllowed(email, clientKey);
  const admin = await verifyAdminCredentials(email, password);
  if (!admin) {
    await recordLoginFailure(email, clientKey);
    await logAdminAction({ ...client, admin: { email } }, { action: "login_failed" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  await logAdminAction({ ...client, admin }, { action: "login" });
  const res = NextResponse.json({
    success: true,
    admin: { email: admin.email, name: admin.name, role: admin.role },
  });
  setAdminSessionCookie(res, await encodeAdminSession(admin));
  return res;
});
