import { type Catalogue, NAMESPACED } from "./catalogues.ts";
import type { InterfaceLanguage } from "./languages.ts";

export type { Catalogue };

const merged = new Map<InterfaceLanguage, Catalogue>();

/** One language's catalogue with every namespace merged (keys do not repeat the namespace), for the server. */
export function catalogueOf(language: InterfaceLanguage): Catalogue {
  let catalogue = merged.get(language);
  if (!catalogue) {
    catalogue = Object.assign({}, ...Object.values(NAMESPACED[language])) as Catalogue;
    merged.set(language, catalogue);
  }
  return catalogue;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Translates a catalogue key with `{{name}}` interpolation, falling back to English and then to the key
 * itself, the same contract as i18next on the web.
 */
export function translate(
  language: InterfaceLanguage,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(catalogueOf(language), key) ?? lookup(catalogueOf("en"), key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Every dotted key of a catalogue, for the completeness test. */
export function catalogueKeys(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
