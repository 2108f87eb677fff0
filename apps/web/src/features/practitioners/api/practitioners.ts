import {
  type AdminPractitioner,
  contract,
  type PractitionerCard,
  type PractitionerDetail,
  type PractitionerFilters,
  type PractitionerType,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { AdminPractitioner, PractitionerCard, PractitionerDetail };

export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryParams {
  page: number;
  search: string;
  filters: PractitionerFilters;
}

interface AdminPractitionerParams {
  page: number;
  search: string;
}

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
  return useQuery({ ...practitionerQuery(userId), enabled: Number.isInteger(userId) && userId > 0, retry: false });
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
