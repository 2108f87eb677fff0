import "@testing-library/jest-dom/vitest";
import { WEB_NAMESPACES } from "@haa/domain";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { initI18n, loadNamespaces } from "../src/shared/i18n/i18n.ts";
import { closeLogin } from "../src/shared/session/login-dialog-store.ts";
import { refreshSession } from "../src/shared/session/session-store.ts";
import { clearToasts } from "../src/shared/ui/toast/toast-store.ts";

// jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = vi.fn();

// Tests read the English texts of the shared catalogue, every web namespace (screens are rendered without
// their route loaders).
await initI18n("en");
await loadNamespaces(WEB_NAMESPACES);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  refreshSession();
  clearToasts();
  closeLogin();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
