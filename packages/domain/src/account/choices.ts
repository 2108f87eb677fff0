import { COUNTRIES } from "../countries/countries.ts";
import { COMMUNICATION_LANGUAGES, type CommunicationLanguage } from "../i18n/languages.ts";

const LANGUAGE_BY_INPUT = new Map<string, CommunicationLanguage>(
  COMMUNICATION_LANGUAGES.flatMap((l) => [
    [l.code, l.code],
    [l.name.toLowerCase(), l.code],
  ]),
);

const COUNTRY_BY_INPUT = new Map<string, string>(
  COUNTRIES.flatMap((c) => [
    [c.code.toLowerCase(), c.name],
    [c.name.toLowerCase(), c.name],
  ]),
);

/**
 * The sign-up communication language from its code (en, ja, de, pt) or English name (English, Japanese…),
 * in any case: API clients send either, and the stored form is the code. Null when it is neither.
 */
export function canonicalCommunicationLanguage(input: string): CommunicationLanguage | null {
  return LANGUAGE_BY_INPUT.get(input.trim().toLowerCase()) ?? null;
}

/**
 * The country of residence from its English name or ISO 3166 alpha-2 code, in any case; the stored form is
 * the English name of the fixed list (spec 000 §5). Null when it is neither.
 */
export function canonicalCountryName(input: string): string | null {
  return COUNTRY_BY_INPUT.get(input.trim().toLowerCase()) ?? null;
}
