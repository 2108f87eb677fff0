import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { shownLanguageSchema } from "../translations/translations.ts";

/** The course's words (Title, Summary, Description, Duration) come in the reader's language where translated. */
const courseLang = shownLanguageSchema.optional().describe("the language of the course's words as shown (ADR 0097)");

/**
 * Self-study courses (issue 8, ADR 0033): lessons with a video, a handout and saved progress. The calls are
 * ours (`SelfStudy/*`, none in the spec). Messages are i18n keys under `selfStudy.` (namespace `selfstudy`).
 */

/** Share of a lesson's video that must be watched for the lesson to count as done. */
export const LESSON_DONE_RATIO = 0.9;

/**
 * Progress only moves forward and never past the video: the player reports every ~10 s and on pause/end, and a
 * report from an earlier position (rewinding, a late request) must not undo what was watched.
 */
export function nextWatchedSeconds(stored: number, reported: number, durationSeconds: number): number {
  // Nearest whole second: players report fractions, and a clip of 7.96 s listed as 8 s must be completable.
  const capped = Math.min(Math.max(0, Math.round(reported)), Math.max(0, durationSeconds));
  return Math.max(stored, capped);
}

/** A lesson is done once 90% of its video is watched (a zero-length lesson is done when opened). */
export function isLessonDone(watchedSeconds: number, durationSeconds: number): boolean {
  if (durationSeconds <= 0) return true;
  return watchedSeconds >= Math.ceil(durationSeconds * LESSON_DONE_RATIO);
}

/** Whole-percent progress of a course for its progress bar. */
export function coursePercent(doneLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.floor((doneLessons / totalLessons) * 100));
}

/** The course is complete when it has lessons and every one of them is done. */
export function isCourseComplete(doneLessons: number, totalLessons: number): boolean {
  return totalLessons > 0 && doneLessons >= totalLessons;
}

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const courseIdQuerySchema = z.object({ courseId: idField("selfStudy.courseInvalid") });
export const lessonIdQuerySchema = z.object({ lessonId: idField("selfStudy.lessonInvalid") });

/** Body of SelfStudy/SaveLessonProgress: where the player is, in seconds. */
export const saveLessonProgressSchema = z.object({
  LessonId: idField("selfStudy.lessonInvalid"),
  WatchedSeconds: z
    .number({ error: "selfStudy.watchedInvalid" })
    .finite("selfStudy.watchedInvalid")
    .min(0, "selfStudy.watchedInvalid")
    .max(86_400, "selfStudy.watchedInvalid"),
});
export type SaveLessonProgress = z.output<typeof saveLessonProgressSchema>;

/** One course of the self-study catalogue (`/selfstudy`). */
export const selfStudyCourseSchema = z.object({
  CourseId: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Lang: courseLang,
  CeCredits: z.number().int(),
  /** What a visitor pays, in US dollars (the checkout applies the member's plan price). */
  Price: z.number(),
  /** ADR 0062: with a member's bearer, what the checkout charges them (plan price, then the retake discount). */
  YourPrice: z.number().optional(),
  Duration: z.string(),
  LessonCount: z.number().int(),
});
export type SelfStudyCourse = z.infer<typeof selfStudyCourseSchema>;

export const selfStudyCatalogueQuerySchema = listQuerySchema({ defaultPageSize: 12, maxPageSize: 50 });
export const selfStudyCatalogueSchema = listDataSchema(selfStudyCourseSchema);

/** One of my self-study courses with its progress (`/myselfstudy`). */
export const mySelfStudyCourseSchema = z.object({
  CourseId: z.number().int(),
  EnrollmentId: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Lang: courseLang,
  CeCredits: z.number().int(),
  LessonCount: z.number().int(),
  LessonsDone: z.number().int(),
  Percent: z.number().int(),
  EnrolledAt: isoDateTimeSchema,
  CompletedAt: isoDateTimeSchema.nullable(),
  CeCreditsAwarded: z.number().int().nullable(),
});
export type MySelfStudyCourse = z.infer<typeof mySelfStudyCourseSchema>;
export const mySelfStudyCoursesSchema = z.object({ List: z.array(mySelfStudyCourseSchema) });

/** A lesson; the video, captions and handout are only sent to enrolled members (`IsEnrolled`). */
export const lessonSchema = z.object({
  LessonId: z.number().int(),
  Position: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  DurationSeconds: z.number().int(),
  VideoUrl: z.string().nullable(),
  CaptionsUrl: z.string().nullable(),
  HasHandout: z.boolean(),
  HandoutName: z.string().nullable(),
  WatchedSeconds: z.number().int(),
  Done: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const courseLessonsSchema = z.object({
  CourseId: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Lang: courseLang,
  CeCredits: z.number().int(),
  IsEnrolled: z.boolean(),
  CompletedAt: isoDateTimeSchema.nullable(),
  CeCreditsAwarded: z.number().int().nullable(),
  Lessons: z.array(lessonSchema),
});
export type CourseLessons = z.infer<typeof courseLessonsSchema>;

/** The answer of SelfStudy/SaveLessonProgress: what is stored now. */
export const lessonProgressSchema = z.object({
  LessonId: z.number().int(),
  WatchedSeconds: z.number().int(),
  Done: z.boolean(),
  CourseCompleted: z.boolean(),
  CeCreditsAwarded: z.number().int().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const handoutLinkSchema = z.object({ Url: z.string(), FileName: z.string() });
export type HandoutLink = z.infer<typeof handoutLinkSchema>;

/** `/coursesdetail`: one course of mine (any kind of enrolment) with its lessons or its seminars' dates. */
export const myCourseDetailSchema = z.object({
  CourseId: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Description: z.string(),
  Lang: courseLang,
  CeCredits: z.number().int(),
  IsSelfStudy: z.boolean(),
  Enrollments: z.array(
    z.object({
      EnrollmentId: z.number().int(),
      Status: z.string(),
      EnrolledAt: isoDateTimeSchema,
      CompletedAt: isoDateTimeSchema.nullable(),
      GraduatedAt: isoDateTimeSchema.nullable(),
      CeCreditsAwarded: z.number().int().nullable(),
      SeminarId: z.number().int().nullable(),
      City: z.string().nullable(),
      Format: z.string().nullable(),
      Dates: z.array(z.object({ StartsAt: isoDateTimeSchema, EndsAt: isoDateTimeSchema })),
    }),
  ),
  LessonCount: z.number().int(),
  LessonsDone: z.number().int(),
});
export type MyCourseDetail = z.infer<typeof myCourseDetailSchema>;
