import { NextResponse } from "next/server";
import { setCreditCookie } from "@/lib/credits/session";
import { route } from "@/lib/http/route";
import { confirmRestoreCode } from "@/lib/payments/restore-by-email";
import { confirmEmailCodeSchema } from "@/lib/validations/payments";

/** Restore by e-mail, step two: the right code re-attaches the visitor to the address's credits: {success, credits}. */
export const POST = route({ sameOrigin: true, body: confirmEmailCodeSchema }, async ({ client, body }) => {
  const restored = await confirmRestoreCode(body.email, body.code, client.ip ?? "unknown");
  const res = NextResponse.json({
    success: true,
    credits: restored.credits,
    totalCredits: restored.totalCredits,
  });
  setCreditCookie(res, restored.token);
  return res;
});
