import { answered, IDLE, type Action } from "@/lib/actions/result";
import { ApiError } from "@/lib/http/api-request";

/**
 * Calls a server action from an event handler (a button in a list row, a confirmation dialog) with
 * the given fields; a refusal, and a call that got no answer (network, 5xx, unknown action id), is
 * thrown as the same ApiError the REST helper throws, so screens keep one way of branching on status
 * and showing the server's message, and the form that called it keeps its input.
 */
export async function submitAction<T>(action: Action<T>, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const state = await answered(action)(IDLE, form);
  if (state.status === "ok") return state.data;
  if (state.status === "error")
    throw new ApiError(state.code, `${state.code}: ${state.message}`, { message: state.message });
  throw new ApiError(500, "500: The action did not answer.", null);
}
