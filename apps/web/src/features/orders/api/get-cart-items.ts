import type { Cart } from "@haa/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export type CartOwner = { UserId: number } | { GuestId: string };

export const cartKey = (owner: CartOwner) => ["orders", "cart", owner] as const;

/** GET Store/GetCartItems?UserId or GuestId&IsOriginalCart. */
export function getCartItems(owner: CartOwner, isOriginalCart = true): Promise<Cart> {
  return apiData<Cart>("Store/GetCartItems", { query: { ...owner, IsOriginalCart: isOriginalCart } });
}

/** The member's cart, as the login reloads it after the sync (spec 000 §4). */
export const cartItemsQuery = (userId: number) =>
  queryOptions({ queryKey: cartKey({ UserId: userId }), queryFn: () => getCartItems({ UserId: userId }, true) });
