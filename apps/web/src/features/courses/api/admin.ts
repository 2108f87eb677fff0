import type { Course, CourseCategory, CourseForm, ListData } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest, type Envelope } from "../../../shared/api/client.ts";

export interface AdminCourseParams {
  page: number;
  pageSize: number;
  search: string;
  published: "" | "true" | "false";
}

const adminKeys = {
  all: ["courses"] as const,
  list: (params: AdminCourseParams) => ["courses", "admin", params] as const,
  options: ["courses", "admin", "options"] as const,
};

/** GET Course/AdminGetCourses/{page}: every course, published or not (administrators). */
export function useAdminCourses(params: AdminCourseParams) {
  return useQuery({
    queryKey: adminKeys.list(params),
    queryFn: () =>
      apiData<ListData<Course>>(`Course/AdminGetCourses/${params.page}`, {
        query: {
          pageSize: params.pageSize,
          search: params.search || undefined,
          filters: params.published ? JSON.stringify({ Published: params.published === "true" }) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every course (published or not) for the prerequisite choice: the admin list's largest page. */
export function useCourseOptions() {
  return useQuery({
    queryKey: adminKeys.options,
    queryFn: () => apiData<ListData<Course>>("Course/AdminGetCourses/1", { query: { pageSize: 100 } }),
  });
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
    mutationFn: (input: SaveCourseInput) =>
      input.Id
        ? apiRequest<Course>("Course/AdminEditCourse", { method: "PUT", json: input })
        : apiRequest<Course>("Course/AdminAddCourse", { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** POST Course/AdminSetCoursePublished. */
export function useSetPublished() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (input: { Id: number; IsPublished: boolean }) =>
      apiRequest<null>("Course/AdminSetCoursePublished", { method: "POST", json: input }),
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
      return apiRequest<{ Full: string }>(`Course/AdminUploadCourse${kind}/${id}`, { method: "POST", form });
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
        return apiRequest<CourseCategory>("Course/AdminAddCategory", {
          method: "POST",
          json: { Name: change.Name, Description: change.Description },
        });
      }
      if (change.kind === "rename") {
        return apiRequest<null>("Course/AdminRenameCategory", {
          method: "PUT",
          json: { Id: change.Id, Name: change.Name, Description: change.Description },
        });
      }
      return apiRequest<CourseCategory[]>("Course/AdminReorderCategories", {
        method: "PUT",
        json: { Ids: change.Ids },
      });
    },
    onSuccess: refresh,
  });
}
