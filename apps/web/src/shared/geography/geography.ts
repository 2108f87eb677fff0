import type { City, Country, GeoState, Region } from "@haa/domain";
import { useQuery } from "@tanstack/react-query";
import { apiData } from "../api/client.ts";

export type { City, Country, GeoState, Region };

// The geography (ADR 0040) never changes while the page is open: fetched once per id, kept for the session.
// Shared by the features that pick a place (teaching venues, the member's practice place).
const geography = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 };

export function useRegions() {
  return useQuery({
    queryKey: ["geography", "regions"],
    queryFn: () => apiData<Region[]>("GeneralLocations/GetAllRegions"),
    ...geography,
  });
}

export function useCountries(regionId: string) {
  return useQuery({
    queryKey: ["geography", "countries", regionId],
    queryFn: () => apiData<Country[]>("GeneralLocations/GetCountriesByRegionId", { query: { Id: regionId } }),
    enabled: regionId !== "",
    ...geography,
  });
}

export function useStates(countryId: string) {
  return useQuery({
    queryKey: ["geography", "states", countryId],
    queryFn: () => apiData<GeoState[]>("GeneralLocations/GetStatesByCountryId", { query: { Id: countryId } }),
    enabled: countryId !== "",
    ...geography,
  });
}

export function useCities(stateId: string) {
  return useQuery({
    queryKey: ["geography", "cities", stateId],
    queryFn: () => apiData<City[]>("GeneralLocations/GetCitiesByStateId", { query: { Id: stateId } }),
    enabled: stateId !== "",
    ...geography,
  });
}
