import type { HardshipApplication } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface HardshipReceipt {
  Id: number;
  /** e.g. HA-12, quoted in the confirmation e-mail. */
  Reference: string;
  MembershipId: number;
  Status: "Pending";
  CreatedAt: string;
}

/** POST HardshipApplication/SubmitHardshipApplication (bearer); one pending application per member. */
export function submitHardshipApplication(body: HardshipApplication) {
  return apiRequest<HardshipReceipt>("HardshipApplication/SubmitHardshipApplication", { method: "POST", json: body });
}

export function useSubmitHardshipApplication() {
  return useMutation({ mutationFn: submitHardshipApplication });
}
