import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cartKey, getCartItems } from "../../features/orders/api/get-cart-items.ts";
import { readGuestId } from "../../features/orders/api/guest-id.ts";
import { routes } from "../paths.ts";

/**
 * The header's cart: a link to /store/cart whose name says how many items are in it (issue 9), for a member's
 * cart and for a visitor's guest cart. A visitor who never added anything has no cart key, so nothing is
 * asked; the first "Add to cart" creates the key and fills the same query the cart screens use, which the
 * badge follows.
 */
export function CartBadge({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const queryCache = useQueryClient().getQueryCache();
  // Re-read the visitor's key whenever the query cache changes (an add creates it and caches the cart).
  const guestId = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    readGuestId,
    () => null,
  );
  const owner = userId !== null ? { UserId: userId } : guestId ? { GuestId: guestId } : null;
  const { data } = useQuery({
    queryKey: owner ? cartKey(owner) : ["orders", "cart", "none"],
    queryFn: () => (owner ? getCartItems(owner) : Promise.reject(new Error("no cart"))),
    enabled: owner !== null,
    // A failed count is not worth a broken header: the cart link stays without a number.
    retry: false,
  });
  const count = data?.ItemCount ?? 0;
  const label = count > 0 ? t("nav.cartItems", { count }) : t("nav.cart");
  return (
    <NavLink to={routes.cart.pattern} className="notification-bell cart-badge" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M10 20a1 1 0 1 0 0-.1M17 20a1 1 0 1 0 0-.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? (
        <span className="notification-bell__count cart-badge__count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
