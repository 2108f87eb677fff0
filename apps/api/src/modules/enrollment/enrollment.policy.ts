import { type OwnerRule, resourceAccess, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { enrollmentRepository } from "./enrollment.repository.ts";

export type EnrollmentAction = "enrol" | "read" | "recordPaidToInstructor";

/**
 * The enrolment policy: a student enrols and reads their own places (an administrator anyone's); a
 * non-association seminar's places are recorded by its instructor or an administrator.
 */
export function can(actor: Actor, _action: EnrollmentAction, target: { userId: number }): boolean {
  return selfOrAdmin(actor, target.userId);
}

export const onStudent: OwnerRule = (actor, userId) => can(actor, "enrol", { userId });

/** Enrollment/EnrollNonIBAPaymentSeminar: the seminar (query `seminarId`) belongs to its instructor. */
export const seminarInstructorAccess = resourceAccess(
  "seminar",
  { in: "query", name: "seminarId" },
  async ({ db }, id) => (await enrollmentRepository.findSeminar(db, id))?.instructorId,
  (actor, instructorId) => can(actor, "recordPaidToInstructor", { userId: instructorId }),
);
