import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import { pageNumberSchema } from "../shared/list.ts";
import {
  addBlogCommentSchema,
  blogAdminListQuerySchema,
  blogBannerSchema,
  blogCommentListSchema,
  blogCommentSchema,
  blogCommentsQuerySchema,
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogPreviewSchema,
  blogTagsSchema,
  editBlogCommentSchema,
  featuredBlogSchema,
} from "./blog.ts";
import { blogPostEditSchema, blogPostInputSchema, blogPreviewInputSchema } from "./blog-admin.ts";

const idParams = idParamsSchema();
const pageParams = z.object({ page: pageNumberSchema });

export const getBlog = defineCall({
  method: "GET",
  path: "/api/Blog/GetBlog/:page",
  params: pageParams,
  query: blogListQuerySchema,
  data: blogListSchema,
});

export const getBlogById = defineCall({
  method: "GET",
  path: "/api/Blog/GetBlogById/:id",
  params: idParams,
  data: blogPostSchema,
});

export const getFeaturedBlog = defineCall({
  method: "GET",
  path: "/api/Blog/GetFeaturedBlog",
  data: featuredBlogSchema,
});

export const getBlogTags = defineCall({
  method: "GET",
  path: "/api/Blog/GetBlogTags",
  data: blogTagsSchema,
});

export const getBlogComments = defineCall({
  method: "GET",
  path: "/api/Blog/GetBlogComments",
  query: blogCommentsQuerySchema,
  data: blogCommentListSchema,
});

export const addComment = defineCall({
  method: "POST",
  path: "/api/Blog/AddComment",
  body: addBlogCommentSchema,
  data: blogCommentSchema,
});

export const editBlogComment = defineCall({
  method: "POST",
  path: "/api/Blog/EditBlogComment",
  body: editBlogCommentSchema,
  data: blogCommentSchema,
});

export const deleteBlogComment = defineCall({
  method: "DELETE",
  path: "/api/Blog/DeleteBlogComment/:id",
  params: idParams,
  data: z.null(),
});

export const adminGetBlogs = defineCall({
  method: "GET",
  path: "/api/Blog/AdminGetBlogs/:page",
  params: pageParams,
  query: blogAdminListQuerySchema,
  data: blogListSchema,
});

export const adminAddBlog = defineCall({
  method: "POST",
  path: "/api/Blog/AdminAddBlog",
  body: blogPostInputSchema,
  data: blogPostSchema,
});

export const adminEditBlog = defineCall({
  method: "PUT",
  path: "/api/Blog/AdminEditBlog",
  body: blogPostEditSchema,
  data: blogPostSchema,
});

export const adminDeleteBlog = defineCall({
  method: "DELETE",
  path: "/api/Blog/AdminDeleteBlog/:id",
  params: idParams,
  data: z.null(),
});

export const adminUploadBlogBanner = defineCall({
  method: "POST",
  path: "/api/Blog/AdminUploadBlogBanner/:id",
  params: idParams,
  form: { fields: z.object({ File: z.unknown().optional() }) },
  data: blogBannerSchema,
});

export const adminPreviewBlog = defineCall({
  method: "POST",
  path: "/api/Blog/AdminPreviewBlog",
  body: blogPreviewInputSchema,
  data: blogPreviewSchema,
});
