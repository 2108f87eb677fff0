import { selfOnly, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type OrdersAction = "readCart" | "syncCart" | "instructorCheckout" | "readOrders";

/**
 * The orders policy (ADR 0037): a member's cart and orders are theirs and an administrator's; merging a guest
 * cart and paying as an instructor are the member's own acts only. Guest carts and orders are reached by
 * their unguessable GuestId instead (checked in the service).
 */
export function can(actor: Actor, action: OrdersAction, target: { userId: number }): boolean {
  if (action === "syncCart" || action === "instructorCheckout") return selfOnly(actor, target.userId);
  return selfOrAdmin(actor, target.userId);
}

export const onOwnCart = (actor: Actor, userId: number) => can(actor, "syncCart", { userId });
export const onInstructorCheckout = (actor: Actor, userId: number) => can(actor, "instructorCheckout", { userId });
