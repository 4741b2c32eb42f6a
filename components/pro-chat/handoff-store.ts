"use client";
// The pending "Refine in Pro Chat" hand-off in this tab's sessionStorage (lib/chat/handoff.ts): it
// survives the purchase (the simulated and Stripe payments return to this tab) and is taken once.
import { HANDOFF_STORAGE_KEY, parseHandoff, serializeHandoff, type PendingHandoff } from "@/lib/chat/handoff";

export function savePendingHandoff(handoff: PendingHandoff): boolean {
  try {
    window.sessionStorage.setItem(HANDOFF_STORAGE_KEY, serializeHandoff(handoff));
    return true;
  } catch {
    return false;
  }
}

export function peekPendingHandoff(): PendingHandoff | null {
  try {
    return parseHandoff(window.sessionStorage.getItem(HANDOFF_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Reads and forgets the pending hand-off (so it opens one conversation, once). */
export function takePendingHandoff(): PendingHandoff | null {
  const handoff = peekPendingHandoff();
  try {
    window.sessionStorage.removeItem(HANDOFF_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  return handoff;
}
