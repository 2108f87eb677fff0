import type {
  AdminPractitioner,
  ListData,
  PractitionerCard,
  PractitionerDetail,
  PractitionerFilters,
  PractitionerType,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AdminPractitioner, PractitionerCard, PractitionerDetail };

export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryParams {
  page: number;
  search: string;
  filters: PractitionerFilters;
}

/**
 * GET Practitioners/PractitionersList (or GetBreakthroughPractitionersList for the breakthrough route, which
 * takes no search): one page of the directory.
 */
export function useDirectory(params: DirectoryParams, type: PractitionerType) {
  const breakthrough = type === "breakthrough";
  const filters = breakthrough ? params.filters : { ...params.filters, type };
  const hasFilters = Object.keys(filters).length > 0;
  return useQuery({
    queryKey: ["practitioners", "list", type, params],
    queryFn: () =>
      apiData<ListData<PractitionerCard>>(
        breakthrough ? "Practitioners/GetBreakthroughPractitionersList" : "Practitioners/PractitionersList",
        {
          query: {
            page: params.page,
            pageSize: DIRECTORY_PAGE_SIZE,
            search: breakthrough ? undefined : params.search || undefined,
            filters: hasFilters ? JSON.stringify(filters) : undefined,
          },
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET Practitioners/PractitionerDetail?UserId: a listed practitioner's public profile. */
export function usePractitioner(userId: number) {
  return useQuery({
    queryKey: ["practitioners", "detail", userId],
    queryFn: () => apiData<PractitionerDetail>("Practitioners/PractitionerDetail", { query: { UserId: userId } }),
    enabled: Number.isInteger(userId) && userId > 0,
    retry: false,
  });
}

// ---- Administration ----

export function useAdminPractitioners(params: { page: number; search: string }) {
  return useQuery({
    queryKey: ["practitioners", "admin", params],
    queryFn: () =>
      apiData<ListData<AdminPractitioner>>("Admin/Practitioners/List", {
        query: { page: params.page, pageSize: 20, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

type AdminChange =
  | { kind: "types"; UserId: number; PractitionerTypes: PractitionerType[] }
  | { kind: "verified" | "unlisted"; UserId: number; Value: boolean };

const ADMIN_PATHS = {
  types: "Admin/Practitioners/SetTypes",
  verified: "Admin/Practitioners/SetCredentialsVerified",
  unlisted: "Admin/Practitioners/SetUnlisted",
} as const;

export function useAdminChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...json }: AdminChange) => apiRequest<null>(ADMIN_PATHS[kind], { method: "PUT", json }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["practitioners"] }),
  });
}
