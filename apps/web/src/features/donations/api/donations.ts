import type { AdminDonationPage, DonateBody, DonationPlan, DonationReceipt } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { DonationReceipt };

/** POST Donation/Donate with an Idempotency-Key (a double submit charges once). */
export function donate(request: { body: DonateBody; idempotencyKey: string }) {
  return apiRequest<DonationReceipt>("Donation/Donate", {
    method: "POST",
    json: request.body,
    headers: { "Idempotency-Key": request.idempotencyKey },
  });
}

export function useDonate() {
  return useMutation({ mutationFn: donate });
}

/** POST Donation/CancelYearlyDonation: by the logged-in member, or with the receipt's token. */
export function cancelYearlyDonation(request: { planId: number; token?: string | null }) {
  return apiRequest<DonationPlan>("Donation/CancelYearlyDonation", {
    method: "POST",
    json: { PlanId: request.planId, ...(request.token ? { Token: request.token } : {}) },
  });
}

export function useCancelYearlyDonation() {
  return useMutation({ mutationFn: cancelYearlyDonation });
}

/** GET Donation/GetDonations (administrators). */
export function useAdminDonations(params: { page: number; pageSize: number; Frequency?: "OneOff" | "Yearly" }) {
  return useQuery({
    queryKey: ["donations", "admin", params],
    queryFn: (): Promise<AdminDonationPage> => apiData("Donation/GetDonations", { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
