import { contract, type LockUserBody } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api/call.ts";

export interface LockUserInput {
  userId: number;
  /** Why: kept with the lock and shown in the user list until the unlock. */
  reason: string;
}

/** POST Admin/LockUser?userId with `{ Reason }`: the user is logged out everywhere. */
export function lockUser({ userId, reason }: LockUserInput) {
  const body: LockUserBody = { Reason: reason };
  return callApi(contract.admin.lockUser, { query: { userId }, body });
}

export function useLockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
