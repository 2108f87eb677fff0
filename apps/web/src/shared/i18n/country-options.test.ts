import { describe, expect, it } from "vitest";
import { countryOptions } from "./country-options.ts";

describe("countryOptions", () => {
  it.each([
    ["en", "name", { value: "United States", label: "United States" }, { value: "Germany", label: "Germany" }],
    ["de", "name", { value: "United States", label: "Vereinigte Staaten" }, { value: "Germany", label: "Deutschland" }],
    ["ja", "code", { value: "US", label: "アメリカ合衆国" }, { value: "JP", label: "日本" }],
  ] as const)(
    "in %s with %s values: the United States first, each country in the reader's words",
    (language, value, first, other) => {
      const options = countryOptions(language, value);
      expect(options[0]).toEqual(first);
      expect(options).toContainEqual(other);
      // Each country once.
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    },
  );

  it("sorts the rest by the reader's names, and makes each list once", () => {
    const labels = countryOptions("de")
      .slice(1)
      .map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("de").compare));
    expect(labels.indexOf("Österreich")).toBeLessThan(labels.indexOf("Schweiz"));
    expect(countryOptions("de")).toBe(countryOptions("de"));
  });
});
