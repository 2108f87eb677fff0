import type { LockUserBody } from "@haa/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

export interface LockUserInput {
  userId: number;
  /** Why: kept with the lock and shown in the user list until the unlock. */
  reason: string;
}

/** POST Admin/LockUser?userId with `{ Reason }`: the user is logged out everywhere. */
export function lockUser({ userId, reason }: LockUserInput) {
  const json: LockUserBody = { Reason: reason };
  return apiRequest<unknown>("Admin/LockUser", { method: "POST", query: { userId }, json });
}

export function useLockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
