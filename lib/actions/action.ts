import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import type { ActionState, FieldErrors } from "@/lib/actions/result";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { requireChatSession } from "@/lib/chat/session";
import type { ChatSession } from "@/lib/chat/conversations";
import { isAppError } from "@/lib/errors";
import { clientContext, type AdminActor, type ClientContext } from "@/lib/http/request-context";
import { assertStorableText, isDatabaseUnavailable } from "@/lib/http/route";

// The server-action wrapper (like saas-starter's validatedAction): FormData -> the form's own zod
// schema -> the same lib function the REST route calls -> a typed ActionState. Admin actions check
// the admin session inside the action (requireAdmin), never only in the page. Next itself refuses
// actions posted from another origin.

/** Turns the submitted FormData into the schema's input; the default keeps the text fields as they are. */
export type FormReader = (form: FormData) => Record<string, unknown>;

const textFields = (form: FormData): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) values[key] = value;
  }
  return values;
};

/** The request behind the running action, rebuilt from its headers for the request-context helpers. */
async function actionRequest(): Promise<Request> {
  return new Request("http://server-action.local/", { headers: new Headers(await headers()) });
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

function failure<T>(e: unknown, values: Record<string, string>): ActionState<T> {
  if (isAppError(e)) return { status: "error", code: e.status, message: e.message, fieldErrors: {}, values };
  if (isDatabaseUnavailable(e))
    return {
      status: "error",
      code: 503,
      message: "The service is temporarily unavailable. Please try again shortly.",
      fieldErrors: {},
      values,
    };
  console.error("[action] unexpected error", e);
  return {
    status: "error",
    code: 500,
    message: "Something went wrong. Please try again.",
    fieldErrors: {},
    values,
  };
}

type Run<I, T, A> = (input: I, actor: A) => Promise<T>;

async function runAction<S extends z.ZodType, T, A>(
  schema: S,
  read: FormReader,
  form: FormData,
  actor: (req: Request, client: ClientContext) => Promise<A>,
  run: Run<z.output<S>, T, A>,
): Promise<ActionState<T>> {
  const values = textFields(form);
  try {
    // The REST routes' check (NUL, lone surrogates): a 400 state, not a database error (24.5).
    for (const [key, value] of Object.entries(values)) {
      assertStorableText(key);
      assertStorableText(value);
    }
    const req = await actionRequest();
    const who = await actor(req, clientContext(req));
    const parsed = schema.safeParse(read(form));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return { status: "error", code: 400, message: Object.values(errors)[0], fieldErrors: errors, values };
    }
    return { status: "ok", data: await run(parsed.data, who) };
  } catch (e) {
    return failure(e, values);
  }
}

/** A public form's action: (previous state, FormData) -> ActionState, for useActionState. */
export function formAction<S extends z.ZodType, T>(
  schema: S,
  run: Run<z.output<S>, T, ClientContext>,
  read: FormReader = textFields,
) {
  return async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> =>
    runAction(schema, read, form, async (_req, client) => client, run);
}

/** An admin form's action: requireAdmin() first (401 state without a session), then as formAction. */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  run: Run<z.output<S>, T, AdminActor>,
  read: FormReader = textFields,
) {
  return async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> =>
    runAction(schema, read, form, requireAdminActor, run);
}

/** The Pro Chat visitor behind an action: their credit session and where they write from. */
export type ChatActor = ClientContext & { session: ChatSession };

/** A Pro Chat form's action: the credit session cookie first (401 state without one), then as formAction. */
export function chatAction<S extends z.ZodType, T>(
  schema: S,
  run: Run<z.output<S>, T, ChatActor>,
  read: FormReader = textFields,
) {
  return async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> =>
    runAction(
      schema,
      read,
      form,
      async (req, client) => ({ ...client, session: await requireChatSession(req) }),
      run,
    );
}
