import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { courses } from "../courses/courses.schema.ts";

/**
 * The CE cycle administrators set ("2 years, 30 credits"); the newest active row is in force. Each member's
 * windows run from their first membership start (ADR 0032).
 */
export const ceCycles = pgTable("ce_cycles", {
  id: serial("id").primaryKey(),
  years: integer("years").notNull(),
  requiredCredits: integer("required_credits").notNull(),
  active: boolean("active").notNull().default(true),
  createdBy: integer("created_by").references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Exams of a course, with the pass mark (percent) and the credits a pass awards. */
export const exams = pgTable(
  "exams",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    title: text("title").notNull(),
    passMark: integer("pass_mark").notNull(),
    credits: integer("credits").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exams_course_idx").on(t.courseId)],
);

/**
 * A member's result, recorded by an administrator; the credits are a snapshot of the exam's at the time.
 * `taken_at` is noon UTC of the day sat, so the UNIQUE key holds one result per member, exam and day (ADR 0050).
 */
export const examResults = pgTable(
  "exam_results",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    credits: integer("credits").notNull().default(0),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    recordedBy: integer("recorded_by").references(() => users.id),
  },
  (t) => [
    index("exam_results_user_idx").on(t.userId, t.takenAt),
    uniqueIndex("exam_results_attempt_key").on(t.examId, t.userId, t.takenAt),
  ],
);

/**
 * The ledger entries that are not enrolments: credits of a passed exam (one per result) and administrators'
 * adjustments with their reason. Graduations and completions are read from `enrollments` as they are.
 */
export const ceEntries = pgTable(
  "ce_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["exam", "adjustment"] }).notNull(),
    credits: integer("credits").notNull(),
    title: text("title").notNull(),
    reason: text("reason"),
    examResultId: integer("exam_result_id").references(() => examResults.id),
    courseId: integer("course_id").references(() => courses.id),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    index("ce_entries_user_idx").on(t.userId, t.earnedAt),
    uniqueIndex("ce_entries_exam_result_key").on(t.examResultId),
  ],
);

/** One row per reminder sent: the UNIQUE key makes the daily job send each threshold once per cycle. */
export const ceReminders = pgTable(
  "ce_reminders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    cycleEnd: timestamp("cycle_end", { withTimezone: true }).notNull(),
    days: integer("days").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ce_reminders_key").on(t.userId, t.cycleEnd, t.days)],
);
