import { normalizeLanguage } from "@haa/domain";
import { hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { rootHydrated, whenHydrated } from "./app/hydration-gate.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { FIRST_SCREEN_PATIENCE_MS, routerReady } from "./app/router-ready.ts";
import { readServerState } from "./app/server-state.ts";
import { currentLanguage } from "./shared/i18n/current-language.ts";
import { warmFormatters } from "./shared/i18n/format.ts";
import { changeLanguage, detectLanguage, initI18n, readStoredLanguage } from "./shared/i18n/i18n.ts";
import { registerServiceWorker } from "./shared/pwa/register-sw.ts";
import { checkAppVersion } from "./shared/pwa/version-check.ts";
import { isLoggedIn, readSession } from "./shared/session/session-store.ts";

/** Tells the hydration gate the root's hydration committed (effects run after the commit). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(rootHydrated, []);
  return children;
}

// A failed preload of a lazy chunk is logged; the route's error boundary offers a reload.
window.addEventListener("vite:preloadError", (event) => console.error("Chunk preload failed", event));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** The rest of the current task is left to the browser: a phone's input is answered between two steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's own steps, each in a task of its own after the one that evaluated the app's modules (on a phone
 * the evaluation alone is a task of ~130 ms, and each step added to it was blocking time: ADR 0060, 0101).
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // A page the server rendered (ADR 0096) is hydrated: in the language it was rendered in, from the reads it was
  // rendered with. Any other page is rendered here, in the reader's language.
  const serverState = readServerState();
  const pageLanguage = serverState ? normalizeLanguage(document.documentElement.lang) : detectLanguage();
  const translations = initI18n(pageLanguage);
  await nextTask();
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState);
  // Until the server's page is hydrated, the loaders read nothing: its reads are in the cache (ADR 0098).
  let hydrating = serverState !== undefined;
  // The router starts loading the first screen's chunk, and its loader the screen's reads, alongside the catalogue.
  const router = nextTask().then(() =>
    createAppRouter({
      client: queryClient,
      language: () => normalizeLanguage(currentLanguage()),
      hydrating: () => hydrating,
    }),
  );
  // In tasks of their own, so that none is added to the app's longest one (ADR 0060).
  warmFormatters(currentLanguage());

  // Render once the reader's catalogue is in, so the first paint is already in their language, and the router is
  // initialized (the first screen's route module, and its loader's reads), so what the server painted is replaced
  // by the screen as it stays: rendered before, the page loader flashed in between and the screen rendered twice,
  // the second time in one long synchronous task (ADR 0060). A page the browser renders waits at most
  // FIRST_SCREEN_PATIENCE_MS, then shows the page loader until the screen is there.
  const [, made] = await Promise.all([
    translations.catch((error: unknown) => console.error("Translations failed to load", error)),
    router.then(async (made) => {
      // Hydrating before the route's module is in would render the page loader over the server's page.
      await routerReady(made, serverState ? undefined : FIRST_SCREEN_PATIENCE_MS);
      return made;
    }),
  ]);
  const tree = (
    <StrictMode>
      <App router={made} queryClient={queryClient} />
    </StrictMode>
  );
  if (serverState) {
    // Once hydrated whole, the header and the footer too (the screens listen to the session, the cache and the
    // language by then): the page works.
    whenHydrated(() => {
      hydrating = false;
      root.removeAttribute("aria-disabled");
      // The server read as a visitor; a member's own answers (their places, their study groups) differ.
      if (isLoggedIn(readSession())) void queryClient.invalidateQueries();
      // A language the reader chose on this device before wins once the page is theirs.
      const chosen = readStoredLanguage();
      if (chosen && detectLanguage(chosen) !== pageLanguage) void changeLanguage(detectLanguage(chosen));
    });
    // A wrapper without markup of its own: the hydrated markup, and the ids useId gives, stay the server's. As a
    // transition the hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole tree: the page the server painted is already there, so nothing waits for it but input.
    startTransition(() => {
      hydrateRoot(root, <Hydrated>{tree}</Hydrated>);
    });
    registerServiceWorker();
    return;
  }
  const app = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (a phone's first input stays responsive); until it commits, the screen the
  // server painted with the HTML stays in place. Only once the router holds the first screen, though: the
  // RouterProvider reads the router's state when it renders and subscribes when it commits, and a route module
  // that arrived between the two was never shown (the page loader stayed for good; react-router #15527). When
  // the wait ran out first, the render is not a transition, so nothing can arrive between render and commit.
  if (made.state.initialized) startTransition(() => app.render(tree));
  else app.render(tree);
  // After the first screen's requests: the worker's code is not needed to show anything.
  registerServiceWorker();
}

start(root).catch((error: unknown) => console.error("The app could not start", error));
// The version check (spec 001 §2) in a task of its own too.
void nextTask().then(() => checkAppVersion());
