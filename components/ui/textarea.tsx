import * as React from "react";
import { cn } from "@/lib/utils";
import { textareaStyles } from "@/components/ui/styles";

export const Textarea = React.forwardRef<
  HTMLTextAreaElement,
  React.TextareaHTMLAttributes<HTMLTextAreaElement>
>(({ className, ...props }, ref) => (
  <textarea className={cn(textareaStyles, className)} ref={ref} {...props} />
));
Textarea.displayName = "Textarea";
