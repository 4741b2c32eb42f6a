"use client";
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from "react";
import {
  buttonVariants,
  cardStyles,
  inputStyles,
  nativeSelectStyles,
  textareaStyles,
} from "@/components/ui/styles";
import { toast } from "@/components/ui/use-toast";
import { cx } from "@/lib/cx";
import { StarRating } from "@/components/landing/star-rating";
import { sendFeedback } from "@/lib/actions/feedback";
import { answered, IDLE, type ActionState } from "@/lib/actions/result";
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  type FeedbackType,
} from "@/lib/feedback/options";
import type { FeedbackInput } from "@/lib/validations/feedback";

/** Icons rendered by the server component around the form. */
export type FeedbackIcons = { thanks: ReactNode; select: ReactNode; star: ReactNode };

type Fields = { feedbackType: FeedbackType; message: string; rating: number | null; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { feedbackType: "suggestion", message: "", rating: null, email: "" };

type Validation = typeof import("@/lib/validations/feedback");

// The shared zod schema is loaded on first interaction, not with the page: zod is the largest
// dependency of this form and most visitors never touch it.
let validation: Promise<Validation> | undefined;
let loaded: Validation | undefined;
/** The schema could not be loaded: submits go to the server action unchecked; it checks the same schema. */
let serverCheck = false;
function loadValidation(): Promise<Validation> {
  validation ??= import("@/lib/validations/feedback").then(
    (v) => (loaded = v),
    (e: unknown) => {
      validation = undefined;
      throw e;
    },
  );
  return validation;
}

function validate({ feedbackSchema }: Validation, fields: Fields): FieldErrors {
  const result = feedbackSchema.safeParse(fields satisfies FeedbackInput);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Fields;
    errors[key] ??= issue.message;
  }
  return errors;
}

const FAILED = "Failed to submit feedback";

type State = ActionState<{ id: string }>;

// With JavaScript the form calls the action itself: a call that gets no answer (network, 5xx, a
// deploy that changed the action id) is an error state, so the toast shows and the text stays.
const send = answered(sendFeedback);

// The server's own words for a refusal (4xx), else the spec's fallback.
function failureMessage(state: State): string {
  return state.status === "error" && state.code < 500 ? state.message : FAILED;
}

// After a round trip without JavaScript the server hands the typed values back.
function fieldsFrom(state: State): Fields {
  if (state.status !== "error") return EMPTY;
  const v = state.values;
  const rating = Number(v.rating);
  return {
    feedbackType: (FEEDBACK_TYPES as readonly string[]).includes(v.feedbackType)
      ? (v.feedbackType as FeedbackType)
      : EMPTY.feedbackType,
    message: v.message ?? "",
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    email: v.email ?? "",
  };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/**
 * The landing page's feedback card (docs/product-spec.md §4): without JavaScript the form posts to the server
 * action through useActionState and shows its result; with JavaScript the shared schema checks the
 * fields live first, the action is called from the submit handler, and the toasts appear. Built from the primitives' classes (components/ui/styles)
 * rather than the primitives, which merge classes with tailwind-merge: the landing does not load it.
 * Its icons are drawn on the server and passed in.
 */
export function FeedbackForm({ icons }: { icons: FeedbackIcons }) {
  const [serverState, formAction, posting] = useActionState(sendFeedback, IDLE as State);
  const [clientState, setClientState] = useState<State | null>(null);
  const [calling, startCall] = useTransition();
  const state = clientState ?? serverState;
  const sending = posting || calling;
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [dismissed, setDismissed] = useState<State | null>(null);
  const announced = useRef<State>(state);

  useEffect(() => {
    if (announced.current === state) return;
    announced.current = state;
    if (state.status === "ok") {
      toast({ title: "Thank you!", description: "Your feedback has been submitted successfully." });
    } else if (state.status === "error") {
      toast({ title: "Error", description: failureMessage(state), variant: "destructive" });
    }
  }, [state]);

  // After a first failed submit, messages follow the input live.
  const update = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (attempted) void loadValidation().then((v) => setErrors(validate(v, next)));
  };

  // Checked in the browser, then sent by the handler (a submit before the schema arrived waits for
  // it; if it cannot load, the action checks on the server). Without JavaScript the action checks.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAttempted(true);
    const form = e.currentTarget;
    if (!loaded && !serverCheck) {
      void loadValidation().then(
        () => form.requestSubmit(),
        () => {
          serverCheck = true;
          form.requestSubmit();
        },
      );
      return;
    }
    if (loaded) {
      const found = validate(loaded, fields);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    const data = new FormData(form);
    startCall(async () => {
      const next = await send(state, data);
      startCall(() => {
        setClientState(next);
        if (next.status === "error") setErrors(next.fieldErrors);
      });
    });
  };

  if (state.status === "ok" && dismissed !== state) {
    return (
      <div className={cx(cardStyles.root, "mx-auto max-w-2xl text-center")}>
        <div className={cardStyles.header}>
          {icons.thanks}
          <h3 className={cx(cardStyles.title, "text-2xl")}>Thank You for Your Feedback!</h3>
          <p className={cardStyles.description}>
            Every message is read. Your ideas and bug reports shape what we build next.
          </p>
        </div>
        <div className={cardStyles.content}>
          {/* Without JavaScript this reloads the page with a fresh form. */}
          <form
            action="/"
            onSubmit={(e) => {
              e.preventDefault();
              setDismissed(state);
              setFields(EMPTY);
              setErrors({});
              setAttempted(false);
            }}
          >
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              Submit More Feedback
            </button>
          </form>
        </div>
      </div>
    );
  }

  const shown: FieldErrors = attempted ? errors : state.status === "error" ? state.fieldErrors : {};
  const refusal =
    state.status === "error" && Object.keys(state.fieldErrors).length === 0 && dismissed !== state
      ? failureMessage(state)
      : null;
  return (
    <div className={cx(cardStyles.root, "mx-auto max-w-2xl")}>
      <div className={cardStyles.header}>
        <h3 className={cx(cardStyles.title, "text-2xl")}>Send Us Feedback</h3>
        <p className={cardStyles.description}>
          Suggestions, bug reports and feature requests are all welcome.
        </p>
      </div>
      <div className={cardStyles.content}>
        <form
          noValidate
          action={formAction}
          onSubmit={onSubmit}
          onFocusCapture={() => void loadValidation().catch(() => undefined)}
          className="grid gap-5"
          aria-label="Feedback"
        >
          <div className="grid gap-2">
            <label htmlFor="feedback-type" className="text-sm font-medium">
              Type
            </label>
            <div className="relative">
              <select
                id="feedback-type"
                name="feedbackType"
                className={nativeSelectStyles}
                value={fields.feedbackType}
                disabled={sending}
                onChange={(e) => update("feedbackType", e.target.value as FeedbackType)}
              >
                {FEEDBACK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {FEEDBACK_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
              {icons.select}
            </div>
          </div>
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor="feedback-message" className="text-sm font-medium">
                Message
              </label>
              <p id="feedback-message-count" className="text-xs text-muted-foreground">
                {fields.message.length}/{FEEDBACK_MESSAGE_MAX}
              </p>
            </div>
            <textarea
              id="feedback-message"
              className={textareaStyles}
              name="message"
              rows={5}
              value={fields.message}
              disabled={sending}
              placeholder="Tell us what you think..."
              aria-invalid={shown.message ? true : undefined}
              aria-describedby={shown.message ? "feedback-message-error" : "feedback-message-count"}
              onChange={(e) => update("message", e.target.value)}
            />
            <FieldError id="feedback-message-error" message={shown.message} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Rating (optional)</legend>
            <input type="hidden" name="rating" value={fields.rating ?? ""} />
            <StarRating
              value={fields.rating}
              disabled={sending}
              star={icons.star}
              onChange={(v) => update("rating", v)}
            />
            <FieldError id="feedback-rating-error" message={shown.rating} />
          </fieldset>
          <div className="grid gap-2">
            <label htmlFor="feedback-email" className="text-sm font-medium">
              Email (optional)
            </label>
            <input
              id="feedback-email"
              className={inputStyles}
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              disabled={sending}
              placeholder="you@example.com"
              aria-invalid={shown.email ? true : undefined}
              aria-describedby={shown.email ? "feedback-email-error" : undefined}
              onChange={(e) => update("email", e.target.value)}
            />
            <FieldError id="feedback-email-error" message={shown.email} />
          </div>
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={sending}>
            {sending ? "Submitting..." : "Submit Feedback"}
          </button>
        </form>
      </div>
    </div>
  );
}
