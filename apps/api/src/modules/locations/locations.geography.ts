import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type City, COUNTRIES, type Country, type GeoState, REGIONS, type Region } from "@haa/domain";

/**
 * The world's regions, countries, states and cities, served from memory (ADR 0040). The countries are the one
 * country list, `COUNTRIES` in the domain (code, name, region; ADR 0072), so a venue or a practice place names
 * its country as the sign-up, addresses, seminars and events do; `country-state-city` adds each country's
 * coordinates, its ~5,000 states and ~148,000 cities, by ISO code. Read straight from the package's JSON files,
 * once: coordinates and states at the first call (about 1 MB), cities at the first city call (about 0.6 s and
 * 50 MB of heap), grouped by state so every answer is a map lookup. Nothing is written to the database: the data
 * set is reference data that changes with the package version, and a location keeps the names and coordinates
 * it was saved with.
 */

const require = createRequire(import.meta.url);

type RawCountry = { isoCode: string; latitude: string; longitude: string };
type RawState = {
  name: string;
  isoCode: string;
  countryCode: string;
  latitude: string | null;
  longitude: string | null;
};
/** [name, countryCode, stateCode, latitude, longitude] */
type RawCity = [string, string, string, string, string];

function readAsset<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), "utf8")) as T;
}

function coordinate(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name, "en");

interface Tables {
  countries: Country[];
  countryById: Map<string, Country>;
  countriesByRegion: Map<number, Country[]>;
  statesByCountry: Map<string, GeoState[]>;
  stateById: Map<string, GeoState>;
}

let tables: Tables | undefined;
let citiesByState: Map<string, City[]> | undefined;

function loadTables(): Tables {
  if (tables) return tables;
  const regionIds = new Map<string, number>(REGIONS.map((r) => [r.Name, r.Id]));
  const place = new Map(readAsset<RawCountry[]>("country.json").map((c) => [c.isoCode, c]));
  const countries: Country[] = COUNTRIES.map((c) => ({
    Id: c.code,
    Name: c.name,
    RegionId: regionIds.get(c.region) ?? 0,
    Latitude: coordinate(place.get(c.code)?.latitude),
    Longitude: coordinate(place.get(c.code)?.longitude),
  })).sort(byName);
  const countriesByRegion = new Map<number, Country[]>();
  for (const country of countries) {
    const list = countriesByRegion.get(country.RegionId) ?? [];
    list.push(country);
    countriesByRegion.set(country.RegionId, list);
  }
  const statesByCountry = new Map<string, GeoState[]>();
  const stateById = new Map<string, GeoState>();
  for (const s of readAsset<RawState[]>("state.json")) {
    const state: GeoState = {
      Id: `${s.countryCode}-${s.isoCode}`,
      Name: s.name,
      CountryId: s.countryCode,
      Latitude: coordinate(s.latitude),
      Longitude: coordinate(s.longitude),
    };
    stateById.set(state.Id, state);
    const list = statesByCountry.get(s.countryCode) ?? [];
    list.push(state);
    statesByCountry.set(s.countryCode, list);
  }
  for (const list of statesByCountry.values()) list.sort(byName);
  tables = {
    countries,
    countryById: new Map(countries.map((c) => [c.Id, c])),
    countriesByRegion,
    statesByCountry,
    stateById,
  };
  return tables;
}

function loadCities(): Map<string, City[]> {
  if (citiesByState) return citiesByState;
  const grouped = new Map<string, City[]>();
  for (const [name, countryCode, stateCode, lat, lon] of readAsset<RawCity[]>("city.json")) {
    const stateId = `${countryCode}-${stateCode}`;
    const list = grouped.get(stateId) ?? [];
    list.push({ Id: name, Name: name, StateId: stateId, Latitude: Number(lat), Longitude: Number(lon) });
    grouped.set(stateId, list);
  }
  for (const list of grouped.values()) list.sort(byName);
  citiesByState = grouped;
  return grouped;
}

export const geography = {
  regions(): Region[] {
    return REGIONS.map((r) => ({ Id: r.Id, Name: r.Name }));
  },
  /** Every country (the public countries service), or a region's. */
  countries(regionId?: number): Country[] {
    const t = loadTables();
    return regionId === undefined ? t.countries : (t.countriesByRegion.get(regionId) ?? []);
  },
  country(id: string): Country | undefined {
    return loadTables().countryById.get(id);
  },
  states(countryId: string): GeoState[] {
    return loadTables().statesByCountry.get(countryId) ?? [];
  },
  state(id: string): GeoState | undefined {
    return loadTables().stateById.get(id);
  },
  cities(stateId: string): City[] {
    return loadCities().get(stateId) ?? [];
  },
  city(stateId: string, name: string): City | undefined {
    return geography.cities(stateId).find((c) => c.Name === name);
  },
};
