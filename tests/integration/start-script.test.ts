import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm start` validates the environment before doing anything else: a bad value stops it with one
// line naming the variable, not a stack trace.
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("start script environment check", () => {
  it.each([
    ["DATABASE_URL", "nonsense"],
    ["PORT", "abc"],
    ["AUTH_SECRET", "short"],
    ["RATE_LIMITS", "sometimes"],
    ["TRUSTED_PROXY_HOPS", "one"],
  ])("%s=%s stops the start with a one-line message", (name, value) => {
    const r = start({ [name]: value });
    expect(r.status).toBe(1);
    const lines = r.stderr
      .trim()
      .split("\n")
      .filter((l) => !l.includes("nodedir"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\[promptreel\\] Invalid environment variable ${name}: `));
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
