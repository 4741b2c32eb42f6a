"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { cx } from "@/lib/cx";

const pageLinks = [
  { href: "/generator", label: "Free Generator" },
  { href: "/pro-wizard", label: "Pro Chat" },
];

/** The navigation's icons, rendered on the server (components/layout/site-header.tsx): no icon code ships. */
export type NavIcons = { logo: ReactNode; support: ReactNode; open: ReactNode; close: ReactNode };

/** Top navigation (docs/product-spec.md §1): logo, page links with the current one highlighted, Support. */
export function NavBar({ donationUrl, icons }: { donationUrl: string; icons: NavIcons }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Escape closes the menu in one press, whatever else (a toast) is on screen.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey, { capture: true });
    return () => document.removeEventListener("keydown", onKey, { capture: true });
  }, [open]);
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  // The back office has its own navigation (components/admin/admin-nav.tsx).
  if (isCurrent("/admin") || isCurrent("/analytics")) return null;

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <nav aria-label="Main" className="page-container flex h-14 items-center justify-between">
        <Link href="/" className="flex items-center gap-2 font-semibold" aria-label="PromptReel home">
          {icons.logo}
          <span>PromptReel</span>
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {pageLinks.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={isCurrent(l.href) ? "page" : undefined}
              className={cx(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
                isCurrent(l.href) ? "bg-accent text-primary" : "text-muted-foreground",
              )}
            >
              {l.label}
            </Link>
          ))}
          <a
            href={donationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent"
          >
            {icons.support}
            Support
          </a>
        </div>
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-label={open ? "Close menu" : "Open menu"}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? icons.close : icons.open}
        </button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t md:hidden">
          <ul className="flex flex-col p-2">
            {pageLinks.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  onClick={() => setOpen(false)}
                  aria-current={isCurrent(l.href) ? "page" : undefined}
                  className={cx(
                    "block rounded-md px-3 py-2 text-sm font-medium",
                    isCurrent(l.href) ? "bg-accent text-primary" : "text-muted-foreground",
                  )}
                >
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={donationUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground"
              >
                Support Project
              </a>
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
