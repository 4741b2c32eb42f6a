"use client";
import type { ReactNode } from "react";

/**
 * 1 to 5 star buttons; pressing the chosen star again clears the (optional) rating. `star` is the
 * icon, drawn on the server (components/landing/feedback-section.tsx); a lit star is styled through
 * its button's data-lit attribute (`group-data-[lit=true]:` classes on the icon).
 */
export function StarRating({
  value,
  onChange,
  disabled,
  star,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
  star: ReactNode;
}) {
  return (
    <div className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => {
        const lit = value !== null && n <= value;
        return (
          <button
            key={n}
            type="button"
            disabled={disabled}
            aria-label={`${n} star${n === 1 ? "" : "s"}`}
            aria-pressed={value === n}
            data-lit={lit}
            onClick={() => onChange(value === n ? null : n)}
            className="group rounded-md p-1 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            {star}
          </button>
        );
      })}
    </div>
  );
}
