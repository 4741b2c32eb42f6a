// Start-up setup that needs the migrated database, run by scripts/start.mjs before the server
// starts. Each feature that needs one-off setup (the first admin, for example) adds a step here.

export type BootstrapContext = {
  env: Record<string, string | undefined>;
  log: (message: string) => void;
};

export async function bootstrap(_ctx: BootstrapContext): Promise<void> {
  // No setup steps yet.
}
