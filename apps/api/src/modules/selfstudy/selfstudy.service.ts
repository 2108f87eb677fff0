import {
  type InterfaceLanguage,
  isCourseComplete,
  isLessonDone,
  type LessonProgress,
  nextWatchedSeconds,
  type SaveLessonProgress,
  type TranslationEntry,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { memberQuotes } from "../enrollment/enrollment-quotes.ts";
import { selfStudyRepository as repo } from "./selfstudy.repository.ts";

/** How long a handout link works: long enough to start the download, too short to share. */
export const HANDOUT_LINK_SECONDS = 300;

const courseNotFound = () => notFound("COURSE_NOT_FOUND", "selfStudy.courseNotFound");
const lessonNotFound = () => notFound("LESSON_NOT_FOUND", "selfStudy.lessonNotFound");
const notEnrolled = () => forbidden("NOT_ENROLLED", "selfStudy.notEnrolled");

/** The reader's words for a page of courses (the courses' kind `course`, ADR 0097), by course id. */
export interface CourseWords {
  lang: InterfaceLanguage;
  courses: Map<number, TranslationEntry>;
}

/** Self-study: the catalogue, my courses with progress, lessons, progress reports, handouts (ADR 0033). */
export function createSelfStudyService(deps: Pick<Deps, "db" | "clock" | "storage" | "memberAccess" | "translations">) {
  const { db, clock, storage } = deps;

  /** Enrolled members (and administrators, who support them) see videos and handouts. */
  async function mayWatch(actor: Actor, courseId: number) {
    const enrollment = await repo.liveEnrollment(db, actor.user.id, courseId);
    return { enrollment, allowed: Boolean(enrollment) || actor.isAdmin };
  }

  return {
    /** The courses' words in `lang`, through the courses' translations port: one statement, none in English. */
    async words(lang: InterfaceLanguage, courseIds: readonly number[]): Promise<CourseWords> {
      return { lang, courses: await deps.translations.overlay(db, "course", lang, [...new Set(courseIds)]) };
    },

    catalogue(window: { limit: number; offset: number }) {
      return repo.catalogue(db, window);
    },

    /** ADR 0062: what the checkout would charge `userId` for each course; nulls for a visitor. */
    async quotes(userId: number | undefined, courseIds: readonly number[]) {
      if (userId === undefined) return courseIds.map(() => null);
      return memberQuotes(
        deps.memberAccess,
        db,
        userId,
        courseIds.map((courseId) => ({ courseId, seminarPriceCents: null })),
        clock.now(),
      );
    },

    myCourses(actor: Actor) {
      return repo.myCourses(db, actor.user.id);
    },

    async lessons(actor: Actor, courseId: number) {
      const course = await repo.selfStudyCourse(db, courseId);
      if (!course) throw courseNotFound();
      const { enrollment, allowed } = await mayWatch(actor, courseId);
      const lessons = await repo.lessonsWithProgress(db, courseId, actor.user.id);
      return { course, enrollment, allowed, lessons };
    },

    /**
     * SelfStudy/SaveLessonProgress: the stored position only grows and stops at the duration; a lesson is done
     * at 90%, and the report that finishes the last lesson completes the enrolment (once).
     */
    async saveProgress(actor: Actor, input: SaveLessonProgress): Promise<LessonProgress> {
      const lesson = await repo.lesson(db, input.LessonId);
      if (!lesson) throw lessonNotFound();
      const now = clock.now();
      return db.transaction(async (tx) => {
        const enrollment = await repo.liveEnrollment(tx, actor.user.id, lesson.courseId);
        if (!enrollment) throw notEnrolled();
        const stored = await repo.lockProgress(tx, actor.user.id, lesson.id);
        const watchedSeconds = nextWatchedSeconds(stored.watchedSeconds, input.WatchedSeconds, lesson.durationSeconds);
        const done = stored.completedAt !== null || isLessonDone(watchedSeconds, lesson.durationSeconds);
        await repo.saveProgress(
          tx,
          { userId: actor.user.id, lessonId: lesson.id },
          { watchedSeconds, completedAt: stored.completedAt ?? (done ? now : null), updatedAt: now },
        );
        let current = enrollment;
        if (done && enrollment.completedAt === null) {
          const counts = await repo.progressCounts(tx, actor.user.id, lesson.courseId);
          const course = await repo.course(tx, lesson.courseId);
          if (course && isCourseComplete(counts.done, counts.total)) {
            await repo.completeEnrollment(tx, enrollment.id, now, course.ceCredits);
            current = (await repo.enrollmentById(tx, enrollment.id)) ?? enrollment;
          }
        }
        return {
          LessonId: lesson.id,
          WatchedSeconds: watchedSeconds,
          Done: done,
          CourseCompleted: current.completedAt !== null,
          CeCreditsAwarded: current.ceCreditsAwarded,
        };
      });
    },

    /** SelfStudy/DownloadHandout: a short-lived signed link to the private file. */
    async handout(actor: Actor, lessonId: number) {
      const lesson = await repo.lesson(db, lessonId);
      if (!lesson?.downloadKey) throw lessonNotFound();
      const { allowed } = await mayWatch(actor, lesson.courseId);
      if (!allowed) throw notEnrolled();
      return {
        Url: await storage.signedUrl(lesson.downloadKey, HANDOUT_LINK_SECONDS),
        FileName: lesson.downloadName ?? "handout.pdf",
      };
    },

    /** `/coursesdetail`: a course I hold (or held) a place in, with its lessons or its seminars' dates. */
    async courseDetail(actor: Actor, courseId: number) {
      const course = await repo.course(db, courseId);
      if (!course) throw courseNotFound();
      const { rows, dates } = await repo.myEnrollmentsOf(db, actor.user.id, courseId);
      if (rows.length === 0) throw courseNotFound();
      const counts = course.isSelfStudy
        ? await repo.progressCounts(db, actor.user.id, courseId)
        : { total: 0, done: 0 };
      return { course, rows, dates, counts };
    },
  };
}
export type SelfStudyService = ReturnType<typeof createSelfStudyService>;
