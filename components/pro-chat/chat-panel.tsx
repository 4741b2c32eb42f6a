"use client";
import { useEffect, useRef, useState } from "react";
import { Eraser, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ChatEntry } from "@/lib/chat/types";
import { cn } from "@/lib/utils";
import { ChatMarkdown } from "./chat-markdown";

type Props = {
  messages: ChatEntry[];
  loading: boolean;
  sending: boolean;
  onSend: (message: string) => Promise<boolean>;
  onClear: () => void;
  /** Credits used up: the history stays readable; new messages are locked. */
  locked?: boolean;
};

/** The chat area: history (capped at 24rem), the message input, Send and Clear Chat. */
export function ChatPanel({ messages, loading, sending, onSend, onClear, locked = false }: Props) {
  const [draft, setDraft] = useState("");
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages]);

  async function submit() {
    const message = draft.trim();
    if (!message || sending || locked) return; // a blank message is not sent
    setDraft("");
    if (!(await onSend(message))) setDraft(message);
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-none tracking-tight">Guided Refinement</h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={sending}>
          <Eraser aria-hidden /> Clear Chat
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <div
          ref={scroller}
          data-testid="chat-history"
          aria-live="polite"
          // Keyboard users can scroll the history: it is a focusable, named region.
          tabIndex={0}
          role="log"
          aria-label="Conversation history"
          className="max-h-[24rem] min-h-40 space-y-3 overflow-y-auto rounded-md border bg-muted/30 p-3"
        >
          {loading ? (
            <p className="text-sm text-muted-foreground">Loading conversation history...</p>
          ) : messages.length === 0 ? (
            <div className="py-6 text-center text-sm text-muted-foreground" data-testid="chat-empty">
              <p className="font-medium text-foreground">Start your guided refinement</p>
              <p>
                Describe your video idea and I will guide you step by step: subject, setting, camera, mood,
                audio, style and duration.
              </p>
            </div>
          ) : (
            messages.map((m, i) => (
              <div
                key={i}
                data-testid={`chat-message-${m.role}`}
                className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}
              >
                <div
                  className={cn(
                    "max-w-[85%] rounded-lg px-3 py-2",
                    m.role === "user"
                      ? "whitespace-pre-wrap bg-primary text-sm text-primary-foreground"
                      : "border bg-background",
                  )}
                >
                  {m.role === "user" ? (
                    m.content
                  ) : m.content ? (
                    <ChatMarkdown text={m.content} />
                  ) : (
                    <span className="text-sm text-muted-foreground">Thinking...</span>
                  )}
                </div>
              </div>
            ))
          )}
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex-1 space-y-1">
            <Label htmlFor="chat-message" className="sr-only">
              Message
            </Label>
            <Textarea
              id="chat-message"
              rows={2}
              maxLength={2000}
              placeholder={
                locked ? "New refinements need credits" : "Describe your idea or answer the question..."
              }
              value={draft}
              disabled={locked}
              aria-describedby={locked ? "chat-locked" : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
          </div>
          <Button type="submit" disabled={sending || locked || !draft.trim()}>
            <Send aria-hidden /> {sending ? "Sending..." : "Send"}
          </Button>
        </form>
        {locked ? (
          <p id="chat-locked" className="text-sm text-muted-foreground">
            New refinements need credits. Copy, download and export stay available.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
