import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../i18n/languages.ts";
import { flagSchema } from "../shared/flag.ts";
import { int32Id } from "../shared/ids.ts";
import { BLOG_BODY_MAX, BLOG_TITLE_MAX, blogTagSchema } from "./blog.ts";
import { BLOG_VISIBILITIES, normalizeTags, TAGS_MAX } from "./rules.ts";

/**
 * What the blog's administrator writes: a post, its edit and its preview. Apart from the posts' module so that a
 * reader's blog pages, which share that module with the administration's chunk, build none of these schemas
 * (ADR 0081).
 */

/** What an administrator writes (Blog/AdminAddBlog); the body is HTML, sanitised by the server. */
export const blogPostInputSchema = z.object({
  Title: z
    .string({ error: "blogForm.titleRequired" })
    .trim()
    .min(1, "blogForm.titleRequired")
    .max(BLOG_TITLE_MAX, "blogForm.titleTooLong"),
  Body: z
    .string({ error: "blogForm.bodyRequired" })
    .trim()
    .min(1, "blogForm.bodyRequired")
    .max(BLOG_BODY_MAX, "blogForm.bodyTooLong"),
  Tags: z
    .array(blogTagSchema, { error: "blogForm.tagInvalid" })
    .max(TAGS_MAX, "blogForm.tooManyTags")
    .default([])
    .transform(normalizeTags),
  Language: z.enum(INTERFACE_LANGUAGES, { error: "blogForm.languageInvalid" }).default("en"),
  Visibility: z.enum(BLOG_VISIBILITIES, { error: "blogForm.visibilityInvalid" }).default("Show"),
  IsFeatured: flagSchema.default(false),
  /** When the post appears; a future date schedules it. Absent: now. */
  PublishedDate: z.iso.datetime({ offset: true, error: "blogForm.dateInvalid" }).optional(),
  /** Removes the banner (the list then shows the placeholder). */
  RemoveBanner: flagSchema.optional(),
});
export type BlogPostInput = z.output<typeof blogPostInputSchema>;
export type BlogPostForm = z.input<typeof blogPostInputSchema>;

/** A `datetime-local` value ("YYYY-MM-DDTHH:mm", the writer's local time) as an instant; empty means now. */
function localInstant(value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * The administrator's editor: the same rules as `blogPostInputSchema`, read from what the fields hold (the tags
 * typed comma-separated in one field, the date in the writer's local time).
 */
export const blogPostEditorSchema = blogPostInputSchema.extend({
  Tags: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value,
    blogPostInputSchema.shape.Tags,
  ),
  PublishedDate: z.preprocess(localInstant, blogPostInputSchema.shape.PublishedDate),
});

/** Blog/AdminEditBlog. */
export const blogPostEditSchema = blogPostInputSchema.extend({ Id: int32Id("blogForm.blogIdInvalid") });
export type BlogPostEdit = z.output<typeof blogPostEditSchema>;

/** Blog/AdminPreviewBlog: the body to preview, under the post's own rule. */
export const blogPreviewInputSchema = blogPostInputSchema.pick({ Body: true });
