import { type CourseForm, contract, type TranslationLanguage } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import type { Envelope } from "../../../shared/api/client.ts";

export interface AdminCourseParams {
  page: number;
  pageSize: number;
  search: string;
  published: "" | "true" | "false";
  /** The courses not yet translated into this language (ADR 0097). */
  missingLanguage: TranslationLanguage | "";
}

/** The administrators' course table's page size. */
export const ADMIN_COURSES_PAGE_SIZE = 20;

/** What the course table shows first: page 1, no search, no filter (the table keeps them in its own state). */
export const FIRST_ADMIN_COURSES: AdminCourseParams = {
  page: 1,
  pageSize: ADMIN_COURSES_PAGE_SIZE,
  search: "",
  published: "",
  missingLanguage: "",
};

const adminKeys = {
  all: ["courses"] as const,
  list: (params: AdminCourseParams) => ["courses", "admin", params] as const,
  options: ["courses", "admin", "options"] as const,
};

function adminFilters(params: AdminCourseParams): string | undefined {
  const filters = {
    ...(params.published ? { Published: params.published === "true" } : {}),
    ...(params.missingLanguage ? { MissingLanguage: params.missingLanguage } : {}),
  };
  return Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;
}

/** GET Course/AdminGetCourses/{page}: every course, published or not (administrators). */
export const adminCoursesQuery = (params: AdminCourseParams) =>
  queryOptions({
    queryKey: adminKeys.list(params),
    queryFn: ({ signal }) =>
      callData(contract.courses.adminGetCourses, {
        params: { page: params.page },
        query: {
          pageSize: params.pageSize,
          search: params.search || undefined,
          filters: adminFilters(params),
        },
        signal,
      }),
  });

export function useAdminCourses(params: AdminCourseParams) {
  return useQuery({ ...adminCoursesQuery(params), placeholderData: keepPreviousData });
}

/** Every course (published or not) for the prerequisite choice: the admin list's largest page. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.options,
    queryFn: ({ signal }) =>
      callData(contract.courses.adminGetCourses, { params: { page: 1 }, query: { pageSize: 100 }, signal }),
  });

export function useCourseOptions() {
  return useQuery(courseOptionsQuery());
}

/**
 * The categories with their English names and descriptions, whatever the administrator's interface language: the
 * editor changes the originals, and their translations are edited beside them (ADR 0097).
 */
export const adminCourseCategoriesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, "admin", "categories"],
    queryFn: ({ signal }) =>
      callData(contract.courses.getCourseCategories, { headers: { "Accept-Language": "en" }, signal }),
  });

export function useAdminCourseCategories() {
  return useQuery(adminCourseCategoriesQuery());
}

/** Every cached course read (public catalogue included) is stale after an administrator's change. */
function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export type SaveCourseInput = CourseForm & { Id?: number };

/** POST Course/AdminAddCourse, or PUT Course/AdminEditCourse when the course has an Id. */
export function useSaveCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ Id, ...course }: SaveCourseInput) =>
      Id
        ? callApi(contract.courses.adminEditCourse, { body: { Id, ...course } })
        : callApi(contract.courses.adminAddCourse, { body: course }),
    onSuccess: refresh,
  });
}

/** POST Course/AdminSetCoursePublished. */
export function useSetPublished() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (input: { Id: number; IsPublished: boolean }) =>
      callApi(contract.courses.adminSetCoursePublished, { body: input }),
    onSuccess: refresh,
  });
}

/** POST Course/AdminUploadCourseBanner/{id} or …Thumbnail/{id}, multipart field `File`. */
export function useUploadCourseImage() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: number; kind: "Banner" | "Thumbnail"; file: File }) => {
      const form = new FormData();
      form.append("File", file);
      const call =
        kind === "Banner" ? contract.courses.adminUploadCourseBanner : contract.courses.adminUploadCourseThumbnail;
      return callApi(call, { params: { id }, form });
    },
    onSuccess: refresh,
  });
}

export type CategoryChange =
  | { kind: "add"; Name: string; Description: string }
  | { kind: "rename"; Id: number; Name: string; Description: string }
  | { kind: "reorder"; Ids: number[] };

/** POST Course/AdminAddCategory, PUT Course/AdminRenameCategory, PUT Course/AdminReorderCategories. */
export function useChangeCategory() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<Envelope<unknown>> => {
      if (change.kind === "add") {
        return callApi(contract.courses.adminAddCategory, {
          body: { Name: change.Name, Description: change.Description },
        });
      }
      if (change.kind === "rename") {
        return callApi(contract.courses.adminRenameCategory, {
          body: { Id: change.Id, Name: change.Name, Description: change.Description },
        });
      }
      return callApi(contract.courses.adminReorderCategories, { body: { Ids: change.Ids } });
    },
    onSuccess: refresh,
  });
}
