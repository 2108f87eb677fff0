import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";

/** DELETE Admin/DeleteUser?userId. */
export function deleteUser(userId: number) {
  return apiRequest<unknown>("Admin/DeleteUser", { method: "DELETE", query: { userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
