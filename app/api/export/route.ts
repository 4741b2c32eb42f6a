import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { jsonError, parseJsonText, readBodyText, route } from "@/lib/http/route";
import { exportDocument, lookupTarget } from "@/lib/targets/export";
import { checkModeRoute } from "@/lib/targets/validate";
import { exportIssueMessage, exportRequestSchema } from "@/lib/validations/export";

export const dynamic = "force-dynamic";

/**
 * Renders a prompt document for one video model: clips, warnings, lint, and which mode and route the
 * clips obey (optional `mode`, default text-to-video; optional `route`, default the target's first).
 * Nothing is stored.
 */
export const POST = route(async (req) => {
  const parsed = exportRequestSchema.safeParse(parseJsonText(await readBodyText(req)));
  if (!parsed.success) throw new AppError("bad_request", exportIssueMessage(parsed.error));
  const { prompt, target, aspectRatio, resolution, mode, route: routeId } = parsed.data;
  const found = lookupTarget(target);
  if (!found.ok)
    return jsonError(
      found.status,
      found.message,
      found.alternatives ? { alternatives: found.alternatives } : {},
    );
  const checked = checkModeRoute(found.spec, mode, routeId);
  if (!checked.ok) return jsonError(checked.status, checked.message);
  const result = exportDocument(prompt, found.spec, {
    aspectRatio,
    resolution,
    mode: checked.mode,
    route: checked.route,
  });
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
