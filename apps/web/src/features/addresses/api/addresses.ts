import type { AddressForm, UserAddress } from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { UserAddress };

const key = (userId: number) => ["addresses", userId] as const;

/** GET Account/GetUserAddresses?UserId: the default address first. */
export function getUserAddresses(userId: number): Promise<UserAddress[]> {
  return apiData("Account/GetUserAddresses", { query: { UserId: userId } });
}

export function useUserAddresses(userId: number) {
  return useQuery({ queryKey: key(userId), queryFn: () => getUserAddresses(userId) });
}

/** Add (no Id) or update (with Id) one address; either way the book is read again (the default may move). */
export function useSaveAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AddressForm }) =>
      id === null
        ? apiRequest<UserAddress>("Account/AddUserAddress", { method: "POST", json: { ...values, UserId: userId } })
        : apiRequest<UserAddress>("Account/UpdateUserAddress", { method: "POST", json: { ...values, Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** DELETE Account/DeleteUserAddresses?Id. */
export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>("Account/DeleteUserAddresses", { method: "DELETE", query: { Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}
