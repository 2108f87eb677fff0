import { type EnrollmentPrice, enrollmentPrice, hasCompleted } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { MemberAccess } from "../membership/member-plan.ts";
import { enrollmentRepository } from "./enrollment.repository.ts";
import { enrollmentQuotesRepository } from "./enrollment-quotes.repository.ts";

/** Something a member can enrol in: a seminar (its own price) or a course by itself (self-study, the course page). */
export interface QuoteItem {
  courseId: number;
  /** A seminar's own price, in cents; null for the course at its visitor price. */
  seminarPriceCents: number | null;
}

/**
 * The member's quote for each item (ADR 0062), null for an item whose course is unknown: the facts the checkout
 * reads (`evaluate` in enrollment.service.ts: the member's plan at `now` (`memberAccess.planOf`), the course's visitor price and
 * plan table, the completed courses for the retake) through the same pure `enrollmentPrice`, so what the course,
 * seminar and self-study pages show a member is what the checkout charges them. Four queries, whatever the number
 * of items.
 */
export async function memberQuotes(
  access: MemberAccess,
  db: Db,
  userId: number,
  items: readonly QuoteItem[],
  now: Date,
): Promise<(EnrollmentPrice | null)[]> {
  if (items.length === 0) return [];
  const [level, enrollments, pricing] = await Promise.all([
    access.planOf(db, userId, now),
    enrollmentRepository.ofUser(db, userId),
    enrollmentQuotesRepository.coursePricing(
      db,
      items.map((item) => item.courseId),
    ),
  ]);
  return items.map((item) => {
    const course = pricing.get(item.courseId);
    if (!course) return null;
    return enrollmentPrice({
      membershipId: level,
      coursePriceCents: course.priceCents,
      planPrices: course.planPrices,
      seminarPriceCents: item.seminarPriceCents,
      isRetake: hasCompleted(enrollments, item.courseId),
    });
  });
}

/** One item's quote for a member; null for a visitor (no user) or an unknown course. */
export async function memberQuote(
  access: MemberAccess,
  db: Db,
  userId: number | undefined,
  item: QuoteItem,
  now: Date,
): Promise<EnrollmentPrice | null> {
  if (userId === undefined) return null;
  const [quote] = await memberQuotes(access, db, userId, [item], now);
  return quote ?? null;
}
