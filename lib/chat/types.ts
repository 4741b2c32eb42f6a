// Shapes shared by the chat's server code and its screen: history entries, the guide's steps and the
// streamed events. Browser-safe.
import type { PromptDocument } from "@/lib/scene/schema";

export const GUIDE_STEPS = ["subject", "setting", "camera", "mood", "audio", "style", "duration"] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** One stored history entry (spec: role and content); assistant entries also keep the guide's steps. */
export type ChatEntry = {
  role: "user" | "assistant";
  content: string;
  /** Assistant entries: the step the reply asks about next. */
  step?: GuideStep | null;
  /** Assistant entries: the step the user's message covered. */
  applied?: GuideStep | null;
  /** Assistant entries: steps the user's own words already answered (never asked). */
  covered?: GuideStep[];
  /** Assistant entries that changed the document: the document before the change (what undo restores). */
  previous?: PromptDocument | null;
  /** Assistant entries: this turn undid the last change. */
  undone?: boolean;
  at?: string;
};

export type ConversationSummary = {
  id: string;
  title: string;
  isActive: boolean;
  updatedAt: string;
  refinementCount: number;
  messageCount: number;
};

export type ConversationDetail = ConversationSummary & {
  conversationHistory: ChatEntry[];
  currentPrompt: PromptDocument | null;
};

/** The result of a completed send (the JSON answer, and the last event of a stream). */
export type ChatReply = {
  message: string;
  conversationId: string;
  currentPrompt: PromptDocument;
  refinementCount: number;
  credits: number;
  totalCredits: number;
};

/** Events of a streamed reply, one JSON object per line (application/x-ndjson). */
export type ChatStreamEvent =
  | { type: "start"; conversationId: string; credits: number; totalCredits: number }
  | { type: "delta"; text: string }
  | ({ type: "done" } & ChatReply)
  | { type: "error"; message: string; status: number; credits?: number };

export const CHAT_STREAM_CONTENT_TYPE = "application/x-ndjson";
