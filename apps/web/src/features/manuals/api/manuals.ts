import type {
  AdminManual,
  AdminManualPurchaseList,
  ListData,
  ManualForSale,
  ManualRefundReceipt,
  MyManual,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiBlob, apiData, apiRequest } from "../../../shared/api/client.ts";

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

export type { AdminManual, AdminManualPurchase } from "@haa/domain";

const adminKey = ["manuals", "admin"] as const;

/** GET DigitalManual/AdminGetManuals: every manual with how many members own it (administrators). */
export function useAdminManuals() {
  return useQuery({
    queryKey: adminKey,
    queryFn: () => apiData<{ List: AdminManual[]; TotalCount: number }>("DigitalManual/AdminGetManuals"),
  });
}

export interface ManualFields {
  Title: string;
  Description: string;
  Language: string;
  Price: string;
  CourseId: string;
}

/** POST DigitalManual/AdminAddManual (multipart with the PDF), or PUT …/AdminUpdateManual/{id} (details only). */
export function useSaveManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; fields: ManualFields; file: File | null; thumbnail: File | null }) => {
      if (input.id !== null) {
        return apiRequest<{ Id: number }>(`DigitalManual/AdminUpdateManual/${input.id}`, {
          method: "PUT",
          json: { ...input.fields, CourseId: input.fields.CourseId || undefined },
        });
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
      if (input.file) form.append("File", input.file);
      if (input.thumbnail) form.append("Thumbnail", input.thumbnail);
      return apiRequest<{ Id: number }>("DigitalManual/AdminAddManual", { method: "POST", form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}

/** POST DigitalManual/AdminGrantManual: gives a member a copy. */
export function useGrantManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { UserId: number; ManualId: number }) =>
      apiRequest<{ Id: number; PurchaseId: string }>("DigitalManual/AdminGrantManual", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}

/** GET DigitalManual/AdminGetManualPurchases: the copies of one manual with the payment behind each. */
export function useManualPurchases(manualId: number | null) {
  return useQuery({
    queryKey: ["manuals", "admin", "purchases", manualId],
    queryFn: () =>
      apiData<AdminManualPurchaseList>("DigitalManual/AdminGetManualPurchases", { query: { manualId: manualId ?? 0 } }),
    enabled: manualId !== null,
  });
}

/** POST DigitalManual/AdminRefundManual: refunds a manual payment once and takes the copy back (ADR 0051). */
export function useRefundManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      apiRequest<ManualRefundReceipt>("DigitalManual/AdminRefundManual", {
        method: "POST",
        json: { PaymentId: paymentId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}
