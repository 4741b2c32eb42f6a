// Liveness that a busy database does not slow down. The embedded database answers one query at a
// time, so a `SELECT 1` queues behind whatever is running (a 62 kB share being written) and a
// balancer's health check would wait with it. A check instead shares one probe in flight and, while
// a probe succeeded within `freshMs`, answers "up" as soon as the probe takes longer than `quickMs`;
// a probe that fails (a refused connection fails at once) answers "down" at once, and without a
// recent success the check waits for the probe as before.

export interface LivenessOptions {
  probe: () => Promise<boolean>;
  now?: () => number;
  /** How long a success vouches for the database while a newer probe is slow. */
  freshMs?: number;
  /** How long a check waits for a probe before a recent success answers. */
  quickMs?: number;
}

export function createLiveness({ probe, now = Date.now, freshMs = 2_000, quickMs = 15 }: LivenessOptions) {
  let lastSuccess = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;

  const run = (): Promise<boolean> => {
    inFlight ??= probe()
      .catch(() => false)
      .then((ok) => {
        if (ok) lastSuccess = now();
        return ok;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async function reachable(): Promise<boolean> {
    const answer = run();
    if (now() - lastSuccess > freshMs) return answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<"slow">((resolve) => {
      timer = setTimeout(() => resolve("slow"), quickMs);
    });
    const first = await Promise.race([answer, slow]);
    clearTimeout(timer);
    return first === "slow" ? true : first;
  };
}

/** The answer of GET /api/health: 200 {status: "ok"} when the database answers, 503 with the reason otherwise. */
export function livenessAnswer(reachable: boolean) {
  return reachable
    ? { status: 200, body: { status: "ok", database: "up" } }
    : {
        status: 503,
        body: { status: "unavailable", database: "down", message: "The database is unreachable." },
      };
}
