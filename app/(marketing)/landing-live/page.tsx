import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";

// The landing rendered per request, with a CSP nonce: the proxy rewrites `/` here when the prerendered
// landing does not fit (no build manifest, or site settings changed since the build) and redirects a
// direct request of this path to `/` (lib/security/static-pages.ts).
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function LiveLanding() {
  return <LandingPage />;
}
