import { displayName } from "../../shared/i18n/intl.ts";

/** A country's name in the reader's language from its ISO code ("BR" → "Brasil" in Portuguese). */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return "";
  return displayName(language, "region", code.toUpperCase(), code);
}
