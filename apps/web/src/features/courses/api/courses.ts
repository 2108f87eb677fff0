import type { Course, CourseCategory, CourseDetail, CourseGroup, CourseIdTitle, ListData } from "@haa/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { Course, CourseCategory, CourseDetail, CourseGroup, CourseIdTitle };

export interface CourseListParams {
  page: number;
  pageSize: number;
  search: string;
  category: number | null;
  level: "beginner" | "advanced" | null;
  track?: string | null;
}

/** GET Course/GetCourses/{page}?pageSize&search&filters: `filters` is the JSON object the server validates. */
export function getCourses(params: CourseListParams): Promise<ListData<Course>> {
  const filters: Record<string, unknown> = {};
  if (params.category) filters.Category = params.category;
  if (params.level) filters.Level = params.level;
  if (params.track) filters.Track = params.track;
  return apiData(`Course/GetCourses/${params.page}`, {
    query: {
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    },
  });
}

export const courseKeys = {
  list: (params: CourseListParams) => ["courses", "list", params] as const,
  categories: ["courses", "categories"] as const,
  beginner: ["courses", "beginner"] as const,
  groups: ["courses", "groups"] as const,
  titles: ["courses", "titles"] as const,
  // The bearer changes the answer (YourPrice, PlanAllowed), so the signed-in user is part of the key.
  detail: (id: number, userId: number | null) => ["courses", "detail", id, userId] as const,
};

export function useCourseList(params: CourseListParams) {
  return useQuery({
    queryKey: courseKeys.list(params),
    queryFn: () => getCourses(params),
    placeholderData: keepPreviousData,
  });
}

export function useCourseCategories() {
  return useQuery({
    queryKey: courseKeys.categories,
    queryFn: () => apiData<CourseCategory[]>("Course/GetCourseCategories"),
    staleTime: 5 * 60_000,
  });
}

export function useBeginnerCourses() {
  return useQuery({ queryKey: courseKeys.beginner, queryFn: () => apiData<Course[]>("Course/GetBeginnerCourses") });
}

export function useCourseGroups() {
  return useQuery({
    queryKey: courseKeys.groups,
    queryFn: () => apiData<CourseGroup[]>("Course/GetCoursesGroupByCategories"),
  });
}

/** GET Course/GetCoursesIDsAndTitle/1?pageSize=-1: every published course's id and title (spec 001 §9). */
export function useCourseTitles() {
  return useQuery({
    queryKey: courseKeys.titles,
    queryFn: () => apiData<ListData<CourseIdTitle>>("Course/GetCoursesIDsAndTitle/1", { query: { pageSize: -1 } }),
    staleTime: 5 * 60_000,
  });
}

export function useCourse(id: number) {
  const session = useSession();
  const userId = session.user?.Id ?? null;
  return useQuery({
    queryKey: courseKeys.detail(id, userId),
    queryFn: () => apiData<CourseDetail>("Course/GetCourseById", { query: { Id: id, WebMode: "true" } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
