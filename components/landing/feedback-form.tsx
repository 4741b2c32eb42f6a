"use client";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { StarRating } from "@/components/landing/star-rating";
import { sendFeedback } from "@/lib/actions/feedback";
import { IDLE, type ActionState } from "@/lib/actions/result";
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  type FeedbackType,
} from "@/lib/feedback/options";
import type { FeedbackInput } from "@/lib/validations/feedback";

type Fields = { feedbackType: FeedbackType; message: string; rating: number | null; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { feedbackType: "suggestion", message: "", rating: null, email: "" };

type Validation = typeof import("@/lib/validations/feedback");

// The shared zod schema is loaded on first interaction, not with the page: zod is the largest
// dependency of this form and most visitors never touch it.
let validation: Promise<Validation> | undefined;
let loaded: Validation | undefined;
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
 * The landing page's feedback card (spec section 4): a server action through useActionState, so it
 * posts and shows its result without JavaScript too; with JavaScript the shared schema checks the
 * fields live first and the toasts appear.
 */
export function FeedbackForm() {
  const [state, formAction, sending] = useActionState(sendFeedback, IDLE as State);
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

  // Checked in the browser when the schema is there; otherwise the action checks on the server.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!loaded) return;
    const found = validate(loaded, fields);
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length > 0) e.preventDefault();
  };

  if (state.status === "ok" && dismissed !== state) {
    return (
      <Card className="mx-auto max-w-2xl text-center">
        <CardHeader>
          <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
          <CardTitle className="text-2xl">Thank You for Your Feedback!</CardTitle>
          <CardDescription>
            Every message is read. Your ideas and bug reports shape what we build next.
          </CardDescription>
        </CardHeader>
        <CardContent>
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
            <Button type="submit" variant="outline">
              Submit More Feedback
            </Button>
          </form>
        </CardContent>
      </Card>
    );
  }

  const shown: FieldErrors = attempted ? errors : state.status === "error" ? state.fieldErrors : {};
  const refusal =
    state.status === "error" && Object.keys(state.fieldErrors).length === 0 && dismissed !== state
      ? failureMessage(state)
      : null;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="text-2xl">Send Us Feedback</CardTitle>
        <CardDescription>Suggestions, bug reports and feature requests are all welcome.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          action={formAction}
          onSubmit={onSubmit}
          onFocusCapture={() => void loadValidation().catch(() => undefined)}
          className="space-y-5"
          aria-label="Feedback"
        >
          <div className="space-y-2">
            <label htmlFor="feedback-type" className="text-sm font-medium">
              Type
            </label>
            <NativeSelect
              id="feedback-type"
              name="feedbackType"
              value={fields.feedbackType}
              disabled={sending}
              onChange={(e) => update("feedbackType", e.target.value as FeedbackType)}
            >
              {FEEDBACK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {FEEDBACK_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <label htmlFor="feedback-message" className="text-sm font-medium">
              Message
            </label>
            <Textarea
              id="feedback-message"
              name="message"
              rows={5}
              value={fields.message}
              disabled={sending}
              placeholder="Tell us what you think..."
              aria-invalid={shown.message ? true : undefined}
              aria-describedby={shown.message ? "feedback-message-error" : "feedback-message-count"}
              onChange={(e) => update("message", e.target.value)}
            />
            <div className="flex justify-between gap-4">
              <FieldError id="feedback-message-error" message={shown.message} />
              <p id="feedback-message-count" className="ml-auto text-xs text-muted-foreground">
                {fields.message.length}/{FEEDBACK_MESSAGE_MAX}
              </p>
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Rating (optional)</legend>
            <input type="hidden" name="rating" value={fields.rating ?? ""} />
            <StarRating value={fields.rating} disabled={sending} onChange={(v) => update("rating", v)} />
            <FieldError id="feedback-rating-error" message={shown.rating} />
          </fieldset>
          <div className="space-y-2">
            <label htmlFor="feedback-email" className="text-sm font-medium">
              Email (optional)
            </label>
            <Input
              id="feedback-email"
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
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? "Submitting..." : "Submit Feedback"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
