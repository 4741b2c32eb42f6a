import { BeforeAfterExample } from "@/components/landing/before-after";
import { Benefits } from "@/components/landing/benefits";
import { FeedbackSection } from "@/components/landing/feedback-section";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import { ShowcaseSection } from "@/components/landing/showcase-section";
import { SupportLinks } from "@/components/landing/support-links";
import { siteConfig } from "@/lib/env";

/**
 * The landing page's content (docs/product-spec.md §1 and §2), server-rendered; the feedback form and
 * the gallery are its only client components. Rendered by `/` (prerendered) and by its live twin
 * `/landing-live` (per request), see lib/security/static-pages.ts. Vertical rhythm: 4rem between
 * sections; a section that follows one on the same background starts without its own top padding.
 */
export function LandingPage() {
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
