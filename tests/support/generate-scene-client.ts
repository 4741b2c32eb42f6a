import crypto from "node:crypto";
import { callRoute } from "./route-call";
import type { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** A client identity unique to one test: its own IP (rate-limit key) and user agent (to find its analytics rows). */
export function newClient() {
  const bytes = crypto.randomBytes(3);
  const ip = `10.${bytes[0]}.${bytes[1]}.${(bytes[2] % 250) + 1}`;
  const userAgent = `vitest-${crypto.randomUUID()}`;
  return { ip, userAgent, anonymisedIp: ip.replace(/\.\d+$/, ".0") };
}

/** POSTs to /api/generate-scene in-process as `client`. */
export function postScene(
  handler: Handler,
  client: { ip: string; userAgent: string },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return callRoute(handler, {
    method: "POST",
    path: "/api/generate-scene",
    body,
    headers: {
      "x-forwarded-for": client.ip,
      "user-agent": client.userAgent,
      referer: "http://localhost/generator",
      ...headers,
    },
  });
}
