// The stdio server's deps: the compiler runs in-process after the same content-policy check as the
// web API (no server, no key); a share is stored by the PromptReel instance at PROMPTREEL_URL.
import { checkDescription, checkTitle, CONTENT_NOT_ALLOWED } from "@promptreel/core/policy";
import { AppError } from "@/lib/errors";
import { compileScene } from "@promptreel/core/compiler";
import type { McpDeps } from "./tools";

export const DEFAULT_PROMPTREEL_URL = "http://localhost:3000";

/** Deps that compile locally and share through `baseUrl`'s POST /api/share. */
export function localDeps(baseUrl: string = process.env.PROMPTREEL_URL || DEFAULT_PROMPTREEL_URL): McpDeps {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async compile(input) {
      const description = checkDescription(input.description);
      const title = checkTitle(input.title);
      const issue = description.issues[0] ?? title.issues[0];
      if (issue) throw new AppError("bad_request", `${CONTENT_NOT_ALLOWED}: ${issue.message}`);
      return compileScene(input);
    },
    async share(document) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/share`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ document }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError(
          "unavailable",
          `Could not reach PromptReel at ${base} to store the share. Set PROMPTREEL_URL to a running instance.`,
        );
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; path?: string; message?: string };
      if (!res.ok || !body.id || !body.path)
        throw new AppError("bad_request", body.message ?? `PromptReel answered ${res.status}.`);
      return { id: body.id, url: `${base}${body.path}` };
    },
  };
}
