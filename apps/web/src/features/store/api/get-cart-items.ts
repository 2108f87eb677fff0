import { queryOptions } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

/** GET Store/GetCartItems?UserId&IsOriginalCart. */
export function getCartItems(userId: number, isOriginalCart = true): Promise<unknown> {
  return apiData<unknown>("Store/GetCartItems", { query: { UserId: userId, IsOriginalCart: isOriginalCart } });
}

export const cartItemsQuery = (userId: number) =>
  queryOptions({ queryKey: ["store", "cart", userId], queryFn: () => getCartItems(userId, true) });
