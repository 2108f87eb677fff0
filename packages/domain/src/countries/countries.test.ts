import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries.ts";

describe("country list", () => {
  it("has about 250 countries with the United States first", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(COUNTRIES[0]).toEqual({ code: "US", name: "United States" });
  });

  it("has unique codes and names", () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it("includes the countries with a location discount", () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(expect.arrayContaining(["BR", "JP"]));
  });
});
