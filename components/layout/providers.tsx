"use client";
import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/http/query-client";

// Toasts only follow an interaction, so the viewport (and Radix Toast) loads after hydration instead
// of in every page's first-load JS; toasts raised before it mounts wait in the toast store.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

/** Client-wide providers: data queries and the toast viewport (no tooltip provider: no page has a tooltip). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
