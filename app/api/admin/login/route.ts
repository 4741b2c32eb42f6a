import { NextResponse } from "next/server";
import { verifyAdminCredentials } from "@/lib/auth/admins";
import { encodeAdminSession, setAdminSessionCookie } from "@/lib/auth/session";
import { logAdminAction } from "@/lib/audit/admin-log";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { enforceRateLimit } from "@/lib/rate-limit";
import { adminLoginSchema } from "@/lib/validations/admin";

export const INVALID_CREDENTIALS = "Invalid credentials";

/** Admin sign-in: verifies the credentials (rate-limited, logged) and sets the next-auth session cookie. */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const { email, password } = await parseJsonBody(req, adminLoginSchema);
  await enforceRateLimit(
    [`login:email:${email}`, `login:ip:${client.ip ?? "unknown"}`],
    { limit: env().RATE_LIMIT_LOGIN_PER_15MIN, windowMs: 15 * 60_000 },
    "Too many login attempts. Please wait a few minutes and try again.",
  );
  const admin = await verifyAdminCredentials(email, password);
  if (!admin) {
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
