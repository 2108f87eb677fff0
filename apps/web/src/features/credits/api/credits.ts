import { type CallData, contract, type UserCeus } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData, callUrl } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";
import { saveBlob } from "../../../shared/api/save-blob.ts";

export type { CeEntry, UserCeus, UserExam, UserExams } from "@haa/domain";

export interface CeuFilters {
  search: string;
  /** YYYY-MM-DD or empty. */
  startDate: string;
  endDate: string;
}

/** The whole ledger, as the profile's credentials section shows it. */
export const NO_CEU_FILTERS: CeuFilters = { search: "", startDate: "", endDate: "" };

/** The ledger's filters as the address holds them (`?search=&from=&to=`): the screen and its loader read the same. */
export function ceuFiltersOf(search: URLSearchParams): CeuFilters {
  return { search: search.get("search") ?? "", startDate: search.get("from") ?? "", endDate: search.get("to") ?? "" };
}

const queryOf = (userId: number, filters: CeuFilters) => ({
  userId,
  search: filters.search || undefined,
  StartDate: filters.startDate || undefined,
  EndDate: filters.endDate || undefined,
});

/** GET UserCEUs/GetUserCEUs?userId&search&StartDate&EndDate (bearer, the member's own). */
export function getUserCeus(userId: number, filters: CeuFilters, signal?: AbortSignal): Promise<UserCeus> {
  return callData(contract.credits.getUserCEUs, { query: queryOf(userId, filters), signal });
}

const creditKeys = {
  ceus: (userId: number) => ["credits", "ceus", userId] as const,
  exams: (userId: number) => ["credits", "exams", userId] as const,
  cycle: ["credits", "cycle"] as const,
  adminExams: ["credits", "adminExams"] as const,
};

export const userCeusQuery = (userId: number, filters: CeuFilters) =>
  queryOptions({
    queryKey: [...creditKeys.ceus(userId), filters],
    queryFn: ({ signal }) => getUserCeus(userId, filters, signal),
  });

export function useUserCeus(userId: number, filters: CeuFilters) {
  return useQuery({ ...userCeusQuery(userId, filters), placeholderData: keepPreviousData });
}

/** GET UserExams/GetUserExams?userId (bearer, the member's own). */
export const userExamsQuery = (userId: number) =>
  queryOptions({
    queryKey: creditKeys.exams(userId),
    queryFn: ({ signal }) => callData(contract.credits.getUserExams, { query: { userId }, signal }),
  });

export function useUserExams(userId: number) {
  return useQuery(userExamsQuery(userId));
}

/**
 * The CSV (with the list's filters) or the PDF transcript, fetched behind the key and the bearer and saved:
 * a plain link could carry neither.
 */
export async function downloadTranscript(input: { userId: number; kind: "csv" | "pdf"; filters: CeuFilters }) {
  const url =
    input.kind === "csv"
      ? callUrl(contract.credits.getUserCEUsCsv, { query: queryOf(input.userId, input.filters) })
      : callUrl(contract.credits.getUserCEUsPdf, { query: { userId: input.userId } });
  const blob = await apiBlob(url);
  saveBlob(blob, `ce-transcript.${input.kind}`);
}

export function useDownloadTranscript() {
  return useMutation({ mutationFn: downloadTranscript });
}

export type CeCycle = CallData<typeof contract.credits.adminGetCECycle>;

/** The tabs of /admin/credits. */
export const CREDITS_ADMIN_TABS = ["cycle", "ledgers", "exams"] as const;
export type CreditsAdminTab = (typeof CREDITS_ADMIN_TABS)[number];

/** The tab the address opens (`?tab=`), read the same way by the screen and its loader: the cycle unless another. */
export function creditsAdminTab(search: URLSearchParams): CreditsAdminTab {
  const asked = search.get("tab");
  return CREDITS_ADMIN_TABS.find((value) => value === asked) ?? "cycle";
}

export const ceCycleQuery = () =>
  queryOptions({
    queryKey: creditKeys.cycle,
    queryFn: ({ signal }) => callData(contract.credits.adminGetCECycle, { signal }),
  });

export function useCeCycle() {
  return useQuery(ceCycleQuery());
}

export function useSetCeCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cycle: CeCycle) => callApi(contract.credits.adminSetCECycle, { body: cycle }),
    onSuccess: (result) => queryClient.setQueryData(creditKeys.cycle, result.Data),
  });
}

export type { AdminUser, Exam, ListData } from "@haa/domain";

/** GET Admin/GetUsers?page&pageSize&search: the administrators' member search, reused to pick a ledger. */
export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: ["credits", "members", search],
    queryFn: ({ signal }) => callData(contract.admin.getUsers, { query: { page: 1, pageSize: 10, search }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export interface AdjustmentInput {
  UserId: number;
  Credits: number;
  Reason: string;
}

/** POST UserCEUs/AdminAddAdjustment; the member's ledger is read again afterwards. */
export function useAddAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => callApi(contract.credits.adminAddAdjustment, { body: input }),
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: creditKeys.ceus(input.UserId) }),
  });
}

/** GET UserExams/AdminGetExams?page&pageSize, newest first. */
export const adminExamsQuery = (page: number) =>
  queryOptions({
    queryKey: [...creditKeys.adminExams, page],
    queryFn: ({ signal }) => callData(contract.credits.adminGetExams, { query: { page, pageSize: 20 }, signal }),
  });

export function useAdminExams(page: number) {
  return useQuery({ ...adminExamsQuery(page), placeholderData: keepPreviousData });
}

/** GET Course/GetCoursesIDsAndTitle/1?pageSize=-1: the courses an exam may belong to. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ["credits", "courseOptions"],
    queryFn: ({ signal }) =>
      callData(contract.courses.getCoursesIDsAndTitle, { params: { page: 1 }, query: { pageSize: -1 }, signal }),
    staleTime: 5 * 60_000,
  });

export function useCourseOptions() {
  return useQuery(courseOptionsQuery());
}

export interface ExamInput {
  CourseId: number;
  Title: string;
  PassMark: number;
  Credits: number;
}

export function useAddExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamInput) => callApi(contract.credits.adminAddExam, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.adminExams }),
  });
}

export interface ResultInput {
  ExamId: number;
  UserId: number;
  Score: number;
  /** YYYY-MM-DD; without it, today. */
  TakenOn?: string;
}

/** POST UserExams/AdminRecordResult: the same member, exam and day again corrects that result (ADR 0050). */
export function useRecordResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResultInput) => callApi(contract.credits.adminRecordResult, { body: input }),
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: creditKeys.ceus(input.UserId) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.exams(input.UserId) });
    },
  });
}
