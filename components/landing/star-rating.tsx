"use client";
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** 1 to 5 star buttons; pressing the chosen star again clears the (optional) rating. */
export function StarRating({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => {
        const active = value !== null && n <= value;
        return (
          <button
            key={n}
            type="button"
            disabled={disabled}
            aria-label={`${n} star${n === 1 ? "" : "s"}`}
            aria-pressed={value === n}
            onClick={() => onChange(value === n ? null : n)}
            className="rounded-md p-1 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Star
              className={cn("h-6 w-6", active ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
              aria-hidden
            />
          </button>
        );
      })}
    </div>
  );
}
