// The one client-side request helper (spec section 7 and 8): cookies always included, a JSON body
// and content type only when there is a body, and failures thrown as "status: body text".

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

/** Sends a request; throws ApiError("status: body") on a non-OK answer. */
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

/**
 * The message a server put in a JSON error body ("400: {\"message\":\"...\"}" gives "..."), else the
 * whole error message. Screens show it in toasts.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = error.message.match(/^\d{3}: ([\s\S]*)$/);
  if (!match) return error.message;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown; error?: unknown };
    if (typeof body.message === "string") return body.message;
    if (typeof body.error === "string") return body.error;
  } catch {
    // not JSON: the text itself is the message
  }
  return match[1];
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
