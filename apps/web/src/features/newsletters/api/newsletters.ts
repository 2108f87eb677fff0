import type {
  AddNewsLetterForm,
  AddNewsLetterResult,
  AddNewsletterIssueForm,
  AdminNewsletter,
  AdminNewsletterIssue,
  ListData,
  MemberNewsletters,
  Newsletter,
  NewsletterIssue,
  NewsletterIssueSummary,
  UpdateNewsLetterForm,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type {
  AdminNewsletter,
  AdminNewsletterIssue,
  MemberNewsletters,
  Newsletter,
  NewsletterIssue,
  NewsletterIssueSummary,
};

/** GET NewsLetter/GetNewsLetters (public). */
export function useNewsletters() {
  return useQuery({
    queryKey: ["newsletters", "list"],
    queryFn: () => apiData<Newsletter[]>("NewsLetter/GetNewsLetters"),
    staleTime: 5 * 60_000,
  });
}

/** POST NewsLetter/AddNewsLetter: a visitor by e-mail (double opt-in), a member (bearer) for themself. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNewsLetterForm) =>
      apiRequest<AddNewsLetterResult>("NewsLetter/AddNewsLetter", { method: "POST", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["newsletters", "mine"] }),
  });
}

export interface ArchiveParams {
  page: number;
  pageSize: number;
  newsletterId?: number | undefined;
}

/** GET NewsLetter/GetNewsLetterIssues (public archive of sent issues). */
export function useArchive(params: ArchiveParams) {
  return useQuery({
    queryKey: ["newsletters", "archive", params],
    queryFn: () =>
      apiData<ListData<NewsletterIssueSummary>>("NewsLetter/GetNewsLetterIssues", { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useIssue(id: number) {
  return useQuery({
    queryKey: ["newsletters", "issue", id],
    queryFn: () => apiData<NewsletterIssue>(`NewsLetter/GetNewsLetterIssueById/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST NewsLetter/ConfirmSubscription or NewsLetter/Unsubscribe with a mailed link's token. */
export function useLinkAction(kind: "confirm" | "unsubscribe") {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ NewsletterName: string } | null>(
        kind === "confirm" ? "NewsLetter/ConfirmSubscription" : "NewsLetter/Unsubscribe",
        { method: "POST", json: { Token: token } },
      ),
  });
}

/** GET NewsLetter/GetNewsLetterbyUserId?userId (self or administrator). */
export function useMyNewsletters(userId: number) {
  return useQuery({
    queryKey: ["newsletters", "mine", userId],
    queryFn: () => apiData<MemberNewsletters>("NewsLetter/GetNewsLetterbyUserId", { query: { userId } }),
  });
}

/** PUT NewsLetter/UpdateNewsLetter: the complete set wanted, and the language. */
export function useUpdateNewsletters(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNewsLetterForm) =>
      apiRequest<MemberNewsletters>("NewsLetter/UpdateNewsLetter", { method: "PUT", json: body }),
    onSuccess: (result) => queryClient.setQueryData(["newsletters", "mine", userId], result.Data),
  });
}

// Administration

export function useAdminNewsletters() {
  return useQuery({
    queryKey: ["newsletters", "admin", "lists"],
    queryFn: () => apiData<AdminNewsletter[]>("NewsLetter/AdminGetNewsLetters"),
  });
}

export function useAdminIssues(page: number, pageSize: number) {
  return useQuery({
    queryKey: ["newsletters", "admin", "issues", page, pageSize],
    queryFn: () =>
      apiData<ListData<AdminNewsletterIssue>>("NewsLetter/AdminGetNewsLetterIssues", { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    // While an issue is going out, its figures move: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.List.some((issue) => issue.Status === "sending") ? 3000 : false),
  });
}

export type IssueAction = { kind: "send"; id: number } | { kind: "delete"; id: number };

export function useAdminIssueActions() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ["newsletters", "admin"] });
  return {
    add: useMutation({
      mutationFn: (body: AddNewsletterIssueForm) =>
        apiRequest<AdminNewsletterIssue>("NewsLetter/AdminAddNewsLetterIssue", { method: "POST", json: body }),
      onSuccess: invalidate,
    }),
    act: useMutation({
      mutationFn: (action: IssueAction): Promise<{ Message: string }> =>
        action.kind === "send"
          ? apiRequest<AdminNewsletterIssue>(`NewsLetter/AdminSendNewsLetterIssue/${action.id}`, { method: "POST" })
          : apiRequest<null>(`NewsLetter/AdminDeleteNewsLetterIssue/${action.id}`, { method: "DELETE" }),
      onSuccess: invalidate,
    }),
  };
}
