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

/**
 * The landing page (docs/product-spec.md §1 and §2), rendered on the server; the feedback form and the
 * gallery's media are its only client components. Vertical rhythm: 4rem between sections; a section
 * that follows one on the same background starts without its own top padding.
 */
export default function LandingPage() {
  const site = siteConfig();
  return (
    <>
      <Hero />
      <section aria-labelledby="before-after-heading" className="below-fold page-container pb-16">
        <h2 id="before-after-heading" className="mb-2 text-center text-3xl font-bold tracking-tight">
          Before and After
        </h2>
        <p className="mb-8 text-center text-muted-foreground">
          One sentence in, a complete scene-by-scene JSON prompt out.
        </p>
        <BeforeAfterExample />
      </section>
      <HowItWorks />
      <Benefits />
      <ShowcaseSection />
      <SupportLinks donationUrl={site.donationUrl} marketplaceUrl={site.marketplaceUrl} />
      <FeedbackSection />
    </>
  );
}
