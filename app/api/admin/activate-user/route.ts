import { NextResponse } from "next/server";
import { setAccountStatus } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Activates a (suspended) user {email}. Logged. */
export const PUT = route(
  { sameOrigin: true, auth: "admin", body: userStatusSchema },
  async ({ actor, body }) => NextResponse.json(await setAccountStatus(actor, body.email, "active")),
);
