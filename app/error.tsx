"use client";
import { buttonVariants } from "@/components/ui/styles";

// Every page loads this boundary with its first JavaScript: plain classes (no tailwind-merge) and the
// two icons drawn inline (lucide's triangle-alert and rotate-ccw) rather than through lucide-react.
const ICON = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

/** A crash inside a page: says so plainly and offers a retry, keeping the site's header and footer. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <svg {...ICON} className="h-10 w-10 text-destructive">
        <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
        <path d="M12 9v4" />
        <path d="M12 17h.01" />
      </svg>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">
        This page hit an unexpected error. Your work in other tabs is safe. Try again, or come back in a
        moment.
      </p>
      <button type="button" onClick={reset} className={buttonVariants()}>
        <svg {...ICON}>
          <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
          <path d="M3 3v5h5" />
        </svg>
        Try again
      </button>
    </div>
  );
}
