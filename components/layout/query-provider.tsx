"use client";
import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/http/query-client";

/**
 * React Query for the screens that fetch with it (Pro Chat, the admin pages, analytics). It is
 * mounted by those screens only, not by the root layout: public pages do not load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
