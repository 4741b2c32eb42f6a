import fs from "node:fs";

/** Removes this run's data directory (the embedded database and uploads). */
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("promptreel-e2e-")) fs.rmSync(dir, { recursive: true, force: true });
}
