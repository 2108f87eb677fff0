import { describe, expect, it } from "vitest";
import { distanceKm } from "../locations/locations.ts";
import {
  boundingBox,
  inBox,
  isListedPractitioner,
  type ListingFacts,
  nameSearchWords,
  practitionerFiltersSchema,
} from "./practitioners.ts";

describe("boundingBox", () => {
  it.each([
    // name, centre, radius, one range?, full longitudes?
    ["Tokyo 100 km", 35.68, 139.69, 100, 1, false],
    ["equator 500 km", 0, 0, 500, 1, false],
    ["near the north pole", 89.5, 10, 100, 1, true],
    ["near the south pole", -89.9, -70, 50, 1, true],
    ["Fiji across the antimeridian (east)", -17.7, 178.4, 500, 2, false],
    ["Chukotka across the antimeridian (west)", 65, -179, 300, 2, false],
  ] as const)("%s", (_name, lat, lng, radius, ranges, full) => {
    const box = boundingBox(lat, lng, radius);
    expect(box.lngRanges).toHaveLength(ranges);
    expect(box.lngRanges[0]?.[0] === -180 && box.lngRanges[0]?.[1] === 180).toBe(full);
    expect(box.minLat).toBeGreaterThanOrEqual(-90);
    expect(box.maxLat).toBeLessThanOrEqual(90);
    for (const [west, east] of box.lngRanges) {
      expect(west).toBeGreaterThanOrEqual(-180);
      expect(east).toBeLessThanOrEqual(180);
    }
  });

  it("holds every point within the radius (sampled on the circle) and excludes far ones", () => {
    const centres: [number, number][] = [
      [35.68, 139.69],
      [-17.7, 178.4],
      [65, -179],
      [60, 25],
      [-33.9, 18.4],
    ];
    for (const [lat, lng] of centres) {
      const radius = 400;
      const box = boundingBox(lat, lng, radius);
      // Points just inside the circle, every 10 degrees of bearing.
      for (let bearing = 0; bearing < 360; bearing += 10) {
        const d = (radius * 0.999) / 6371.0088;
        const b = (bearing * Math.PI) / 180;
        const la = (lat * Math.PI) / 180;
        const lo = (lng * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(la) * Math.cos(d) + Math.cos(la) * Math.sin(d) * Math.cos(b));
        const lng2 =
          lo + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la), Math.cos(d) - Math.sin(la) * Math.sin(lat2));
        let lngDeg = (lng2 * 180) / Math.PI;
        if (lngDeg > 180) lngDeg -= 360;
        if (lngDeg < -180) lngDeg += 360;
        const latDeg = (lat2 * 180) / Math.PI;
        expect(distanceKm({ lat, lon: lng }, { lat: latDeg, lon: lngDeg })).toBeLessThan(radius);
        expect(inBox(box, latDeg, lngDeg)).toBe(true);
      }
      expect(inBox(box, lat + 10, lng)).toBe(false);
    }
  });
});

describe("isListedPractitioner", () => {
  const base: ListingFacts = {
    listed: true,
    unlistedByAdminAt: null,
    lockedAt: null,
    deletedAt: null,
    currentPlanId: 4,
  };
  const when = new Date("2026-01-01T00:00:00Z");
  it.each([
    ["a listed Practitioner", base, true],
    ["an instructor", { ...base, currentPlanId: 5 }, true],
    ["not listed by choice", { ...base, listed: false }, false],
    ["unlisted by an administrator", { ...base, unlistedByAdminAt: when }, false],
    ["locked", { ...base, lockedAt: when }, false],
    ["deleted", { ...base, deletedAt: when }, false],
    ["Starter", { ...base, currentPlanId: 1 }, false],
    ["Access", { ...base, currentPlanId: 2 }, false],
    ["Standard", { ...base, currentPlanId: 3 }, false],
    ["no plan now (lapsed, or cancelled past its end)", { ...base, currentPlanId: null }, false],
  ] as const)("%s → %s", (_name, facts, expected) => {
    expect(isListedPractitioner(facts as ListingFacts)).toBe(expected);
  });
});

describe("practitionerFiltersSchema", () => {
  it.each([
    [{}, true],
    [{ type: "animal" }, true],
    [{ type: "wizard" }, false],
    [{ country: "jp", language: "EN" }, true],
    [{ country: "Japan" }, false],
    [{ lat: 35, lng: 139, radiusKm: 50 }, true],
    [{ lat: 35 }, false],
    [{ radiusKm: 50 }, false],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: 0, radiusKm: 100000 }, false],
    [{ remote: true }, true],
    [{ other: 1 }, false],
  ])("%j valid: %s", (filters, valid) => {
    expect(practitionerFiltersSchema.safeParse(filters).success).toBe(valid);
  });
});

describe("nameSearchWords", () => {
  it.each([
    ["  Aiko  Tanaka ", ["aiko", "tanaka"]],
    ["O'Brien", ["o'brien"]],
    ["%_\\' OR 1=1 --", ["or", "1=1"]],
    ["a b c d e", ["a", "b", "c"]],
    ["", []],
  ])("%j → %j", (search, words) => {
    expect(nameSearchWords(search)).toEqual(words);
  });
});
