import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../i18n/languages.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { BLOG_COMMENT_LIMITS, BLOG_PAGE_SIZE, BLOG_STATES, BLOG_VISIBILITIES, TAG_MAX_LENGTH } from "./rules.ts";

/**
 * The blog's calls (spec 001 §7 "Blog") and the administrator's (ours, ADR 0023). Validation messages are keys
 * of the `blogForm` group (web namespace `blog`), so the editor shows the server's own rules.
 */

export const BLOG_TITLE_MAX = 200;
export const BLOG_BODY_MAX = 100_000;

/** A tag, as a filter or a post names it. */
export const blogTagSchema = z.string().trim().min(1, "blogForm.tagInvalid").max(TAG_MAX_LENGTH, "blogForm.tagInvalid");

/** `filters` of Blog/GetBlog: a tag, and the spec's `Visibility: Show` (the only value a public list knows). */
export const blogListFiltersSchema = z
  .strictObject({
    Tag: blogTagSchema.optional(),
    Visibility: z.literal("Show").optional(),
    Language: z.enum(INTERFACE_LANGUAGES).optional(),
  })
  .default({});
export type BlogListFilters = z.output<typeof blogListFiltersSchema>;

export const blogListQuerySchema = listQuerySchema({
  defaultPageSize: BLOG_PAGE_SIZE,
  maxPageSize: 50,
  filters: blogListFiltersSchema,
});

/** `filters` of the administrator's list: any visibility and state. */
export const blogAdminFiltersSchema = z
  .strictObject({
    Tag: blogTagSchema.optional(),
    Visibility: z.enum(BLOG_VISIBILITIES).optional(),
    State: z.enum(BLOG_STATES).optional(),
  })
  .default({});
export type BlogAdminFilters = z.output<typeof blogAdminFiltersSchema>;

export const blogAdminListQuerySchema = listQuerySchema({ defaultPageSize: 20, filters: blogAdminFiltersSchema });

/** Blog/GetBlogComments: `blogId`, and the spec's `isWebApp` (accepted; the web and admin read the same list). */
export const blogCommentsQuerySchema = listQuerySchema({ defaultPageSize: 50 }).extend({
  blogId: int32Id("blogForm.blogIdInvalid"),
  isWebApp: z.enum(["true", "false", "1", "0"]).optional(),
});

/** A blog comment's text: the API's rule, which the web's comment form checks before sending. */
export const blogCommentTextSchema = z
  .string({ error: "blogForm.commentRequired" })
  .trim()
  .min(1, "blogForm.commentRequired")
  .min(BLOG_COMMENT_LIMITS.minLength, "blogForm.commentTooShort")
  .max(BLOG_COMMENT_LIMITS.maxLength, "blogForm.commentTooLong");

/** Blog/AddComment (members): plain text, stored as typed and always rendered escaped. */
export const addBlogCommentSchema = z.object({
  BlogId: int32Id("blogForm.blogIdInvalid"),
  Comment: blogCommentTextSchema,
});
/** The comment form: its one field. */
export const blogCommentFormSchema = z.object({ Comment: blogCommentTextSchema });

export type AddBlogComment = z.output<typeof addBlogCommentSchema>;

/** Blog/EditBlogComment (the author, or an administrator). */
export const editBlogCommentSchema = z.object({
  Id: int32Id("blogForm.commentIdInvalid"),
  Comment: blogCommentTextSchema,
});
export type EditBlogComment = z.output<typeof editBlogCommentSchema>;

/** Blog/AdminPreviewBlog: the body as it would be published (its input: `blogPreviewInputSchema`, blog-admin.ts). */
export const blogPreviewSchema = z.object({ Body: z.string(), ReadingMinutes: z.number().int() });
export type BlogPreview = z.infer<typeof blogPreviewSchema>;

/** One post in a list (Blog/GetBlog, the home page, Blog/GetFeaturedBlog). */
export const blogPostSummarySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Slug: z.string(),
  Excerpt: z.string(),
  /** The full-width banner; null when the post has none (the web shows its placeholder, spec 001 §9). */
  Banner: z.string().nullable(),
  BannerCard: z.string().nullable(),
  Tags: z.array(z.string()),
  Language: z.enum(INTERFACE_LANGUAGES),
  Visibility: z.enum(BLOG_VISIBILITIES),
  State: z.enum(BLOG_STATES),
  IsFeatured: z.boolean(),
  PublishedDate: isoDateTimeSchema,
  ReadingMinutes: z.number().int(),
  SubmittedBy: z.string(),
  SubmittedByProfileImage: z.string().nullable(),
  CommentCount: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** Blog/GetBlogById: the post with its sanitised HTML body. */
export const blogPostSchema = blogPostSummarySchema.extend({
  Body: z.string().describe("HTML, sanitised by the server's allow-list (ADR 0023)"),
  UpdatedDate: isoDateTimeSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListSchema = listDataSchema(blogPostSummarySchema);
export const featuredBlogSchema = blogPostSummarySchema.nullable();

/** Blog/GetBlogTags: the tags of readable posts, most used first. */
export const blogTagsSchema = z.array(z.object({ Tag: z.string(), Count: z.number().int() }));
export type BlogTag = z.infer<typeof blogTagsSchema>[number];

export const blogCommentSchema = z.object({
  Id: z.number().int(),
  BlogId: z.number().int(),
  UserId: z.number().int(),
  Comment: z.string(),
  SubmittedBy: z.string(),
  SubmittedByProfileImage: z.string().nullable(),
  CreatedDate: isoDateTimeSchema,
  UpdatedDate: isoDateTimeSchema,
  IsEdited: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;
export const blogCommentListSchema = listDataSchema(blogCommentSchema);

/** Blog/AdminUploadBlogBanner: the stored banner's sizes. */
export const blogBannerSchema = z.object({ Banner: z.string(), BannerCard: z.string(), BannerThumbnail: z.string() });
