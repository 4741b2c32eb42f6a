"use client";
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { StarRating } from "@/components/landing/star-rating";
import { ApiError, apiRequest, serverMessage } from "@/lib/http/api-request";
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
function loadValidation(): Promise<Validation> {
  validation ??= import("@/lib/validations/feedback").catch((e: unknown) => {
    validation = undefined;
    throw e;
  });
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

// The server's own words when it gave some (a JSON {message}), else the spec's fallback.
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FAILED;
  const message = serverMessage(error).trim();
  return message && !message.startsWith("{") && !message.startsWith("<") ? message : FAILED;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** The landing page's feedback card: editing, submitting, thank-you, and back (spec section 4). */
export function FeedbackForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [thanked, setThanked] = useState(false);

  const send = useMutation({
    mutationFn: (body: Fields) =>
      apiRequest("POST", "/api/feedback", { ...body, rating: body.rating ?? undefined }),
    onSuccess: () => {
      toast({ title: "Thank you!", description: "Your feedback has been submitted successfully." });
      setFields(EMPTY);
      setErrors({});
      setAttempted(false);
      setThanked(true);
    },
    onError: (error) => {
      toast({ title: "Error", description: failureMessage(error), variant: "destructive" });
    },
  });

  // After a first failed submit, messages follow the input live.
  const update = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (attempted) void loadValidation().then((v) => setErrors(validate(v, next)));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    let v: Validation;
    try {
      v = await loadValidation();
    } catch {
      toast({ title: "Error", description: FAILED, variant: "destructive" });
      return;
    }
    const found = validate(v, fields);
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length === 0) send.mutate(fields);
  };

  if (thanked) {
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
          <Button variant="outline" onClick={() => setThanked(false)}>
            Submit More Feedback
          </Button>
        </CardContent>
      </Card>
    );
  }

  const sending = send.isPending;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="text-2xl">Send Us Feedback</CardTitle>
        <CardDescription>Suggestions, bug reports and feature requests are all welcome.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
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
              rows={5}
              value={fields.message}
              disabled={sending}
              placeholder="Tell us what you think..."
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "feedback-message-error" : "feedback-message-count"}
              onChange={(e) => update("message", e.target.value)}
            />
            <div className="flex justify-between gap-4">
              <FieldError id="feedback-message-error" message={errors.message} />
              <p id="feedback-message-count" className="ml-auto text-xs text-muted-foreground">
                {fields.message.length}/{FEEDBACK_MESSAGE_MAX}
              </p>
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Rating (optional)</legend>
            <StarRating value={fields.rating} disabled={sending} onChange={(v) => update("rating", v)} />
            <FieldError id="feedback-rating-error" message={errors.rating} />
          </fieldset>
          <div className="space-y-2">
            <label htmlFor="feedback-email" className="text-sm font-medium">
              Email (optional)
            </label>
            <Input
              id="feedback-email"
              type="email"
              autoComplete="email"
              value={fields.email}
              disabled={sending}
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "feedback-email-error" : undefined}
              onChange={(e) => update("email", e.target.value)}
            />
            <FieldError id="feedback-email-error" message={errors.email} />
          </div>
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? "Submitting..." : "Submit Feedback"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
