import { contract } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { pageWindow } from "../../db/paging.ts";
import type { Deps } from "../../deps.ts";
import { actorOf } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { accessFor } from "./selfstudy.policy.ts";
import { presentCatalogueCourse, presentCourseDetail, presentLessons, presentMyCourse } from "./selfstudy.presenter.ts";
import type { SelfStudyService } from "./selfstudy.service.ts";

/** Public catalogue reads per address (memory limiter, ADR 0015). */
export const SELF_STUDY_CATALOGUE_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };
/** Progress reports per member: the player sends one every ~10 s; this leaves room for several tabs. */
export const LESSON_PROGRESS_LIMIT: Limit = { max: 60, windowMs: 60_000 };

export function selfStudyRoutes(app: FastifyInstance, deps: Deps, selfStudy: SelfStudyService) {
  const tags = ["SelfStudy"];

  route(
    app,
    contract.selfstudy.getSelfStudyCourses,
    {
      access: accessFor("browse"),
      tags,
      summary:
        "The self-study catalogue (published self-study courses) with price (US dollars) and lesson count, each course's words in the reader's language where translated (Lang says which); with a member's bearer YourPrice, what the checkout charges them (ADR 0062); page, pageSize (default 12, at most 50)",
    },
    async (request) => {
      await deps.readLimiter.hit(`selfstudy:ip:${request.ip}`, SELF_STUDY_CATALOGUE_LIMIT);
      const { page, pageSize } = request.query;
      const { list, total } = await selfStudy.catalogue(pageWindow({ page, pageSize }));
      const ids = list.map((row) => row.course.id);
      const [quotes, words] = await Promise.all([
        selfStudy.quotes((await viewerOf(deps, request))?.user.id, ids),
        selfStudy.words(request.language, ids),
      ]);
      return ok(
        listData(
          list.map((row, index) => presentCatalogueCourse(row, quotes[index] ?? null, words)),
          total,
          { page, pageSize },
        ),
      );
    },
  );

  route(
    app,
    contract.selfstudy.getMySelfStudyCourses,
    {
      access: accessFor("study"),
      tags,
      summary: "The caller's self-study courses (live enrolments) with lessons done, percent and completion",
    },
    async (request) => {
      const rows = await selfStudy.myCourses(actorOf(request));
      const words = await selfStudy.words(
        request.language,
        rows.map((row) => row.course.id),
      );
      return ok({ List: rows.map((row) => presentMyCourse(row, words)) });
    },
  );

  route(
    app,
    contract.selfstudy.getCourseLessons,
    {
      access: accessFor("study"),
      tags,
      summary:
        "A self-study course's lessons in order with the caller's progress. Video, captions and handout name only for enrolled members (IsEnrolled); others see titles and durations. 404 for an unknown or non-self-study course",
    },
    async (request) => {
      const lessons = await selfStudy.lessons(actorOf(request), request.query.courseId);
      return ok(presentLessons(lessons, await selfStudy.words(request.language, [lessons.course.id])));
    },
  );

  route(
    app,
    contract.selfstudy.saveLessonProgress,
    {
      access: accessFor("study"),
      tags,
      summary:
        "Report the player's position (LessonId, WatchedSeconds). Stored progress never decreases and stops at the duration; the lesson is done at 90%; the report that finishes the last lesson completes the enrolment and awards its CE credits once. 403 when not enrolled; at most 60 reports a minute (429)",
    },
    async (request) => {
      const actor = actorOf(request);
      await deps.readLimiter.hit(`selfstudy:progress:${actor.user.id}`, LESSON_PROGRESS_LIMIT);
      return ok(await selfStudy.saveProgress(actor, request.body));
    },
  );

  route(
    app,
    contract.selfstudy.downloadHandout,
    {
      access: accessFor("study"),
      tags,
      summary:
        "A signed link (5 minutes) to a lesson's handout, for enrolled members (403 otherwise; 404 without a handout)",
    },
    async (request) => ok(await selfStudy.handout(actorOf(request), request.query.lessonId)),
  );

  route(
    app,
    contract.selfstudy.getMyCourseDetail,
    {
      access: accessFor("study"),
      tags,
      summary:
        "One course the caller holds a place in (seminar or self-study): their enrolments with seminar dates, and lesson progress for a self-study course. 404 when they hold none",
    },
    async (request) => {
      const detail = await selfStudy.courseDetail(actorOf(request), request.query.courseId);
      return ok(presentCourseDetail(detail, await selfStudy.words(request.language, [detail.course.id])));
    },
  );
}
