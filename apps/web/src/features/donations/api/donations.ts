import { type AdminDonation, contract, type DonateBody, type DonationReceipt } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData, callUrl } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";

export type { AdminDonation, DonationReceipt };

/** POST Donation/Donate with an Idempotency-Key (a double submit charges once). */
export function donate(request: { body: DonateBody; idempotencyKey: string }) {
  return callApi(contract.donations.donate, {
    body: request.body,
    headers: { "Idempotency-Key": request.idempotencyKey },
  });
}

export function useDonate() {
  return useMutation({ mutationFn: donate });
}

/** POST Donation/CancelYearlyDonation: by the logged-in member, or with the receipt's token. */
export function cancelYearlyDonation(request: { planId: number; token?: string | null }) {
  return callApi(contract.donations.cancelYearlyDonation, {
    body: { PlanId: request.planId, ...(request.token ? { Token: request.token } : {}) },
  });
}

export function useCancelYearlyDonation() {
  return useMutation({ mutationFn: cancelYearlyDonation });
}

/** The administrator's filters, as they live in the URL of /admin/donations (empty = not filtered). */
export interface AdminDonationFilters {
  Frequency: "" | "OneOff" | "Yearly";
  Status: "" | "Paid" | "Refunded";
  /** YYYY-MM-DD or empty; both inclusive. */
  From: string;
  To: string;
  search: string;
}

const filterQuery = (filters: AdminDonationFilters) => ({
  Frequency: filters.Frequency || undefined,
  Status: filters.Status || undefined,
  From: filters.From || undefined,
  To: filters.To || undefined,
  search: filters.search || undefined,
});

const donationKeys = {
  admin: ["donations", "admin"] as const,
  adminList: (params: AdminDonationParams) => [...donationKeys.admin, params] as const,
};

export type AdminDonationParams = { page: number; pageSize: number } & AdminDonationFilters;

/** The administrators' list's page size. */
export const ADMIN_DONATIONS_PAGE_SIZE = 20;

/**
 * The list's page and filters as the address of /admin/donations names them (?page, ?Frequency, ?Status, ?From,
 * ?To, ?search), read the same way by the screen and its loader: a value the list does not know filters nothing.
 */
export function adminDonationParams(search: URLSearchParams): AdminDonationParams {
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | "" => {
    const value = search.get(key) ?? "";
    return (allowed as readonly string[]).includes(value) ? (value as T) : "";
  };
  const day = (key: string) => {
    const value = search.get(key) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";
  };
  return {
    page: pageFrom(search),
    pageSize: ADMIN_DONATIONS_PAGE_SIZE,
    Frequency: pick("Frequency", ["OneOff", "Yearly"] as const),
    Status: pick("Status", ["Paid", "Refunded"] as const),
    From: day("From"),
    To: day("To"),
    search: (search.get("search") ?? "").slice(0, 200),
  };
}

/** GET Donation/GetDonations (administrators): a page of the filtered list with its totals. */
export const adminDonationsQuery = (params: AdminDonationParams) =>
  queryOptions({
    queryKey: donationKeys.adminList(params),
    queryFn: ({ signal }) => {
      const { page, pageSize, ...filters } = params;
      return callData(contract.donations.getDonations, { query: { page, pageSize, ...filterQuery(filters) }, signal });
    },
  });

export function useAdminDonations(params: AdminDonationParams) {
  return useQuery({ ...adminDonationsQuery(params), placeholderData: keepPreviousData });
}

/** POST Donation/AdminRefundDonation: once; the list is read again afterwards. */
export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.donations.adminRefundDonation, { body: { Id: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationKeys.admin }),
  });
}

/** POST Donation/AdminCancelDonationPlan: any plan, a visitor's too. */
export function useAdminCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => callApi(contract.donations.adminCancelDonationPlan, { body: { PlanId: planId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationKeys.admin }),
  });
}

/**
 * The filtered list as CSV (GET Donation/AdminExportDonations), fetched behind the key and the bearer and saved:
 * a plain link could carry neither.
 */
export async function exportDonations(filters: AdminDonationFilters): Promise<void> {
  const blob = await apiBlob(callUrl(contract.donations.adminExportDonations, { query: filterQuery(filters) }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "donations.csv";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportDonations() {
  return useMutation({ mutationFn: exportDonations });
}
