import i18next from "i18next";

/** The interface language for `Accept-Language` and date formatting; English before i18n has started. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? "en";
}
