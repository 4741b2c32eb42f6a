import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";

export const metadata: Metadata = { alternates: { canonical: "/" } };

// Prerendered at build time (overriding the root layout's force-dynamic) and served with a hash-based
// CSP; the proxy serves the live twin (app/(marketing)/landing-live) when the running server's site
// settings differ from the build's. Nothing here reads the request or the database: the gallery is
// fetched by the browser.
export const dynamic = "force-static";

export default function Home() {
  return <LandingPage />;
}
