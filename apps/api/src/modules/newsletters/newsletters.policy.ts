import {
  adminAccess,
  type OwnerRef,
  ownerAccess,
  publicAccess,
  type RouteAccess,
  selfOrAdmin,
} from "../../http/access.ts";

export type NewsletterAction = "subscribe" | "readOwn" | "changeOwn" | "administer";

/**
 * Who may do what with newsletters, in one place: anyone subscribes (a visitor by e-mail with double opt-in, a
 * member by bearer for themself); a member reads and changes their own subscriptions, an administrator
 * anyone's; only administrators write and send issues. Signed links (confirm, unsubscribe) need no login.
 */
export function accessFor(action: NewsletterAction, owner?: OwnerRef): RouteAccess {
  switch (action) {
    case "subscribe":
      return publicAccess();
    case "readOwn":
    case "changeOwn":
      if (!owner) throw new Error(`${action} needs the owner's field`);
      return ownerAccess(owner, selfOrAdmin);
    case "administer":
      return adminAccess;
  }
}
