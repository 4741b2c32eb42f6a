import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function LandingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Turn any scene idea into a structured AI video prompt</h1>
      <p className="mt-4 text-lg text-muted-foreground">Free, unlimited, scene-by-scene JSON for AI video models.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/generator">Start Generating Free</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/pro-wizard">Try Pro Chat</Link>
        </Button>
      </div>
    </section>
  );
}
