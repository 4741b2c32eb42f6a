// The CPU priority of the calling thread. Linux schedules threads, and setpriority() given a thread's
// own id (PRIO_PROCESS) changes that thread alone, so a worker thread can make itself yield to the
// request thread on a busy machine: the compile pool's workers do (lib/scene/compile-pool.ts).
import fs from "node:fs";
import os from "node:os";

/** The calling thread's kernel id (Linux: /proc/thread-self), or null where there is none. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Sets the calling thread's nice value (0-19: higher yields more; lowering it below the current
 * value needs privileges and is not attempted). Returns the thread's nice value afterwards, or null
 * where threads cannot be told apart (not Linux) or the call failed: the thread then runs as before.
 */
export function lowerThreadPriority(nice: number): number | null {
  const tid = currentThreadId();
  if (tid === null) return null;
  try {
    if (nice > os.getPriority(tid)) os.setPriority(tid, Math.min(19, Math.trunc(nice)));
    return os.getPriority(tid);
  } catch {
    return null;
  }
}
