import { useSyncExternalStore } from "react";

export interface LoginRequest {
  /** Where to go after a successful login; wins over a stored redirect target. */
  redirectTo?: string;
}

let request: LoginRequest | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the login dialog from anywhere (header, sign-up link, gated pages, after password reset). */
export function openLogin(options: LoginRequest = {}): void {
  request = { ...options };
  emit();
}

export function closeLogin(): void {
  if (request === null) return;
  request = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open login request, or null when the dialog is closed. */
export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => request,
  );
}
