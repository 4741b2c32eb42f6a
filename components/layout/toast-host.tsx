"use client";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { anyToastRaised, subscribeToasts } from "@/components/ui/use-toast";

// The toast viewport (Radix Toast) is not part of any page's first-load JavaScript: it loads when the
// first toast is raised (the toast waits in the toast store meanwhile), or when F8 asks for the
// notification area before any toast. React.lazy rather than next/dynamic: nothing renders it on the
// server, and next/dynamic's own code would ship with every page.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toast viewport on demand; renders nothing until then. */
export function ToastHost() {
  const raised = useSyncExternalStore(subscribeToasts, anyToastRaised, () => false);
  const [f8, setF8] = useState(false);
  useEffect(() => {
    if (raised || f8) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") setF8(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [raised, f8]);
  if (!raised && !f8) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusViewport={f8 && !raised} />
    </Suspense>
  );
}
