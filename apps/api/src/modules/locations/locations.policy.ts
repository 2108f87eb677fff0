import { findLevel } from "@haa/domain";
import { type AsyncOwnerRule, type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { mayReadInstructorVenues } from "../coordinators/coordinators.policy.ts";

/**
 * Who may do what with teaching venues (ADR 0040). `membershipId` is the caller's active plan level (null:
 * none or lapsed). An instructor's active coordinator reads their venues (`locationReaderRule`, ADR 0046).
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

/** Listing an instructor's active venues: the owner, an administrator, or the owner's active coordinator. */
export const locationReaderRule: AsyncOwnerRule = (actor, ownerId, deps) =>
  mayReadInstructorVenues(deps.db, actor, ownerId);
