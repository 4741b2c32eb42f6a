import type { ReactNode } from "react";
import { LabeledInput } from "@/components/ui/labeled-input";

/** The buyer's e-mail, as the purchase and the restore dialogs ask for it. */
export function BuyerEmailInput({
  id,
  value,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  hint?: ReactNode;
}) {
  return (
    <LabeledInput
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      hint={hint}
    />
  );
}
