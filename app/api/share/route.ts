import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { visitorFrom } from "@/lib/references/visitor";
import { createShare, enforceShareLimit } from "@/lib/share/shares";
import { shareSchema } from "@/lib/validations/share";

export const dynamic = "force-dynamic";

/**
 * Share a generated prompt: burst-limited per client, policy-checked, answers the public /p/<id> path.
 * The sharer's own reference images the document names (the visitor cookie) are shown on the share.
 */
export const POST = route(
  { sameOrigin: true, gate: enforceShareLimit, body: shareSchema, bodyLimit: 64 * 1024 },
  async ({ req, body, client }) => {
    const { id } = await createShare(body, {
      visitorId: visitorFrom(req.headers.get("cookie")),
      client: client.ip ?? "unknown",
    });
    return NextResponse.json({ id, path: `/p/${id}` }, { status: 201 });
  },
);
