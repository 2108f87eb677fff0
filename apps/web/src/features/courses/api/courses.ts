import {
  COURSE_PAGE_SIZE,
  COURSE_TRACKS,
  type Course,
  type CourseCategory,
  type CourseDetail,
  type CourseGroup,
  type CourseIdTitle,
  type CourseTrack,
  contract,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { filterIdFrom, isItemId, pageFrom } from "../../../shared/api/url-params.ts";
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
export function getCourses(params: CourseListParams, signal?: AbortSignal) {
  const filters: Record<string, unknown> = {};
  if (params.category) filters.Category = params.category;
  if (params.level) filters.Level = params.level;
  if (params.track) filters.Track = params.track;
  return callData(contract.courses.getCourses, {
    params: { page: params.page },
    query: {
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    },
    signal,
  });
}

export const COURSE_LEVELS = ["beginner", "advanced"] as const;

/**
 * The catalogue's list as its URL says (?page, ?search, ?category, ?level): the screen and its route loader work
 * it out alike, so they read the same query.
 */
export function catalogueParams(params: URLSearchParams): CourseListParams {
  const rawLevel = params.get("level");
  return {
    page: pageFrom(params),
    pageSize: COURSE_PAGE_SIZE,
    search: params.get("search") ?? "",
    category: filterIdFrom(params.get("category")),
    level: COURSE_LEVELS.find((value) => value === rawLevel) ?? null,
  };
}

/** The track a `/paramacourses/<track>` path names; the bare path shows the first tab. */
export function trackOf(pathname: string): CourseTrack {
  const last = pathname.split("/").filter(Boolean).pop()?.toLowerCase();
  return COURSE_TRACKS.find((track) => track === last) ?? "essentialfounders";
}

/** A Parama track's courses: all of them on one page. */
export const paramaListParams = (track: CourseTrack): CourseListParams => ({
  page: 1,
  pageSize: 100,
  search: "",
  category: null,
  level: null,
  track,
});

export const courseKeys = {
  list: (params: CourseListParams) => ["courses", "list", params] as const,
  categories: ["courses", "categories"] as const,
  beginner: ["courses", "beginner"] as const,
  groups: ["courses", "groups"] as const,
  titles: ["courses", "titles"] as const,
  // The bearer changes the answer (YourPrice, PlanAllowed), so the signed-in user is part of the key.
  detail: (id: number, userId: number | null) => ["courses", "detail", id, userId] as const,
};

export const courseListQuery = (params: CourseListParams) =>
  queryOptions({ queryKey: courseKeys.list(params), queryFn: ({ signal }) => getCourses(params, signal) });

export function useCourseList(params: CourseListParams) {
  return useQuery({ ...courseListQuery(params), placeholderData: keepPreviousData });
}

export const courseCategoriesQuery = () =>
  queryOptions({
    queryKey: courseKeys.categories,
    queryFn: ({ signal }) => callData(contract.courses.getCourseCategories, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCourseCategories() {
  return useQuery(courseCategoriesQuery());
}

export const beginnerCoursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.beginner,
    queryFn: ({ signal }) => callData(contract.courses.getBeginnerCourses, { signal }),
  });

export function useBeginnerCourses() {
  return useQuery(beginnerCoursesQuery());
}

export const courseGroupsQuery = () =>
  queryOptions({
    queryKey: courseKeys.groups,
    queryFn: ({ signal }) => callData(contract.courses.getCoursesGroupByCategories, { signal }),
  });

export function useCourseGroups() {
  return useQuery(courseGroupsQuery());
}

/** GET Course/GetCoursesIDsAndTitle/1?pageSize=-1: every published course's id and title (spec 001 §9). */
export function getCourseTitles(signal?: AbortSignal) {
  return callData(contract.courses.getCoursesIDsAndTitle, { params: { page: 1 }, query: { pageSize: -1 }, signal });
}

export const courseTitlesQuery = () =>
  queryOptions({
    queryKey: courseKeys.titles,
    queryFn: ({ signal }) => getCourseTitles(signal),
    staleTime: 5 * 60_000,
  });

export function useCourseTitles() {
  return useQuery(courseTitlesQuery());
}

export const courseQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: courseKeys.detail(id, userId),
    queryFn: ({ signal }) => callData(contract.courses.getCourseById, { query: { Id: id, WebMode: "true" }, signal }),
  });

export function useCourse(id: number) {
  const session = useSession();
  const userId = session.user?.Id ?? null;
  return useQuery({ ...courseQuery(id, userId), enabled: isItemId(id) });
}
