import { ExternalLink, Heart, Users } from "@/components/icons";
import { Button } from "@/components/ui/button";

/** Donation (new tab) and the freelance marketplace for hiring video creators. */
export function SupportLinks({
  donationUrl,
  marketplaceUrl,
}: {
  donationUrl: string;
  marketplaceUrl: string;
}) {
  return (
    <section aria-labelledby="support-heading" className="below-fold page-container pb-16">
      <h2 id="support-heading" className="sr-only">
        Support and Hire
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6">
          <Heart className="h-8 w-8 text-primary" aria-hidden />
          <h3 className="mt-4 text-lg font-semibold">Keep PromptReel Free</h3>
          <p className="mt-2 text-muted-foreground">
            The generator is free and unlimited for everyone. If it saves you time, a small donation keeps it
            running.
          </p>
          <Button asChild className="mt-4">
            <a href={donationUrl} target="_blank" rel="noopener noreferrer">
              Support the Project
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <Users className="h-8 w-8 text-primary" aria-hidden />
          <h3 className="mt-4 text-lg font-semibold">Need a Finished Video?</h3>
          <p className="mt-2 text-muted-foreground">
            Hire a professional AI video creator on a freelance marketplace and hand them your PromptReel
            prompt.
          </p>
          <Button asChild variant="outline" className="mt-4">
            <a href={marketplaceUrl} target="_blank" rel="noopener noreferrer">
              Hire a Video Creator
              <ExternalLink aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
