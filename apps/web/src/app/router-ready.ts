import type { DataRouter } from "react-router";

/**
 * How long a page the browser renders itself waits for its first screen (the route's module and its loader's
 * reads) before it renders anyway (ADR 0060): on a slow connection the page loader shows meanwhile.
 */
export const FIRST_SCREEN_PATIENCE_MS = 1000;

/**
 * Resolves once the router is initialized: it holds the opened route's modules and its loaders have read what the
 * screen shows (ADR 0098), or after `patience` ms, whichever comes first. Only the router's public state and
 * subscription are read.
 */
export function routerReady(router: DataRouter, patience = Number.POSITIVE_INFINITY): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    if (Number.isFinite(patience)) timer = setTimeout(done, patience);
  });
}
