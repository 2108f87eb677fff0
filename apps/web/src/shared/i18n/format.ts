import { currentLanguage } from "./current-language.ts";

/** Formats integer US cents as a price in the interface language ("$40", "40 US$"). */
export function formatPrice(cents: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Formats an ISO date (or null) as a long date in the interface language. */
export function formatDate(value: string | null | undefined, language: string = currentLanguage()): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(date);
}
