import { findLevel } from "@haa/domain";
import { type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

/**
 * Who may do what with teaching venues (ADR 0040). `membershipId` is the caller's active plan level (null:
 * none or lapsed). Coordinators will read their instructors' venues once coordinators exist: one more line in
 * `locationOwnerRule`.
 */

/** Adding venues: instructors (level 5) and administrators. */
export function mayAddLocations(actor: Actor, membershipId: number | null): boolean {
  if (actor.isAdmin) return true;
  return membershipId !== null && findLevel(membershipId)?.isInstructor === true;
}

/**
 * Reading, editing, archiving or deleting a venue, or listing an instructor's: its owner or an administrator.
 * An owner whose instructor level lapsed still manages what they saved (archive, delete), just adds no more.
 */
export const locationOwnerRule: OwnerRule = (actor, ownerId) => selfOrAdmin(actor, ownerId);
