export const SEMINAR_LANGUAGES = ["en", "es", "pt", "de", "cs", "ja", "fr", "no"] as const;

export const SEMINAR_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "BRL", "JPY", "NOK", "CZK"] as const;

/** Addresses typed one per line or separated by commas, semicolons or spaces: lower case, each once. */
export function parseEmailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
