import {
  type AddNewsLetterForm,
  type AddNewsletterIssueForm,
  type AdminNewsletter,
  type AdminNewsletterIssue,
  contract,
  type MemberNewsletters,
  type Newsletter,
  type NewsletterIssue,
  type NewsletterIssueSummary,
  type UpdateNewsLetterForm,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import type { Envelope } from "../../../shared/api/client.ts";
import { filterIdFrom, pageFrom } from "../../../shared/api/url-params.ts";

export type {
  AdminNewsletter,
  AdminNewsletterIssue,
  MemberNewsletters,
  Newsletter,
  NewsletterIssue,
  NewsletterIssueSummary,
};

const newsletterKeys = {
  list: ["newsletters", "list"] as const,
  mine: ["newsletters", "mine"] as const,
  mineOf: (userId: number) => [...newsletterKeys.mine, userId] as const,
  archive: (params: ArchiveParams) => ["newsletters", "archive", params] as const,
  issue: (id: number) => ["newsletters", "issue", id] as const,
  admin: ["newsletters", "admin"] as const,
  adminLists: ["newsletters", "admin", "lists"] as const,
  adminIssues: (page: number, pageSize: number) => ["newsletters", "admin", "issues", page, pageSize] as const,
};

/** GET NewsLetter/GetNewsLetters (public). */
export const newslettersQuery = () =>
  queryOptions({
    queryKey: newsletterKeys.list,
    queryFn: ({ signal }) => callData(contract.newsletters.getNewsLetters, { signal }),
    staleTime: 5 * 60_000,
  });

export function useNewsletters() {
  return useQuery(newslettersQuery());
}

/** POST NewsLetter/AddNewsLetter: a visitor by e-mail (double opt-in), a member (bearer) for themself. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNewsLetterForm) => callApi(contract.newsletters.addNewsLetter, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.mine }),
  });
}

export interface ArchiveParams {
  page: number;
  pageSize: number;
  newsletterId?: number | undefined;
}

/** Issues a page of the /mailing archive shows. */
export const ARCHIVE_PAGE_SIZE = 10;

/** What the /mailing archive lists, from its address (?page, ?newsletter): read alike by the screen and its loader. */
export function archiveParams(params: URLSearchParams): ArchiveParams {
  const newsletterId = filterIdFrom(params.get("newsletter"));
  return { page: pageFrom(params), pageSize: ARCHIVE_PAGE_SIZE, ...(newsletterId ? { newsletterId } : {}) };
}

/** GET NewsLetter/GetNewsLetterIssues (public archive of sent issues). */
export const archiveQuery = (params: ArchiveParams) =>
  queryOptions({
    queryKey: newsletterKeys.archive(params),
    queryFn: ({ signal }) => callData(contract.newsletters.getNewsLetterIssues, { query: { ...params }, signal }),
  });

export function useArchive(params: ArchiveParams) {
  return useQuery({ ...archiveQuery(params), placeholderData: keepPreviousData });
}

export const issueQuery = (id: number) =>
  queryOptions({
    queryKey: newsletterKeys.issue(id),
    queryFn: ({ signal }) => callData(contract.newsletters.getNewsLetterIssueById, { params: { id }, signal }),
  });

export function useIssue(id: number) {
  return useQuery({ ...issueQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** POST NewsLetter/ConfirmSubscription or NewsLetter/Unsubscribe with a mailed link's token. */
export function useLinkAction(kind: "confirm" | "unsubscribe") {
  return useMutation({
    mutationFn: (token: string): Promise<Envelope<{ NewsletterName: string } | null>> =>
      kind === "confirm"
        ? callApi(contract.newsletters.confirmSubscription, { body: { Token: token } })
        : callApi(contract.newsletters.unsubscribe, { body: { Token: token } }),
  });
}

/** GET NewsLetter/GetNewsLetterbyUserId?userId (self or administrator). */
export const myNewslettersQuery = (userId: number) =>
  queryOptions({
    queryKey: newsletterKeys.mineOf(userId),
    queryFn: ({ signal }) => callData(contract.newsletters.getNewsLetterbyUserId, { query: { userId }, signal }),
  });

export function useMyNewsletters(userId: number) {
  return useQuery(myNewslettersQuery(userId));
}

/** PUT NewsLetter/UpdateNewsLetter: the complete set wanted, and the language. */
export function useUpdateNewsletters(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNewsLetterForm) => callApi(contract.newsletters.updateNewsLetter, { body }),
    onSuccess: (result) => queryClient.setQueryData(myNewslettersQuery(userId).queryKey, result.Data),
  });
}

// Administration

export const adminNewslettersQuery = () =>
  queryOptions({
    queryKey: newsletterKeys.adminLists,
    queryFn: ({ signal }) => callData(contract.newsletters.adminGetNewsLetters, { signal }),
  });

export function useAdminNewsletters() {
  return useQuery(adminNewslettersQuery());
}

/** Issues a page of the administration's list shows. */
export const ADMIN_ISSUES_PAGE_SIZE = 20;

/** The page of issues /admin/newsletters lists, from its address (?page): read alike by the screen and its loader. */
export const adminIssuesPage = (params: URLSearchParams): number => pageFrom(params);

export const adminIssuesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: newsletterKeys.adminIssues(page, pageSize),
    queryFn: ({ signal }) =>
      callData(contract.newsletters.adminGetNewsLetterIssues, { query: { page, pageSize }, signal }),
  });

export function useAdminIssues(page: number, pageSize: number) {
  return useQuery({
    ...adminIssuesQuery(page, pageSize),
    placeholderData: keepPreviousData,
    // While an issue is going out, its figures move: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.List.some((issue) => issue.Status === "sending") ? 3000 : false),
  });
}

export type IssueAction = { kind: "send"; id: number } | { kind: "delete"; id: number };

export function useAdminIssueActions() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: newsletterKeys.admin });
  return {
    add: useMutation({
      mutationFn: (body: AddNewsletterIssueForm) => callApi(contract.newsletters.adminAddNewsLetterIssue, { body }),
      onSuccess: invalidate,
    }),
    act: useMutation({
      mutationFn: (action: IssueAction): Promise<{ Message: string }> =>
        action.kind === "send"
          ? callApi(contract.newsletters.adminSendNewsLetterIssue, { params: { id: action.id } })
          : callApi(contract.newsletters.adminDeleteNewsLetterIssue, { params: { id: action.id } }),
      onSuccess: invalidate,
    }),
  };
}
