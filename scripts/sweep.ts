// `npm run sweep`: the reconciliation sweeps against DATABASE_URL (and the configured object store),
// for cron. Idempotent; prints one JSON line of what it did; exits 0 when every sweep ran.
// Run with the react-server condition (see package.json) so lib's `server-only` guard resolves.
import { runSweeps, DEFAULT_SWEEP_OPTIONS } from "@/lib/sweeps";
import { disconnectDb } from "@/lib/db/client";

const hours = (name: string, fallbackMs: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallbackMs;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`Invalid ${name}: must be a number of hours, at least 0`);
    process.exit(2);
  }
  return value * 60 * 60 * 1000;
};

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: the sweeps run against the production database.");
  process.exit(2);
}

try {
  const result = await runSweeps({
    chatGraceMs: hours("SWEEP_CHAT_GRACE_HOURS", DEFAULT_SWEEP_OPTIONS.chatGraceMs),
    uploadGraceMs: hours("SWEEP_UPLOAD_GRACE_HOURS", DEFAULT_SWEEP_OPTIONS.uploadGraceMs),
  });
  console.log(JSON.stringify({ sweep: "done", ...result }));
} catch (e) {
  console.error("sweep failed:", e);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
