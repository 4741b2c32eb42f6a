import Link from "next/link";
import { ArrowRight, InfinityIcon, MessageSquareText } from "@/components/icons";
import { Button } from "@/components/ui/button";

/** Landing hero: what the product does, the no-limits promise, and the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-accent/60 to-background">
      <div className="page-container py-16 text-center sm:py-20">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-primary">
          <InfinityIcon className="h-4 w-4" aria-hidden />
          Free forever, no limits
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          Turn any scene idea into a structured AI video prompt
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          Describe your video in plain words and get a scene-by-scene JSON prompt with 15+ elements: scenes
          with description and characters, settings, camera and audio. Ready for Veo, Sora, Runway or Kling.
        </p>
        <p className="mt-3 font-medium">
          The free generator has no limits: no account, no daily cap, no cost.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/generator">
              Start Generating Free
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/pro-wizard">
              <MessageSquareText aria-hidden />
              Try Pro Chat
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
