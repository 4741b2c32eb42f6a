"use client";
import { useEffect, useRef } from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { TOAST_DURATION, useToast } from "@/components/ui/use-toast";

/**
 * A toast is the newest Radix layer, so it would take the first Escape even while a dialog has the
 * focus; Escape outside the toast closes the toast and also the open dialog, in one press.
 */
function escapeAlsoClosesDialog(event: KeyboardEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("li[data-swipe-direction]")) return;
  const close = document.querySelector<HTMLButtonElement>(
    '[role="dialog"][data-state="open"] [data-dialog-close]',
  );
  close?.click();
}

/**
 * Renders the current toast: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the viewport.
 * `focusViewport`: mounted by an F8 press (components/layout/toast-host.tsx), so it takes the focus itself.
 */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} onEscapeKeyDown={escapeAlsoClosesDialog} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={["F8"]} />
    </ToastProvider>
  );
}
