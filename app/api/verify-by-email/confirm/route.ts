import { NextResponse } from "next/server";
import { setCreditCookie } from "@/lib/credits/session";
import { assertSameOrigin, clientIp, parseJsonBody, route } from "@/lib/http/route";
import { confirmRestoreCode } from "@/lib/payments/restore-by-email";
import { confirmEmailCodeSchema } from "@/lib/validations/payments";

/** Restore by e-mail, step two: the right code re-attaches the visitor to the address's credits: {success, credits}. */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const { email, code } = await parseJsonBody(req, confirmEmailCodeSchema);
  const restored = await confirmRestoreCode(email, code, clientIp(req.headers) ?? "unknown");
  const res = NextResponse.json({
    success: true,
    credits: restored.credits,
    totalCredits: restored.totalCredits,
  });
  setCreditCookie(res, restored.token);
  return res;
});
