import { type AdminPrivacyListQuery, contract, type PrivacyRequestItem } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData, callUrl } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";
import { saveBlob } from "../../../shared/api/save-blob.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";

export type { PrivacyRequestItem };

export type PrivacyListParams = Omit<AdminPrivacyListQuery, "filters">;

/** Requests a page of the administrator's list shows. */
export const PRIVACY_PAGE_SIZE = 20;

/** The list's filters, each in the order it offers them, the first being what an address without it shows. */
export const PRIVACY_KINDS: readonly AdminPrivacyListQuery["kind"][] = ["all", "export", "erasure"];
export const PRIVACY_STATUSES: readonly AdminPrivacyListQuery["status"][] = ["all", "pending", "cancelled", "done"];

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T =>
  (allowed as readonly string[]).includes(value ?? "") ? (value as T) : (allowed[0] as T);

/** What /admin/privacy lists, from its address (?kind, ?status, ?search, ?page): read alike by screen and loader. */
export function privacyListParams(params: URLSearchParams): PrivacyListParams {
  return {
    page: pageFrom(params),
    pageSize: PRIVACY_PAGE_SIZE,
    search: params.get("search") ?? "",
    kind: pick(params.get("kind"), PRIVACY_KINDS),
    status: pick(params.get("status"), PRIVACY_STATUSES),
  };
}

const privacyKeys = {
  mine: ["privacy", "mine"] as const,
  requests: ["privacy", "requests"] as const,
  requestList: (params: PrivacyListParams) => [...privacyKeys.requests, params] as const,
};

/** GET Privacy/GetMyPrivacy: the member's pending erasure and the grace period. */
export const myPrivacyQuery = () =>
  queryOptions({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) => callData(contract.privacy.getMyPrivacy, { signal }),
  });

export function useMyPrivacy() {
  return useQuery(myPrivacyQuery());
}

/** GET Privacy/DownloadMyData, fetched behind the key and the bearer (a plain link carries neither) and saved. */
export async function downloadMyData() {
  saveBlob(await apiBlob(callUrl(contract.privacy.downloadMyData)), "my-data.zip");
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(contract.privacy.requestErasure, { body: { Password: password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine }),
  });
}

export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contract.privacy.cancelErasure),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine }),
  });
}

/** GET Admin/Privacy/GetRequests (administrators), newest first. */
export const privacyRequestsQuery = (params: PrivacyListParams) =>
  queryOptions({
    queryKey: privacyKeys.requestList(params),
    queryFn: ({ signal }) =>
      callData(contract.privacy.getPrivacyRequests, {
        query: { ...params, search: params.search || undefined },
        signal,
      }),
  });

export function usePrivacyRequests(params: PrivacyListParams) {
  return useQuery({ ...privacyRequestsQuery(params), placeholderData: keepPreviousData });
}

export function useAdminCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.privacy.adminCancelErasure, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.requests }),
  });
}
