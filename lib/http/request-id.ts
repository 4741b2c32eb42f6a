// Request ids: accept a balancer's (nginx's $request_id) when it looks like one, else make one.
// Dependency-free so the proxy and the route wrapper share it.
const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,100}$/;

/** The request id on `headers` when well-formed, or a fresh UUID. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && REQUEST_ID_RE.test(given) ? given : crypto.randomUUID();
}
