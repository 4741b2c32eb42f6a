"use client";
import { useState } from "react";
import { Check, ChevronLeft, ChevronRight, FolderOpen, MessageSquare, Pencil, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ConversationSummary } from "@/lib/chat/types";
import { cn } from "@/lib/utils";

type Props = {
  conversations: ConversationSummary[];
  loading: boolean;
  onNew: () => void;
  onNewFromConcept: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => Promise<boolean>;
  projects: React.ReactNode;
  busy: boolean;
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** One conversation row: title, date, message count, and the inline title edit (Enter saves, Escape cancels). */
function ConversationRow({
  c,
  onSelect,
  onRename,
}: {
  c: ConversationSummary;
  onSelect: (id: string) => void;
  onRename: Props["onRename"];
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(c.title);

  async function save() {
    const title = draft.trim();
    if (!title || title === c.title) {
      setEditing(false);
      setDraft(c.title);
      return;
    }
    if (await onRename(c.id, title)) setEditing(false);
  }

  if (editing) {
    return (
      <li className="flex items-center gap-1 rounded-md border bg-background p-2">
        <Input
          autoFocus
          aria-label="Conversation title"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void save();
            } else if (e.key === "Escape") {
              e.preventDefault();
              setDraft(c.title);
              setEditing(false);
            }
          }}
          className="h-8"
        />
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label="Save title"
          onClick={() => void save()}
        >
          <Check aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label="Cancel editing"
          onClick={() => (setDraft(c.title), setEditing(false))}
        >
          <X aria-hidden />
        </Button>
      </li>
    );
  }
  return (
    <li
      data-testid="conversation-item"
      data-active={c.isActive}
      className={cn(
        "group flex items-start gap-1 rounded-md border p-2",
        c.isActive ? "border-primary bg-primary/5" : "hover:bg-muted",
      )}
    >
      <button
        type="button"
        className="min-w-0 flex-1 text-left"
        onClick={() => onSelect(c.id)}
        aria-current={c.isActive ? "true" : undefined}
      >
        <span className="block truncate text-sm font-medium">{c.title}</span>
        <span className="block text-xs text-muted-foreground">
          {formatDate(c.updatedAt)} · {c.messageCount} message{c.messageCount === 1 ? "" : "s"}
        </span>
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="size-7 shrink-0"
        aria-label={`Rename ${c.title}`}
        onClick={() => (setDraft(c.title), setEditing(true))}
      >
        <Pencil aria-hidden className="size-3.5" />
      </Button>
    </li>
  );
}

/** The collapsible conversations sidebar: 320 px open, 64 px collapsed; full width below the chat on phones. */
export function ConversationSidebar({
  conversations,
  loading,
  onNew,
  onNewFromConcept,
  onSelect,
  onRename,
  projects,
  busy,
}: Props) {
  const [open, setOpen] = useState(true);
  return (
    <aside
      data-testid="conversation-sidebar"
      data-open={open}
      className={cn(
        "w-full min-w-0 shrink-0 rounded-lg border bg-card p-3 transition-[width]",
        open ? "lg:w-80" : "lg:w-16",
      )}
    >
      <div className={cn("flex items-center gap-2", open ? "justify-between" : "lg:flex-col")}>
        {open && <h2 className="text-sm font-semibold">Conversations</h2>}
        <Button
          size="icon"
          variant="ghost"
          aria-label={open ? "Collapse conversations" : "Expand conversations"}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
        </Button>
        {!open && (
          <Button size="icon" variant="outline" aria-label="New Conversation" onClick={onNew} disabled={busy}>
            <Plus aria-hidden />
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-3 space-y-3">
          <Button className="w-full" onClick={onNew} disabled={busy}>
            <Plus aria-hidden /> New Conversation
          </Button>
          <Button className="w-full" variant="outline" size="sm" onClick={onNewFromConcept} disabled={busy}>
            <FolderOpen aria-hidden /> Start from a project concept
          </Button>
          {loading ? (
            <p className="text-sm text-muted-foreground">Loading conversations...</p>
          ) : conversations.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MessageSquare aria-hidden className="size-4" /> No conversations yet.
            </p>
          ) : (
            <ul className="max-h-[28rem] space-y-2 overflow-y-auto" aria-label="Conversations">
              {conversations.map((c) => (
                <ConversationRow key={`${c.id}:${c.title}`} c={c} onSelect={onSelect} onRename={onRename} />
              ))}
            </ul>
          )}
          {projects}
        </div>
      )}
    </aside>
  );
}
