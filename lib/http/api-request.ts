// The one client-side request helper (docs/product-spec.md §7 and §8): cookies always included, a JSON body
// and content type only when there is a body, and failures thrown as a typed ApiError whose message
// keeps the spec's "status: body text" wording.

/** A non-OK answer: callers branch on `status`; `details` is the parsed JSON error body, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown> | null;
  constructor(status: number, message: string, details?: Record<string, unknown> | null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details === undefined ? jsonObject(message.replace(/^\d{3}: /, "")) : details;
  }
}

/** Parses an error body as a JSON object, or null when it is not one. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Builds the ApiError for a status and its body text ("status: text" stays the message). */
export function apiError(status: number, text: string): ApiError {
  return new ApiError(status, `${status}: ${text}`, jsonObject(text));
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw apiError(res.status, text);
}

/** Sends a request; throws ApiError on a non-OK answer. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    headers: data !== undefined ? { "Content-Type": "application/json", ...init.headers } : init.headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** The status of an ApiError, or null for any other failure (network, bug). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The message a server put in a JSON error body ({"message": "..."}), else the body text; for other
 * errors their message. Screens show it in toasts.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof ApiError)) return error.message;
  const { details } = error;
  if (typeof details?.message === "string") return details.message;
  if (typeof details?.error === "string") return details.error;
  return error.message.replace(/^\d{3}: /, "");
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: GET of the query key parts joined by "/", parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
