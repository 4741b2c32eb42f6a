"use client";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import type { Action } from "@/lib/actions/result";
import { submitAction } from "@/lib/actions/submit";

/**
 * A list row's action (suspend a user, take a share down, deactivate an admin): the row is busy while
 * the server action runs; success says so in a toast and reloads the lists, a failure goes to `fail`.
 */
export function useRowAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<T>(
    row: string,
    action: Action<T>,
    fields: Record<string, string>,
    done: { title: string; description: string },
    fail: (e: unknown) => void,
  ) {
    setBusy(row);
    try {
      await submitAction(action, fields);
      toast(done);
      await queryClient.invalidateQueries();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
