import { type AddressForm, contract, type UserAddress } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { UserAddress };

const key = (userId: number) => ["addresses", userId] as const;

/** GET Account/GetUserAddresses?UserId: the default address first. */
export function getUserAddresses(userId: number, signal?: AbortSignal): Promise<UserAddress[]> {
  return callData(contract.addresses.getUserAddresses, { query: { UserId: userId }, signal });
}

export const userAddressesQuery = (userId: number) =>
  queryOptions({ queryKey: key(userId), queryFn: ({ signal }) => getUserAddresses(userId, signal) });

export function useUserAddresses(userId: number) {
  return useQuery(userAddressesQuery(userId));
}

/** Add (no Id) or update (with Id) one address; either way the book is read again (the default may move). */
export function useSaveAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AddressForm }) =>
      id === null
        ? callApi(contract.addresses.addUserAddress, { body: { ...values, UserId: userId } })
        : callApi(contract.addresses.updateUserAddress, { body: { ...values, Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** DELETE Account/DeleteUserAddresses?Id. */
export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.addresses.deleteUserAddresses, { query: { Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}
