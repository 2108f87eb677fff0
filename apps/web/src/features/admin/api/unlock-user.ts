import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** POST Admin/UnlockUser?userId. */
export function unlockUser(userId: number) {
  return apiRequest<unknown>("Admin/UnlockUser", { method: "POST", query: { userId } });
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
