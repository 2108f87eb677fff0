import { currentLanguage } from "./current-language.ts";
import { dateTimeFormat, numberFormat } from "./intl.ts";

/** The site's one way of writing money: whole amounts without cents ("$135"), others with two decimals. */
const priceOptions = (cents: number, currency = "USD"): Intl.NumberFormatOptions => ({
  style: "currency",
  currency,
  minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  maximumFractionDigits: 2,
});
// In UTC, not the reader's zone: the server renders public pages (ADR 0096) without knowing the zone, and the
// browser must write the same date when it hydrates them. The API's calendar dates are UTC midnights, which a zone
// west of Greenwich wrote as the day before.
const longDate: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

/** Formats integer US cents as a price in the interface language ("$40", "40 US$"). */
export function formatPrice(cents: number, language: string = currentLanguage()): string {
  return numberFormat(language, priceOptions(cents)).format(cents / 100);
}

/** Formats an amount in dollars (or another currency's units) the same way, for answers that carry one. */
export function formatAmount(amount: number, currency: string, language: string = currentLanguage()): string {
  const cents = Math.round(amount * 100);
  return numberFormat(language, priceOptions(cents, currency)).format(cents / 100);
}

/** Formats an ISO date (or null) as a long date in the interface language. */
export function formatDate(value: string | null | undefined, language: string = currentLanguage()): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, longDate).format(date);
}

/**
 * Builds the price and date formatters most screens use, in tasks of their own (`schedule`). The first Intl
 * formatter a page builds loads the browser's locale data (15–25 ms on a desktop, four times that on a phone); the
 * app calls this at start-up, so that cost is not added to the first render's (ADR 0060, 0061). Measured in
 * Chromium, the load has parts that separate calls pay one by one: the language's likely subtags (3–5 ms, through
 * `Intl.Locale`), then the formatting data every formatter shares (~10 ms, the first formatter of any kind), then
 * each formatter's own (under 3 ms). One task each keeps every one under the 50 ms a phone counts as blocking,
 * where the price formatter built first made one task of 60–90 ms (ADR 0101).
 */
export function warmFormatters(
  language: string,
  schedule: (task: () => void) => void = (task) => {
    setTimeout(task, 0);
  },
): void {
  schedule(() => {
    try {
      new Intl.Locale(language).maximize();
    } catch {
      // A tag the browser cannot read: the formatters below fall back as they always do.
    }
  });
  schedule(() => numberFormat(language)); // the shared formatting data, before any formatter's own
  schedule(() => numberFormat(language, priceOptions(100))); // a whole-dollar price, as plans and most prices are
  schedule(() => dateTimeFormat(language, longDate));
}
