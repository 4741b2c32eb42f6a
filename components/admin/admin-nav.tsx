"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { LogoutButton } from "@/components/admin/logout-button";
import { cn } from "@/lib/utils";

const adminLinks = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/analytics", label: "Analytics" },
  { href: "/admin/articles", label: "Articles" },
  { href: "/admin/showcase", label: "Showcase" },
  { href: "/admin/moderation", label: "Moderation" },
];

/** The back office's own navigation (instead of the public one); links only once signed in. */
export function AdminNav({ signedIn }: { signedIn: boolean }) {
  const pathname = usePathname();
  return (
    <header className="border-b bg-background">
      <nav
        aria-label="Admin"
        className="page-container flex flex-wrap items-center justify-between gap-2 py-2"
      >
        <Link href="/admin/dashboard" className="flex items-center gap-2 py-1.5 font-semibold">
          <ShieldCheck className="h-5 w-5 text-primary" aria-hidden />
          <span>PromptReel Admin</span>
        </Link>
        {signedIn ? (
          <div className="flex flex-wrap items-center gap-1">
            {adminLinks.map((l) => {
              const current = pathname === l.href || pathname.startsWith(`${l.href}/`);
              return (
                <Link
                  key={l.href}
                  href={l.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
                    current ? "bg-accent text-primary" : "text-muted-foreground",
                  )}
                >
                  {l.label}
                </Link>
              );
            })}
            <LogoutButton />
          </div>
        ) : (
          <Link href="/" className="text-sm text-muted-foreground hover:underline">
            Back to the site
          </Link>
        )}
      </nav>
    </header>
  );
}
