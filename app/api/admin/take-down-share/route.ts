import { NextResponse } from "next/server";
import { takeDownShare } from "@/lib/admin/shares";
import { route } from "@/lib/http/route";
import { shareTakeDownSchema } from "@/lib/validations/admin";

/** Takes a share link down {id}: /p/<id> answers 404 from then on. Logged. */
export const PUT = route(
  { sameOrigin: true, auth: "admin", body: shareTakeDownSchema },
  async ({ actor, body }) => NextResponse.json(await takeDownShare(actor, body.id)),
);
