import type { AdminUser, Exam, ListData, RecordExamResultData, UserCeus, UserExams } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiData, apiRequest, buildUrl } from "../../../shared/api/client.ts";

export type { CeEntry, UserCeus, UserExam, UserExams } from "@haa/domain";

export interface CeuFilters {
  search: string;
  /** YYYY-MM-DD or empty. */
  startDate: string;
  endDate: string;
}

const queryOf = (userId: number, filters: CeuFilters) => ({
  userId,
  search: filters.search || undefined,
  StartDate: filters.startDate || undefined,
  EndDate: filters.endDate || undefined,
});

/** GET UserCEUs/GetUserCEUs?userId&search&StartDate&EndDate (bearer, the member's own). */
export function getUserCeus(userId: number, filters: CeuFilters): Promise<UserCeus> {
  return apiData("UserCEUs/GetUserCEUs", { query: queryOf(userId, filters) });
}

export function useUserCeus(userId: number, filters: CeuFilters) {
  return useQuery({
    queryKey: ["credits", "ceus", userId, filters],
    queryFn: () => getUserCeus(userId, filters),
    placeholderData: keepPreviousData,
  });
}

/** GET UserExams/GetUserExams?userId (bearer, the member's own). */
export function useUserExams(userId: number) {
  return useQuery({
    queryKey: ["credits", "exams", userId],
    queryFn: (): Promise<UserExams> => apiData("UserExams/GetUserExams", { query: { userId } }),
  });
}

/** Hands a blob to the browser as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The CSV (with the list's filters) or the PDF transcript, fetched behind the key and the bearer and saved:
 * a plain link could carry neither.
 */
export async function downloadTranscript(input: { userId: number; kind: "csv" | "pdf"; filters: CeuFilters }) {
  const path = input.kind === "csv" ? "UserCEUs/GetUserCEUsCsv" : "UserCEUs/GetUserCEUsPdf";
  const query = input.kind === "csv" ? queryOf(input.userId, input.filters) : { userId: input.userId };
  const blob = await apiBlob(buildUrl(path, query));
  saveBlob(blob, `ce-transcript.${input.kind}`);
}

export function useDownloadTranscript() {
  return useMutation({ mutationFn: downloadTranscript });
}

export type CeCycle = { Years: number; RequiredCredits: number };

export function useCeCycle() {
  return useQuery({ queryKey: ["credits", "cycle"], queryFn: () => apiData<CeCycle>("UserCEUs/AdminGetCECycle") });
}

export function useSetCeCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cycle: CeCycle) => apiRequest<CeCycle>("UserCEUs/AdminSetCECycle", { method: "PUT", json: cycle }),
    onSuccess: (result) => queryClient.setQueryData(["credits", "cycle"], result.Data),
  });
}

export type { AdminUser, Exam, ListData } from "@haa/domain";

/** GET Admin/GetUsers?page&pageSize&search: the administrators' member search, reused to pick a ledger. */
export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: ["credits", "members", search],
    queryFn: () => apiData<ListData<AdminUser>>("Admin/GetUsers", { query: { page: 1, pageSize: 10, search } }),
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
    mutationFn: (input: AdjustmentInput) =>
      apiRequest<{ Id: number }>("UserCEUs/AdminAddAdjustment", { method: "POST", json: input }),
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: ["credits", "ceus", input.UserId] }),
  });
}

/** GET UserExams/AdminGetExams?page&pageSize, newest first. */
export function useAdminExams(page: number) {
  return useQuery({
    queryKey: ["credits", "adminExams", page],
    queryFn: () => apiData<ListData<Exam>>("UserExams/AdminGetExams", { query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** GET Course/GetCoursesIDsAndTitle/1?pageSize=-1: the courses an exam may belong to. */
export function useCourseOptions() {
  return useQuery({
    queryKey: ["credits", "courseOptions"],
    queryFn: () =>
      apiData<ListData<{ Id: number; Title: string }>>("Course/GetCoursesIDsAndTitle/1", { query: { pageSize: -1 } }),
    staleTime: 5 * 60_000,
  });
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
    mutationFn: (input: ExamInput) =>
      apiRequest<{ Id: number }>("UserExams/AdminAddExam", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["credits", "adminExams"] }),
  });
}

export interface ResultInput {
  ExamId: number;
  UserId: number;
  Score: number;
  /** YYYY-MM-DD. */
  TakenOn: string;
}

/** POST UserExams/AdminRecordResult: the same member, exam and day again corrects that result (ADR 0050). */
export function useRecordResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResultInput) =>
      apiRequest<RecordExamResultData>("UserExams/AdminRecordResult", { method: "POST", json: input }),
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: ["credits", "ceus", input.UserId] });
      void queryClient.invalidateQueries({ queryKey: ["credits", "exams", input.UserId] });
    },
  });
}
