"use client";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Copy, saying "Copied" (with a check) while `copied` is true. */
export function CopyButton({
  copied,
  onClick,
  label,
  disabled,
}: {
  copied: boolean;
  onClick: () => void;
  /** The accessible name. */
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}
