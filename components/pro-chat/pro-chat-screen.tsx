"use client";
import { useState } from "react";
import type { CreditStatus } from "@/components/pro-chat/purchase/types";
import { ChatPanel } from "./chat-panel";
import { ConversationSidebar } from "./conversation-sidebar";
import { CreditBadge, LowCreditWarning } from "./credit-badge";
import { ProjectConceptDialog } from "./project-concept-dialog";
import { ProjectsList } from "./projects-list";
import { PromptPanel } from "./prompt-panel";
import { useProChat } from "./use-pro-chat";

/** Pro Chat with credits: badge and warnings, the conversations sidebar, the chat and the current prompt. */
export function ProChatScreen({ status, onPurchase }: { status: CreditStatus; onPurchase: () => void }) {
  const chat = useProChat(onPurchase);
  const [conceptOpen, setConceptOpen] = useState(false);

  return (
    <section className="page-container space-y-4 py-10" data-testid="pro-chat-area">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Pro Chat</h1>
        <CreditBadge credits={status.credits} total={status.totalCredits} onBuyMore={onPurchase} />
      </div>
      <LowCreditWarning credits={status.credits} onTopOff={onPurchase} />
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
