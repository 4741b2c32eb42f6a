import { BadgeCheck, Braces, Compass } from "@/components/icons";

const benefits = [
  {
    icon: Compass,
    title: "AI Guidance",
    text: "Pro Chat asks the questions a director would and refines your prompt scene by scene.",
  },
  {
    icon: Braces,
    title: "Complete JSON Structure",
    text: "15+ elements in every prompt: scenes with description and characters, settings, camera, visuals and audio.",
  },
  {
    icon: BadgeCheck,
    title: "Always Free",
    text: "The scene generator is free and unlimited. No account, no credit card, no daily cap.",
  },
];

/** Why use it: guidance, a complete structure, and no cost. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="below-fold bg-muted/50">
      <div className="page-container py-16">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
          Why Creators Use PromptReel
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-xl border bg-card p-6">
              <b.icon className="h-8 w-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 text-muted-foreground">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
