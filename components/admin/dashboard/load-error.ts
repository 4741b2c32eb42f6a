"use client";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

export const LOAD_FAILED = "Failed to load dashboard data. Please try again.";

/** Shows the spec's dashboard load-failure toast once per failed query. */
export function useLoadErrorToast(error: unknown) {
  useEffect(() => {
    if (error) toast({ title: "Error", description: LOAD_FAILED, variant: "destructive" });
  }, [error]);
}
