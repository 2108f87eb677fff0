/** Invoice numbers and display amounts (issue 3: "each successful payment writes an invoice"). */

export const INVOICE_PREFIX = "HAA";

/** `HAA-2026-000123`: the prefix, the year of the payment (UTC) and a sequence number of at least six digits. */
export function formatInvoiceNumber(date: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Invalid invoice sequence: ${sequence}`);
  return `${INVOICE_PREFIX}-${date.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`;
}

/** An amount in cents as US dollars in a language's conventions: en 1250 → "$12.50", de → "12,50 $". */
export function formatUsd(cents: number, language: string): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A date in a language's long form, in UTC so mails and PDFs do not depend on the server's time zone. */
export function formatLongDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
