// The landing beside a bare Next page, under the same load (issue 23 §5): `npm run bench -- landing`.
// Builds and serves a bare Next App Router page from the repo's own node_modules
// (bench/support/bare-next.mjs) and the app's production server (scripts/start.mjs: builds if the
// build is stale), then loads each page LANDING_RUNS times (5), alternating bare and app so both see
// the same machine load, in Debian's Chromium driven by Playwright with Lighthouse's mobile settings
// applied through the DevTools protocol (bench/support/chromium.mjs, from the installed Lighthouse): a
// 412x823 phone screen at 1.75x, CPU slowed 4x, and a throttled network (562.5 ms request latency,
// 1.44 Mbit/s down, 675 kbit/s up), each load in a fresh browser context (cold cache). LCP is what the page's own
// PerformanceObserver reports (largest-contentful-paint, buffered), with FCP and the time to the first
// byte; first-load JS is every <script src> of the HTML, gzip (bench/support/first-load-js.mjs).
// Targets: LCP of `/` (median) within 1.3x of the bare page's; first-load JS within 12 kB of it.
// Ports: LANDING_PORT (3342) for the app, LANDING_BARE_PORT (3343) for the bare page.
// LANDING_PATHS (`/`) lists the app's pages to load, e.g. `/,/generator`. The landing is prerendered
// only when the server's site settings are the build's (else it is served per request: each page's
// `served` says which), so build with the settings the bench serves with (SITE_*, PORT or SITE_URL).
// A baseline in the same session (issue 25: the generator's LCP not worse than before): LANDING_BASE_DIR
// names another checkout of the app (a git worktree of an older commit with its own node_modules),
// served by its own scripts/start.mjs on LANDING_BASE_PORT (3344); its LANDING_BASE_PATHS
// (`/generator`) are loaded in the same alternation, reported as `base <path>`.
import { chromium } from "@playwright/test";
import { buildBareNext, startBareNext } from "./support/bare-next.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, lighthouseMobile } from "./support/chromium.mjs";
import { firstLoadJs } from "./support/first-load-js.mjs";
import { startBenchServer } from "./support/server.mjs";

const PORT = Number(process.env.LANDING_PORT ?? 3342);
const BARE_PORT = Number(process.env.LANDING_BARE_PORT ?? 3343);
const RUNS = Number(process.env.LANDING_RUNS ?? 5);
const PATHS = (process.env.LANDING_PATHS ?? "/").split(",");
const BASE_DIR = process.env.LANDING_BASE_DIR;
const BASE_PORT = Number(process.env.LANDING_BASE_PORT ?? 3344);
const BASE_PATHS = BASE_DIR ? (process.env.LANDING_BASE_PATHS ?? "/generator").split(",") : [];
const TARGETS = { lcpRatio: 1.3, firstLoadOverBareKB: 12 };
const MOBILE = await lighthouseMobile();

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** One cold load of `url` on the throttled phone; the page's own paint timings. */
async function loadOnce(browser, url) {
  const context = await browser.newContext(MOBILE.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", MOBILE.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // LCP candidates stop at the first input; give late paints a moment, then read the last one.
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          let lcp = null;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            lcp = {
              ms: last.startTime,
              element: last.element?.tagName?.toLowerCase() ?? null,
              size: last.size,
            };
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => {
            const nav = performance.getEntriesByType("navigation")[0];
            const fcp = performance.getEntriesByName("first-contentful-paint")[0];
            resolve({
              lcpMs: lcp ? Math.round(lcp.ms) : null,
              lcpElement: lcp?.element ?? null,
              fcpMs: fcp ? Math.round(fcp.startTime) : null,
              ttfbMs: Math.round(nav.responseStart),
              loadMs: Math.round(nav.loadEventEnd),
            });
          }, 1500);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

function summary(runs) {
  return {
    lcpMsMedian: median(runs.map((r) => r.lcpMs)),
    fcpMsMedian: median(runs.map((r) => r.fcpMs)),
    ttfbMsMedian: median(runs.map((r) => r.ttfbMs)),
    lcpMsRuns: runs.map((r) => r.lcpMs),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
  };
}

export default async function landingBench() {
  const { root, version } = await buildBareNext();
  const bare = startBareNext(root, BARE_PORT);
  let app;
  let base;
  let browser;
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    app = await startBenchServer({ port: PORT, label: "landing" });
    if (BASE_DIR) base = await startBenchServer({ port: BASE_PORT, label: "landing-base", cwd: BASE_DIR });
    // Every measured page: [label, server base URL, path].
    const targets = [
      ...PATHS.map((p) => [p, app.base, p]),
      ...BASE_PATHS.map((p) => [`base ${p}`, base.base, p]),
    ];
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    // One warm-up load each (first requests compile nothing in production, but fill the OS caches).
    await loadOnce(browser, bareUrl);
    for (const [, server, p] of targets) await loadOnce(browser, new URL(p, server).href);
    const bareRuns = [];
    const appRuns = Object.fromEntries(targets.map(([label]) => [label, []]));
    for (let i = 0; i < RUNS; i++) {
      bareRuns.push(await loadOnce(browser, bareUrl));
      for (const [label, server, p] of targets)
        appRuns[label].push(await loadOnce(browser, new URL(p, server).href));
    }
    const bareJs = await firstLoadJs(`http://127.0.0.1:${BARE_PORT}`, "/");
    const bareSummary = summary(bareRuns);
    const pages = {};
    for (const [label, server, p] of targets) {
      const js = await firstLoadJs(server, p);
      const s = summary(appRuns[label]);
      const lcpRatio =
        s.lcpMsMedian && bareSummary.lcpMsMedian
          ? +(s.lcpMsMedian / bareSummary.lcpMsMedian).toFixed(2)
          : null;
      const overBareKB = +(js.gzipKB - bareJs.gzipKB).toFixed(1);
      // How the page was served: prerendered (a hash CSP) or rendered for the request (a nonce).
      const res = await fetch(new URL(p, server));
      const csp = res.headers.get("content-security-policy") ?? "";
      pages[label] = {
        ...s,
        served: /'nonce-/.test(csp)
          ? "per request (nonce CSP)"
          : /'sha256-/.test(csp)
            ? "prerendered (hash CSP)"
            : "?",
        htmlKB: +((await res.arrayBuffer()).byteLength / 1024).toFixed(1),
        firstLoadJs: { gzipKB: js.gzipKB, scripts: js.scripts },
        lcpRatio,
        firstLoadOverBareKB: overBareKB,
        ...(p === "/" && label === "/"
          ? {
              meetsTargets:
                lcpRatio !== null &&
                lcpRatio <= TARGETS.lcpRatio &&
                overBareKB <= TARGETS.firstLoadOverBareKB,
            }
          : {}),
      };
    }
    // Each page measured on both the app and the baseline: the app's median LCP over the baseline's.
    const versusBase = Object.fromEntries(
      BASE_PATHS.filter((p) => pages[p] && pages[`base ${p}`]).map((p) => [
        p,
        +(pages[p].lcpMsMedian / pages[`base ${p}`].lcpMsMedian).toFixed(2),
      ]),
    );
    return {
      method: `Playwright + Debian Chromium, ${RUNS} cold loads per page alternating with the bare page; mobile ${MOBILE.context.viewport.width}x${MOBILE.context.viewport.height}@${MOBILE.context.deviceScaleFactor}, CPU ${MOBILE.cpuSlowdown}x slower, ${MOBILE.network.latency} ms request latency, ${((MOBILE.network.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbit/s down`,
      targets: TARGETS,
      bare: {
        next: version,
        ...bareSummary,
        firstLoadJs: { gzipKB: bareJs.gzipKB, scripts: bareJs.scripts },
      },
      pages,
      ...(BASE_DIR ? { baseline: BASE_DIR, lcpVersusBase: versusBase } : {}),
    };
  } finally {
    await browser?.close();
    await app?.stop();
    await base?.stop();
    await bare.stop();
  }
}
