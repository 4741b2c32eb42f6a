import { FeedbackForm } from "@/components/landing/feedback-form";

/** Landing section around the feedback card. */
export function FeedbackSection() {
  return (
    <section id="feedback" aria-labelledby="feedback-heading" className="bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="feedback-heading" className="text-center text-3xl font-bold tracking-tight">
          Share Your Feedback
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-muted-foreground">
          Help us make PromptReel better for every creator.
        </p>
        <FeedbackForm />
      </div>
    </section>
  );
}
