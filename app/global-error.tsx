"use client";
import "./globals.css";

/** A crash in the root layout itself: a self-contained page (it replaces the whole document) with a retry. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center font-sans">
        <title>Something went wrong | PromptReel</title>
        <main className="flex max-w-md flex-col items-center gap-4">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="text-sm text-muted-foreground">
            PromptReel hit an unexpected error. Try again, or reload the page in a moment.
          </p>
          <button
            type="button"
            onClick={reset}
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
