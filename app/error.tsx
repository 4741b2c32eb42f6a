"use client";
import { AlertTriangle, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A crash inside a page: says so plainly and offers a retry, keeping the site's header and footer. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="h-10 w-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">
        This page hit an unexpected error. Your work in other tabs is safe. Try again, or come back in a
        moment.
      </p>
      <Button type="button" onClick={reset}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
