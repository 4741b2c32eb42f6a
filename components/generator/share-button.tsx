"use client";
import { useState } from "react";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import type { PromptDocument } from "@/lib/scene/schema";

/**
 * "Share": stores the result (and the description it came from) as a public read-only page, then
 * shows and copies its /p/<id> link.
 */
export function useShare(doc: PromptDocument, description = "") {
  const [pending, setPending] = useState(false);
  // The link belongs to the document it was made for: a new result shows none until shared.
  const [shared, setShared] = useState<{ doc: PromptDocument; url: string } | null>(null);
  const link = shared?.doc === doc ? shared.url : null;

  async function share() {
    if (pending) return;
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/share", {
        document: doc,
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      const { path } = (await res.json()) as { path: string };
      const url = new URL(path, window.location.origin).toString();
      setShared({ doc, url });
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toast({ title: "Share link ready", description: "The link is copied to your clipboard." });
    } catch (err) {
      toast({ title: "Error", description: serverMessage(err) || "Failed to share", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return { pending, link, share };
}

/** The Share button of a result panel. */
export function ShareButton({ pending, onShare }: { pending: boolean; onShare: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onShare}
      disabled={pending}
      aria-busy={pending}
    >
      <Share2 aria-hidden />
      {pending ? "Sharing..." : "Share"}
    </Button>
  );
}
