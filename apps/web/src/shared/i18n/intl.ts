/**
 * Shared Intl formatters, one per language and options. Building an Intl object loads locale data and costs
 * far more than formatting with it (the home page spent ~30 ms of its start-up building one per price and
 * date it showed), so screens ask here instead of calling `new Intl.*` per value.
 */

const cache = new Map<string, unknown>();

function memo<T>(kind: string, language: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${String(language)}|${JSON.stringify(options)}`;
  let made = cache.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

export const numberFormat = (language: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo("number", language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat => memo("date", language, options, () => new Intl.DateTimeFormat(language, options));

/** Throws like `new Intl.DisplayNames` for a language tag the browser cannot read; callers keep their fallback. */
export const displayNames = (language: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  memo("names", language, options, () => new Intl.DisplayNames([language], options));

/**
 * A country's, currency's or language's name in `language`, or `fallback` where the browser has none (it answers
 * an unknown code with the code itself, or throws for a tag it cannot read).
 */
export function displayName(language: string, type: Intl.DisplayNamesType, code: string, fallback: string): string {
  try {
    const name = displayNames(language, { type }).of(code);
    return name && name !== code ? name : fallback;
  } catch {
    return fallback;
  }
}

export const collator = (language: string | undefined, options: Intl.CollatorOptions = {}): Intl.Collator =>
  memo("collator", language, options, () => new Intl.Collator(language, options));
