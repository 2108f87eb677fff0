import type {
  City,
  Country,
  GeoState,
  Location,
  LocationFilterOptions,
  LocationInputForm,
  LocationListFilters,
  Region,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { City, Country, GeoState, Location, Region };

interface LocationPage {
  List: Location[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}

export const LOCATIONS_PAGE_SIZE = 10;

export interface LocationListParams {
  page: number;
  search: string;
  filters: LocationListFilters;
}

/** GET Location/GetLocation/{page}?userid&pageSize&search&filters: the caller's active locations. */
export function useLocations(userId: number, params: LocationListParams) {
  const hasFilters = Object.keys(params.filters).length > 0;
  return useQuery({
    queryKey: ["locations", "active", userId, params],
    queryFn: () =>
      apiData<LocationPage>(`Location/GetLocation/${params.page}`, {
        query: {
          userid: userId,
          pageSize: LOCATIONS_PAGE_SIZE,
          search: params.search || undefined,
          filters: hasFilters ? JSON.stringify(params.filters) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Location/GetArchivedLocation: the caller's archived locations. */
export function useArchivedLocations(page: number, search: string) {
  return useQuery({
    queryKey: ["locations", "archived", page, search],
    queryFn: () =>
      apiData<LocationPage>("Location/GetArchivedLocation", {
        query: { page, pageSize: LOCATIONS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Location/GetLocationFiltersUserId?userId: the countries and cities the filters offer. */
export function useLocationFilters(userId: number) {
  return useQuery({
    queryKey: ["locations", "filters", userId],
    queryFn: () => apiData<LocationFilterOptions>("Location/GetLocationFiltersUserId", { query: { userId } }),
  });
}

// The geography hooks live in shared/geography: the profile's practice place uses them too.
export { useCities, useCountries, useRegions, useStates } from "../../../shared/geography/geography.ts";

export type LocationFormBody = LocationInputForm & { Id?: number };

/** POST Location/AddLocation, or PUT Location/EditLocation when the form carries an Id. */
export function saveLocation(body: LocationFormBody) {
  return body.Id
    ? apiRequest<Location>("Location/EditLocation", { method: "PUT", json: body })
    : apiRequest<Location>("Location/AddLocation", { method: "POST", json: body });
}

export const archiveLocation = (locationId: number) =>
  apiRequest<null>("Location/ArchiveLocation", { method: "PUT", query: { locationId } });
export const unarchiveLocation = (locationId: number) =>
  apiRequest<null>("Location/UnArchiveLocation", { method: "PUT", query: { locationId } });
export const deleteLocation = (locationId: number) =>
  apiRequest<null>("Location/DeleteLocation", { method: "DELETE", query: { locationId } });

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["locations"] }),
  });
}

export const useSaveLocation = () => useInvalidating(saveLocation);
export const useArchiveLocation = () => useInvalidating(archiveLocation);
export const useUnarchiveLocation = () => useInvalidating(unarchiveLocation);
export const useDeleteLocation = () => useInvalidating(deleteLocation);
