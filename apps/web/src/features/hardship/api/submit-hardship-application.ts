import { contract, type HardshipApplication, type HardshipReceipt } from "@haa/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

/** Reference (e.g. HA-12) is quoted in the confirmation e-mail. */
export type { HardshipReceipt };

/** POST HardshipApplication/SubmitHardshipApplication (bearer); one pending application per member. */
export function submitHardshipApplication(body: HardshipApplication) {
  return callApi(contract.hardship.submitHardshipApplication, { body });
}

export function useSubmitHardshipApplication() {
  return useMutation({ mutationFn: submitHardshipApplication });
}
