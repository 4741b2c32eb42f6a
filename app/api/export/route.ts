import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { jsonError, parseJsonText, readBodyText, route } from "@/lib/http/route";
import { enforceRateLimit } from "@/lib/rate-limit";
import { lookupTarget } from "@/lib/targets/export";
import { exportWithModes } from "@/lib/targets/modes";
import { checkModeRoute } from "@/lib/targets/validate";
import { exportIssueMessage, exportRequestSchema } from "@/lib/validations/export";

export const dynamic = "force-dynamic";

export const EXPORT_RATE_LIMITED = "Too many exports in a short time. Please wait a moment and try again.";

/**
 * Renders a prompt document for one video model: clips, warnings, lint, and which mode and route the
 * clips obey (optional `mode`, default text-to-video; optional `route`, default the target's first).
 * Outside text to video each clip carries its slot list and keyframe prompts; `references` assigns
 * the reference slots (lib/targets/modes).
 * Nothing is stored. Limited per client, and the document must be within DOCUMENT_LIMITS
 * (lib/validations/document-limits.ts).
 */
export const POST = route(async (req, { client }) => {
  await enforceRateLimit(
    ["export:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_EXPORT_PER_MIN, windowMs: 60_000 },
    EXPORT_RATE_LIMITED,
  );
  const parsed = exportRequestSchema.safeParse(parseJsonText(await readBodyText(req)));
  if (!parsed.success) throw new AppError("bad_request", exportIssueMessage(parsed.error));
  const { prompt, target, aspectRatio, resolution, mode, route: routeId, references } = parsed.data;
  const found = lookupTarget(target);
  if (!found.ok)
    return jsonError(
      found.status,
      found.message,
      found.alternatives ? { alternatives: found.alternatives } : {},
    );
  const checked = checkModeRoute(found.spec, mode, routeId);
  if (!checked.ok) return jsonError(checked.status, checked.message);
  const result = exportWithModes(prompt, found.spec, {
    aspectRatio,
    resolution,
    mode: checked.mode,
    route: checked.route,
    references,
  });
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
