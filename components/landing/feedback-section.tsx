import { CheckCircle2, ChevronDown, Star } from "@/components/icons";
import { FeedbackForm } from "@/components/landing/feedback-form";

/** Landing section around the feedback card. */
export function FeedbackSection() {
  return (
    <section id="feedback" aria-labelledby="feedback-heading" className="below-fold bg-muted/50">
      <div className="page-container py-16">
        <h2 id="feedback-heading" className="text-center text-3xl font-bold tracking-tight">
          Share Your Feedback
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-muted-foreground">
          Help us make PromptReel better for every creator.
        </p>
        <FeedbackForm
          icons={{
            thanks: <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />,
            select: (
              <ChevronDown
                className="pointer-events-none absolute right-2.5 top-2.5 h-4 w-4 opacity-50"
                aria-hidden
              />
            ),
            star: (
              <Star
                className="h-6 w-6 text-muted-foreground group-data-[lit=true]:fill-amber-400 group-data-[lit=true]:text-amber-500"
                aria-hidden
              />
            ),
          }}
        />
      </div>
    </section>
  );
}
