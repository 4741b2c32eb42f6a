import { NextResponse } from "next/server";
import { openApiDocument } from "@/lib/api/openapi";
import { route } from "@/lib/http/route";

/** The public API's OpenAPI 3.1 document, generated from the handlers' zod schemas. */
export const GET = route({}, async () =>
  NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
);
