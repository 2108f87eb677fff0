import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createAppRouter } from "./app/router.tsx";
import { initI18n } from "./shared/i18n/i18n.ts";
import { registerServiceWorker } from "./shared/pwa/register-sw.ts";
import { checkAppVersion } from "./shared/pwa/version-check.ts";

// A failed preload of a lazy chunk is logged; the route's error boundary offers a reload.
window.addEventListener("vite:preloadError", (event) => console.error("Chunk preload failed", event));

void checkAppVersion();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const translations = initI18n();
// The router starts loading the first screen's chunk at once, alongside the catalogue.
const router = createAppRouter();

// Render once the reader's catalogue is in, so the first paint is already in their language.
translations
  .catch((error: unknown) => console.error("Translations failed to load", error))
  .finally(() => {
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree (a phone's first input stays responsive); until it commits, the screen the
    // server painted with the HTML stays in place.
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    // After the first screen's requests: the worker's code is not needed to show anything.
    registerServiceWorker();
  });
