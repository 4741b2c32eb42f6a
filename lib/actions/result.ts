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
