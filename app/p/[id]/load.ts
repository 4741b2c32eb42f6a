import { cache } from "react";
import { notFound } from "next/navigation";
import { findShare } from "@/lib/share/shares";

// generateMetadata, the page and the social image all need the share: one query per request.
export const loadShare = cache(async (id: string) => {
  const share = await findShare(id);
  if (!share) notFound();
  return share;
});
