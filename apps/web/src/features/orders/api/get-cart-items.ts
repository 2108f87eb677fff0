import { type Cart, contract } from "@haa/domain";
import { type QueryClient, type QueryKey, queryOptions } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type CartOwner = { UserId: number } | { GuestId: string };

export const cartKey = (owner: CartOwner) => ["orders", "cart", owner] as const;

/** GET Store/GetCartItems?UserId or GuestId&IsOriginalCart. */
export function getCartItems(owner: CartOwner, isOriginalCart = true, signal?: AbortSignal): Promise<Cart> {
  return callData(contract.orders.getCartItems, { query: { ...owner, IsOriginalCart: isOriginalCart }, signal });
}

/** A cart (the member's or the visitor's). */
export const cartQuery = (owner: CartOwner) =>
  queryOptions({ queryKey: cartKey(owner), queryFn: ({ signal }) => getCartItems(owner, true, signal) });

/** The member's cart, as the login reloads it after the sync (spec 000 §4). */
export const cartItemsQuery = (userId: number) => cartQuery({ UserId: userId });

/**
 * Reads carts again after the server changed them behind the page (a guest cart merged at login). A read still
 * in flight was sent before the change; while its query has no answer yet, TanStack Query hands a refetch that
 * same read instead of sending a new one, so it is cancelled first. (On PostgreSQL the checkout's first read of
 * the member's cart could run beside the merge and show the cart without the visitor's items.)
 */
export async function reloadCarts(queryClient: QueryClient, queryKey: QueryKey = ["orders", "cart"]): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
