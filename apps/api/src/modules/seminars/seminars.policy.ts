import { findLevel } from "@haa/domain";
import { type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

/**
 * Who may do what with seminars (spec 001 §3, ADR 0030). `membershipId` is the caller's active plan level
 * (null: none or lapsed). Anyone reads the public lists and a seminar's page.
 */

/** Adding seminars: instructors (level 5) and administrators. */
export function mayTeach(actor: Actor, membershipId: number | null): boolean {
  if (actor.isAdmin) return true;
  return membershipId !== null && findLevel(membershipId)?.isInstructor === true;
}

/** Editing, cancelling, managing students: the seminar's instructor while still an instructor, or an admin. */
export function mayManageSeminar(
  actor: Actor,
  seminar: { instructorId: number },
  membershipId: number | null,
): boolean {
  return actor.isAdmin || (actor.user.id === seminar.instructorId && mayTeach(actor, membershipId));
}

/** Reading the student list: the managers above, and the seminar's coordinator. */
export function mayReadStudents(
  actor: Actor,
  seminar: { instructorId: number; coordinatorId: number | null },
  membershipId: number | null,
): boolean {
  return mayManageSeminar(actor, seminar, membershipId) || actor.user.id === seminar.coordinatorId;
}

/** The access hook's rule for routes that name a seminar: its instructor or an administrator get through. */
export const seminarOwnerRule: OwnerRule = (actor, instructorId) => selfOrAdmin(actor, instructorId);
