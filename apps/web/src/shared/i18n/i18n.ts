import { INTERFACE_LANGUAGES, type InterfaceLanguage, normalizeLanguage } from "@haa/domain";
import i18next, { type BackendModule, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";

/** Local-storage key of the reader's explicit language choice. */
export const LANGUAGE_STORAGE_KEY = "language";

// One lazily loaded chunk per language, straight from the shared catalogues.
const catalogues = import.meta.glob<ResourceLanguage>("../../../../../packages/domain/src/i18n/locales/*.json", {
  import: "default",
});

export function loadCatalogue(language: InterfaceLanguage): Promise<ResourceLanguage> {
  const entry = Object.entries(catalogues).find(([path]) => path.endsWith(`/${language}.json`));
  if (!entry) return Promise.reject(new Error(`No catalogue for ${language}`));
  return entry[1]();
}

const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    loadCatalogue(normalizeLanguage(language)).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => {
        console.error("Could not load the translations", error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The interface language at start (spec 000 §1): the stored choice, otherwise the browser language,
 * normalised (nb and nn become no, anything unsupported becomes English).
 */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  browser: string | undefined = typeof navigator === "undefined" ? undefined : navigator.language,
): InterfaceLanguage {
  return normalizeLanguage(stored || browser);
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = normalizeLanguage(language);
}

let started: Promise<unknown> | null = null;

/** Starts i18next with the given language; resolves once its catalogue is loaded. */
export function initI18n(language: InterfaceLanguage = detectLanguage()): Promise<unknown> {
  if (started) return started;
  i18next.on("languageChanged", applyDocumentLanguage);
  started = i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: [...INTERFACE_LANGUAGES],
      load: "currentOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return started;
}

/** Switches the interface language and remembers the explicit choice. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
