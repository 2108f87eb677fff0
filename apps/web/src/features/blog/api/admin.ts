import type { BlogPost, BlogPostForm, BlogPostSummary, BlogPreview, BlogState, ListData } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";
import { blogKeys } from "./posts.ts";

export interface AdminBlogParams {
  page: number;
  pageSize: number;
  search: string;
  state: BlogState | "";
}

/** GET Blog/AdminGetBlogs/{page}: every post with its state (administrators). */
export function useAdminBlogs(params: AdminBlogParams) {
  return useQuery({
    queryKey: ["blog", "admin", params],
    queryFn: () =>
      apiData<ListData<BlogPostSummary>>(`Blog/AdminGetBlogs/${params.page}`, {
        query: {
          pageSize: params.pageSize,
          search: params.search || undefined,
          filters: params.state ? JSON.stringify({ State: params.state }) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Everything cached about the blog is stale once an administrator changes a post (lists, home, the post). */
function useRefreshBlog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: blogKeys.all });
}

export type SavePostInput = BlogPostForm & { Id?: number };

/** POST Blog/AdminAddBlog, or PUT Blog/AdminEditBlog when the post has an Id. */
export function useSavePost() {
  const refresh = useRefreshBlog();
  return useMutation({
    mutationFn: (input: SavePostInput) =>
      input.Id
        ? apiRequest<BlogPost>("Blog/AdminEditBlog", { method: "PUT", json: input })
        : apiRequest<BlogPost>("Blog/AdminAddBlog", { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** POST Blog/AdminUploadBlogBanner/{id}, multipart field `File`. */
export function useUploadBanner() {
  const refresh = useRefreshBlog();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append("File", file);
      return apiRequest<{ Banner: string; BannerCard: string }>(`Blog/AdminUploadBlogBanner/${id}`, {
        method: "POST",
        form,
      });
    },
    onSuccess: refresh,
  });
}

/** DELETE Blog/AdminDeleteBlog/{id}. */
export function useDeletePost() {
  const refresh = useRefreshBlog();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`Blog/AdminDeleteBlog/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** POST Blog/AdminPreviewBlog: the body as the server would store it. */
export function usePreviewPost() {
  return useMutation({
    mutationFn: (body: string) =>
      apiData<BlogPreview>("Blog/AdminPreviewBlog", { method: "POST", json: { Body: body } }),
  });
}
