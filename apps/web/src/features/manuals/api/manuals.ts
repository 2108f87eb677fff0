import { type CallData, contract, type ManualDetails, type ManualForSale, type MyManual } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { ApiError, apiBlob } from "../../../shared/api/client.ts";
import { saveBlob } from "../../../shared/api/save-blob.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";

export type { ManualForSale, MyManual };

export interface MyManualsParams {
  page: number;
  pageSize: number;
  search: string;
  /** purchase | course | admin, or empty for all. */
  filter: string;
}

/** The page size of /mymanuals. */
export const MY_MANUALS_PAGE_SIZE = 12;

/** What /mymanuals lists for its address (`?page&search&filter`): the screen and its loader read the same. */
export function myManualsParams(search: URLSearchParams): MyManualsParams {
  return {
    page: pageFrom(search),
    pageSize: MY_MANUALS_PAGE_SIZE,
    search: search.get("search") ?? "",
    filter: search.get("filter") ?? "",
  };
}

/** The member's own manuals, one page (bearer). */
export function getMyManuals(
  userId: number,
  params: MyManualsParams,
  signal?: AbortSignal,
): Promise<CallData<typeof contract.manuals.getDigitalManualByUserId>> {
  return callData(contract.manuals.getDigitalManualByUserId, {
    query: { userId, ...params, search: params.search || undefined, filter: params.filter || undefined },
    signal,
  });
}

export const myManualsQuery = (userId: number, params: MyManualsParams) =>
  queryOptions({
    queryKey: ["manuals", "mine", userId, params],
    queryFn: ({ signal }) => getMyManuals(userId, params, signal),
  });

export function useMyManuals(userId: number, params: MyManualsParams) {
  return useQuery({ ...myManualsQuery(userId, params), placeholderData: keepPreviousData });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the personalised copy (`File`, GetDigitalManualInBinary). The first request for a copy answers 202
 * while the server prepares it; this asks again every two seconds, for at most half a minute.
 */
export async function fetchManualPdf(file: string, options: { delayMs?: number; tries?: number } = {}) {
  const tries = options.tries ?? 15;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const blob = await apiBlob(file);
    if (!blob.type.includes("json")) return blob;
    if (attempt < tries) await wait(options.delayMs ?? 2000);
  }
  throw new ApiError(503, "");
}

export async function downloadManual(manual: Pick<MyManual, "File" | "PurchaseId">) {
  saveBlob(await fetchManualPdf(manual.File), `manual-${manual.PurchaseId}.pdf`);
}

export function useDownloadManual() {
  return useMutation({ mutationFn: downloadManual });
}

/** Every manual on sale, with whether the member owns it. */
export const manualsForSaleQuery = () =>
  queryOptions({
    queryKey: ["manuals", "forSale"],
    queryFn: ({ signal }) => callData(contract.manuals.getManualsForSale, { signal }),
  });

export function useManualsForSale() {
  return useQuery(manualsForSaleQuery());
}

export type { AdminManual, AdminManualPurchase } from "@haa/domain";

const adminKey = ["manuals", "admin"] as const;

/** Every manual with how many members own it (administrators). */
export const adminManualsQuery = () =>
  queryOptions({
    queryKey: adminKey,
    queryFn: ({ signal }) => callData(contract.manuals.adminGetManuals, { signal }),
  });

export function useAdminManuals() {
  return useQuery(adminManualsQuery());
}

/** The details form's fields as typed (numbers stay text until the schema reads them). */
export interface ManualFields {
  Title: string;
  Description: string;
  Language: string;
  Price: string;
  CourseId: string;
}

/** A new manual (multipart with the PDF), or an edit of one (details only). */
export function useSaveManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; fields: ManualDetails; file: File | null; thumbnail: File | null }) => {
      if (input.id !== null) {
        return callApi(contract.manuals.adminUpdateManual, { params: { id: input.id }, body: input.fields });
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(input.fields)) {
        if (value !== undefined) form.append(name, String(value));
      }
      if (input.file) form.append("File", input.file);
      if (input.thumbnail) form.append("Thumbnail", input.thumbnail);
      return callApi(contract.manuals.adminAddManual, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}

/** Gives a member a copy. */
export function useGrantManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { UserId: number; ManualId: number }) =>
      callApi(contract.manuals.adminGrantManual, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}

/** The copies of one manual with the payment behind each. */
export const manualPurchasesQuery = (manualId: number | null) =>
  queryOptions({
    queryKey: ["manuals", "admin", "purchases", manualId],
    queryFn: ({ signal }) =>
      callData(contract.manuals.adminGetManualPurchases, { query: { manualId: manualId ?? 0 }, signal }),
    enabled: manualId !== null,
  });

export function useManualPurchases(manualId: number | null) {
  return useQuery(manualPurchasesQuery(manualId));
}

/** Refunds a manual payment once and takes the copy back (ADR 0051). */
export function useRefundManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => callApi(contract.manuals.adminRefundManual, { body: { PaymentId: paymentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}
