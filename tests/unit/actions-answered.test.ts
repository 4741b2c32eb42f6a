import { describe, expect, it } from "vitest";
import { answered, IDLE, UNANSWERED_MESSAGE, type ActionState } from "@/lib/actions/result";
import { submitAction } from "@/lib/actions/submit";
import { ApiError, serverMessage } from "@/lib/http/api-request";

// What the browser sees when a server action's call itself fails: Next's client throws for a 5xx, a
// network error and an unknown action id (the cases the e2e test drives through the feedback form).
const failing = (error: Error) => async (): Promise<ActionState<{ id: string }>> => {
  throw error;
};
const form = () => {
  const f = new FormData();
  f.set("message", "what I typed");
  f.set("$ACTION_ID_abc", "");
  return f;
};

describe("a server action call that gets no answer", () => {
  it.each([
    new TypeError("Failed to fetch"),
    new Error("An unexpected response was received from the server."),
    new Error('Server Action "00ab" was not found on the server.'),
  ])("is an error state keeping the typed values, not a throw (%s)", async (error) => {
    await expect(failing(error)()).rejects.toBe(error);
    expect(await answered(failing(error))(IDLE, form())).toEqual({
      status: "error",
      code: 503,
      message: UNANSWERED_MESSAGE,
      fieldErrors: {},
      values: { message: "what I typed" },
    });
  });

  it("reaches event-handler callers as an ApiError with the message, like a refusal", async () => {
    const thrown = await submitAction(failing(new TypeError("Failed to fetch")), { id: "x" }).catch((e) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.status).toBe(503);
    expect(serverMessage(thrown)).toBe(UNANSWERED_MESSAGE);
  });

  it("passes an answered state through unchanged", async () => {
    const ok = async () => ({ status: "ok", data: { id: "1" } }) as ActionState<{ id: string }>;
    expect(await answered(ok)(IDLE, form())).toEqual({ status: "ok", data: { id: "1" } });
  });
});
