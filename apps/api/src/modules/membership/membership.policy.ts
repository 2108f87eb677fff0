import { type OwnerRef, ownerAccess, type RouteAccess, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type MembershipAction = "read" | "pay" | "manage";

/**
 * The membership policy, in one place: a member reads, pays for and manages their own membership, billing
 * details and overview; an administrator may do so for anyone (support). Instructors renew through the same
 * rule; whether they are instructors is the service's business rule, not an access question.
 */
export function can(actor: Actor, _action: MembershipAction, target: { userId: number }): boolean {
  return selfOrAdmin(actor, target.userId);
}

/** Route access for a call on the membership of the user named by `owner`. */
export function onMembershipOf(action: MembershipAction, owner: OwnerRef): RouteAccess {
  return ownerAccess(owner, (actor, userId) => can(actor, action, { userId }));
}
