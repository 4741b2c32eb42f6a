import { ClipboardCopy, PenLine, Sparkles } from "@/components/icons";

const steps = [
  {
    icon: PenLine,
    title: "Describe Your Scene",
    text: "Write what happens in plain language: who is in it, where it takes place, the mood and the camera.",
  },
  {
    icon: Sparkles,
    title: "AI Processing",
    text: "PromptReel breaks your description into scenes, characters, settings, camera moves, visuals and audio.",
  },
  {
    icon: ClipboardCopy,
    title: "Copy and Use",
    text: "Copy or download the JSON and paste it into your AI video generator.",
  },
];

/** The three steps from description to a usable prompt. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="below-fold page-container pb-16">
      <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight">
        How It Works
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border bg-card p-6">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <step.icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
