import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { jsonError, parseJsonText, readBodyText, route } from "@/lib/http/route";
import { exportDocument, lookupTarget } from "@/lib/targets/export";
import { exportIssueMessage, exportRequestSchema } from "@/lib/validations/export";

export const dynamic = "force-dynamic";

/** Renders a prompt document for one video model: clips, warnings, lint. Nothing is stored. */
export const POST = route(async (req) => {
  const parsed = exportRequestSchema.safeParse(parseJsonText(await readBodyText(req)));
  if (!parsed.success) throw new AppError("bad_request", exportIssueMessage(parsed.error));
  const { prompt, target, aspectRatio, resolution } = parsed.data;
  const found = lookupTarget(target);
  if (!found.ok)
    return jsonError(
      found.status,
      found.message,
      found.alternatives ? { alternatives: found.alternatives } : {},
    );
  const result = exportDocument(prompt, found.spec, { aspectRatio, resolution });
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
