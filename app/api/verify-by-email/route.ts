import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { CODE_SENT_MESSAGE, requestRestoreCode } from "@/lib/payments/restore-by-email";
import { verifyByEmailSchema } from "@/lib/validations/payments";

/** Restore by e-mail, step one: sends a one-time code if the address has purchases; the same answer either way. */
export const POST = route({ sameOrigin: true, body: verifyByEmailSchema }, async ({ client, body }) => {
  await requestRestoreCode(body.email, client.ip ?? "unknown");
  return NextResponse.json({ success: true, codeSent: true, message: CODE_SENT_MESSAGE });
});
