import type {
  AddStudentsResult,
  CourseIdTitle,
  ListData,
  Seminar,
  SeminarCourseGroupList,
  SeminarInputForm,
  SeminarList,
  SeminarListFilters,
  SeminarStudent,
} from "@haa/domain";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { Seminar, SeminarStudent };

const filtersParam = (filters: SeminarListFilters) =>
  Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;

/**
 * GET Seminar/GetAllSeminarGroupByCourses: 10 course groups a page (spec 001 §9), "Load more" appends. A member's
 * bearer adds each seminar's YourPrice (ADR 0062), so the signed-in user is part of the key.
 */
export function useSeminarGroups(filters: SeminarListFilters) {
  const userId = useSession().user?.Id ?? null;
  return useInfiniteQuery({
    queryKey: ["seminars", "groups", filters, userId],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiData<SeminarCourseGroupList>("Seminar/GetAllSeminarGroupByCourses", {
        query: { page: pageParam, pageSize: 10, filters: filtersParam(filters) },
      }),
    getNextPageParam: (last) => (last.Page * last.PageSize < last.TotalCount ? last.Page + 1 : undefined),
  });
}

/** Every published course, for the course filter and the seminar form (spec §9: the id-and-title list, pageSize -1). */
export function useSeminarCourses() {
  return useQuery({
    queryKey: ["seminars", "courses"],
    queryFn: async () => {
      const list = await apiData<ListData<CourseIdTitle>>("Course/GetCoursesIDsAndTitle/1", {
        query: { pageSize: -1 },
      });
      return list.List.map((course) => ({ id: course.Id, title: course.Title })).sort((a, b) =>
        a.title.localeCompare(b.title),
      );
    },
    staleTime: 5 * 60_000,
  });
}

/** One seminar's public page (the instructor tools read it this way too). */
export function useSeminar(id: number) {
  return useQuery({
    queryKey: ["seminars", "one", id],
    queryFn: () => apiData<Seminar>("Seminar/GetSeminarById", { query: { id } }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * The seminar page for its reader: a signed-in member reads it with their own place
 * (GetSeminarBySeminarIdAndUserId), which carries the online link once they are enrolled; visitors read the
 * public page.
 */
export function useSeminarForReader(id: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({
    queryKey: ["seminars", "one", id, userId],
    queryFn: () =>
      userId === null
        ? apiData<Seminar>("Seminar/GetSeminarById", { query: { id } })
        : apiData<Seminar>("Seminar/GetSeminarBySeminarIdAndUserId", { query: { seminarId: id, userId } }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
}

/** GET Seminar/GetAllSeminar/{page}: the instructor's own (an administrator's: all). */
export function useMySeminars(page: number) {
  return useQuery({
    queryKey: ["seminars", "mine", page],
    queryFn: () => apiData<SeminarList>(`Seminar/GetAllSeminar/${page}`, { query: { pageSize: 20 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Every student (pageSize all): the screen selects, graduates and exports the whole list. */
export function useStudents(seminarId: number) {
  return useQuery({
    queryKey: ["seminars", "students", seminarId],
    queryFn: () =>
      apiData<{ List: SeminarStudent[]; TotalCount: number; CanManage: boolean; CanGraduate: boolean }>(
        "Seminar/GetStudent",
        {
          query: { seminarId, page: 1, pageSize: "all" },
        },
      ),
    retry: false,
  });
}

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["seminars"] }),
  });
}

export type SeminarFormBody = SeminarInputForm & { Id?: number };

export const useSaveSeminar = () =>
  useInvalidating((body: SeminarFormBody) =>
    body.Id
      ? apiRequest<{ Id: number }>("Seminar/EditSeminar", { method: "PUT", json: body })
      : apiRequest<{ Id: number }>("Seminar/AddSeminar", { method: "POST", json: body }),
  );
export const useCancelSeminar = () =>
  useInvalidating((id: number) =>
    apiRequest<{ Id: number; Refunded: number }>(`Seminar/DeleteSeminar/${id}`, { method: "DELETE" }),
  );
export const useAddStudents = () =>
  useInvalidating((body: { SeminarId: number; Emails: string[] }) =>
    apiRequest<AddStudentsResult>("Seminar/AddStudents", { method: "POST", json: body }),
  );
export const useRemoveStudent = () =>
  useInvalidating((args: { seminarId: number; studentId: number }) =>
    apiRequest<null>("Seminar/DeleteStudent", { method: "DELETE", query: args }),
  );
export const useGraduate = () =>
  useInvalidating((body: { SeminarId: number; StudentIds: number[] }) =>
    apiRequest<{ Graduated: number }>("Seminar/GraduateStudents", { method: "POST", json: body }),
  );
export const useEmailStudents = () =>
  useMutation({
    mutationFn: (body: { SeminarId: number; Subject: string; Message: string }) =>
      apiRequest<null>("Seminar/SendEmailToStudents", { method: "POST", json: body }),
  });
