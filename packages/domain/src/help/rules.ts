import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../i18n/languages.ts";

export const HELP_ARTICLE_STATUSES = ["Published", "Draft"] as const;

/** The interface languages a topic or article has no translation for yet (the administrator's to-do list). */
export function missingHelpLanguages(translated: readonly string[]): InterfaceLanguage[] {
  return INTERFACE_LANGUAGES.filter((lang) => lang !== HELP_SOURCE_LANGUAGE && !translated.includes(lang));
}

/**
 * Help content is written in English (the source and the fallback) and translated per language (ADR 0054).
 * A reader's `Lang` picks the translation; without it the interface language of the request does.
 */
export const HELP_SOURCE_LANGUAGE = "en" satisfies InterfaceLanguage;
