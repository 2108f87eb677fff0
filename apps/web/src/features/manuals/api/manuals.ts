import type { ListData, ManualForSale, MyManual } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, apiBlob, apiData } from "../../../shared/api/client.ts";

export type { ManualForSale, MyManual };

export interface MyManualsParams {
  page: number;
  pageSize: number;
  search: string;
  /** purchase | course | admin, or empty for all. */
  filter: string;
}

/** GET DigitalManual/GetDigitalManualByUserId?userId&search&filter&page&pageSize (bearer, the member's own). */
export function getMyManuals(userId: number, params: MyManualsParams): Promise<ListData<MyManual>> {
  return apiData("DigitalManual/GetDigitalManualByUserId", {
    query: { userId, ...params, search: params.search || undefined, filter: params.filter || undefined },
  });
}

export function useMyManuals(userId: number, params: MyManualsParams) {
  return useQuery({
    queryKey: ["manuals", "mine", userId, params],
    queryFn: () => getMyManuals(userId, params),
    placeholderData: keepPreviousData,
  });
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

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadManual(manual: Pick<MyManual, "File" | "PurchaseId">) {
  save(await fetchManualPdf(manual.File), `manual-${manual.PurchaseId}.pdf`);
}

export function useDownloadManual() {
  return useMutation({ mutationFn: downloadManual });
}

/** GET DigitalManual/GetManualsForSale: every manual on sale, with whether the member owns it. */
export function useManualsForSale() {
  return useQuery({
    queryKey: ["manuals", "forSale"],
    queryFn: () => apiData<ManualForSale[]>("DigitalManual/GetManualsForSale"),
  });
}
