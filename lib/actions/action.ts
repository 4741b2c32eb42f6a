import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { textValues, type ActionState, type FieldErrors } from "@/lib/actions/result";
import type { ClientContext, RequestHeaders } from "@/lib/http/request-context";
import { IDENTITIES, type ActorOf, type Identity } from "@/lib/http/identity";
import { assertStorableText, clientContext, errorAnswer } from "@/lib/http/route";

// The server-action wrapper (like saas-starter's validatedAction): FormData -> the form's own zod
// schema -> the same lib function the REST route calls -> a typed ActionState. Admin actions check
// the admin session inside the action (requireAdmin), never only in the page. Next itself refuses
// actions posted from another origin.

/** Turns the submitted FormData into the schema's input; the default keeps the text fields as they are. */
export type FormReader = (form: FormData) => Record<string, unknown>;

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

// The same answer a route handler gives (errorAnswer), as the form's error state.
function failure<T>(e: unknown, values: Record<string, string>): ActionState<T> {
  const { status, message } = errorAnswer(e);
  if (status === 500) console.error("[action] unexpected error", e);
  return { status: "error", code: status, message, fieldErrors: {}, values };
}

type Run<I, T, A> = (input: I, actor: A) => Promise<T>;
type Resolve<A> = (headers: RequestHeaders, client: ClientContext) => Promise<A>;

async function runAction<S extends z.ZodType, T, A>(
  schema: S,
  read: FormReader,
  form: FormData,
  actor: Resolve<A>,
  run: Run<z.output<S>, T, A>,
): Promise<ActionState<T>> {
  const values = textValues(form);
  try {
    // The REST routes' check (NUL, lone surrogates): a 400 state, not a database error.
    for (const [key, value] of Object.entries(values)) {
      assertStorableText(key);
      assertStorableText(value);
    }
    const requestHeaders = await headers();
    const who = await actor(requestHeaders, clientContext(requestHeaders));
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

/** The action wrapper for one identity: (schema, run, read?) -> (previous state, FormData) -> ActionState. */
function actionAs<I extends Identity>(identity: I) {
  return <S extends z.ZodType, T>(
      schema: S,
      run: Run<z.output<S>, T, ActorOf<I>>,
      read: FormReader = textValues,
    ) =>
    async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> =>
      runAction(schema, read, form, IDENTITIES[identity] as Resolve<ActorOf<I>>, run);
}

/** A public form's action (for useActionState): the client facts only. */
export const formAction = actionAs("public");
/** An admin form's action: the admin session first (401 state without one), then as formAction. */
export const adminAction = actionAs("admin");
/** A Pro Chat form's action: the credit session cookie first (401 state without one), then as formAction. */
export const chatAction = actionAs("chat");
