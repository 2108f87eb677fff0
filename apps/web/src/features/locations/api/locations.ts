import {
  type City,
  type Country,
  contract,
  type GeoState,
  type Location,
  type LocationInputForm,
  type LocationListFilters,
  type Region,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { City, Country, GeoState, Location, Region };

export const LOCATIONS_PAGE_SIZE = 10;

export interface LocationListParams {
  page: number;
  search: string;
  filters: LocationListFilters;
}

const locationKeys = {
  all: ["locations"] as const,
  active: (userId: number, params: LocationListParams) => [...locationKeys.all, "active", userId, params] as const,
  archived: (page: number, search: string) => [...locationKeys.all, "archived", page, search] as const,
  filters: (userId: number) => [...locationKeys.all, "filters", userId] as const,
  every: (userId: number) => [...locationKeys.all, "every", userId] as const,
};

/** The list the venue tools show first (they keep their page, search and filters in their own state). */
export const FIRST_LOCATIONS: LocationListParams = { page: 1, search: "", filters: {} };

/** GET Location/GetLocation/{page}?userid&pageSize&search&filters: the caller's active locations. */
export const locationsQuery = (userId: number, params: LocationListParams) =>
  queryOptions({
    queryKey: locationKeys.active(userId, params),
    queryFn: ({ signal }) =>
      callData(contract.locations.getLocation, {
        params: { page: params.page },
        query: {
          userid: userId,
          pageSize: LOCATIONS_PAGE_SIZE,
          search: params.search || undefined,
          filters: Object.keys(params.filters).length > 0 ? JSON.stringify(params.filters) : undefined,
        },
        signal,
      }),
  });

export function useLocations(userId: number, params: LocationListParams) {
  return useQuery({ ...locationsQuery(userId, params), placeholderData: keepPreviousData });
}

/**
 * GET Location/GetLocation/1?userid&pageSize=all: every active location of the instructor, by name, for a form
 * that offers them to choose from (a page of the venue tools would hide the rest).
 */
export const allLocationsQuery = (userId: number) =>
  queryOptions({
    queryKey: locationKeys.every(userId),
    queryFn: ({ signal }) =>
      callData(contract.locations.getLocation, {
        params: { page: 1 },
        query: { userid: userId, pageSize: "all" },
        signal,
      }),
  });

/** Nothing is asked without a member (a form may render before the session is known). */
export function useAllLocations(userId: number | undefined) {
  return useQuery({ ...allLocationsQuery(userId ?? 0), enabled: userId !== undefined });
}

/** The page and search the archive shows first (kept in its own state too). */
export const FIRST_ARCHIVED_LOCATIONS: { page: number; search: string } = { page: 1, search: "" };

/** GET Location/GetArchivedLocation: the caller's archived locations. */
export const archivedLocationsQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: locationKeys.archived(page, search),
    queryFn: ({ signal }) =>
      callData(contract.locations.getArchivedLocation, {
        query: { page, pageSize: LOCATIONS_PAGE_SIZE, search: search || undefined },
        signal,
      }),
  });

export function useArchivedLocations(page: number, search: string) {
  return useQuery({ ...archivedLocationsQuery(page, search), placeholderData: keepPreviousData });
}

/** GET Location/GetLocationFiltersUserId?userId: the countries and cities the filters offer. */
export const locationFiltersQuery = (userId: number) =>
  queryOptions({
    queryKey: locationKeys.filters(userId),
    queryFn: ({ signal }) => callData(contract.locations.getLocationFiltersUserId, { query: { userId }, signal }),
  });

export function useLocationFilters(userId: number) {
  return useQuery(locationFiltersQuery(userId));
}

// The geography hooks live in shared/geography: the profile's practice place uses them too.
export { useCities, useCountries, useRegions, useStates } from "../../../shared/geography/geography.ts";

export type LocationFormBody = LocationInputForm & { Id?: number };

/** POST Location/AddLocation, or PUT Location/EditLocation when the form carries an Id. */
export function saveLocation(body: LocationFormBody) {
  const { Id, ...fields } = body;
  return Id
    ? callApi(contract.locations.editLocation, { body: { ...fields, Id } })
    : callApi(contract.locations.addLocation, { body: fields });
}

export const archiveLocation = (locationId: number) =>
  callApi(contract.locations.archiveLocation, { query: { locationId } });
export const unarchiveLocation = (locationId: number) =>
  callApi(contract.locations.unArchiveLocation, { query: { locationId } });
export const deleteLocation = (locationId: number) =>
  callApi(contract.locations.deleteLocation, { query: { locationId } });

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export const useSaveLocation = () => useInvalidating(saveLocation);
export const useArchiveLocation = () => useInvalidating(archiveLocation);
export const useUnarchiveLocation = () => useInvalidating(unarchiveLocation);
export const useDeleteLocation = () => useInvalidating(deleteLocation);
