import { NextResponse } from "next/server";
import { findCreditSession, readCreditToken } from "@/lib/credits/session";
import { AppError, isAppError } from "@/lib/errors";
import { parseJsonText, readBodyText, route } from "@/lib/http/route";
import { generateSceneForRequest } from "@/lib/scene/generate-request";

export const dynamic = "force-dynamic";

const BODY_LIMIT = 32 * 1024;

/** Reads the JSON body; every malformed body is a 400 with a message (too large included). */
async function readJson(req: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyText(req, BODY_LIMIT);
  } catch (e) {
    if (isAppError(e) && e.code === "payload_too_large")
      throw new AppError(
        "bad_request",
        "Request body is too large: keep the description under 2000 characters.",
      );
    throw e;
  }
  return parseJsonText(text);
}

/** Free scene generation (docs/product-spec.md §5 and §7): burst-limited, policy-checked, logged to prompt_analytics. */
export const POST = route(async (req, { client }) => {
  const prompt = await generateSceneForRequest({
    client,
    readBody: () => readJson(req),
    creditSessionId: async () =>
      readCreditToken(req.headers) ? ((await findCreditSession(req.headers))?.id ?? null) : null,
  });
  return NextResponse.json({ prompt }, { headers: { "Cache-Control": "no-store" } });
});
