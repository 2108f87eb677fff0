import {
  contract,
  FORUM_ALSO_CHECK_OUT_PAGE_SIZE,
  FORUM_COMMENTS_PAGE_SIZE,
  FORUM_LATEST_PAGE_SIZE,
  type ForumCategory,
  type ForumComment,
  type ForumPost,
  type ForumPostAction,
  type ForumPostDetail,
  type ForumReply,
  type ForumSummary,
  type ForumUpload,
  type WebForumCategory,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { ForumCategory, ForumComment, ForumPost, ForumPostDetail, ForumReply, ForumSummary, WebForumCategory };

export type ForumFilter = "all" | "mine" | "following";

export interface ForumListParams {
  page: number;
  pageSize: number;
  search: string;
  categoryId: number | null;
  filter: ForumFilter;
  userId: number | null;
}

export const forumKeys = {
  all: ["forum"] as const,
  lists: ["forum", "list"] as const,
  list: (params: ForumListParams) => ["forum", "list", params] as const,
  categories: (userId: number | null) => ["forum", "categories", userId] as const,
  post: (id: number) => ["forum", "post", id] as const,
  comments: (id: number) => ["forum", "comments", id] as const,
  also: (id: number) => ["forum", "also", id] as const,
};

/** GET Forum/GetForumsWeb/{page}?pageSize&search&userID&filters. */
export function getForums(params: ForumListParams, signal?: AbortSignal) {
  const filters: Record<string, unknown> = {};
  if (params.categoryId) filters.CategoryId = params.categoryId;
  if (params.filter === "mine") filters.Mine = true;
  if (params.filter === "following") filters.Following = true;
  return callData(contract.forum.getForumsWeb, {
    params: { page: params.page },
    query: {
      pageSize: params.pageSize,
      search: params.search || undefined,
      userID: params.userId ?? undefined,
      filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined,
    },
    signal,
  });
}

export const forumListQuery = (params: ForumListParams) =>
  queryOptions({ queryKey: forumKeys.list(params), queryFn: ({ signal }) => getForums(params, signal) });

export function useForumList(params: ForumListParams) {
  return useQuery({ ...forumListQuery(params), placeholderData: keepPreviousData });
}

/** The home page's latest forum posts: 3 (spec 001 §9); visitors get titles only. */
export const latestForumsQuery = () =>
  forumListQuery({
    page: 1,
    pageSize: FORUM_LATEST_PAGE_SIZE,
    search: "",
    categoryId: null,
    filter: "all",
    userId: null,
  });

export function useLatestForums() {
  return useQuery(latestForumsQuery());
}

/** Boards: with the member's follow state (GetWebForumCategories/{userID}), or the public list for visitors. */
export const forumCategoriesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: forumKeys.categories(userId),
    queryFn: ({ signal }): Promise<WebForumCategory[]> =>
      userId
        ? callData(contract.forum.getWebForumCategories, { params: { userID: userId }, signal })
        : callData(contract.forum.getForumCategories, { signal }).then((list) =>
            list.map((category) => ({ ...category, IsFollowing: false })),
          ),
  });

export function useForumCategories(userId: number | null) {
  return useQuery(forumCategoriesQuery(userId));
}

export function useToggleFollow(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      callApi(contract.forum.toggleForumFollowBoard, { body: { CategoryId: categoryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.categories(userId) }),
  });
}

export const forumPostQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.post(id),
    queryFn: ({ signal }) => callData(contract.forum.getForumById, { params: { id }, signal }),
  });

export function useForumPost(id: number, enabled: boolean) {
  return useQuery({ ...forumPostQuery(id), enabled: enabled && Number.isInteger(id) && id > 0, retry: false });
}

export const alsoCheckOutQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.also(id),
    queryFn: ({ signal }) =>
      callData(contract.forum.getForumsAlsoCheckOut, {
        params: { page: 1 },
        query: { pageSize: FORUM_ALSO_CHECK_OUT_PAGE_SIZE, forumId: id },
        signal,
      }),
  });

export function useAlsoCheckOut(id: number) {
  return useQuery({ ...alsoCheckOutQuery(id), enabled: id > 0 });
}

export const forumCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.comments(id),
    queryFn: ({ signal }) =>
      callData(contract.forum.getForumCommentsWeb, {
        params: { page: 1 },
        query: { forumId: id, pageSize: FORUM_COMMENTS_PAGE_SIZE },
        signal,
      }),
  });

export function useForumComments(id: number, enabled: boolean) {
  return useQuery({ ...forumCommentsQuery(id), enabled: enabled && id > 0 });
}

/**
 * POST Forum/AddForumView: once per member per post per day (the server decides). The post on screen was read
 * before its view was counted, so it takes the count from the answer: a new post's author would see "Views: 0".
 */
export function useRecordForumView() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const view = await callData(contract.forum.addForumView, { body: { ForumId: id } });
      queryClient.setQueryData(forumPostQuery(id).queryKey, (post) => post && { ...post, ViewCount: view.ViewCount });
      // The lists read before it (the forum, the home page's latest posts) say the old number until read again.
      if (view.Counted) await queryClient.invalidateQueries({ queryKey: forumKeys.lists });
    },
    [queryClient],
  );
}

/** After a change to the thread: the thread, the post's CommentCount, and the lists that show the same number. */
function useRefreshThread(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: forumKeys.comments(id) }),
      queryClient.invalidateQueries({ queryKey: forumKeys.post(id) }),
      queryClient.invalidateQueries({ queryKey: forumKeys.lists }),
    ]);
}

export function useAddComment(id: number) {
  const refresh = useRefreshThread(id);
  return useMutation({
    mutationFn: (comment: string) =>
      callApi(contract.forum.addForumComment, { body: { ForumId: id, Comment: comment } }),
    onSuccess: refresh,
  });
}

export function useAddReply(id: number) {
  const refresh = useRefreshThread(id);
  return useMutation({
    mutationFn: (input: { commentId: number; comment: string }) =>
      callApi(contract.forum.addForumCommentReply, { body: { CommentId: input.commentId, Comment: input.comment } }),
    onSuccess: refresh,
  });
}

export function useEditReply(id: number) {
  const refresh = useRefreshThread(id);
  return useMutation({
    mutationFn: (input: { id: number; comment: string }) =>
      callApi(contract.forum.editForumCommentReply, { body: { ReplyCommentId: input.id, Comment: input.comment } }),
    onSuccess: refresh,
  });
}

export function useDeleteComment(id: number) {
  const refresh = useRefreshThread(id);
  return useMutation({
    mutationFn: (input: { id: number; isReply: boolean }) =>
      input.isReply
        ? callApi(contract.forum.deleteForumCommentReply, { query: { ReplyCommentId: input.id } })
        : callApi(contract.forum.deleteForumComment, { params: { id: input.id } }),
    onSuccess: refresh,
  });
}

/**
 * POST Forum/ModerateForum (administrators and moderators): hide, unhide, delete, lock or unlock the post. Every
 * forum read is refreshed: hiding or showing a post changes the lists and the boards' counts, not only the post.
 */
export function useModerateForumPost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: ForumPostAction; reason: string }) =>
      callApi(contract.forum.moderateForum, { body: { ForumId: id, Action: input.action, Reason: input.reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

/** POST Forum/ModerateForumComment (administrators and moderators): hide or delete a comment or reply. */
export function useModerateForumComment(id: number) {
  const refresh = useRefreshThread(id);
  return useMutation({
    mutationFn: (input: { commentId: number; action: "hide" | "delete"; reason: string }) =>
      callApi(contract.forum.moderateForumComment, {
        body: { CommentId: input.commentId, Action: input.action, Reason: input.reason },
      }),
    onSuccess: refresh,
  });
}

export interface NewPost {
  Title: string;
  Description: string;
  CategoryId: number;
}

/** POST Forum/AddForum (multipart). */
export function useAddForum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => {
      const form = new FormData();
      form.set("Title", post.Title);
      form.set("Description", post.Description);
      form.set("CategoryId", String(post.CategoryId));
      return callApi(contract.forum.addForum, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useEditForum(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => callApi(contract.forum.editForum, { body: { Id: id, ...post } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

/** POST Forum/UploadForumImages, reporting the share of the picture sent for the editor's progress bar. */
export async function uploadForumImage(file: File, onProgress: (percent: number) => void): Promise<ForumUpload> {
  const form = new FormData();
  form.set("File", file);
  return callData(contract.forum.uploadForumImages, { form, onProgress });
}
