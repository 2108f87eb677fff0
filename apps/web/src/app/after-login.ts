import type { QueryClient } from "@tanstack/react-query";
import { membershipExpirationQuery } from "../features/membership/api/check-membership-expiration.ts";
import { notificationsQuery } from "../features/notifications/api/get-notifications-by-user-id.ts";
import { cartItemsQuery, cartKey, reloadCarts } from "../features/orders/api/get-cart-items.ts";
import { forgetGuestId, readGuestId } from "../features/orders/api/guest-id.ts";
import { syncGuestCartToUser } from "../features/orders/api/sync-guest-cart-to-user.ts";
import { clearRedirectTarget, getRedirectTarget } from "../shared/session/redirect.ts";
import type { StoredUser } from "../shared/session/session-store.ts";

export { GUEST_ID_KEY } from "../features/orders/api/guest-id.ts";

export interface AfterLoginContext {
  user: StoredUser;
  queryClient: QueryClient;
  navigate: (to: string) => void;
  pathname: string;
  /** A destination given when the dialog was opened; it wins over a stored target. */
  redirectTo?: string;
}

/**
 * What follows a successful login (spec 000 §4): notifications and the membership-expiration check are
 * fetched, then the reader goes to the given route, else to a stored target (after the guest cart is moved
 * to the user and reloaded), else home unless already there. Failures of the side calls are ignored.
 */
export async function afterLogin({
  user,
  queryClient,
  navigate,
  pathname,
  redirectTo,
}: AfterLoginContext): Promise<void> {
  void queryClient.prefetchQuery(notificationsQuery(user.Id));
  void queryClient.prefetchQuery(membershipExpirationQuery(user.Id));

  if (redirectTo) {
    clearRedirectTarget();
    navigate(redirectTo);
    return;
  }
  const target = getRedirectTarget();
  if (target) {
    const guestId = readGuestId();
    if (guestId) {
      // Once merged the guest cart is spent: the next visit as a visitor starts a fresh one.
      const synced = await syncGuestCartToUser({ UserID: user.Id, GuestID: guestId }).then(
        () => true,
        () => false,
      );
      if (synced) forgetGuestId();
    }
    // The page behind the dialog may already have fetched the member's cart the moment the session changed,
    // before the merge: that answer is fresh but wrong, so it is thrown away (and an in-flight read cancelled).
    await reloadCarts(queryClient, cartKey({ UserId: user.Id }));
    await queryClient.prefetchQuery(cartItemsQuery(user.Id));
    clearRedirectTarget();
    // Logged in from the page the target names: the reader is already there, and may have moved on within it
    // (a tab, a filter) while the cart was merged; going there again would undo that.
    if (target.split(/[?#]/)[0] !== pathname) navigate(target);
    return;
  }
  if (pathname !== "/") navigate("/");
}
