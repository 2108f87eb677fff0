import { type BlogComment, contract } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { blogKeys } from "./posts.ts";

export type { BlogComment };

/** GET Blog/GetBlogComments?blogId&pageSize=-1&isWebApp=true: every comment, oldest first (spec 001 §9). */
export const blogCommentsQuery = (blogId: number) =>
  queryOptions({
    queryKey: blogKeys.comments(blogId),
    queryFn: ({ signal }) =>
      callData(contract.blog.getBlogComments, {
        query: { blogId, pageSize: -1, page: 1, isWebApp: "true" },
        signal,
      }),
  });

export function useBlogComments(blogId: number) {
  return useQuery({ ...blogCommentsQuery(blogId), enabled: blogId > 0 });
}

function useRefreshComments(blogId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blogKeys.comments(blogId) }),
      queryClient.invalidateQueries({ queryKey: blogKeys.post(blogId) }),
    ]);
}

/** POST Blog/AddComment { BlogId, Comment }. */
export function useAddComment(blogId: number) {
  const refresh = useRefreshComments(blogId);
  return useMutation({
    mutationFn: (comment: string) => callApi(contract.blog.addComment, { body: { BlogId: blogId, Comment: comment } }),
    onSuccess: refresh,
  });
}

/** POST Blog/EditBlogComment { Id, Comment }. */
export function useEditComment(blogId: number) {
  const refresh = useRefreshComments(blogId);
  return useMutation({
    mutationFn: (input: { id: number; comment: string }) =>
      callApi(contract.blog.editBlogComment, { body: { Id: input.id, Comment: input.comment } }),
    onSuccess: refresh,
  });
}

/** DELETE Blog/DeleteBlogComment/{id}. */
export function useDeleteComment(blogId: number) {
  const refresh = useRefreshComments(blogId);
  return useMutation({
    mutationFn: (id: number) => callApi(contract.blog.deleteBlogComment, { params: { id } }),
    onSuccess: refresh,
  });
}
