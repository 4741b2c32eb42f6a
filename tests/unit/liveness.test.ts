import { describe, expect, it } from "vitest";
import { createLiveness } from "@/lib/db/liveness";

// A controllable probe: each call returns a promise the test settles.
function probes() {
  const pending: { resolve: (ok: boolean) => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  const probe = () => {
    calls++;
    return new Promise<boolean>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { probe, pending, calls: () => calls };
}

describe("liveness", () => {
  it("waits for the first probe and answers what it found", async () => {
    const p = probes();
    const reachable = createLiveness({ probe: p.probe, quickMs: 5 });
    const first = reachable();
    await new Promise((r) => setTimeout(r, 20));
    p.pending[0].resolve(true);
    expect(await first).toBe(true);
  });

  it("answers up at once while a recent success vouches for a busy database", async () => {
    const p = probes();
    let clock = 0;
    const reachable = createLiveness({ probe: p.probe, now: () => clock, quickMs: 5, freshMs: 1000 });
    const first = reachable();
    p.pending[0].resolve(true);
    expect(await first).toBe(true);
    clock = 500;
    // The database is busy: this probe never answers within the check.
    expect(await reachable()).toBe(true);
    expect(p.calls()).toBe(2);
  });

  it("shares one probe between concurrent checks", async () => {
    const p = probes();
    const reachable = createLiveness({ probe: p.probe });
    const checks = [reachable(), reachable(), reachable()];
    p.pending[0].resolve(true);
    expect(await Promise.all(checks)).toEqual([true, true, true]);
    expect(p.calls()).toBe(1);
  });

  it("answers down at once when a probe fails, even right after a success", async () => {
    const p = probes();
    let clock = 0;
    const reachable = createLiveness({ probe: p.probe, now: () => clock, quickMs: 1000 });
    const first = reachable();
    p.pending[0].resolve(true);
    await first;
    clock = 100;
    const second = reachable();
    p.pending[1].reject(new Error("ECONNREFUSED"));
    expect(await second).toBe(false);
  });

  it("waits for the probe once the last success is stale", async () => {
    const p = probes();
    let clock = 0;
    const reachable = createLiveness({ probe: p.probe, now: () => clock, quickMs: 5, freshMs: 1000 });
    const first = reachable();
    p.pending[0].resolve(true);
    await first;
    clock = 5000;
    const second = reachable();
    await new Promise((r) => setTimeout(r, 20));
    p.pending[1].resolve(false);
    expect(await second).toBe(false);
  });
});
