import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** POST Admin/LockUser?userId: the user is logged out everywhere. */
export function lockUser(userId: number) {
  return apiRequest<unknown>("Admin/LockUser", { method: "POST", query: { userId } });
}

export function useLockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
