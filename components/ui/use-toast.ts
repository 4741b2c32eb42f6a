"use client";
// Toast state (shadcn's use-toast): one toast at a time; a dismissed toast is removed after
// 1,000,000 ms (docs/product-spec.md §9). Module state so any component can call toast().
import * as React from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type State = { toasts: ToastData[] };
type Action =
  | { type: "ADD"; toast: ToastData }
  | { type: "UPDATE"; toast: Partial<ToastData> & { id: string } }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      dispatch({ type: "REMOVE", id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<(s: State) => void>();
let memoryState: State = { toasts: [] };
// Whether any toast was raised in this page's life: the toast viewport loads only from then on.
let raised = false;
const raisedListeners = new Set<() => void>();

/** For useSyncExternalStore: calls back once the first toast is raised. */
export function subscribeToasts(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => {
    raisedListeners.delete(listener);
  };
}

/** True once a toast has been raised (snapshot for useSyncExternalStore). */
export function anyToastRaised(): boolean {
  return raised;
}

function dispatch(action: Action) {
  if (action.type === "DISMISS") {
    for (const t of memoryState.toasts)
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  memoryState = reducer(memoryState, action);
  for (const l of listeners) l(memoryState);
}

export type ToastInput = Omit<ToastData, "id" | "open" | "onOpenChange">;

/** Shows a toast (replacing the current one). */
export function toast(input: ToastInput) {
  const id = nextId();
  if (!raised) {
    raised = true;
    for (const l of raisedListeners) l();
  }
  const dismiss = () => dispatch({ type: "DISMISS", id });
  dispatch({
    type: "ADD",
    toast: { ...input, id, open: true, onOpenChange: (open) => !open && dismiss() },
  });
  return {
    id,
    dismiss,
    update: (t: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...t, id } }),
  };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: "DISMISS", id }) };
}
