import type { QueryClient } from "@tanstack/react-query";
import { membershipExpirationQuery } from "../features/membership/api/check-membership-expiration.ts";
import { notificationsQuery } from "../features/notifications/api/get-notifications-by-user-id.ts";
import { cartItemsQuery } from "../features/store/api/get-cart-items.ts";
import { syncGuestCartToUser } from "../features/store/api/sync-guest-cart-to-user.ts";
import { clearRedirectTarget, getRedirectTarget } from "../shared/session/redirect.ts";
import type { StoredUser } from "../shared/session/session-store.ts";

/** Local-storage key of the guest cart session. */
export const GUEST_ID_KEY = "guestId";

export interface AfterLoginContext {
  user: StoredUser;
  queryClient: QueryClient;
  navigate: (to: string) => void;
  pathname: string;
  /** A destination given when the dialog was opened; it wins over a stored target. */
  redirectTo?: string;
}

function readGuestId(): string | null {
  try {
    return localStorage.getItem(GUEST_ID_KEY);
  } catch {
    return null;
  }
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
    if (guestId) await syncGuestCartToUser({ UserID: user.Id, GuestID: guestId }).catch(() => undefined);
    await queryClient.prefetchQuery(cartItemsQuery(user.Id));
    clearRedirectTarget();
    navigate(target);
    return;
  }
  if (pathname !== "/") navigate("/");
}
