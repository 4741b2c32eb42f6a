import { NextResponse } from "next/server";
import { setAdminActive } from "@/lib/admin/admins";
import { route } from "@/lib/http/route";
import { userStatusSchema } from "@/lib/validations/admin";

/** Reactivates an admin {email}; sessions issued before the deactivation stay revoked. Logged. */
export const PUT = route(
  { sameOrigin: true, auth: "admin", body: userStatusSchema },
  async ({ actor, body }) => NextResponse.json(await setAdminActive(actor, body.email, true)),
);
