import "server-only";
import { requireAdminActor } from "@/lib/auth/require-admin";
import type { ChatSession } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { findCreditSession, type CreditSession } from "@/lib/credits/session";
import type { ClientContext, RequestHeaders } from "@/lib/http/request-context";

// Who is calling, resolved once at the edge from the request's headers: by route() for a route that
// names its `auth`, and by the server-action wrapper for each kind of action. lib functions receive
// the resolved actor, never the request.

/** The Pro Chat visitor behind a request: their credit session and where they write from. */
export type ChatActor = ClientContext & { session: ChatSession };

/** A visitor who may have a credit session (checkout, payment verification). */
export type CreditActor = ClientContext & { session: CreditSession | null };

type Resolve = (headers: RequestHeaders, client: ClientContext) => Promise<ClientContext>;

export const IDENTITIES = {
  /** Anyone: the client facts only. */
  public: async (_headers: RequestHeaders, client: ClientContext) => client,
  /** An active admin's session (401 otherwise), with the client facts for the audit log. */
  admin: requireAdminActor,
  /** The Pro Chat credit session (401 otherwise). */
  chat: async (headers: RequestHeaders, client: ClientContext): Promise<ChatActor> => ({
    ...client,
    session: await requireChatSession(headers),
  }),
  /** The Pro Chat credit session about to spend a credit (402 "no credits" otherwise). */
  chatSend: async (headers: RequestHeaders, client: ClientContext): Promise<ChatActor> => ({
    ...client,
    session: await requireChatSession(headers, true),
  }),
  /** Anyone, with their credit session when the cookie names a live one (null otherwise). */
  credit: async (headers: RequestHeaders, client: ClientContext): Promise<CreditActor> => ({
    ...client,
    session: await findCreditSession(headers),
  }),
} satisfies Record<string, Resolve>;

export type Identity = keyof typeof IDENTITIES;
export type ActorOf<I extends Identity> = Awaited<ReturnType<(typeof IDENTITIES)[I]>>;
