import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { payments } from "../billing/billing.schema.ts";
import { courses } from "../courses/courses.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";

/**
 * A student's place in a seminar, or in a course taken without one (self-study). One live row per student and
 * seminar (or course) — the partial unique indexes — so a double submit or a parallel burst enrols once.
 * Graduation (seminar) or completion (self-study) snapshots the CE credits awarded, so editing a course
 * later never rewrites anyone's ledger.
 */
export const enrollments = pgTable(
  "enrollments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Always set: the seminar's course, or the course itself. */
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    seminarId: integer("seminar_id").references(() => seminars.id),
    status: text("status", { enum: ["pending", "enrolled", "cancelled", "refunded"] }).notNull(),
    /** How the place was paid: card, PayPal, free, added by the instructor, or paid to the instructor. */
    source: text("source", { enum: ["card", "paypal", "free", "instructor", "nonAssociation"] }).notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    paidCents: integer("paid_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    isRetake: boolean("is_retake").notNull().default(false),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
    graduatedAt: timestamp("graduated_at", { withTimezone: true }),
    graduatedBy: integer("graduated_by").references(() => users.id),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ceCreditsAwarded: integer("ce_credits_awarded"),
    /**
     * A pending place holds its seat for 30 minutes from `enrolled_at` (PENDING_HOLD_MS); after that it no longer
     * counts, and the `enrollment.releaseHolds` job cancels it (ADR 0063). Its PayPal order is billing's
     * `paypal_orders` row whose `ref_id` is this place (ADR 0077).
     */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enrollments_live_seminar_key")
      .on(t.userId, t.seminarId)
      .where(sql`${t.seminarId} is not null and ${t.status} in ('pending', 'enrolled')`),
    uniqueIndex("enrollments_live_course_key")
      .on(t.userId, t.courseId)
      .where(sql`${t.seminarId} is null and ${t.status} in ('pending', 'enrolled')`),
    // The seats a seminar's places take (`takesSeat`: status, and a pending place's age), read from the index alone.
    index("enrollments_seminar_seat_idx").on(t.seminarId, t.status, t.enrolledAt),
    // A member's enrolments in their order (enrolled at, then id).
    index("enrollments_user_idx").on(t.userId, t.enrolledAt, t.id),
    index("enrollments_user_course_idx").on(t.userId, t.courseId),
  ],
);
