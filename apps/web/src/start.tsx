import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { firstScreenReady } from "./app/first-screen-ready.ts";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { currentLanguage } from "./shared/i18n/current-language.ts";
import { warmFormatters } from "./shared/i18n/format.ts";
import { initI18n } from "./shared/i18n/i18n.ts";
import { registerServiceWorker } from "./shared/pwa/register-sw.ts";
import { checkAppVersion } from "./shared/pwa/version-check.ts";

// A failed preload of a lazy chunk is logged; the route's error boundary offers a reload.
window.addEventListener("vite:preloadError", (event) => console.error("Chunk preload failed", event));

void checkAppVersion();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const translations = initI18n();
const queryClient = createQueryClient();
// The router starts loading the first screen's chunk alongside the catalogue.
const router = new Promise((resolve) => setTimeout(resolve, 0)).then(createAppRouter);
// In tasks of their own, so that none is added to the app's longest one (ADR 0060).
warmFormatters(currentLanguage());

// Render once the reader's catalogue is in, so the first paint is already in their language, and the first
// screen's route module and reads, so what the server painted is replaced by the screen as it stays.
Promise.all([
  translations.catch((error: unknown) => console.error("Translations failed to load", error)),
  router.then(async (made) => {
    await firstScreenReady(made, queryClient);
    return made;
  }),
])
  .then(([, router]) => {
    const app = createRoot(root);
    const tree = (
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>
    );
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree (a phone's first input stays responsive); until it commits, the screen the
    // server painted with the HTML stays in place. Only once the router holds the first screen, though: the
    // RouterProvider reads the router's state when it renders and subscribes when it commits, and a route module
    // that arrived between the two was never shown (the page loader stayed for good; react-router #15527). When
    // the wait ran out first, the render is not a transition, so nothing can arrive between render and commit.
    if (router.state.initialized) startTransition(() => app.render(tree));
    else app.render(tree);
    // After the first screen's requests: the worker's code is not needed to show anything.
    registerServiceWorker();
  })
  .catch((error: unknown) => console.error("The app could not start", error));
