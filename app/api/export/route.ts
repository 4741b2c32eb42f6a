import { NextResponse } from "next/server";
import { exportForClient } from "@/lib/exports/export-request";
import { NO_STORE, readJson, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Renders a prompt document for one video model (lib/exports/export-request.ts). The body is read
 * only after the per-client limit, so it is not a body spec; the document must be within
 * DOCUMENT_LIMITS (lib/validations/document-limits.ts).
 */
export const POST = route({}, async ({ req, client }) =>
  NextResponse.json(await exportForClient(client, () => readJson(req)), NO_STORE),
);
