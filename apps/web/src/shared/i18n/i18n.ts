import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  normalizeLanguage,
  WEB_NAMESPACES,
  type WebNamespace,
} from "@haa/domain";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";

/** Local-storage key of the reader's explicit language choice. */
export const LANGUAGE_STORAGE_KEY = "language";

/**
 * The cookie that tells the server the reader's choice, so the next page's <head> (and first screen) comes in
 * that language (ADR 0095; `apps/api/src/platform/pages/page-language.ts` reads it), and the query parameter of a
 * page's language address (`/courses?lang=de`), which the hreflang links name.
 */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_PARAM = "lang";

// One lazily loaded chunk per language and namespace, straight from the shared catalogues; the server's
// namespace (mails, API messages) is left out of the build.
// Keyed `./<language>/<namespace>.json` (relative to `base`): 288 entries, in the start-up code.
const catalogues = import.meta.glob<{ default: ResourceKey }>(["./*/*.json", "!./*/server.json"], {
  base: "../../../../../packages/domain/src/i18n/locales",
});

export function loadCatalogue(language: InterfaceLanguage, namespace: WebNamespace): Promise<ResourceKey> {
  const load = catalogues[`./${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue for ${language}/${namespace}`));
  return load().then((module) => module.default);
}

const isWebNamespace = (value: string): value is WebNamespace => (WEB_NAMESPACES as readonly string[]).includes(value);

/**
 * Every namespace's keys are also looked up in `common` (ADR 0101). Keys carry their group and never collide across
 * namespaces (a test holds them to that), so one bundle can hold them all; a `t()` then finds its key in the first
 * namespace it looks in. Through `fallbackNS`, i18next looked for a feature's key in each namespace in turn, with
 * every plural and context variant: 60 µs a call against 5 µs, 70 ms of a phone's hydration on the forum's list.
 * A feature's catalogue that arrives once `common` is in is added to it; one that arrives before is folded into
 * `common` when that is read, so neither order loses keys.
 */
const arrivedBeforeCommon = new Map<string, ResourceKey[]>();

function addToCommon(language: string, catalogue: ResourceKey): void {
  i18next.addResourceBundle(language, "common", catalogue, true, false);
}

const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isWebNamespace(namespace)) {
      callback(new Error(`No such namespace: ${namespace}`), false);
      return;
    }
    loadCatalogue(normalizeLanguage(language), namespace).then(
      (catalogue) => {
        // i18next adds the bundle to its store within this call.
        callback(null, catalogue);
        if (namespace === "common") {
          for (const early of arrivedBeforeCommon.get(language) ?? []) addToCommon(language, early);
          arrivedBeforeCommon.delete(language);
        } else if (i18next.hasResourceBundle(language, "common")) addToCommon(language, catalogue);
        else arrivedBeforeCommon.set(language, [...(arrivedBeforeCommon.get(language) ?? []), catalogue]);
      },
      (error: unknown) => {
        console.error("Could not load the translations", error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** The reader's explicit language choice, if they made one on this device. */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page address's `?lang=<code>` when it names one of the eight languages exactly (any case). */
export function languageOfQuery(search: string): InterfaceLanguage | undefined {
  const code = new URLSearchParams(search).get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return code && (INTERFACE_LANGUAGES as readonly string[]).includes(code) ? (code as InterfaceLanguage) : undefined;
}

/**
 * The interface language at start (spec 000 §1, ADR 0095), in the server's order for the page's <head>: the
 * address's `?lang`, otherwise the stored choice, otherwise the browser language, normalised (nb and nn become no,
 * anything unsupported becomes English).
 */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  browser: string | undefined = typeof navigator === "undefined" ? undefined : navigator.language,
  search: string = typeof location === "undefined" ? "" : location.search,
): InterfaceLanguage {
  return languageOfQuery(search) ?? normalizeLanguage(stored || browser);
}

/** Writes the reader's choice where the next page load finds it: local storage, and the cookie for the server. */
export function rememberLanguage(language: InterfaceLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox; the value is one of eight codes.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = normalizeLanguage(language);
}

let started: Promise<unknown> | null = null;

/** Starts i18next with the given language; resolves once its catalogue is loaded. */
export function initI18n(language: InterfaceLanguage = detectLanguage()): Promise<unknown> {
  if (started) return started;
  // An opened language address (a search result, a shared link) counts as the reader's choice; a choice stored
  // before the cookie existed reaches the server from now on too.
  const stored = readStoredLanguage();
  const opened = typeof location === "undefined" ? undefined : languageOfQuery(location.search);
  if (opened === language || (stored && normalizeLanguage(stored) === language)) rememberLanguage(language);
  i18next.on("languageChanged", applyDocumentLanguage);
  started = i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: [...INTERFACE_LANGUAGES],
      load: "currentOnly",
      // Only what every page needs at start; a feature's namespace comes with its route chunk, and its keys are
      // looked up in `common`, where the backend adds them.
      ns: ["common"],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return started;
}

/** Switches the interface language and remembers the explicit choice (for the server too). */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  rememberLanguage(language);
  // A language address in the bar would take the reader back to its language on reload: it follows the choice.
  if (typeof location !== "undefined" && languageOfQuery(location.search)) {
    const url = new URL(location.href);
    url.searchParams.set(LANGUAGE_PARAM, language);
    history.replaceState(history.state, "", url);
  }
  await i18next.changeLanguage(language);
}

/**
 * Loads namespaces of the current language (a feature's, before its screen renders); resolves when they
 * are in. A failed load is logged by the backend and the screen shows the keys' English fallback or keys.
 */
export function loadNamespaces(namespaces: readonly WebNamespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}
