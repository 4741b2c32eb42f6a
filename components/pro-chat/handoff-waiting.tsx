"use client";
import { useSyncExternalStore } from "react";
import { peekPendingHandoff } from "./handoff-store";

const noSubscription = () => () => {};
const readTitle = () => peekPendingHandoff()?.document.project_title ?? null;

/**
 * Shown where Pro Chat is locked while a generator result waits to be refined: it opens in a new
 * conversation once the visitor has credits (nothing is lost by buying first).
 */
export function HandoffWaiting() {
  const title = useSyncExternalStore(noSubscription, readTitle, () => null);
  if (title === null) return null;
  return (
    <p
      role="status"
      data-testid="handoff-waiting"
      className="rounded-lg border border-primary/30 bg-accent/30 p-4 text-sm"
    >
      Your generator result &ldquo;{title}&rdquo; is waiting: it opens here in a new conversation once you
      have credits.
    </p>
  );
}
