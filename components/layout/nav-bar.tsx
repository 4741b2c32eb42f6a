"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Clapperboard, Heart, Menu, X } from "lucide-react";
import { cn } from "@/lib/utils";

const pageLinks = [
  { href: "/generator", label: "Free Generator" },
  { href: "/pro-wizard", label: "Pro Chat" },
];

/** Top navigation (spec section 1): logo, page links with the current one highlighted, Support. */
export function NavBar({ donationUrl }: { donationUrl: string }) {
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
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold" aria-label="PromptReel home">
          <Clapperboard className="h-5 w-5 text-primary" aria-hidden />
          <span>PromptReel</span>
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {pageLinks.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={isCurrent(l.href) ? "page" : undefined}
              className={cn(
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
            <Heart className="h-4 w-4" aria-hidden />
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
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
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
                  className={cn(
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
