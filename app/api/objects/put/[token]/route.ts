import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { acceptSignedUpload } from "@/lib/storage/signed-upload";

export const dynamic = "force-dynamic";

/** The local store's signed upload URL (lib/storage/signed-upload.ts): the body is streamed, so no body spec. */
export const PUT = route({ params: { token: z.string() } }, async ({ req, client, params }) => {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  const stored = await acceptSignedUpload(
    params.token,
    req.body,
    Number.isFinite(declared) ? declared : null,
    client,
  );
  return NextResponse.json(stored);
});
