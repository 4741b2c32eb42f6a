"use client";
import { useEffect, useState } from "react";
import type { CreditStatus } from "@/components/pro-chat/purchase/types";
import { Button } from "@/components/ui/button";
import { ChatPanel } from "./chat-panel";
import { ConversationSidebar } from "./conversation-sidebar";
import { HandoffWaiting } from "./handoff-waiting";
import { takePendingHandoff } from "./handoff-store";
import { CreditBadge, LowCreditWarning } from "./credit-badge";
import { ProjectConceptDialog } from "./project-concept-dialog";
import { ProjectsList } from "./projects-list";
import { PromptPanel } from "./prompt-panel";
import { useProChat } from "./use-pro-chat";

/** Pro Chat with credits: badge and warnings, the conversations sidebar, the chat and the current prompt. */
export function ProChatScreen({
  status,
  onPurchase,
  locked = false,
  onRestore,
}: {
  status: CreditStatus;
  onPurchase: () => void;
  /** Credits used up: everything stays readable, copyable and exportable; new refinements are locked. */
  locked?: boolean;
  /** Restore credits bought in another browser (offered when locked). */
  onRestore?: () => void;
}) {
  const chat = useProChat(onPurchase);
  const [conceptOpen, setConceptOpen] = useState(false);
  const { startFromHandoff } = chat;

  // A generator result handed over ("Refine in Pro Chat") opens as a new conversation, once. With
  // credits used up it waits (the locked notice says so) until a pack is bought.
  useEffect(() => {
    if (locked) return;
    const handoff = takePendingHandoff();
    if (handoff) void startFromHandoff(handoff);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per unlock, not per render
  }, [locked]);

  return (
    <section className="page-container space-y-4 py-10" data-testid="pro-chat-area">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Pro Chat</h1>
        <CreditBadge credits={status.credits} total={status.totalCredits} onBuyMore={onPurchase} />
      </div>
      {locked ? (
        <section
          aria-labelledby="refinements-locked-heading"
          data-testid="refinements-locked"
          className="space-y-3 rounded-lg border bg-muted/50 p-4 text-sm"
        >
          <h2 id="refinements-locked-heading" className="text-base font-semibold">
            Your Pro Chat credits are used up
          </h2>
          <p>
            Your conversations and projects stay here to read, copy, download and export. Buy another pack to
            refine them again.
          </p>
          <HandoffWaiting />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={onPurchase}>
              Unlock Pro Chat ($5)
            </Button>
            {onRestore ? (
              <Button type="button" variant="outline" onClick={onRestore}>
                Already bought? Restore your credits
              </Button>
            ) : null}
          </div>
        </section>
      ) : (
        <LowCreditWarning credits={status.credits} onTopOff={onPurchase} />
      )}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        {/* On phones the chat comes first; the sidebar follows it and collapses to a toggle row. */}
        <ConversationSidebar
          conversations={chat.conversations}
          loading={chat.listLoading}
          busy={chat.busy}
          onNew={() => void chat.createNew()}
          onNewFromConcept={() => setConceptOpen(true)}
          onSelect={(id) => void chat.select(id)}
          onRename={chat.rename}
          projects={
            <ProjectsList
              projects={chat.projects}
              onOpen={(id) => void chat.openProject(id)}
              busy={chat.busy}
            />
          }
        />
        <div className="order-first grid min-w-0 flex-1 gap-4 lg:order-none xl:grid-cols-2">
          <ChatPanel
            messages={chat.messages}
            loading={chat.historyLoading}
            sending={chat.sending}
            onSend={chat.send}
            onClear={chat.clear}
            locked={locked}
          />
          <PromptPanel document={chat.document} onSave={() => void chat.saveProject()} saving={chat.saving} />
        </div>
      </div>
      <ProjectConceptDialog
        open={conceptOpen}
        onOpenChange={setConceptOpen}
        busy={chat.busy}
        onSubmit={async (concept) => {
          const ok = await chat.createNew(concept);
          if (ok) setConceptOpen(false);
          return ok;
        }}
      />
    </section>
  );
}
