import { findLevel } from "@haa/domain";
import { type AsyncOwnerRule, type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { type ActiveCoordination, activeCoordinations } from "../coordinators/coordinators.service.ts";

/**
 * Who may do what with seminars (spec 001 §3, ADR 0030, coordinators ADR 0053). `membershipId` is the caller's
 * active plan level (null: none or lapsed). Anyone reads the public lists and a seminar's page. `link` is the
 * caller's active coordination of the seminar's instructor (accepted, agreement accepted, not archived), read
 * through the coordinators module; undefined when there is none.
 */

/** Adding seminars: instructors (level 5) and administrators. */
export function mayTeach(actor: Actor, membershipId: number | null): boolean {
  if (actor.isAdmin) return true;
  return membershipId !== null && findLevel(membershipId)?.isInstructor === true;
}

/**
 * Cancelling a seminar and graduating its students: the seminar's instructor while still an instructor, or an
 * admin. A coordinator never does these: cancelling refunds money and graduating attests CE credits (ADR 0053).
 */
export function mayManageSeminar(
  actor: Actor,
  seminar: { instructorId: number },
  membershipId: number | null,
): boolean {
  return actor.isAdmin || (actor.user.id === seminar.instructorId && mayTeach(actor, membershipId));
}

/** Editing, adding and removing students, mailing them, recording off-line payments: also a coordinator the
 * instructor allowed to manage seminars (`CanManageSeminars`) while the link is active. */
export function mayOrganiseSeminar(
  actor: Actor,
  seminar: { instructorId: number },
  membershipId: number | null,
  link: ActiveCoordination | undefined,
): boolean {
  return mayManageSeminar(actor, seminar, membershipId) || link?.canManageSeminars === true;
}

/** Reading the student list: the managers above and any active coordinator of the instructor. */
export function mayReadStudents(
  actor: Actor,
  seminar: { instructorId: number },
  membershipId: number | null,
  link: ActiveCoordination | undefined,
): boolean {
  return mayManageSeminar(actor, seminar, membershipId) || link !== undefined;
}

/** The caller's active coordination of one instructor, if any (never for the instructor themself). */
export async function coordinationOf(
  db: Parameters<typeof activeCoordinations>[0],
  actor: Actor,
  instructorId: number,
): Promise<ActiveCoordination | undefined> {
  if (actor.user.id === instructorId) return undefined;
  const links = await activeCoordinations(db, { coordinatorId: actor.user.id });
  return links.find((link) => link.instructorId === instructorId);
}

/** The access hook's rule for cancelling and graduating: the seminar's instructor or an administrator. */
export const seminarOwnerRule: OwnerRule = (actor, instructorId) => selfOrAdmin(actor, instructorId);

/** The hook's rule for the calls a coordinator may make with `CanManageSeminars`; the service checks again. */
export const seminarOrganiserRule: AsyncOwnerRule = async (actor, instructorId, deps) =>
  selfOrAdmin(actor, instructorId) || (await coordinationOf(deps.db, actor, instructorId))?.canManageSeminars === true;
