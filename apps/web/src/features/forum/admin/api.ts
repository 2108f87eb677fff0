import { type CallInput, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { type ForumListParams, forumKeys } from "../api/forum.ts";

const keys = {
  categories: [...forumKeys.all, "admin", "categories"] as const,
  state: [...forumKeys.all, "admin", "state"] as const,
  audit: (page: number) => [...forumKeys.all, "admin", "audit", page] as const,
  hidden: (page: number) => [...forumKeys.all, "admin", "hidden", page] as const,
};

/** The posts the moderation list shows: the first page of every board's, unsearched and unfiltered. */
export const ADMIN_FORUM_POSTS: ForumListParams = {
  page: 1,
  pageSize: 20,
  search: "",
  categoryId: null,
  filter: "all",
  userId: null,
};

/** The audit log's first page (the log keeps its page in its own state). */
export const FIRST_FORUM_AUDIT_PAGE = 1;

/** The hidden posts' first page (the list keeps its page in its own state). */
export const FIRST_HIDDEN_POSTS_PAGE = 1;

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: keys.categories,
    queryFn: ({ signal }) => callData(contract.forum.adminGetForumCategories, { signal }),
  });
export const moderationStateQuery = () =>
  queryOptions({
    queryKey: keys.state,
    queryFn: ({ signal }) => callData(contract.forum.adminGetForumModeration, { signal }),
  });
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: keys.audit(page),
    queryFn: ({ signal }) => callData(contract.forum.adminGetForumAuditLog, { params: { page }, query: {}, signal }),
  });

/** GET Forum/AdminGetHiddenForums/{page}: the posts moderators hid, to show again or delete. */
export const hiddenPostsQuery = (page: number) =>
  queryOptions({
    queryKey: keys.hidden(page),
    queryFn: ({ signal }) => callData(contract.forum.adminGetHiddenForums, { params: { page }, query: {}, signal }),
  });

export const useAdminCategories = () => useQuery(adminCategoriesQuery());
export const useModerationState = () => useQuery(moderationStateQuery());
export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));
export const useHiddenPosts = (page: number) =>
  useQuery({ ...hiddenPostsQuery(page), placeholderData: keepPreviousData });

/** Every administration write refreshes the whole forum (lists, boards, the log). */
function useAdminWrite<I>(call: (input: I) => Promise<{ Message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}

export const useSaveCategory = () =>
  useAdminWrite(
    (input: { CategoryId?: number; Name: string; Description: string; SortOrder: number; Archived?: boolean }) =>
      input.CategoryId
        ? callApi(contract.forum.adminEditForumCategory, {
            body: { Archived: false, ...input, CategoryId: input.CategoryId },
          })
        : callApi(contract.forum.adminAddForumCategory, { body: input }),
  );
export const useModeratePost = () =>
  useAdminWrite((input: CallInput<typeof contract.forum.moderateForum>["body"]) =>
    callApi(contract.forum.moderateForum, { body: input }),
  );
export const useSetModerator = () =>
  useAdminWrite((input: CallInput<typeof contract.forum.adminSetForumModerator>["body"]) =>
    callApi(contract.forum.adminSetForumModerator, { body: input }),
  );
export const useSuspend = () =>
  useAdminWrite((input: CallInput<typeof contract.forum.adminSuspendMember>["body"]) =>
    callApi(contract.forum.adminSuspendMember, { body: input }),
  );
