import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { nativeSelectStyles } from "@/components/ui/styles";

/**
 * A styled native <select>: same look as the Radix Select trigger, but no client JavaScript and the
 * platform's own picker on phones. For short fixed lists on pages where bundle size matters.
 */
export const NativeSelect = React.forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement>
>(({ className, children, ...props }, ref) => (
  <div className="relative">
    <select ref={ref} className={cn(nativeSelectStyles, className)} {...props}>
      {children}
    </select>
    <ChevronDown className="pointer-events-none absolute right-2.5 top-2.5 h-4 w-4 opacity-50" aria-hidden />
  </div>
));
NativeSelect.displayName = "NativeSelect";
