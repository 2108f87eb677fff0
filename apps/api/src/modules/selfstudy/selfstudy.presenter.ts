import {
  type CourseLessons,
  coursePercent,
  type EnrollmentPrice,
  isLessonDone,
  type MyCourseDetail,
  type MySelfStudyCourse,
  type SelfStudyCourse,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { CourseWords, SelfStudyService } from "./selfstudy.service.ts";

type Lessons = Awaited<ReturnType<SelfStudyService["lessons"]>>;
type Mine = Awaited<ReturnType<SelfStudyService["myCourses"]>>[number];
type CatalogueRow = Awaited<ReturnType<SelfStudyService["catalogue"]>>["list"][number];
type Detail = Awaited<ReturnType<SelfStudyService["courseDetail"]>>;

/** A presented course in the reader's words where the course is translated, `Lang` saying which (ADR 0097). */
const inLanguage = <T extends { CourseId: number }>(presented: T, words: CourseWords) =>
  translated("course", presented, words.courses.get(presented.CourseId), words.lang);

/** `quote`: the caller's price as the checkout computes it (ADR 0062), null for a visitor. */
export function presentCatalogueCourse(
  row: CatalogueRow,
  quote: EnrollmentPrice | null,
  words: CourseWords,
): SelfStudyCourse {
  return inLanguage(
    {
      CourseId: row.course.id,
      Title: row.course.title,
      Summary: row.course.summary,
      CeCredits: row.course.ceCredits,
      Price: row.course.priceCents / 100,
      ...(quote ? { YourPrice: quote.totalCents / 100 } : {}),
      Duration: row.course.duration,
      LessonCount: row.lessonCount,
    },
    words,
  );
}

export function presentMyCourse(row: Mine, words: CourseWords): MySelfStudyCourse {
  return inLanguage(
    {
      CourseId: row.course.id,
      EnrollmentId: row.enrollment.id,
      Title: row.course.title,
      Summary: row.course.summary,
      CeCredits: row.course.ceCredits,
      LessonCount: row.lessonCount,
      LessonsDone: row.doneCount,
      Percent: coursePercent(row.doneCount, row.lessonCount),
      EnrolledAt: row.enrollment.enrolledAt.toISOString(),
      CompletedAt: row.enrollment.completedAt?.toISOString() ?? null,
      CeCreditsAwarded: row.enrollment.ceCreditsAwarded,
    },
    words,
  );
}

/** Lessons: titles and durations for everyone; video, captions and handout only for those who may watch. */
export function presentLessons({ course, enrollment, allowed, lessons }: Lessons, words: CourseWords): CourseLessons {
  return inLanguage(
    {
      CourseId: course.id,
      Title: course.title,
      Summary: course.summary,
      CeCredits: course.ceCredits,
      IsEnrolled: allowed,
      CompletedAt: enrollment?.completedAt?.toISOString() ?? null,
      CeCreditsAwarded: enrollment?.ceCreditsAwarded ?? null,
      Lessons: lessons.map(({ lesson, watchedSeconds, completedAt }) => {
        const watched = watchedSeconds ?? 0;
        return {
          LessonId: lesson.id,
          Position: lesson.position,
          Title: lesson.title,
          Summary: lesson.summary,
          DurationSeconds: lesson.durationSeconds,
          VideoUrl: allowed ? lesson.videoUrl : null,
          CaptionsUrl: allowed ? lesson.captionsUrl : null,
          HasHandout: Boolean(lesson.downloadKey),
          HandoutName: allowed ? lesson.downloadName : null,
          WatchedSeconds: watched,
          Done: completedAt != null || (watched > 0 && isLessonDone(watched, lesson.durationSeconds)),
        };
      }),
    },
    words,
  );
}

export function presentCourseDetail({ course, rows, dates, counts }: Detail, words: CourseWords): MyCourseDetail {
  return inLanguage(
    {
      CourseId: course.id,
      Title: course.title,
      Summary: course.summary,
      Description: course.description,
      CeCredits: course.ceCredits,
      IsSelfStudy: course.isSelfStudy,
      LessonCount: counts.total,
      LessonsDone: counts.done,
      Enrollments: rows.map(({ enrollment, seminar }) => ({
        EnrollmentId: enrollment.id,
        Status: enrollment.status,
        EnrolledAt: enrollment.enrolledAt.toISOString(),
        CompletedAt: enrollment.completedAt?.toISOString() ?? null,
        GraduatedAt: enrollment.graduatedAt?.toISOString() ?? null,
        CeCreditsAwarded: enrollment.ceCreditsAwarded,
        SeminarId: seminar?.id ?? null,
        City: seminar?.city ?? null,
        Format: seminar?.format ?? null,
        Dates: seminar
          ? dates
              .filter((date) => date.seminarId === seminar.id)
              .map((date) => ({ StartsAt: date.startsAt.toISOString(), EndsAt: date.endsAt.toISOString() }))
          : [],
      })),
    },
    words,
  );
}
