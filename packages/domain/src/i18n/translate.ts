import type { InterfaceLanguage } from "./languages.ts";
import cs from "./locales/cs.json" with { type: "json" };
import de from "./locales/de.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import no from "./locales/no.json" with { type: "json" };
import pt from "./locales/pt.json" with { type: "json" };

export type Catalogue = { [key: string]: string | Catalogue };

/** All catalogues, for the server (the web app loads one language at a time). */
export const CATALOGUES: Record<InterfaceLanguage, Catalogue> = { en, es, pt, de, cs, ja, fr, no };

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
  const text = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Every dotted key of a catalogue, for the completeness test. */
export function catalogueKeys(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
