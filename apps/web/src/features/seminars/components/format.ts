import type { Seminar } from "@haa/domain";
import type { PlaceNames } from "../../../shared/geography/place-names.ts";
import { formatAmount } from "../../../shared/i18n/format.ts";
import { dateTimeFormat, displayName } from "../../../shared/i18n/intl.ts";

/** A local calendar day ("YYYY-MM-DD", already in the seminar's zone) in the reader's language. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return dateTimeFormat(language, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** A teaching time, wall-clock in the seminar's zone. */
export function formatTime(instant: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(instant));
}

/** A seminar's price in its currency, written like every other price of the site (`shared/i18n/format.ts`). */
export function formatPrice(amount: number, currency: string, language: string): string {
  return formatAmount(amount, currency, language);
}

export function languageName(code: string, language: string): string {
  return displayName(language, "language", code, code);
}

/** Where a seminar happens, for cards and tables: the city and the country in the reader's language, or "online". */
export function placeOf(seminar: Seminar, online: string, names: PlaceNames): string {
  return seminar.Format === "online"
    ? online
    : [seminar.City, names.countryNamed(seminar.Country)].filter(Boolean).join(", ");
}

/**
 * The dates a card shows (spec 001 §4): first and last day while one is still to come (the API's DisplayFrom /
 * DisplayTo); a seminar that is over shows its last day.
 */
export function datesLabel(seminar: Seminar, language: string, range: (from: string, to: string) => string): string {
  if (seminar.DisplayFrom && seminar.DisplayTo) {
    const from = formatDay(seminar.DisplayFrom, language);
    return seminar.DisplayFrom === seminar.DisplayTo ? from : range(from, formatDay(seminar.DisplayTo, language));
  }
  const last = seminar.SeminarDateAndTimes.at(-1);
  return last ? formatDay(last.Date, language) : "";
}
