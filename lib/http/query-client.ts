import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/http/api-request";

/** Client data queries with the spec's defaults: no automatic refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
