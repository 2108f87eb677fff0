import { type ReactNode, Suspense, useEffect, useId } from "react";

/**
 * When a page the server rendered is hydrated whole. The root's commit is not the end: a Suspense boundary (the
 * header, the footer: ADR 0100) hydrates in a commit of its own, later. Until each has, its buttons do nothing, and
 * a change of what it shows (the reader's stored language) would hydrate it with other words than the server's, a
 * mismatch React reports and re-renders (it did in CI). The boundaries that hydrate later say so here.
 */
let fired = false;
let rootCommitted = false;
const pending = new Set<string>();
let listener: (() => void) | undefined;

function check(): void {
  if (fired || !rootCommitted || pending.size > 0) return;
  fired = true;
  listener?.();
}

/** Calls `done` once, when the root and every boundary of this module have hydrated. */
export function whenHydrated(done: () => void): void {
  listener = done;
  check();
}

/** The root's hydration committed (called from its effect). */
export function rootHydrated(): void {
  rootCommitted = true;
  check();
}

function PartHydrated({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    pending.delete(id);
    check();
  }, [id]);
  return children;
}

/** A Suspense boundary the page waits for before it counts as hydrated (fallback: nothing; it never suspends). */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  // Rendered with the root, before the boundary's own content hydrates: it is waited for from then on. (The
  // server's render has nothing to wait for.)
  if (!fired && typeof document !== "undefined") pending.add(id);
  return (
    <Suspense fallback={null}>
      <PartHydrated id={id}>{children}</PartHydrated>
    </Suspense>
  );
}
