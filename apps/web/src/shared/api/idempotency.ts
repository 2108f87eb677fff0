import { useMemo, useRef } from "react";

/** A fresh random key; `randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface IdempotencyKeys {
  /** The key for a submit of this body: the same body as the last attempt reuses its key, any other gets a new one. */
  keyFor(fingerprint: string): string;
  /** Forgets the key once its request succeeded, so the next payment gets its own. */
  reset(): void;
}

/**
 * `Idempotency-Key` for a charging form (architecture "API contract"): one key per submit attempt, reused when
 * the same submit is retried (a double click, or a retry after a network failure), so the server charges once.
 * The server frees the key of a request that failed, so retrying after a decline is safe too; a changed body
 * gets a new key (the server refuses a used key with another body).
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint: string) {
        if (last.current?.fingerprint === fingerprint) return last.current.key;
        const key = newIdempotencyKey();
        last.current = { fingerprint, key };
        return key;
      },
      reset() {
        last.current = null;
      },
    }),
    [],
  );
}
