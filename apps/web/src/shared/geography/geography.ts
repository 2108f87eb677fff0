import { type City, type Country, contract, type GeoState, type Region } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../api/call.ts";

export type { City, Country, GeoState, Region };

// The geography (ADR 0040) never changes while the page is open: fetched once per id, kept for the session.
// Shared by the features that pick a place (teaching venues, the member's practice place).
const geography = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 };

const geographyKeys = {
  regions: ["geography", "regions"] as const,
  countries: (regionId: string) => ["geography", "countries", regionId] as const,
  states: (countryId: string) => ["geography", "states", countryId] as const,
  cities: (stateId: string) => ["geography", "cities", stateId] as const,
};

export const regionsQuery = () =>
  queryOptions({
    queryKey: geographyKeys.regions,
    queryFn: ({ signal }) => callData(contract.locations.getAllRegions, { signal }),
    ...geography,
  });

export const countriesQuery = (regionId: string) =>
  queryOptions({
    queryKey: geographyKeys.countries(regionId),
    queryFn: ({ signal }) => callData(contract.locations.getCountriesByRegionId, { query: { Id: regionId }, signal }),
    ...geography,
  });

/** Every country of the data set with its region (no region named). */
export const allCountriesQuery = () =>
  queryOptions({
    queryKey: [...geographyKeys.countries("all")],
    queryFn: ({ signal }) => callData(contract.locations.getCountriesByRegionId, { query: {}, signal }),
    ...geography,
  });

export const statesQuery = (countryId: string) =>
  queryOptions({
    queryKey: geographyKeys.states(countryId),
    queryFn: ({ signal }) => callData(contract.locations.getStatesByCountryId, { query: { Id: countryId }, signal }),
    ...geography,
  });

export const citiesQuery = (stateId: string) =>
  queryOptions({
    queryKey: geographyKeys.cities(stateId),
    queryFn: ({ signal }) => callData(contract.locations.getCitiesByStateId, { query: { Id: stateId }, signal }),
    ...geography,
  });

export function useRegions() {
  return useQuery(regionsQuery());
}

export function useCountries(regionId: string) {
  return useQuery({ ...countriesQuery(regionId), enabled: regionId !== "" });
}

export function useStates(countryId: string) {
  return useQuery({ ...statesQuery(countryId), enabled: countryId !== "" });
}

export function useCities(stateId: string) {
  return useQuery({ ...citiesQuery(stateId), enabled: stateId !== "" });
}
