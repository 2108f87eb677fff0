import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { seminars } from "../seminars/seminars.schema.ts";

/**
 * Survey questions, versioned: a row is never edited once answered. Editing a question retires its row
 * (`retired_at`) and adds the next version under the same `series_id`, so old answers keep the text they
 * answered (ADR 0033). The active survey is every row without `retired_at`, in `position` order.
 */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: serial("id").primaryKey(),
    /** The first version's id; every later version of the same question carries it. */
    seriesId: integer("series_id"),
    version: integer("version").notNull().default(1),
    kind: text("kind", { enum: ["rating", "text"] }).notNull(),
    text: text("text").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [index("survey_questions_active_idx").on(t.retiredAt, t.position, t.id)],
);

/** One member's answered survey for one seminar: UNIQUE, so a double submit answers once (409). */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serial("id").primaryKey(),
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => seminars.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("survey_responses_seminar_user_key").on(t.seminarId, t.userId)],
);

/** The answers of one response; the aggregate reads them by question, never by person. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    rating: smallint("rating"),
    text: text("text"),
  },
  (t) => [
    uniqueIndex("survey_answers_response_question_key").on(t.responseId, t.questionId),
    index("survey_answers_question_idx").on(t.questionId),
  ],
);

/** The `surveyInvitation` sent to a student of an ended seminar: once per student and seminar (UNIQUE). */
export const surveyInvitations = pgTable(
  "survey_invitations",
  {
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => seminars.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("survey_invitations_seminar_user_key").on(t.seminarId, t.userId)],
);
