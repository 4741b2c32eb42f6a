import { describe, expect, it } from "vitest";
import {
  anyToastRaised,
  subscribeToasts,
  toast,
  reducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_DURATION,
  type ToastData,
} from "@/components/ui/use-toast";

const t = (id: string): ToastData => ({ id, title: id, open: true, onOpenChange: () => {} });

describe("toast reducer", () => {
  it("keeps one toast at a time, newest first", () => {
    let s = reducer({ toasts: [] }, { type: "ADD", toast: t("1") });
    s = reducer(s, { type: "ADD", toast: t("2") });
    expect(TOAST_LIMIT).toBe(1);
    expect(s.toasts.map((x) => x.id)).toEqual(["2"]);
  });
  it("dismiss closes, remove deletes", () => {
    let s = reducer({ toasts: [t("1")] }, { type: "DISMISS", id: "1" });
    expect(s.toasts[0].open).toBe(false);
    s = reducer(s, { type: "REMOVE", id: "1" });
    expect(s.toasts).toEqual([]);
  });
  it("uses the spec's timings", () => {
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe("toast viewport on demand", () => {
  it("tells its subscribers once, when the first toast is raised", () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => (calls += 1));
    expect(anyToastRaised()).toBe(false);
    toast({ title: "First" });
    expect(anyToastRaised()).toBe(true);
    toast({ title: "Second" });
    expect(calls).toBe(1);
    unsubscribe();
  });
});
