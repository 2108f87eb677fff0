import { findLevel, isAllowed } from "@haa/domain";
import { type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

/**
 * Who may do what with events and study groups (spec 001 §3, ADR 0028). `membershipId` is the caller's
 * active plan level (null: none, lapsed or a visitor).
 */

/** Hosting: instructors and administrators (coordinators, when they come, are one more line here). */
export function mayHostEvents(actor: Actor, membershipId: number | null): boolean {
  if (actor.isAdmin) return true;
  return membershipId !== null && findLevel(membershipId)?.isInstructor === true;
}

/** Editing or deleting one: its host while still a host, or an administrator. */
export function mayManageEvent(actor: Actor, event: { hostId: number }, membershipId: number | null): boolean {
  return actor.isAdmin || (actor.user.id === event.hostId && mayHostEvents(actor, membershipId));
}

/** Study-group listings are a plan permission (not Starter); hosts always see what they host. */
export function maySeeStudyGroups(actor: Actor | undefined, membershipId: number | null): boolean {
  if (!actor) return false;
  if (mayHostEvents(actor, membershipId)) return true;
  return membershipId !== null && isAllowed(membershipId, "Study Group Listings");
}

/** The access hook's rule for the routes that name an event: its host or an administrator get through. */
export const eventOwnerRule: OwnerRule = (actor, hostId) => selfOrAdmin(actor, hostId);
