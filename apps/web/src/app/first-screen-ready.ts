import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

/** How long the app waits for the first screen (its route module, then its data) before it renders anyway. */
export const FIRST_SCREEN_PATIENCE_MS = 1000;

/** A route's screen may name the API reads it shows, so the first render can already have them. */
export type PrefetchFn = (client: QueryClient) => Promise<unknown>;

/** Resolves once the router has loaded the opened route's modules (a hydration must wait for them, however long). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the router holds the first screen's route module and that screen's own reads (its component's
 * `prefetch`) are in the cache, or after `patience` ms, whichever comes first.
 *
 * Rendering before the module was there put the page loader in place of what the server had painted, then the
 * screen: a spinner flashing in between and a render, commit and layout more at start-up. Rendering before the
 * data was there rendered the screen twice, the second time synchronously (a query's answer reaches React
 * through `useSyncExternalStore`) in one long task. Waiting lets the first render, a transition that yields
 * every few milliseconds, draw the screen as it will stay (ADR 0060). On a slow connection the app renders
 * after the wait, with the page loader or the screen's own loading state.
 */
export async function firstScreenReady(
  router: DataRouter,
  client: QueryClient,
  patience: number = FIRST_SCREEN_PATIENCE_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, patience);
  });
  const ready = routerReady(router)
    .then(() => {
      // The router keeps a route's component as the element it made of it.
      const element = router.state.matches.at(-1)?.route.element as { type?: { prefetch?: PrefetchFn } } | undefined;
      return element?.type?.prefetch?.(client);
    })
    // A failed read is the screen's to show (its query keeps the error); the app starts either way.
    .catch(() => undefined);
  await Promise.race([ready, timeUp]);
  clearTimeout(timer);
}
