// The site settings the browser tests' server runs with (playwright.config.ts), shared with
// `npm test`'s build step so that the build's prerendered landing fits that server (no SITE_URL: the
// landing's URL is localhost and the E2E port).
export const E2E_SITE_ENV = {
  SITE_DONATION_URL: "https://donate.example.com/promptreel",
  SITE_CONTACT_EMAIL: "contact@promptreel.test",
  SITE_MARKETPLACE_URL: "https://hire.example.com/ai-video",
};

/** The port the browser tests' server listens on. */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3210);
