import { NextResponse } from "next/server";
import { assertSameOrigin, clientIp, parseJsonBody, route } from "@/lib/http/route";
import { CODE_SENT_MESSAGE, requestRestoreCode } from "@/lib/payments/restore-by-email";
import { verifyByEmailSchema } from "@/lib/validations/payments";

/** Restore by e-mail, step one: sends a one-time code if the address has purchases; the same answer either way. */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const { email } = await parseJsonBody(req, verifyByEmailSchema);
  await requestRestoreCode(email, clientIp(req.headers) ?? "unknown");
  return NextResponse.json({ success: true, codeSent: true, message: CODE_SENT_MESSAGE });
});
