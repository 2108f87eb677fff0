import { displayName } from "../../../shared/i18n/intl.ts";

// Apart from the country list, so showing an address does not download every country's name.
/** One country's name in the reader's language. */
export function countryLabel(code: string, fallback: string, language: string): string {
  return displayName(language, "region", code, fallback);
}
