import { BLOG_LATEST_PAGE_SIZE, type BlogPost, type BlogPostSummary, type BlogTag, type ListData } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export type { BlogPost, BlogPostSummary, BlogTag };

export interface BlogListParams {
  page: number;
  pageSize: number;
  search: string;
  tag: string;
}

/** GET Blog/GetBlog/{page}?pageSize&search&filters: `filters` is the JSON object the server validates. */
export function getBlog(params: BlogListParams): Promise<ListData<BlogPostSummary>> {
  const filters = params.tag ? { Tag: params.tag, Visibility: "Show" } : { Visibility: "Show" };
  return apiData(`Blog/GetBlog/${params.page}`, {
    query: {
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: JSON.stringify(filters),
    },
  });
}

export const blogKeys = {
  all: ["blog"] as const,
  list: (params: BlogListParams) => ["blog", "list", params] as const,
  post: (id: number) => ["blog", "post", id] as const,
  comments: (id: number) => ["blog", "comments", id] as const,
  featured: ["blog", "featured"] as const,
  tags: ["blog", "tags"] as const,
};

export const blogListQuery = (params: BlogListParams) =>
  queryOptions({ queryKey: blogKeys.list(params), queryFn: () => getBlog(params) });

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
  queryOptions({ queryKey: blogKeys.post(id), queryFn: () => apiData<BlogPost>(`Blog/GetBlogById/${id}`) });

export function useBlogPost(id: number) {
  return useQuery({ ...blogPostQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET Blog/GetFeaturedBlog: null when nothing is featured. */
export function useFeaturedBlog() {
  return useQuery({
    queryKey: blogKeys.featured,
    queryFn: () => apiData<BlogPostSummary | null>("Blog/GetFeaturedBlog"),
  });
}

/** GET Blog/GetBlogTags: the tag filter's choices. */
export function useBlogTags() {
  return useQuery({ queryKey: blogKeys.tags, queryFn: () => apiData<BlogTag[]>("Blog/GetBlogTags") });
}
