import type { BlogComment, ListData } from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";
import { blogKeys } from "./posts.ts";

export type { BlogComment };

/** GET Blog/GetBlogComments?blogId&pageSize=-1&isWebApp=true: every comment, oldest first (spec 001 §9). */
export function getBlogComments(blogId: number): Promise<ListData<BlogComment>> {
  return apiData("Blog/GetBlogComments", { query: { blogId, pageSize: -1, page: 1, isWebApp: true } });
}

export function useBlogComments(blogId: number) {
  return useQuery({
    queryKey: blogKeys.comments(blogId),
    queryFn: () => getBlogComments(blogId),
    enabled: blogId > 0,
  });
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
    mutationFn: (comment: string) =>
      apiRequest<BlogComment>("Blog/AddComment", { method: "POST", json: { BlogId: blogId, Comment: comment } }),
    onSuccess: refresh,
  });
}

/** POST Blog/EditBlogComment { Id, Comment }. */
export function useEditComment(blogId: number) {
  const refresh = useRefreshComments(blogId);
  return useMutation({
    mutationFn: (input: { id: number; comment: string }) =>
      apiRequest<BlogComment>("Blog/EditBlogComment", {
        method: "POST",
        json: { Id: input.id, Comment: input.comment },
      }),
    onSuccess: refresh,
  });
}

/** DELETE Blog/DeleteBlogComment/{id}. */
export function useDeleteComment(blogId: number) {
  const refresh = useRefreshComments(blogId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`Blog/DeleteBlogComment/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
