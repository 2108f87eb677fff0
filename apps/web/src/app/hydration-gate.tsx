import { type ReactNode, Suspense, useEffect, useId } from "react";

/**
 * When a page the server rendered is hydrated whole. The root's commit is not the end: a Suspense boundary (the
 * header, the footer: ADR 0100) hydrates in a commit of its own, later. Until each has, its buttons do nothing, and
 * a change of what it shows (the reader's stored language) would hydrate it with other words than the server's, a
 * mismatch React reports and re-renders (it did in CI). The boundaries that hydrate later say so here.
 */
let fired = false;
let rootCommitted = false;
/** Boundaries committed whose content has not hydrated yet. */
const pending = new Set<string>();
/** Boundaries whose content has hydrated (its commit can come before or with the boundary's own). */
const hydrated = new Set<string>();
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

/** The root's hydration committed (called from its effect, which runs after its descendants'). */
export function rootHydrated(): void {
  rootCommitted = true;
  check();
}

function PartHydrated({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.add(id);
    pending.delete(id);
    check();
  }, [id]);
  return children;
}

/**
 * A Suspense boundary the page waits for before it counts as hydrated (fallback: nothing; it never suspends).
 * It is counted when it commits, not when it renders: a render React throws away (an update before the root had
 * hydrated, a mismatch outside a boundary) is rendered again on the client, with other ids, and a boundary counted
 * then was waited for forever, the page's buttons disabled (CI, stop 36).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  // Runs in the root's commit, before the root's own effect (a child's effects run before its parent's).
  useEffect(() => {
    if (fired || hydrated.has(id)) return;
    pending.add(id);
    return () => {
      // Gone before its content hydrated (or StrictMode's second run, which adds it again at once).
      pending.delete(id);
      queueMicrotask(check);
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      <PartHydrated id={id}>{children}</PartHydrated>
    </Suspense>
  );
}
