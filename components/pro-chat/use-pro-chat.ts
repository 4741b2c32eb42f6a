"use client";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { renameConversationAction } from "@/lib/actions/chat";
import { submitAction } from "@/lib/actions/submit";
import { apiRequest, errorStatus, serverMessage } from "@/lib/http/api-request";
import type { ChatEntry, ConversationDetail, ConversationSummary } from "@/lib/chat/types";
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";
import type { PendingHandoff } from "@/lib/chat/handoff";
import type { ProjectConcept } from "@/lib/validations/project";
import type { CreditStatus } from "@/components/pro-chat/purchase/types";
import { streamChatMessage } from "./chat-client";
import type { ProjectItem } from "./projects-list";

const LIST_KEY = ["/api/pro-chat/conversations"] as const;
const PROJECTS_KEY = ["/api/projects"] as const;
const STATUS_KEY = ["/api/credit-status"] as const;
const detailKey = (id: string) => ["/api/pro-chat/conversation", id] as const;

/** The document as the panel shows it: read through the schema; an unreadable one is not shown. */
function readable(value: unknown, onRefused?: (message: string) => void): PromptDocument | null {
  if (value === null || value === undefined) return null;
  const reading = readPromptDocument(value);
  if (reading.ok) return reading.document;
  onRefused?.(reading.message);
  return null;
}
const refusedToast = (message: string) =>
  toast({ title: "Error", description: message, variant: "destructive" });

/**
 * Pro Chat's client state: conversations, the active one's history (the local display, which Clear
 * Chat empties without touching the server), the current document, and the actions with the spec's
 * error toasts. `onNoCredits` opens the purchase view on a 402.
 */
export function useProChat(onNoCredits: () => void) {
  const queryClient = useQueryClient();
  const list = useQuery<ConversationSummary[]>({ queryKey: LIST_KEY });
  const projects = useQuery<ProjectItem[]>({ queryKey: PROJECTS_KEY });
  const conversations = list.data ?? [];
  const activeId = conversations.find((c) => c.isActive)?.id ?? null;
  const detail = useQuery<ConversationDetail>({
    queryKey: detailKey(activeId ?? ""),
    enabled: Boolean(activeId),
  });

  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [document, setDocument] = useState<PromptDocument | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);

  // The display follows the server's history when a conversation is (re)loaded, not after each send
  // (adjusting state while rendering, React's pattern for state derived from changing data).
  if (detail.data && shownFor !== detail.data.id) {
    setShownFor(detail.data.id);
    setMessages(detail.data.conversationHistory);
    setDocument(readable(detail.data.currentPrompt));
  }
  if (list.isSuccess && !activeId && shownFor !== null && !sending) {
    setShownFor(null);
    setMessages([]);
    setDocument(null);
  }

  async function refreshList() {
    // A first load still in flight began before the change and would answer the old list: an
    // invalidation joins a fetch that has no data yet instead of restarting it, so cancel it first.
    await queryClient.cancelQueries({ queryKey: LIST_KEY });
    await queryClient.invalidateQueries({ queryKey: LIST_KEY });
  }

  async function send(message: string): Promise<boolean> {
    setSending(true);
    const base = messages;
    setMessages([...base, { role: "user", content: message }, { role: "assistant", content: "" }]);
    let text = "";
    try {
      const reply = await streamChatMessage(message, (delta) => {
        text += delta;
        setMessages([...base, { role: "user", content: message }, { role: "assistant", content: text }]);
      });
      const entries: ChatEntry[] = [
        { role: "user", content: message },
        { role: "assistant", content: reply.message },
      ];
      setMessages([...base, ...entries]);
      setDocument(readable(reply.currentPrompt, refusedToast));
      setShownFor(reply.conversationId);
      queryClient.setQueryData<CreditStatus>(STATUS_KEY, (s) => ({
        ...s,
        hasCredits: true,
        credits: reply.credits,
        totalCredits: reply.totalCredits,
      }));
      // Seed or extend the cached history, so the display does not reload when the list refreshes.
      queryClient.setQueryData<ConversationDetail>(detailKey(reply.conversationId), (d) => ({
        ...(d ?? {
          id: reply.conversationId,
          title: "",
          isActive: true,
          updatedAt: new Date().toISOString(),
          messageCount: 0,
          conversationHistory: base,
        }),
        conversationHistory: [...(d?.conversationHistory ?? base), ...entries],
        currentPrompt: reply.currentPrompt,
        refinementCount: reply.refinementCount,
      }));
      await refreshList();
      return true;
    } catch (e) {
      setMessages(base);
      const status = errorStatus(e);
      if (status === 402) {
        toast({
          title: "No credits remaining",
          description: "Please purchase more credits to continue.",
          variant: "destructive",
        });
        await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
        onNoCredits();
        return false;
      }
      const detailText = status !== null && [400, 403, 429].includes(status) ? serverMessage(e) : undefined;
      toast({
        title: "Failed to send message. Please try again.",
        description: detailText,
        variant: "destructive",
      });
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      return false;
    } finally {
      setSending(false);
    }
  }

  async function createNew(project?: ProjectConcept): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/pro-chat/conversation/new", project ? { project } : undefined);
      await refreshList();
      return true;
    } catch (e) {
      toast({
        title: "Failed to create new conversation.",
        description: project ? serverMessage(e) : undefined,
        variant: "destructive",
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** "Refine in Pro Chat": a new conversation that opens with the generator's (edited) document. */
  async function startFromHandoff(handoff: PendingHandoff): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/pro-chat/conversation/new", { handoff });
      await refreshList();
      return true;
    } catch (e) {
      toast({
        title: "Failed to create new conversation.",
        description: serverMessage(e),
        variant: "destructive",
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function select(id: string) {
    if (id === activeId) return;
    setBusy(true);
    try {
      await apiRequest("POST", `/api/pro-chat/conversation/${id}/activate`);
      queryClient.removeQueries({ queryKey: detailKey(id) });
      await refreshList();
    } catch {
      toast({ title: "Failed to switch conversation.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function rename(id: string, title: string): Promise<boolean> {
    try {
      await submitAction(renameConversationAction, { id, title });
      await refreshList();
      return true;
    } catch {
      toast({ title: "Failed to update conversation title.", variant: "destructive" });
      return false;
    }
  }

  async function saveProject() {
    if (!activeId) return;
    setSaving(true);
    try {
      await apiRequest("POST", "/api/projects", { conversationId: activeId });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      toast({ title: "Project saved", description: "Find it under My Projects." });
    } catch (e) {
      toast({ title: "Failed to save project.", description: serverMessage(e), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  async function openProject(id: string) {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/projects/${id}/open`);
      await refreshList();
    } catch (e) {
      toast({ title: "Failed to open project.", description: serverMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return {
    conversations,
    listLoading: list.isLoading,
    historyLoading: Boolean(activeId) && detail.isLoading,
    messages,
    document,
    projects: projects.data ?? [],
    sending,
    busy,
    saving,
    send,
    clear: () => setMessages([]),
    createNew,
    startFromHandoff,
    select,
    rename,
    saveProject,
    openProject,
  };
}
