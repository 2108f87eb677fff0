import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "error";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

// The Toaster (Radix Toast) times each toast out after TOAST_DURATION_MS (spec 000 §9), pausing while the
// reader hovers or focuses it, and calls dismissToast; the store only holds what is shown.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  if (!toasts.some((item) => item.id === id)) return;
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  return id;
}

/** Short notices that vanish after TOAST_DURATION_MS (spec 000 §9). Messages are already translated. */
export const toast = {
  success: (message: string) => push("success", message),
  error: (message: string) => push("error", message),
};

/** Removes every toast at once (used between tests). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
