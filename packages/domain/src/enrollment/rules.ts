import { isAllowed, MembershipId } from "../membership/plans.ts";

/**
 * Enrolment rules (issue 8, ADR 0031): who may take a seat, what they pay, when a course counts as completed,
 * and how a student's enrolments are ordered. Pure functions: the API feeds them rows, the web shows their
 * answers, and both read the same codes.
 */

/** One of a student's enrolments as the rules need it. */
export interface EnrollmentFacts {
  courseId: number;
  status: "pending" | "enrolled" | "cancelled" | "refunded";
  graduatedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The one definition of "completed a course" (prerequisites, retakes and CE credits all use it): an enrolment
 * for the course that was graduated (seminar) or completed (self-study). A refunded place never counts.
 */
export function hasCompleted(enrollments: readonly EnrollmentFacts[], courseId: number): boolean {
  return enrollments.some(
    (row) =>
      row.courseId === courseId && row.status !== "refunded" && (row.graduatedAt !== null || row.completedAt !== null),
  );
}

/** Why a student may not enrol, in the order the rules are checked; each code has a message `enrollmentErrors.<code>`. */
export const ELIGIBILITY_CODES = [
  "notFound",
  "cancelled",
  "past",
  "nonAssociation",
  "alreadyEnrolled",
  "planNotAllowed",
  "advancedNotAllowed",
  "prerequisitesMissing",
  "full",
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

export interface EligibilityInput {
  /** The student's plan level (1–5), or null without an active membership. */
  membershipId: number | null;
  course: { id: number; level: "beginner" | "advanced"; prerequisiteIds: readonly number[] };
  /** Null for a self-study course bought without a seminar. */
  seminar: {
    status: "scheduled" | "cancelled";
    firstStart: Date;
    capacity: number;
    /** Live places (pending within their hold, and enrolled). */
    taken: number;
    paymentMode: "association" | "instructor";
  } | null;
  /** Whether the student already holds a live place (pending or enrolled) in this seminar or course. */
  alreadyEnrolled: boolean;
  enrollments: readonly EnrollmentFacts[];
  now: Date;
  /** Whether a non-association seminar is acceptable (the instructor records it; card checkout refuses it). */
  allowNonAssociation?: boolean;
}

export type Eligibility = { eligible: true } | { eligible: false; code: EligibilityCode; missingCourseIds?: number[] };

/** Checks the rules in a fixed order and names the first one that fails. */
export function checkEligibility(input: EligibilityInput): Eligibility {
  const { seminar, course } = input;
  if (seminar) {
    if (seminar.status === "cancelled") return { eligible: false, code: "cancelled" };
    if (seminar.firstStart.getTime() <= input.now.getTime()) return { eligible: false, code: "past" };
    if (seminar.paymentMode === "instructor" && !input.allowNonAssociation) {
      return { eligible: false, code: "nonAssociation" };
    }
  }
  if (input.alreadyEnrolled) return { eligible: false, code: "alreadyEnrolled" };
  const level = input.membershipId;
  if (level === null || !isAllowed(level, "Course Registration")) return { eligible: false, code: "planNotAllowed" };
  if (course.level === "advanced" && !isAllowed(level, "Advanced Course Access")) {
    return { eligible: false, code: "advancedNotAllowed" };
  }
  const missing = course.prerequisiteIds.filter((id) => !hasCompleted(input.enrollments, id));
  if (missing.length > 0) return { eligible: false, code: "prerequisitesMissing", missingCourseIds: missing };
  if (seminar && seminar.taken >= seminar.capacity) return { eligible: false, code: "full" };
  return { eligible: true };
}

/**
 * '50–75% Off Course Retakes' (spec 001 §3): the matrix names a range without saying who gets which end.
 * ADR 0031: Standard pays half (50% off), Practitioner and Instructor a quarter (75% off).
 */
export function retakeDiscountPercent(membershipId: number | null): number {
  if (membershipId === MembershipId.Practitioner || membershipId === MembershipId.Instructor) return 75;
  if (membershipId === MembershipId.Standard) return 50;
  return 0;
}

export interface PriceInput {
  membershipId: number | null;
  /** The course's visitor price, in cents: the list price the plan table is read against. */
  coursePriceCents: number;
  /** course_prices by plan level, in cents: the member's price of the course. */
  planPrices: ReadonlyMap<number, number>;
  /** A seminar's own price (its list price), in cents; null for a self-study course. */
  seminarPriceCents: number | null;
  /** The student completed this course before. */
  isRetake: boolean;
}

export interface EnrollmentPrice {
  /** What the item costs on the member's plan, before the retake discount. */
  baseCents: number;
  retakePercent: number;
  retakeDiscountCents: number;
  totalCents: number;
  isRetake: boolean;
}

/**
 * The member's plan price for an item whose list price is `listCents` (ADR 0062): the course's plan table says
 * what the plan pays for the course's visitor price, and an item of that course at another list price (a
 * seminar priced by its instructor) is scaled by the same share, rounded to the cent (half up). Without a
 * plan, without a row for the plan, or for a course whose visitor price is 0, the list price stands.
 */
export function planPriceCents(input: Omit<PriceInput, "seminarPriceCents" | "isRetake">, listCents: number): number {
  const plan = input.membershipId !== null ? input.planPrices.get(input.membershipId) : undefined;
  if (plan === undefined || input.coursePriceCents <= 0) return listCents;
  if (listCents === input.coursePriceCents) return plan;
  return Math.round((listCents * plan) / input.coursePriceCents);
}

/**
 * What a student pays (ADR 0031, ADR 0062), the one quote every page shows and every checkout charges: the
 * item's list price (a seminar's own price, else the course's visitor price) on the member's plan
 * (`planPriceCents`), then the retake discount on that.
 */
export function enrollmentPrice(input: PriceInput): EnrollmentPrice {
  const base = planPriceCents(input, input.seminarPriceCents ?? input.coursePriceCents);
  const retakePercent = input.isRetake ? retakeDiscountPercent(input.membershipId) : 0;
  const retakeDiscountCents = Math.round((base * retakePercent) / 100);
  return {
    baseCents: base,
    retakePercent,
    retakeDiscountCents,
    totalCents: base - retakeDiscountCents,
    isRetake: input.isRetake,
  };
}

/**
 * Spec 001 §4: upcoming dates first, soonest first, then past dates, latest first. An item without a date
 * (self-study) counts as starting when it was enrolled.
 */
export function orderEnrolledItems<T extends { startsAt: Date }>(items: readonly T[], now: Date): T[] {
  const at = now.getTime();
  const upcoming = items.filter((item) => item.startsAt.getTime() >= at);
  const past = items.filter((item) => item.startsAt.getTime() < at);
  upcoming.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  past.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return [...upcoming, ...past];
}

/** How long a PayPal checkout holds its seat before the place is given back (ADR 0031, ADR 0063). */
export const PENDING_HOLD_MS = 30 * 60_000;

/** How often the `enrollment.releaseHolds` job gives expired holds back (ADR 0063). */
export const HOLD_RELEASE_SCAN_MS = 5 * 60_000;

/**
 * The one definition of a taken seat (ADR 0063): an enrolled place, or a pending one younger than the hold.
 * The enrolment repository's SQL predicate says the same; every seat count (eligibility, the seminar's
 * SeatsLeft, the instructor's AddStudents) uses that predicate.
 */
export function holdsSeat(row: { status: EnrollmentFacts["status"]; enrolledAt: Date }, now: Date): boolean {
  if (row.status === "enrolled") return true;
  return row.status === "pending" && now.getTime() - row.enrolledAt.getTime() < PENDING_HOLD_MS;
}

/** Pending places enrolled at or before this instant no longer hold a seat (the SQL side of `holdsSeat`). */
export function holdCutoff(now: Date): Date {
  return new Date(now.getTime() - PENDING_HOLD_MS);
}

/** When a pending place's hold ends. */
export function holdEndsAt(enrolledAt: Date): Date {
  return new Date(enrolledAt.getTime() + PENDING_HOLD_MS);
}

/**
 * Whether a cancelled place was a hold given back because its time ran out (by the release job, a new
 * checkout or a late return), rather than cancelled by its student: a late PayPal return then says "expired".
 */
export function releasedByExpiry(row: {
  status: EnrollmentFacts["status"];
  enrolledAt: Date;
  cancelledAt: Date | null;
  paymentId: number | null;
}): boolean {
  return (
    row.status === "cancelled" &&
    row.paymentId === null &&
    row.cancelledAt !== null &&
    row.cancelledAt.getTime() >= holdEndsAt(row.enrolledAt).getTime()
  );
}
