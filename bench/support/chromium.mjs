// The browser every browser test and benchmark drives (playwright.config.ts, bench/landing.bench.mjs,
// bench/lighthouse.bench.mjs), and Lighthouse's mobile settings, taken from the installed Lighthouse
// itself so that the landing bench's phone is the one Lighthouse emulates.

/** Debian's Chromium (CHROMIUM_PATH overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a quiet, reproducible headless run in a container (no sandbox, GPU, QUIC or updates). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Lighthouse's mobile preset (a Moto G Power screen, its user agent, the "slow 4G" network and a
 * 4x slower CPU) as Playwright context options and the DevTools protocol's throttling parameters:
 * the request latency and throughputs Lighthouse's "devtools" throttling applies.
 */
export async function lighthouseMobile() {
  const { screenEmulationMetrics, throttling, userAgents } =
    await import("lighthouse/core/config/constants.js");
  const screen = screenEmulationMetrics.mobile;
  const net = throttling.mobileSlow4G;
  return {
    context: {
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: true,
      userAgent: userAgents.mobile,
    },
    // Network.emulateNetworkConditions: milliseconds and bytes per second.
    network: {
      offline: false,
      latency: net.requestLatencyMs,
      downloadThroughput: (net.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (net.uploadThroughputKbps * 1024) / 8,
    },
    cpuSlowdown: net.cpuSlowdownMultiplier,
  };
}
