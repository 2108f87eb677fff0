import type {
  CourseLessons,
  HandoutLink,
  LessonProgress,
  ListData,
  MyCourseDetail,
  MySelfStudyCourse,
  SelfStudyCourse,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { CourseLessons, LessonProgress, MyCourseDetail, MySelfStudyCourse, SelfStudyCourse };

export const CATALOGUE_PAGE_SIZE = 12;

/** GET SelfStudy/GetSelfStudyCourses (public; a member's bearer adds YourPrice, so the user is in the key). */
export function useSelfStudyCatalogue(page: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({
    queryKey: ["selfstudy", "catalogue", page, userId],
    queryFn: () =>
      apiData<ListData<SelfStudyCourse>>("SelfStudy/GetSelfStudyCourses", {
        query: { page, pageSize: CATALOGUE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET SelfStudy/GetMySelfStudyCourses (bearer). */
export function useMySelfStudyCourses() {
  return useQuery({
    queryKey: ["selfstudy", "mine"],
    queryFn: () => apiData<{ List: MySelfStudyCourse[] }>("SelfStudy/GetMySelfStudyCourses"),
  });
}

/** GET SelfStudy/GetCourseLessons?courseId (bearer): videos only for enrolled members. */
export function useCourseLessons(courseId: number) {
  return useQuery({
    queryKey: ["selfstudy", "lessons", courseId],
    queryFn: () => apiData<CourseLessons>("SelfStudy/GetCourseLessons", { query: { courseId } }),
    enabled: courseId > 0,
  });
}

/** POST SelfStudy/SaveLessonProgress: the server keeps the furthest point, so reports may arrive in any order. */
export function useSaveProgress(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { LessonId: number; WatchedSeconds: number }) =>
      apiData<LessonProgress>("SelfStudy/SaveLessonProgress", { method: "POST", json: body }),
    onSuccess: (progress) => {
      client.setQueryData<CourseLessons>(["selfstudy", "lessons", courseId], (current) =>
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
      void client.invalidateQueries({ queryKey: ["selfstudy", "mine"] });
    },
  });
}

/** GET SelfStudy/DownloadHandout?lessonId: a short-lived signed link. */
export function getHandoutLink(lessonId: number) {
  return apiData<HandoutLink>("SelfStudy/DownloadHandout", { query: { lessonId } });
}

/** GET SelfStudy/GetMyCourseDetail?courseId (bearer). */
export function useMyCourseDetail(courseId: number) {
  return useQuery({
    queryKey: ["selfstudy", "detail", courseId],
    queryFn: () => apiData<MyCourseDetail>("SelfStudy/GetMyCourseDetail", { query: { courseId } }),
    enabled: courseId > 0,
  });
}
