import type { Metadata } from "next";
import { BeforeAfterExample } from "@/components/landing/before-after";
import { Benefits } from "@/components/landing/benefits";
import { FeedbackSection } from "@/components/landing/feedback-section";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import { ShowcaseSection } from "@/components/landing/showcase-section";
import { SupportLinks } from "@/components/landing/support-links";
import { siteConfig } from "@/lib/env";

export const metadata: Metadata = { alternates: { canonical: "/" } };

/** The landing page (spec sections 1 and 2), rendered on the server; only the gallery and the feedback form hydrate. */
export default function LandingPage() {
  const site = siteConfig();
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-6xl px-4 py-16">
        <BeforeAfterExample />
      </div>
      <HowItWorks />
      <Benefits />
      <ShowcaseSection />
      <SupportLinks donationUrl={site.donationUrl} marketplaceUrl={site.marketplaceUrl} />
      <FeedbackSection />
    </>
  );
}
