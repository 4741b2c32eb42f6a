import { expect, test } from "@playwright/test";
import { firstLoad } from "../support/first-load";

// Public pages load only what they use: no React Query, tailwind-merge, Radix Toast or
// lucide runtime in the landing's first-load JavaScript, and the landing within its budget. Each
// library is recognised by a string its minified code keeps; the positive controls show the same
// markers are found where those libraries do load.

const MARKERS = {
  "React Query": "refetchOnWindowFocus",
  "tailwind-merge": "col-start-end",
  "Radix Toast": "Notifications ({hotkey})",
  "lucide-react runtime": "lucide-",
} as const;

const found = (scripts: { src: string; body: string }[]) =>
  Object.entries(MARKERS)
    .filter(([, marker]) => scripts.some((s) => s.body.includes(marker)))
    .map(([name]) => name);

test.describe("first-load JavaScript of public pages", () => {
  test("the landing loads no React Query, tailwind-merge, toast viewport or icon runtime, within 145 kB gzip", async ({
    request,
  }) => {
    const landing = await firstLoad(request, "/");
    expect(found(landing.scripts)).toEqual([]);
    // The design's budget: at most 145 kB gzip (a bare Next 16.4.6 page is 131.4 kB).
    expect(landing.gzipKB).toBeLessThanOrEqual(145);
  });

  test("public pages carry their stylesheet inline: no render-blocking stylesheet request before the first paint", async ({
    request,
  }) => {
    // next.config.mjs experimental.inlineCss (issue 23 §5: the stylesheet request delayed the landing's
    // first paint on a throttled phone; bench/landing.bench.mjs).
    for (const path of ["/", "/articles"]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(head).toMatch(/<style[^>]*>[^<]*\.page-container/);
    }
  });

  test("the landing's head holds only its critical CSS; the full stylesheet is linked after its markup, once", async ({
    request,
    page,
  }) => {
    // scripts/static-pages.mjs (lib/perf/critical-css.ts) rewrites the prerendered landing.
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const critical = head.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    const href = html.match(/<link rel="stylesheet" href="([^"]+\.css)"\/><\/body>/)?.[1];
    expect(href).toBeTruthy();
    const full = await (await request.get(href!)).text();
    // The landing's own classes are in the head; a class only other pages use is not.
    expect(critical).toContain(".page-container{");
    expect(critical).toContain(".below-fold{");
    expect(full).toContain(".invisible{");
    expect(critical).not.toContain(".invisible{");
    expect(critical.length).toBeLessThan(full.length * 0.7);
    // Not repeated in the inline RSC payload (Next writes it there twice).
    expect(html.split(".page-container{").length - 1).toBe(1);
    expect(html.length).toBeLessThan(120_000);

    // In the browser: the page hydrates and the full stylesheet applies once loaded.
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A rule only the full stylesheet has applies to new elements.
    const fullRuleApplies = () =>
      page.evaluate(() => {
        const probe = document.createElement("div");
        probe.className = "invisible";
        document.body.append(probe);
        const value = getComputedStyle(probe).visibility;
        probe.remove();
        return value;
      });
    await expect.poll(fullRuleApplies).toBe("hidden");
    const f = page.getByRole("form", { name: "Feedback" });
    await f.getByLabel("Message").fill(`A stylesheet check ${Date.now()}`);
    await f.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
    // A client-side navigation keeps every rule (the page's own payload carries the CSS text).
    await page.getByRole("link", { name: "Start Generating Free" }).click();
    await expect(page).toHaveURL(/\/generator$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await fullRuleApplies()).toBe("hidden");
    expect(errors).toEqual([]);
  });

  test("articles and the thanks page load none of them either", async ({ request }) => {
    for (const path of ["/articles", "/thanks"])
      expect(found((await firstLoad(request, path)).scripts)).toEqual([]);
  });

  test("positive controls: the markers are found where the libraries are used", async ({ request }) => {
    // Pro Chat fetches with React Query; the generator's shadcn primitives merge classes and use lucide.
    expect(found((await firstLoad(request, "/pro-wizard")).scripts)).toContain("React Query");
    expect(found((await firstLoad(request, "/generator")).scripts)).toEqual(
      expect.arrayContaining(["tailwind-merge", "lucide-react runtime"]),
    );
  });

  test("toasts still show on a public page: the viewport loads with the first toast", async ({ page }) => {
    const loaded: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js") && (await r.text().catch(() => "")).includes(MARKERS["Radix Toast"]))
        loaded.push(r.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(loaded).toEqual([]);
    const f = page.getByRole("form", { name: "Feedback" });
    await f.getByLabel("Message").fill(`A toast check ${Date.now()}`);
    await f.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
  });

  test("F8 focuses the notification area even before any toast", async ({ page }) => {
    await page.goto("/generator");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The heading is in the server HTML, so it can be visible before hydration attached the F8
    // listener; press again until the page listens (it fails if F8 never opens the area).
    const list = page.getByRole("region", { name: /Notifications/ }).locator("ol");
    await expect(async () => {
      await page.keyboard.press("F8");
      await expect(list).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
});
