import { displayNames } from "../../shared/i18n/intl.ts";
/** A country's name in the reader's language from its ISO code ("BR" → "Brasil" in Portuguese). */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return "";
  try {
    return displayNames(language, { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
