import {
  type AdminPractitioner,
  contract,
  PRACTITIONER_LIST_ROUTES,
  type PractitionerCard,
  type PractitionerDetail,
  type PractitionerFilters,
  type PractitionerType,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { isItemId, pageFrom } from "../../../shared/api/url-params.ts";

export type { AdminPractitioner, PractitionerCard, PractitionerDetail };

export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryParams {
  page: number;
  search: string;
  filters: PractitionerFilters;
}

const num = (text: string | null) => {
  if (text === null || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * The directory's page as its URL says (?page, ?search, ?language, ?remote, ?country, ?lat&lng&radius, and the
 * chosen place's name): the screen and its route loader work it out alike, so they read the same query.
 */
export function directoryOf(params: URLSearchParams): { list: DirectoryParams; place: string } {
  const filters: PractitionerFilters = {};
  const language = params.get("language");
  if (language && /^[a-z]{2}$/.test(language)) filters.language = language;
  if (params.get("remote") === "1") filters.remote = true;
  const country = params.get("country");
  if (country && /^[A-Z]{2}$/.test(country)) filters.country = country;
  const lat = num(params.get("lat"));
  const lng = num(params.get("lng"));
  if (lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    filters.lat = lat;
    filters.lng = lng;
    const radius = num(params.get("radius"));
    filters.radiusKm = radius !== undefined && radius >= 1 && radius <= 2000 ? radius : 100;
  }
  return {
    list: {
      page: pageFrom(params),
      search: params.get("search") ?? "",
      filters,
    },
    place: params.get("place") ?? "",
  };
}

/** Which directory a list route shows: one screen serves them all. */
export const directoryTypeOf = (pathname: string): PractitionerType =>
  PRACTITIONER_LIST_ROUTES[pathname.toLowerCase().replace(/\/$/, "")] ?? "practitioner";

interface AdminPractitionerParams {
  page: number;
  search: string;
}

/** What the directory's administration shows first: page 1, no search (it keeps them in its own state). */
export const FIRST_ADMIN_PRACTITIONERS: AdminPractitionerParams = { page: 1, search: "" };

const practitionerKeys = {
  all: ["practitioners"] as const,
  list: (type: PractitionerType, params: DirectoryParams) => [...practitionerKeys.all, "list", type, params] as const,
  detail: (userId: number) => [...practitionerKeys.all, "detail", userId] as const,
  admin: (params: AdminPractitionerParams) => [...practitionerKeys.all, "admin", params] as const,
};

/**
 * GET Practitioners/PractitionersList (or GetBreakthroughPractitionersList for the breakthrough route, which
 * takes no search): one page of the directory.
 */
export const directoryQuery = (params: DirectoryParams, type: PractitionerType) =>
  queryOptions({
    queryKey: practitionerKeys.list(type, params),
    queryFn: ({ signal }) => {
      const breakthrough = type === "breakthrough";
      const filters = breakthrough ? params.filters : { ...params.filters, type };
      const query = {
        page: params.page,
        pageSize: DIRECTORY_PAGE_SIZE,
        filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
      };
      return breakthrough
        ? callData(contract.practitioners.getBreakthroughPractitionersList, { query, signal })
        : callData(contract.practitioners.practitionersList, {
            query: { ...query, search: params.search || undefined },
            signal,
          });
    },
  });

export function useDirectory(params: DirectoryParams, type: PractitionerType) {
  return useQuery({ ...directoryQuery(params, type), placeholderData: keepPreviousData });
}

/** GET Practitioners/PractitionerDetail?UserId: a listed practitioner's public profile. */
export const practitionerQuery = (userId: number) =>
  queryOptions({
    queryKey: practitionerKeys.detail(userId),
    queryFn: ({ signal }) => callData(contract.practitioners.practitionerDetail, { query: { UserId: userId }, signal }),
  });

export function usePractitioner(userId: number) {
  return useQuery({ ...practitionerQuery(userId), enabled: isItemId(userId), retry: false });
}

// ---- Administration ----

export const adminPractitionersQuery = (params: AdminPractitionerParams) =>
  queryOptions({
    queryKey: practitionerKeys.admin(params),
    queryFn: ({ signal }) =>
      callData(contract.practitioners.list, {
        query: { page: params.page, pageSize: 20, search: params.search || undefined },
        signal,
      }),
  });

export function useAdminPractitioners(params: AdminPractitionerParams) {
  return useQuery({ ...adminPractitionersQuery(params), placeholderData: keepPreviousData });
}

type AdminChange =
  | { kind: "types"; UserId: number; PractitionerTypes: PractitionerType[] }
  | { kind: "verified" | "unlisted"; UserId: number; Value: boolean };

function adminChange(change: AdminChange) {
  if (change.kind === "types") {
    const { kind: _kind, ...body } = change;
    return callApi(contract.practitioners.setTypes, { body });
  }
  const { kind, ...body } = change;
  return kind === "verified"
    ? callApi(contract.practitioners.setCredentialsVerified, { body })
    : callApi(contract.practitioners.setUnlisted, { body });
}

export function useAdminChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practitionerKeys.all }),
  });
}
