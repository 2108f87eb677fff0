import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";
import { courses } from "../courses/courses.schema.ts";

/** The lessons of a self-study course, in `position` order. */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** A video the app serves or a public https URL. */
    videoUrl: text("video_url").notNull(),
    /** WebVTT captions for the video (accessibility), served beside it. */
    captionsUrl: text("captions_url"),
    durationSeconds: integer("duration_seconds").notNull(),
    /** A handout in the storage port, with the name it downloads under. */
    downloadKey: text("download_key"),
    downloadName: text("download_name"),
  },
  (t) => [uniqueIndex("course_lessons_course_position_key").on(t.courseId, t.position)],
);

/** How far a member watched a lesson; a lesson is done at 90% of its video (issue 8). */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    watchedSeconds: integer("watched_seconds").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_lesson_idx").on(t.lessonId)],
);
