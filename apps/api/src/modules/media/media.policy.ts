import { adminAccess, type OwnerRef, ownerAccess, type RouteAccess, selfOrAdmin } from "../../http/access.ts";

/**
 * Who may do what with the media libraries (ADR 0041): anyone browses the catalogues (locked items say which
 * plan opens them, without their files); a member's own download view is theirs or an administrator's; the
 * plan matrix decides what each member opens, checked by the service; administrators manage the libraries.
 */
export function ownViewAccess(owner: OwnerRef): RouteAccess {
  return ownerAccess(owner, selfOrAdmin);
}

export const administerAccess: RouteAccess = adminAccess;
