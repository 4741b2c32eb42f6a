import Link from "next/link";

/** Footer with the contact address (docs/product-spec.md §1). */
export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="border-t">
      <div className="page-container flex flex-col gap-2 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} PromptReel. Structured prompts for AI video.</p>
        <div className="flex gap-4">
          <Link href="/articles" className="hover:underline">
            Articles
          </Link>
          <Link href="/developers" className="hover:underline">
            Developers
          </Link>
          <a href={`mailto:${contactEmail}`} className="hover:underline">
            {contactEmail}
          </a>
        </div>
      </div>
    </footer>
  );
}
