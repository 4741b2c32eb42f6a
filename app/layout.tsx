import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { ToastHost } from "@/components/layout/toast-host";
import { siteConfig } from "@/lib/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: "PromptReel: free JSON prompts for AI video", template: "%s | PromptReel" },
    description:
      "Turn a scene description into a structured, scene-by-scene JSON prompt for AI video models. Free and unlimited, with a guided Pro Chat for refinement.",
    applicationName: "PromptReel",
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request (its CSP nonce, the running server's site settings), except a page
  // that sets `dynamic = "force-static"`, where connection() returns at once: the landing, prerendered
  // with a hash-based CSP; its proxy serves a live twin when the site settings differ from the build's
  // (lib/security/static-pages.ts). (A `dynamic = "force-dynamic"` here would forbid that page.)
  await connection();
  const site = siteConfig();
  return (
    // No web font (the system's UI font: nothing to download before the text paints, no swap) and no
    // client-wide providers: React Query is mounted by the screens that use it, and the toast viewport
    // loads with the first toast.
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:ring-2 focus:ring-ring"
        >
          Skip to content
        </a>
        <SiteHeader donationUrl={site.donationUrl} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter contactEmail={site.contactEmail} />
        <ToastHost />
      </body>
    </html>
  );
}
