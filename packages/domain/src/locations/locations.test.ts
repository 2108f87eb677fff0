import { describe, expect, it } from "vitest";
import {
  countryIdQuerySchema,
  countryOfState,
  distanceKm,
  isStateId,
  locationEditSchema,
  locationFormSchema,
  locationInputSchema,
  locationListQuerySchema,
  regionIdQuerySchema,
  stateIdQuerySchema,
} from "./locations.ts";

const valid = {
  Name: "Healing Arts Centre",
  Address: "14 Merrion Square",
  CountryId: "IE",
  StateId: "IE-L",
  CityName: "Dublin",
  Capacity: 20,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("locationInputSchema", () => {
  it("accepts a venue, trims text and normalises codes; coordinates and notes are optional", () => {
    const parsed = locationInputSchema.parse({
      ...valid,
      Name: "  Healing Arts Centre ",
      CountryId: "ie",
      StateId: "ie-l",
    });
    expect(parsed).toMatchObject({
      Name: "Healing Arts Centre",
      CountryId: "IE",
      StateId: "IE-L",
      Latitude: null,
      Longitude: null,
      Notes: "",
    });
    expect(locationInputSchema.parse({ ...valid, StateId: "" }).StateId).toBeNull();
  });

  it.each([
    [{ Name: "" }, "location.nameRequired"],
    [{ Name: "x".repeat(121) }, "location.nameTooLong"],
    [{ Address: "" }, "location.addressRequired"],
    [{ Address: "x".repeat(201) }, "location.addressTooLong"],
    [{ CountryId: "IRL" }, "location.countryInvalid"],
    [{ CountryId: undefined }, "location.countryInvalid"],
    [{ StateId: "Leinster" }, "location.stateInvalid"],
    [{ StateId: "GB-ENG" }, "location.stateNotInCountry"],
    [{ CityName: " " }, "location.cityRequired"],
    [{ CityName: "x".repeat(121) }, "location.cityTooLong"],
    [{ Latitude: -90.5, Longitude: 0 }, "location.latitudeInvalid"],
    [{ Latitude: 0, Longitude: 181 }, "location.longitudeInvalid"],
    [{ Latitude: 53.3 }, "location.coordinatesPair"],
    [{ Capacity: 0 }, "location.capacityInvalid"],
    [{ Capacity: 10_001 }, "location.capacityInvalid"],
    [{ Capacity: "twelve" }, "location.capacityInvalid"],
    [{ Notes: "x".repeat(2001) }, "location.notesTooLong"],
  ])("refuses %j with %s", (change, message) => {
    expect(messages(locationInputSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });

  it("edits need a location id", () => {
    expect(messages(locationEditSchema.safeParse(valid))).toContain("location.notFound");
    expect(locationEditSchema.parse({ ...valid, Id: "7" }).Id).toBe(7);
  });
});

describe("locationFormSchema", () => {
  const typed = { ...valid, Capacity: "20", StateId: "IE-L", Latitude: "", Longitude: "", Notes: "" };

  it("reads the typed fields into AddLocation's body: blank coordinates are none, typed ones numbers", () => {
    expect(locationFormSchema.parse(typed)).toEqual(locationInputSchema.parse({ ...valid, Notes: "" }));
    expect(locationFormSchema.parse({ ...typed, Latitude: "53.34", Longitude: " -6.25 " })).toMatchObject({
      Latitude: 53.34,
      Longitude: -6.25,
      Capacity: 20,
    });
  });

  it("answers with the body's messages", () => {
    expect(messages(locationFormSchema.safeParse({ ...typed, Latitude: "95", Longitude: "0" }))).toEqual([
      "location.latitudeInvalid",
    ]);
    expect(messages(locationFormSchema.safeParse({ ...typed, Latitude: "abc", Longitude: "0" }))).toEqual([
      "location.latitudeInvalid",
    ]);
    expect(messages(locationFormSchema.safeParse({ ...typed, Latitude: "10" }))).toEqual(["location.coordinatesPair"]);
    expect(messages(locationFormSchema.safeParse({ ...typed, CountryId: "" }))).toContain("location.countryInvalid");
  });
});

describe("geography ids", () => {
  it.each([
    ["US-CO", true],
    ["GB-SH-AC", true],
    ["MX-CDMX", true],
    ["US", false],
    ["us-co", false],
    ["US-", false],
    ["'; drop", false],
  ])("%s is a state id: %s", (text, ok) => expect(isStateId(text)).toBe(ok));

  it("reads the country of a state", () => expect(countryOfState("GB-SH-AC")).toBe("GB"));

  it.each([
    [regionIdQuerySchema, { Id: "5" }, true],
    [regionIdQuerySchema, {}, true],
    [regionIdQuerySchema, { Id: "0" }, false],
    [regionIdQuerySchema, { Id: "7" }, false],
    [countryIdQuerySchema, { Id: "jp" }, true],
    [countryIdQuerySchema, { Id: "JPN" }, false],
    [stateIdQuerySchema, { Id: "jp-13" }, true],
    [stateIdQuerySchema, { Id: "<script>" }, false],
  ] as const)("%#: query %j valid: %s", (schema, query, ok) => expect(schema.safeParse(query).success).toBe(ok));
});

describe("locationListQuerySchema", () => {
  it("reads filters and the instructor id; refuses unknown filters", () => {
    const parsed = locationListQuerySchema.parse({
      userid: "4",
      filters: JSON.stringify({ CountryId: "ie", City: "Dublin" }),
    });
    expect(parsed).toMatchObject({ userid: 4, page: 1, pageSize: 10, filters: { CountryId: "IE", City: "Dublin" } });
    expect(locationListQuerySchema.safeParse({ filters: JSON.stringify({ Owner: 1 }) }).success).toBe(false);
  });
});

describe("distanceKm", () => {
  it.each([
    [{ lat: 53.3498, lon: -6.2603 }, { lat: 51.5074, lon: -0.1278 }, 464],
    [{ lat: 35.6762, lon: 139.6503 }, { lat: -33.8688, lon: 151.2093 }, 7823],
    [{ lat: 0, lon: 0 }, { lat: 0, lon: 0 }, 0],
  ])("%j to %j is about %i km", (a, b, km) => expect(Math.round(distanceKm(a, b))).toBeCloseTo(km, -1));
});
