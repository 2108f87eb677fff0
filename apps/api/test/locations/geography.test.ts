import { COUNTRIES, REGIONS } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { body } from "../membership/helpers.ts";

/** GeneralLocations: the geography of the data set, public and cached (ADR 0040). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.call({ method: "GET", url });

describe("GeneralLocations", () => {
  it("GetAllRegions answers the six regions", async () => {
    const res = await get("/api/GeneralLocations/GetAllRegions");
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toEqual(REGIONS.map((r) => ({ Id: r.Id, Name: r.Name })));
  });

  it("GetCountriesByRegionId answers a region's countries, and every country without Id", async () => {
    const europe = body(await get("/api/GeneralLocations/GetCountriesByRegionId?Id=5")).Data;
    expect(europe.map((c: { Id: string }) => c.Id)).toEqual(
      expect.arrayContaining(["DE", "IE", "NO", "CZ", "FR", "PT"]),
    );
    expect(europe.map((c: { Id: string }) => c.Id)).not.toContain("JP");
    const all = body(await get("/api/GeneralLocations/GetCountriesByRegionId")).Data as {
      Id: string;
      Name: string;
      RegionId: number;
      Latitude: number | null;
    }[];
    expect(all.length).toBe(250);
    expect(all.every((c) => c.RegionId >= 1 && c.RegionId <= 6)).toBe(true);
    // One country list (ADR 0072): the sign-up's names and regions, with the data set's coordinates.
    const regionId = new Map<string, number>(REGIONS.map((r) => [r.Name, r.Id]));
    expect(new Map(all.map((c) => [c.Id, [c.Name, c.RegionId]]))).toEqual(
      new Map(COUNTRIES.map((c) => [c.code, [c.name, regionId.get(c.region)]])),
    );
    expect(all.find((c) => c.Id === "CZ")?.Name).toBe("Czechia");
    expect(all.every((c) => typeof c.Latitude === "number")).toBe(true);
  });

  it("GetStatesByCountryId answers ISO 3166-2 style ids; GetCitiesByStateId the cities with coordinates", async () => {
    const states = body(await get("/api/GeneralLocations/GetStatesByCountryId?Id=us")).Data as {
      Id: string;
      Name: string;
    }[];
    expect(states).toContainEqual(expect.objectContaining({ Id: "US-CO", Name: "Colorado", CountryId: "US" }));
    const cities = body(await get("/api/GeneralLocations/GetCitiesByStateId?Id=US-CO")).Data as {
      Id: string;
      Name: string;
      Latitude: number;
    }[];
    const boulder = cities.find((c) => c.Name === "Boulder");
    expect(boulder).toMatchObject({ Id: "Boulder", StateId: "US-CO" });
    expect(boulder?.Latitude).toBeCloseTo(40.01, 1);
    expect(cities.length).toBeGreaterThan(100);
    expect(body(await get("/api/GeneralLocations/GetStatesByCountryId?Id=VA")).Data).toEqual([]);
    expect(body(await get("/api/GeneralLocations/GetCitiesByStateId?Id=US-ZZ")).Data).toEqual([]);
  });

  it.each([
    ["/api/GeneralLocations/GetCountriesByRegionId?Id=7", "Choose a region from the list."],
    ["/api/GeneralLocations/GetCountriesByRegionId?Id=abc", "Choose a region from the list."],
    ["/api/GeneralLocations/GetStatesByCountryId?Id=USA", "Choose a country from the list."],
    ["/api/GeneralLocations/GetStatesByCountryId", "Choose a country from the list."],
    ["/api/GeneralLocations/GetCitiesByStateId?Id=%27%3B%20drop%20table", "Choose a state or province from the list."],
  ])("%s is a translated 400", async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain(message);
  });

  it("is cacheable by anyone: the same answer twice", async () => {
    const first = await get("/api/GeneralLocations/GetStatesByCountryId?Id=JP");
    const second = await get("/api/GeneralLocations/GetStatesByCountryId?Id=JP");
    expect(second.body).toBe(first.body);
  });
});
