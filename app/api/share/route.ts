import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { createShare, enforceShareLimit } from "@/lib/share/shares";
import { shareSchema } from "@/lib/validations/share";

export const dynamic = "force-dynamic";

/** Share a generated prompt: burst-limited per client, policy-checked, answers the public /p/<id> path. */
export const POST = route(
  { sameOrigin: true, gate: enforceShareLimit, body: shareSchema, bodyLimit: 64 * 1024 },
  async ({ body, client }) => {
    const { id } = await createShare(body, client.ip ?? "unknown");
    return NextResponse.json({ id, path: `/p/${id}` }, { status: 201 });
  },
);
