import {
  type AddBlogComment,
  BLOG_COMMENT_LIMITS,
  type BlogAdminFilters,
  type BlogListFilters,
  type BlogPostInput,
  type EditBlogComment,
  excerptOf,
  isPubliclyReadable,
  readingMinutes,
  slugify,
  uniqueSlug,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { deleteImage, storeImage } from "../../platform/storage/images.ts";
import { can } from "./blog.policy.ts";
import { presentBlogPost } from "./blog.presenter.ts";
import { blogRepository as repo } from "./blog.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const postNotFound = () => notFound("BLOG_NOT_FOUND", "blogErrors.notFound");
const commentNotFound = () => notFound("BLOG_COMMENT_NOT_FOUND", "blogErrors.commentNotFound");

/** What caused a "comment on your article" notification, so deleting the comment withdraws it. */
const commentSource = (commentId: number) => `blogComment:${commentId}`;

type ListPage = { page: number; pageSize: number; search: string };

/** The blog: published posts for everyone, comments for members, writing for administrators (ADR 0023). */
export function createBlogService(deps: Pick<Deps, "db" | "clock" | "storage" | "notifier" | "audit">) {
  const { db, clock, storage, notifier, audit } = deps;

  /** The post an administrator changes, and its state as the audit log's "before" (ADR 0088). */
  async function existingPost(id: number) {
    const existing = await repo.findPost(db, id);
    if (!existing) throw postNotFound();
    audit.before({ kind: "blogPost", id }, presentBlogPost(existing, clock.now()));
    return existing;
  }

  /** The post when `actor` may read it now; otherwise 404 (a hidden or scheduled post does not exist for them). */
  async function readablePost(id: number, actor: Actor | undefined) {
    const post = await repo.findPostState(db, id);
    if (!post) throw postNotFound();
    if (!isPubliclyReadable(post, clock.now()) && !can(actor, "read-unpublished")) throw postNotFound();
    return post;
  }

  /** What is stored for an administrator's input: the sanitised body and what is derived from its words. */
  async function storedValues(input: BlogPostInput, exceptId?: number) {
    const bodyHtml = sanitizeRichText(input.Body);
    const plainText = richTextToPlain(bodyHtml);
    const base = slugify(input.Title);
    const slug = uniqueSlug(base, await repo.slugsStartingWith(db, base, exceptId));
    return {
      slug,
      title: input.Title,
      bodyHtml,
      plainText,
      excerpt: excerptOf(plainText),
      readingMinutes: Math.max(1, readingMinutes(plainText)),
      tags: input.Tags,
      language: input.Language,
      visibility: input.Visibility,
      isFeatured: input.IsFeatured,
      publishedAt: input.PublishedDate ? new Date(input.PublishedDate) : clock.now(),
    };
  }

  /**
   * The comment limits: some seconds between two comments and a number per day, counted from the member's
   * stored comments (ADR 0023). 429 with a message that says how long to wait.
   */
  async function assertMayComment(userId: number) {
    const now = clock.now();
    const recent = await repo.recentCommentsOf(db, userId, new Date(now.getTime() - DAY_MS));
    const waitMs = recent.last ? recent.last.getTime() + BLOG_COMMENT_LIMITS.secondsBetween * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, "COMMENT_TOO_SOON", "blogErrors.tooSoon", { seconds, retryAfter: seconds });
    }
    if (recent.count >= BLOG_COMMENT_LIMITS.perMemberPerDay) {
      throw new AppError(429, "COMMENT_DAILY_LIMIT", "blogErrors.dailyLimit", {
        max: BLOG_COMMENT_LIMITS.perMemberPerDay,
        retryAfter: 60 * 60,
      });
    }
  }

  async function commentOrThrow(id: number) {
    const comment = await repo.findComment(db, id);
    if (!comment) throw commentNotFound();
    return comment;
  }

  return {
    now: () => clock.now(),

    /** Blog/GetBlog: readable posts, newest first, by search, tag or language. */
    list(query: ListPage & { filters: BlogListFilters }, readerLanguage: string) {
      return repo.listPublished(
        db,
        { ...query, tag: query.filters.Tag, language: query.filters.Language },
        clock.now(),
        readerLanguage,
      );
    },

    /** Blog/AdminGetBlogs: every post with its state. */
    listAll(query: ListPage & { filters: BlogAdminFilters }) {
      const { Tag, Visibility, State } = query.filters;
      return repo.listAll(db, { ...query, tag: Tag, visibility: Visibility, state: State }, clock.now());
    },

    /** Blog/GetBlogById: a readable post (administrators also read hidden and scheduled ones). */
    async get(id: number, actor: Actor | undefined) {
      await readablePost(id, actor);
      const post = await repo.findPost(db, id);
      if (!post) throw postNotFound();
      return post;
    },

    featured() {
      return repo.featured(db, clock.now());
    },

    tags() {
      return repo.tags(db, clock.now());
    },

    /** Blog/GetBlogComments: a readable post's comments, oldest first. */
    async comments(blogId: number, query: ListPage, actor: Actor | undefined) {
      await readablePost(blogId, actor);
      return repo.listComments(db, blogId, query);
    },

    /** Blog/AddComment: members, on a readable post, within the limits. */
    async addComment(actor: Actor, input: AddBlogComment) {
      const post = await readablePost(input.BlogId, actor);
      await assertMayComment(actor.user.id);
      const id = await db.transaction(async (tx) => {
        const commentId = await repo.insertComment(tx, {
          blogId: input.BlogId,
          userId: actor.user.id,
          body: input.Comment,
          now: clock.now(),
        });
        // The article's author hears of it (never of their own comment), in the same transaction.
        if (post.authorId !== null && post.authorId !== actor.user.id) {
          await notifier.notify(tx, post.authorId, {
            kind: "blogComment",
            params: { title: post.title, name: actor.user.firstName },
            link: `/article/${post.id}`,
            source: commentSource(commentId),
          });
        }
        return commentId;
      });
      return commentOrThrow(id);
    },

    /** Blog/EditBlogComment: the author (or an administrator; the access rule checked who). */
    async editComment(actor: Actor, input: EditBlogComment) {
      const comment = await commentOrThrow(input.Id);
      if (!can(actor, "edit-comment", comment)) throw commentNotFound();
      await readablePost(comment.blogId, actor);
      await repo.updateComment(db, comment.id, input.Comment, clock.now());
      return commentOrThrow(comment.id);
    },

    async deleteComment(actor: Actor, id: number) {
      const comment = await commentOrThrow(id);
      if (!can(actor, "delete-comment", comment)) throw commentNotFound();
      await db.transaction(async (tx) => {
        await repo.deleteComment(tx, id);
        await notifier.withdraw(tx, commentSource(id));
      });
    },

    /** Blog/AdminAddBlog. */
    async create(actor: Actor, input: BlogPostInput) {
      const row = await repo.insertPost(db, {
        ...(await storedValues(input)),
        authorId: actor.user.id,
        now: clock.now(),
      });
      const post = await repo.findPost(db, row.id);
      if (!post) throw postNotFound();
      return post;
    },

    /** Blog/AdminEditBlog; `RemoveBanner` deletes the stored banner files. */
    async update(id: number, input: BlogPostInput) {
      const existing = await existingPost(id);
      await repo.updatePost(db, id, { ...(await storedValues(input, id)), now: clock.now() });
      if (input.RemoveBanner && existing.banner) {
        await repo.setBanner(db, id, null, clock.now());
        await deleteImage(storage, existing.banner);
      }
      const post = await repo.findPost(db, id);
      if (!post) throw postNotFound();
      return post;
    },

    /** Blog/AdminDeleteBlog: the post, its comments (cascade) and its banner files. */
    async remove(id: number) {
      const existing = await existingPost(id);
      await repo.deletePost(db, id);
      await deleteImage(storage, existing.banner);
    },

    /** Blog/AdminUploadBlogBanner: checked by content, re-encoded in the three sizes; the old files go. */
    async uploadBanner(id: number, bytes: Buffer | undefined) {
      const existing = await existingPost(id);
      if (!bytes || bytes.length === 0)
        throw new AppError(400, "VALIDATION", "validation.imageType", {}, { File: "validation.imageType" });
      const urls = await storeImage(storage, "blog", bytes, { field: "File" });
      await repo.setBanner(db, id, urls, clock.now());
      await deleteImage(storage, existing.banner);
      return urls;
    },

    /** Blog/AdminPreviewBlog: the body exactly as it would be stored and served. */
    preview(body: string) {
      const html = sanitizeRichText(body);
      return { Body: html, ReadingMinutes: Math.max(1, readingMinutes(richTextToPlain(html))) };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
