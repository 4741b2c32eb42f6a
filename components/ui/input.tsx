import * as React from "react";
import { cn } from "@/lib/utils";
import { inputStyles } from "@/components/ui/styles";

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => (
    <input type={type} className={cn(inputStyles, className)} ref={ref} {...props} />
  ),
);
Input.displayName = "Input";
