import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { courses } from "../courses/courses.schema.ts";
import { locations } from "../locations/locations.schema.ts";

/**
 * A seminar: a course taught on dates by an instructor, at a place or online. `first_start`/`last_end` mirror
 * its dates so lists filter and order on one indexed row. `payment_mode` 'instructor' is a non-association
 * seminar: the student pays the instructor, who records it (`Enrollment/EnrollNonIBAPaymentSeminar`).
 */
export const seminars = pgTable(
  "seminars",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => users.id),
    coordinatorId: integer("coordinator_id").references(() => users.id),
    capacity: integer("capacity").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Interface language code the seminar is taught in (en, es, pt, de, cs, ja, fr, no). */
    language: text("language").notNull(),
    format: text("format", { enum: ["inPerson", "online"] }).notNull(),
    venue: text("venue"),
    address: text("address"),
    city: text("city"),
    /** A name from the COUNTRIES list; null online. */
    country: text("country"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The instructor's saved venue it is held at (ADR 0040); the place columns above stay the seminar's own. */
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    onlineLink: text("online_link"),
    /** IANA zone the dates are shown in. */
    timeZone: text("time_zone").notNull(),
    /** Plain text from the instructor, escaped wherever shown. */
    notes: text("notes").notNull().default(""),
    paymentMode: text("payment_mode", { enum: ["association", "instructor"] })
      .notNull()
      .default("association"),
    status: text("status", { enum: ["scheduled", "cancelled"] })
      .notNull()
      .default("scheduled"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    firstStart: timestamp("first_start", { withTimezone: true }).notNull(),
    lastEnd: timestamp("last_end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: scheduled seminars by first date (past ones read it backwards), all or of one course.
    index("seminars_listed_idx").on(t.firstStart, t.id).where(sql`${t.status} = 'scheduled'`),
    index("seminars_course_start_idx").on(t.courseId, t.firstStart, t.id),
    // An instructor's seminars, newest first (read backwards).
    index("seminars_instructor_start_idx").on(t.instructorId, t.firstStart, t.id),
    index("seminars_coordinator_start_idx")
      .on(t.coordinatorId, t.firstStart)
      .where(sql`${t.coordinatorId} is not null`),
    index("seminars_last_end_idx").on(t.lastEnd, t.firstStart),
    index("seminars_country_start_idx").on(t.country, t.firstStart),
    index("seminars_location_end_idx").on(t.locationId, t.lastEnd).where(sql`${t.locationId} is not null`),
  ],
);

/** One teaching day (or session) of a seminar. */
export const seminarDates = pgTable(
  "seminar_dates",
  {
    id: serial("id").primaryKey(),
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => seminars.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("seminar_dates_seminar_start_idx").on(t.seminarId, t.startsAt)],
);
