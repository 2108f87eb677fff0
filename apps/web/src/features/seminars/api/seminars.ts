import {
  contract,
  SEMINAR_LANGUAGES,
  type Seminar,
  type SeminarInputForm,
  type SeminarListFilters,
  type SeminarStudent,
} from "@haa/domain";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { Seminar, SeminarStudent };

const seminarKeys = {
  all: ["seminars"] as const,
  groups: (filters: SeminarListFilters, userId: number | null) => ["seminars", "groups", filters, userId] as const,
  one: (id: number) => ["seminars", "one", id] as const,
  forReader: (id: number, userId: number | null) => ["seminars", "one", id, userId] as const,
  mine: (page: number) => ["seminars", "mine", page] as const,
  students: (seminarId: number) => ["seminars", "students", seminarId] as const,
};

const SEMINAR_FORMATS = ["inPerson", "online"] as const;

/**
 * The list's filters as its URL says (?courseId, ?country, ?format, ?language, ?when): the screen and its route
 * loader work them out alike, so they read the same query.
 */
export function seminarListOf(params: URLSearchParams) {
  const courseId = Number(params.get("courseId")) || undefined;
  const country = params.get("country") ?? "";
  const format = SEMINAR_FORMATS.find((value) => value === params.get("format"));
  const language = SEMINAR_LANGUAGES.find((value) => value === params.get("language"));
  const when: "past" | "upcoming" = params.get("when") === "past" ? "past" : "upcoming";
  const filters: SeminarListFilters = {
    ...(courseId ? { CourseId: courseId } : {}),
    ...(country ? { Country: country } : {}),
    ...(format ? { Format: format } : {}),
    ...(language ? { Language: language } : {}),
    ...(when === "past" ? { When: "past" as const } : {}),
  };
  return { courseId, country, format, language, when, filters };
}

const filtersParam = (filters: SeminarListFilters) =>
  Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;

/**
 * GET Seminar/GetAllSeminarGroupByCourses: 10 course groups a page (spec 001 §9), "Load more" appends. A member's
 * bearer adds each seminar's YourPrice (ADR 0062), so the signed-in user is part of the key.
 */
export const seminarGroupsQuery = (filters: SeminarListFilters, userId: number | null) =>
  infiniteQueryOptions({
    queryKey: seminarKeys.groups(filters, userId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callData(contract.seminars.getAllSeminarGroupByCourses, {
        query: { page: pageParam, pageSize: 10, filters: filtersParam(filters) },
        signal,
      }),
    getNextPageParam: (last) => (last.Page * last.PageSize < last.TotalCount ? last.Page + 1 : undefined),
  });

export function useSeminarGroups(filters: SeminarListFilters) {
  const userId = useSession().user?.Id ?? null;
  return useInfiniteQuery(seminarGroupsQuery(filters, userId));
}

/** Every published course, for the course filter and the seminar form (spec §9: the id-and-title list, pageSize -1). */
export const seminarCoursesQuery = () =>
  queryOptions({
    queryKey: ["seminars", "courses"],
    queryFn: async ({ signal }) => {
      const list = await callData(contract.courses.getCoursesIDsAndTitle, {
        params: { page: 1 },
        query: { pageSize: -1 },
        signal,
      });
      return list.List.map((course) => ({ id: course.Id, title: course.Title })).sort((a, b) =>
        a.title.localeCompare(b.title),
      );
    },
    staleTime: 5 * 60_000,
  });

export function useSeminarCourses() {
  return useQuery(seminarCoursesQuery());
}

const getSeminarById = (id: number, signal?: AbortSignal) =>
  callData(contract.seminars.getSeminarById, { query: { id }, signal });

/** One seminar's public page (the instructor tools read it this way too). */
export const seminarQuery = (id: number) =>
  queryOptions({
    queryKey: seminarKeys.one(id),
    queryFn: ({ signal }) => getSeminarById(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });

export function useSeminar(id: number) {
  return useQuery(seminarQuery(id));
}

/**
 * The seminar page for its reader: a signed-in member reads it with their own place
 * (GetSeminarBySeminarIdAndUserId), which carries the online link once they are enrolled; visitors read the
 * public page.
 */
export const seminarForReaderQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: seminarKeys.forReader(id, userId),
    queryFn: ({ signal }): Promise<Seminar> =>
      userId === null
        ? getSeminarById(id, signal)
        : callData(contract.seminars.getSeminarBySeminarIdAndUserId, { query: { seminarId: id, userId }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });

export function useSeminarForReader(id: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery(seminarForReaderQuery(id, userId));
}

/** The page the seminar tools show first (they keep their page in their own state). */
export const FIRST_SEMINARS_PAGE = 1;

/** GET Seminar/GetAllSeminar/{page}: the instructor's own (an administrator's: all). */
export const mySeminarsQuery = (page: number) =>
  queryOptions({
    queryKey: seminarKeys.mine(page),
    queryFn: ({ signal }) =>
      callData(contract.seminars.getAllSeminar, { params: { page }, query: { pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useMySeminars(page: number) {
  return useQuery(mySeminarsQuery(page));
}

/** Every student (pageSize all): the screen selects, graduates and exports the whole list. */
export const studentsQuery = (seminarId: number) =>
  queryOptions({
    queryKey: seminarKeys.students(seminarId),
    queryFn: ({ signal }) =>
      callData(contract.seminars.getStudent, { query: { seminarId, page: 1, pageSize: "all" }, signal }),
    retry: false,
  });

export function useStudents(seminarId: number) {
  return useQuery(studentsQuery(seminarId));
}

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seminarKeys.all }),
  });
}

export type SeminarFormBody = SeminarInputForm & { Id?: number };

export const useSaveSeminar = () =>
  useInvalidating((body: SeminarFormBody) =>
    body.Id
      ? callApi(contract.seminars.editSeminar, { body: { ...body, Id: body.Id } })
      : callApi(contract.seminars.addSeminar, { body }),
  );
export const useCancelSeminar = () =>
  useInvalidating((id: number) => callApi(contract.seminars.deleteSeminar, { params: { id } }));
export const useAddStudents = () =>
  useInvalidating((body: { SeminarId: number; Emails: string[] }) => callApi(contract.seminars.addStudents, { body }));
export const useRemoveStudent = () =>
  useInvalidating((args: { seminarId: number; studentId: number }) =>
    callApi(contract.seminars.deleteStudent, { query: args }),
  );
export const useGraduate = () =>
  useInvalidating((body: { SeminarId: number; StudentIds: number[] }) =>
    callApi(contract.seminars.graduateStudents, { body }),
  );
export const useEmailStudents = () =>
  useMutation({
    mutationFn: (body: { SeminarId: number; Subject: string; Message: string }) =>
      callApi(contract.seminars.sendEmailToStudents, { body }),
  });
