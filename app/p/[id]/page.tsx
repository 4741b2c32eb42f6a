import type { Metadata } from "next";
import Link from "next/link";
import { GitFork } from "@/components/icons";
import { DeferredExportPanel } from "@/components/export/deferred-export-panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SharedReferences } from "@/components/share/shared-references";
import { sharedReferenceEntries } from "@/lib/references/entries";
import { sharedReferenceImages } from "@/lib/references/images";
import { shareSummary } from "@/lib/share/text";
import { loadShare } from "./load";
import { JsonBlock } from "@/components/ui/json-block";

type Props = { params: Promise<{ id: string }> };

/** Title, description and social cards; never indexed (anyone can publish a share: 24.5). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const share = await loadShare(id);
  const description =
    shareSummary(share.document) || "A structured JSON prompt for AI video, made with PromptReel.";
  const path = `/p/${share.id}`;
  return {
    title: share.title,
    description,
    alternates: { canonical: path },
    robots: { index: false, follow: false },
    openGraph: { type: "article", url: path, siteName: "PromptReel", title: share.title, description },
    twitter: { card: "summary_large_image", title: share.title, description },
  };
}

/**
 * /p/<id>: a shared prompt, public, server-rendered and read-only: the description it was generated
 * from (when shared with one), the JSON, the exports, and a fork into the generator.
 */
export default async function SharedPromptPage({ params }: Props) {
  const share = await loadShare((await params).id);
  const json = JSON.stringify(share.document, null, 2);
  const references = sharedReferenceEntries(share.document, await sharedReferenceImages(share.id));
  return (
    <div className="page-container py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Shared prompt</p>
          <h1 className="break-words text-3xl font-bold tracking-tight">{share.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {share.document.scenes.length} scene{share.document.scenes.length === 1 ? "" : "s"},{" "}
            {share.document.scenes.reduce((sum, s) => sum + s.duration_seconds, 0)} seconds
          </p>
        </div>
        <Button asChild>
          <Link href={`/generator?fork=${share.id}`}>
            <GitFork aria-hidden />
            Open in generator
          </Link>
        </Button>
      </header>
      {share.description ? (
        // User text: rendered as a text node (React escapes it), never as HTML or markdown.
        <Card className="mb-6">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">Original description</h2>
          </CardHeader>
          <CardContent>
            <p
              data-testid="shared-description"
              className="whitespace-pre-wrap break-words text-sm leading-relaxed"
            >
              {share.description}
            </p>
          </CardContent>
        </Card>
      ) : null}
      <SharedReferences entries={references} />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">JSON prompt</h2>
        </CardHeader>
        <CardContent>
          <JsonBlock json={json} label="Shared JSON prompt" testId="shared-json" />
        </CardContent>
      </Card>
      {/* Per-model exports: the same renderers as the generator, in the browser only (never on the server). */}
      <section aria-label="Exports" data-slot="share-exports" className="mt-6 min-w-0">
        <DeferredExportPanel document={share.document} />
      </section>
    </div>
  );
}
