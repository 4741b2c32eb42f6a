import "server-only";
import { env } from "@/lib/env";
import { AppError, type ErrorCode } from "@/lib/errors";
import type { ClientContext } from "@/lib/http/request-context";
import { enforceRateLimit } from "@/lib/rate-limit";
import { lookupTarget } from "@promptreel/core/export";
import { exportOffThread } from "@/lib/scene/compile-pool";
import { checkModeRoute } from "@/lib/targets/validate";
import { exportIssueMessage, exportRequestSchema } from "@/lib/validations/export";

export const EXPORT_RATE_LIMITED = "Too many exports in a short time. Please wait a moment and try again.";

const CODE_OF: Record<400 | 410, ErrorCode> = { 400: "bad_request", 410: "gone" };

/**
 * POST /api/export: renders a prompt document for one video model (clips, warnings, lint, and which
 * mode and route the clips obey; outside text to video each clip carries its slot list and keyframe
 * prompts, and `references` assigns the reference slots, lib/targets/modes). Limited per client before the body is read; the body is checked
 * with exportRequestSchema (400 naming where in the document), an unknown target is a 400 and a
 * retired one a 410 naming live alternatives. The export itself runs in the compile pool (off the
 * event loop) when the server has one. Nothing is stored.
 */
export async function exportForClient(client: ClientContext, readBody: () => Promise<unknown>) {
  await enforceRateLimit(
    ["export:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_EXPORT_PER_MIN, windowMs: 60_000 },
    EXPORT_RATE_LIMITED,
  );
  const parsed = exportRequestSchema.safeParse(await readBody());
  if (!parsed.success) throw new AppError("bad_request", exportIssueMessage(parsed.error));
  const { prompt, target, aspectRatio, resolution, mode, route, references } = parsed.data;
  const found = lookupTarget(target);
  if (!found.ok)
    throw new AppError(CODE_OF[found.status], found.message, {
      details: found.alternatives ? { alternatives: found.alternatives } : undefined,
    });
  const checked = checkModeRoute(found.spec, mode, route);
  if (!checked.ok) throw new AppError(CODE_OF[checked.status], checked.message);
  return exportOffThread(
    prompt,
    found.spec.id,
    { aspectRatio, resolution, mode: checked.mode, route: checked.route, references },
    client.ip ?? "unknown",
  );
}
