import { type BlogPostForm, type BlogState, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { blogKeys } from "./posts.ts";

export interface AdminBlogParams {
  page: number;
  pageSize: number;
  search: string;
  state: BlogState | "";
}

/** The posts table's page size. */
export const ADMIN_BLOG_PAGE_SIZE = 20;

/** What the posts table shows first: page 1, every state, no search (the table keeps them in its own state). */
export const FIRST_ADMIN_BLOG_PAGE: AdminBlogParams = {
  page: 1,
  pageSize: ADMIN_BLOG_PAGE_SIZE,
  search: "",
  state: "",
};

/** What /admin/blog shows, from its address: the editor for a new post (?new=1), a post's (?edit=), or the table. */
export function adminBlogView(params: URLSearchParams): { creating: boolean; editId: number } {
  return { creating: params.get("new") === "1", editId: Number(params.get("edit") ?? "0") };
}

/** GET Blog/AdminGetBlogs/{page}: every post with its state (administrators). */
export const adminBlogsQuery = (params: AdminBlogParams) =>
  queryOptions({
    queryKey: blogKeys.admin(params),
    queryFn: ({ signal }) =>
      callData(contract.blog.adminGetBlogs, {
        params: { page: params.page },
        query: {
          pageSize: params.pageSize,
          search: params.search || undefined,
          filters: params.state ? JSON.stringify({ State: params.state }) : undefined,
        },
        signal,
      }),
  });

export function useAdminBlogs(params: AdminBlogParams) {
  return useQuery({ ...adminBlogsQuery(params), placeholderData: keepPreviousData });
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
    mutationFn: ({ Id, ...post }: SavePostInput) =>
      Id
        ? callApi(contract.blog.adminEditBlog, { body: { Id, ...post } })
        : callApi(contract.blog.adminAddBlog, { body: post }),
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
      return callApi(contract.blog.adminUploadBlogBanner, { params: { id }, form });
    },
    onSuccess: refresh,
  });
}

/** DELETE Blog/AdminDeleteBlog/{id}. */
export function useDeletePost() {
  const refresh = useRefreshBlog();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.blog.adminDeleteBlog, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST Blog/AdminPreviewBlog: the body as the server would store it. */
export function usePreviewPost() {
  return useMutation({
    mutationFn: (body: string) => callData(contract.blog.adminPreviewBlog, { body: { Body: body } }),
  });
}
