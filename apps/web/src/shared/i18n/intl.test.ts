import { describe, expect, it } from "vitest";
import { formatDate, formatPrice, warmFormatters } from "./format.ts";
import { collator, dateTimeFormat, displayNames, numberFormat } from "./intl.ts";

describe("shared Intl formatters", () => {
  it("hands out one formatter per language and options, a new one when either differs", () => {
    const price = numberFormat("de", { style: "currency", currency: "USD" });
    expect(numberFormat("de", { style: "currency", currency: "USD" })).toBe(price);
    expect(numberFormat("fr", { style: "currency", currency: "USD" })).not.toBe(price);
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).not.toBe(price);
    expect(dateTimeFormat("ja", { dateStyle: "long" })).toBe(dateTimeFormat("ja", { dateStyle: "long" }));
    expect(collator("cs")).toBe(collator("cs"));
    expect(displayNames("pt", { type: "region" })).toBe(displayNames("pt", { type: "region" }));
  });

  it("formats exactly as a new Intl object would", () => {
    expect(formatPrice(4000, "en")).toBe(
      new Intl.NumberFormat("en", { style: "currency", currency: "USD", minimumFractionDigits: 0 }).format(40),
    );
    expect(formatPrice(4050, "de")).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(40.5),
    );
    expect(formatDate("2026-03-01T12:00:00Z", "fr")).toBe(
      new Intl.DateTimeFormat("fr", { dateStyle: "long" }).format(new Date("2026-03-01T12:00:00Z")),
    );
  });

  it("keeps throwing for a language tag the browser cannot read, so callers keep their fallback", () => {
    expect(() => displayNames("not a tag!", { type: "region" })).toThrow(RangeError);
    expect(() => displayNames("not a tag!", { type: "region" })).toThrow(RangeError);
  });

  it("builds the start-up formatters ahead, each in a task of its own: a whole-dollar price and a long date then build nothing", () => {
    const Original = Intl.NumberFormat;
    const OriginalDate = Intl.DateTimeFormat;
    let built = 0;
    // A stand-in constructor (called with `new`, so not an arrow) that counts, then builds the real thing.
    const counting = <A extends unknown[], R extends object>(Base: new (...args: A) => R) =>
      function Counting(...args: A): R {
        built += 1;
        return new Base(...args);
      };
    Intl.NumberFormat = counting(Original) as unknown as typeof Intl.NumberFormat;
    Intl.DateTimeFormat = counting(OriginalDate) as unknown as typeof Intl.DateTimeFormat;
    try {
      // A tag no other test formats with: the web tests share one module graph (isolate: false), so a Czech screen
      // tested earlier in the same worker may already have built the plain "cs" formatters.
      const language = "cs-CZ";
      const tasks: (() => void)[] = [];
      warmFormatters(language, (task) => tasks.push(task));
      expect(built).toBe(0);
      expect(tasks).toHaveLength(4);
      for (const task of tasks) task();
      expect(built).toBe(3);
      formatPrice(4000, language);
      formatDate("2026-03-01T12:00:00Z", language);
      expect(built).toBe(3);
    } finally {
      Intl.NumberFormat = Original;
      Intl.DateTimeFormat = OriginalDate;
    }
  });
});
