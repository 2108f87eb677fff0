import { BLOG_LATEST_PAGE_SIZE, type BlogPost, type BlogPostSummary, type BlogTag, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type { BlogPost, BlogPostSummary, BlogTag };

export interface BlogListParams {
  page: number;
  pageSize: number;
  search: string;
  tag: string;
}

/** GET Blog/GetBlog/{page}?pageSize&search&filters: `filters` is the JSON object the server validates. */
export function getBlog(params: BlogListParams, signal?: AbortSignal) {
  const filters = params.tag ? { Tag: params.tag, Visibility: "Show" } : { Visibility: "Show" };
  return callData(contract.blog.getBlog, {
    params: { page: params.page },
    query: {
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: JSON.stringify(filters),
    },
    signal,
  });
}

export const blogKeys = {
  all: ["blog"] as const,
  list: (params: BlogListParams) => ["blog", "list", params] as const,
  post: (id: number) => ["blog", "post", id] as const,
  comments: (id: number) => ["blog", "comments", id] as const,
  admin: (params: object) => ["blog", "admin", params] as const,
  featured: ["blog", "featured"] as const,
  tags: ["blog", "tags"] as const,
};

export const blogListQuery = (params: BlogListParams) =>
  queryOptions({ queryKey: blogKeys.list(params), queryFn: ({ signal }) => getBlog(params, signal) });

export function useBlogList(params: BlogListParams) {
  return useQuery({ ...blogListQuery(params), placeholderData: keepPreviousData });
}

/** The home page's latest posts: page 1, 5 items, Visibility Show (spec 001 §9). */
export const latestBlogsQuery = () => blogListQuery({ page: 1, pageSize: BLOG_LATEST_PAGE_SIZE, search: "", tag: "" });

export function useLatestBlogs() {
  return useQuery(latestBlogsQuery());
}

/** GET Blog/GetBlogById/{id}: an administrator's bearer also reads hidden and scheduled posts. */
export const blogPostQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => callData(contract.blog.getBlogById, { params: { id }, signal }),
  });

export function useBlogPost(id: number) {
  return useQuery({ ...blogPostQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET Blog/GetFeaturedBlog: null when nothing is featured. */
export const featuredBlogQuery = () =>
  queryOptions({
    queryKey: blogKeys.featured,
    queryFn: ({ signal }) => callData(contract.blog.getFeaturedBlog, { signal }),
  });

export function useFeaturedBlog() {
  return useQuery(featuredBlogQuery());
}

/** GET Blog/GetBlogTags: the tag filter's choices. */
export const blogTagsQuery = () =>
  queryOptions({ queryKey: blogKeys.tags, queryFn: ({ signal }) => callData(contract.blog.getBlogTags, { signal }) });

export function useBlogTags() {
  return useQuery(blogTagsQuery());
}
