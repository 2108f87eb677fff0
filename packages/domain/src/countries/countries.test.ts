import { describe, expect, it } from "vitest";
import { COUNTRIES, REGIONS } from "./countries.ts";

describe("country list", () => {
  it("has about 250 countries with the United States first", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(COUNTRIES[0]).toEqual({ code: "US", name: "United States", region: "Americas" });
  });

  it("has unique codes and names", () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it("puts every country in one of the six regions", () => {
    const regions = new Set<string>(REGIONS.map((region) => region.Name));
    for (const country of COUNTRIES) expect(regions.has(country.region), country.code).toBe(true);
    expect(COUNTRIES.find((c) => c.code === "JP")?.region).toBe("Asia");
    expect(COUNTRIES.find((c) => c.code === "AQ")?.region).toBe("Antarctic");
  });

  it("includes the countries with a location discount", () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(expect.arrayContaining(["BR", "JP"]));
  });
});
