import { NextResponse } from "next/server";
import { creditSessionIdOf } from "@/lib/credits/session";
import { NO_STORE, readJson, route } from "@/lib/http/route";
import { generateSceneForRequest } from "@/lib/scene/generate-request";

export const dynamic = "force-dynamic";

const BODY_LIMIT = 32 * 1024;
const TOO_LARGE = "Request body is too large: keep the description under 2000 characters.";

/** Free scene generation (docs/product-spec.md §5 and §7): burst-limited, policy-checked, logged to prompt_analytics. */
export const POST = route({}, async ({ req, client }) => {
  const prompt = await generateSceneForRequest({
    client,
    readBody: () => readJson(req, BODY_LIMIT, TOO_LARGE),
    creditSessionId: () => creditSessionIdOf(req.headers),
  });
  return NextResponse.json({ prompt }, NO_STORE);
});
