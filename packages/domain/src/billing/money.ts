/**
 * Money helpers. Amounts are integer US cents everywhere inside the system; the wire and the coupon and
 * location data carry dollars (possibly fractional), so these conversions are exact decimal arithmetic on
 * BigInt instead of `value * 100`, which drifts (0.29 * 100 = 28.999999999999996).
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A decimal as an integer and a power-of-ten scale: value = units / 10^scale. */
interface Decimal {
  units: bigint;
  scale: bigint;
}

function parseDecimal(value: number | string): Decimal {
  if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // String(number) gives the shortest text that reads back as the same number: 12.5 → "12.5", 1e-7 → "1e-7".
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (!match || whole.length + fraction.length === 0) throw new RangeError(`Not an amount: "${text}"`);
  const sign = match[1] === "-" ? -1n : 1n;
  let units = sign * BigInt(whole + fraction || "0");
  let scale = BigInt(fraction.length) - BigInt(match[4] ?? 0);
  if (scale < 0n) {
    units *= 10n ** -scale;
    scale = 0n;
  }
  return { units, scale };
}

/** numerator / denominator rounded half-up (half away from zero for negative values); denominator > 0. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}

/** Dollars (number or decimal text, e.g. 12.5 or "12.50") to integer cents, rounding half-up: 12.5 → 1250. */
export function dollarsToCents(dollars: number | string): number {
  const { units, scale } = parseDecimal(dollars);
  return toSafeNumber(divideRounded(units * 100n, 10n ** scale));
}

/** Integer cents to dollars for the wire shape (AmountPaid and the like): 1250 → 12.5. */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return cents / 100;
}

/** `percent`% of an amount in cents, rounded half-up to the nearest cent: 12.5% of 30000 → 3750. */
export function percentOfCents(cents: number, percent: number | string): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const { units, scale } = parseDecimal(percent);
  return toSafeNumber(divideRounded(BigInt(cents) * units, 100n * 10n ** scale));
}
