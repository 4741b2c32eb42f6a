import { NextResponse } from "next/server";
import { setAccountStatus } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Suspends a user {email}: their credit sessions can no longer spend. Logged. */
export const PUT = route(
  { sameOrigin: true, auth: "admin", body: userStatusSchema },
  async ({ actor, body }) => NextResponse.json(await setAccountStatus(actor, body.email, "suspended")),
);
