// What every server action answers, safe to import in client components (no server code).

/** Field name -> the first message the shared zod schema gave for it. */
export type FieldErrors = Record<string, string>;

export type ActionState<T = unknown> =
  | { status: "idle" }
  | { status: "ok"; data: T }
  | {
      status: "error";
      /** The HTTP status the REST route would answer, so screens branch like they do on ApiError. */
      code: number;
      message: string;
      fieldErrors: FieldErrors;
      /** The submitted text fields, to refill the form after a round trip without JavaScript. */
      values: Record<string, string>;
    };

export const IDLE: ActionState<never> = { status: "idle" };

export type Action<T> = (previous: ActionState<T>, form: FormData) => Promise<ActionState<T>>;

/** What a form says when the action gave no answer at all (the screens show their spec fallback). */
export const UNANSWERED_MESSAGE = "The server did not answer. Please try again.";

/** The text fields of a submitted form (React's own $ACTION fields left out). */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) values[key] = value;
  }
  return values;
}

/**
 * The action as a form in the browser calls it: when the call itself fails (a network error, a 5xx
 * from a proxy, an action id that a new deploy no longer knows) the answer is an error state with
 * the typed values, like any refusal, instead of an exception that would reach the error page.
 */
export function answered<T>(action: Action<T>): Action<T> {
  return async (previous, form) => {
    try {
      return await action(previous, form);
    } catch {
      return {
        status: "error",
        code: 503,
        message: UNANSWERED_MESSAGE,
        fieldErrors: {},
        values: textValues(form),
      };
    }
  };
}
