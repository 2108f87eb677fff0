// Apart from the country list, so showing an address does not download every country's name.
/** One country's name in the reader's language. */
export function countryLabel(code: string, fallback: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
