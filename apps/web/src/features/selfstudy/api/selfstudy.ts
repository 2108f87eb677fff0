import {
  type CourseLessons,
  contract,
  type LessonProgress,
  type MyCourseDetail,
  type MySelfStudyCourse,
  type SelfStudyCourse,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { idFrom } from "../../../shared/api/url-params.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { CourseLessons, LessonProgress, MyCourseDetail, MySelfStudyCourse, SelfStudyCourse };

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The course the lessons and the detail pages show (`?courseId=`), read the same way by each screen and its
 * loader; NaN when the address names none, which the screen answers without asking.
 */
export const courseIdFrom = (search: URLSearchParams): number => idFrom(search.get("courseId"));

const selfStudyKeys = {
  // A member's bearer adds YourPrice, so the user is in the key.
  catalogue: (page: number, userId: number | null) => ["selfstudy", "catalogue", page, userId] as const,
  mine: ["selfstudy", "mine"] as const,
  lessons: (courseId: number) => ["selfstudy", "lessons", courseId] as const,
  detail: (courseId: number) => ["selfstudy", "detail", courseId] as const,
};

/** GET SelfStudy/GetSelfStudyCourses (public). */
export const selfStudyCatalogueQuery = (page: number, userId: number | null) =>
  queryOptions({
    queryKey: selfStudyKeys.catalogue(page, userId),
    queryFn: ({ signal }) =>
      callData(contract.selfstudy.getSelfStudyCourses, { query: { page, pageSize: CATALOGUE_PAGE_SIZE }, signal }),
  });

export function useSelfStudyCatalogue(page: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({ ...selfStudyCatalogueQuery(page, userId), placeholderData: keepPreviousData });
}

/** GET SelfStudy/GetMySelfStudyCourses (bearer). */
export const mySelfStudyCoursesQuery = () =>
  queryOptions({
    queryKey: selfStudyKeys.mine,
    queryFn: ({ signal }) => callData(contract.selfstudy.getMySelfStudyCourses, { signal }),
  });

export function useMySelfStudyCourses() {
  return useQuery(mySelfStudyCoursesQuery());
}

/** GET SelfStudy/GetCourseLessons?courseId (bearer): videos only for enrolled members. */
export const courseLessonsQuery = (courseId: number) =>
  queryOptions({
    queryKey: selfStudyKeys.lessons(courseId),
    queryFn: ({ signal }) => callData(contract.selfstudy.getCourseLessons, { query: { courseId }, signal }),
  });

export function useCourseLessons(courseId: number) {
  return useQuery({ ...courseLessonsQuery(courseId), enabled: courseId > 0 });
}

/** POST SelfStudy/SaveLessonProgress: the server keeps the furthest point, so reports may arrive in any order. */
export function useSaveProgress(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { LessonId: number; WatchedSeconds: number }) =>
      callData(contract.selfstudy.saveLessonProgress, { body }),
    onSuccess: (progress) => {
      client.setQueryData<CourseLessons>(selfStudyKeys.lessons(courseId), (current) =>
        current
          ? {
              ...current,
              CeCreditsAwarded: progress.CeCreditsAwarded ?? current.CeCreditsAwarded,
              CompletedAt: progress.CourseCompleted
                ? (current.CompletedAt ?? new Date().toISOString())
                : current.CompletedAt,
              Lessons: current.Lessons.map((lesson) =>
                lesson.LessonId === progress.LessonId
                  ? { ...lesson, WatchedSeconds: progress.WatchedSeconds, Done: progress.Done }
                  : lesson,
              ),
            }
          : current,
      );
      void client.invalidateQueries({ queryKey: selfStudyKeys.mine });
    },
  });
}

/** GET SelfStudy/DownloadHandout?lessonId: a short-lived signed link. */
export function getHandoutLink(lessonId: number) {
  return callData(contract.selfstudy.downloadHandout, { query: { lessonId } });
}

/** GET SelfStudy/GetMyCourseDetail?courseId (bearer). */
export const myCourseDetailQuery = (courseId: number) =>
  queryOptions({
    queryKey: selfStudyKeys.detail(courseId),
    queryFn: ({ signal }) => callData(contract.selfstudy.getMyCourseDetail, { query: { courseId }, signal }),
  });

export function useMyCourseDetail(courseId: number) {
  return useQuery({ ...myCourseDetailQuery(courseId), enabled: courseId > 0 });
}
