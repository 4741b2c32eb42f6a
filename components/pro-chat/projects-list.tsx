"use client";
import { FolderOpen } from "lucide-react";
import { Button } from "@/components/ui/button";

export type ProjectItem = { id: string; title: string; status: string; updatedAt: string };

/** The buyer's saved projects in the sidebar; Open reopens one as a new conversation. */
export function ProjectsList({
  projects,
  onOpen,
  busy,
}: {
  projects: ProjectItem[];
  onOpen: (id: string) => void;
  busy: boolean;
}) {
  if (projects.length === 0) return null;
  return (
    <section aria-label="My Projects" className="border-t pt-3">
      <h3 className="mb-2 text-sm font-semibold">My Projects</h3>
      <ul className="max-h-48 space-y-1 overflow-y-auto">
        {projects.map((p) => (
          <li
            key={p.id}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid="project-item"
          >
            <span className="min-w-0 truncate">
              {p.title} <span className="text-xs text-muted-foreground">({p.status})</span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onOpen(p.id)}
              disabled={busy}
              aria-label={`Open project ${p.title}`}
            >
              <FolderOpen aria-hidden /> Open
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
