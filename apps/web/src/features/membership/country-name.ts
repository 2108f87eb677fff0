/** A country's name in the reader's language from its ISO code ("BR" → "Brasil" in Portuguese). */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
