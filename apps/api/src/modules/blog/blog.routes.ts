import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, adminAccess, memberAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { readSingleFile } from "../../http/input.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import { IMAGE_MAX_BYTES } from "../../platform/storage/images.ts";
import { commentRule } from "./blog.policy.ts";
import { presentBlogComment, presentBlogPost, presentBlogSummary } from "./blog.presenter.ts";
import { blogRepository } from "./blog.repository.ts";
import type { BlogService } from "./blog.service.ts";

/**
 * The caller of a public read when they sent a valid bearer (administrators read hidden and scheduled posts);
 * a missing, expired or refused token reads as a visitor rather than failing the read.
 */
const commentAuthor = (deps: Deps, id: number) => blogRepository.commentAuthor(deps.db, id);

export function blogRoutes(app: FastifyInstance, deps: Deps, blog: BlogService) {
  const tags = ["Blog"];

  route(
    app,
    contract.blog.getBlog,
    {
      access: publicAccess(),
      tags,
      summary:
        "Published posts, newest first (Visibility Show and a publish date reached): pageSize (default 9, at most 50), search (full text in the post's and the reader's language), filters {Tag, Visibility: 'Show', Language}",
    },
    async (request, reply) =>
      publicRead(deps.publicCache, request, reply, async () => {
        const query = withPathPage(request.query, request.params);
        const { list, total } = await blog.list(query, request.language ?? "en");
        const now = blog.now();
        return ok(
          listData(
            list.map((row) => presentBlogSummary(row, now)),
            total,
            query,
          ),
        );
      }),
  );

  route(
    app,
    contract.blog.getBlogById,
    {
      access: publicAccess(
        "a post's id, not a user's: anyone reads a published post; an administrator's bearer also reads hidden and scheduled ones",
      ),
      tags,
      summary: "One post with its sanitised HTML body; a hidden or scheduled post is 404 except for administrators",
    },
    async (request, reply) =>
      publicRead(deps.publicCache, request, reply, async () => {
        const post = await blog.get(request.params.id, await viewerOf(deps, request));
        return ok(presentBlogPost(post, blog.now()));
      }),
  );

  route(
    app,
    contract.blog.getFeaturedBlog,
    {
      access: publicAccess(),
      tags,
      summary: "The newest published featured post, or Data null when none is featured",
    },
    async () => {
      const post = await blog.featured();
      return ok(post ? presentBlogSummary(post, blog.now()) : null);
    },
  );

  route(
    app,
    contract.blog.getBlogTags,
    {
      access: publicAccess(),
      tags,
      summary:
        "The tags of published posts with their post counts, most used first (at most 30; ours, for the tag filter)",
    },
    async () => ok((await blog.tags()).map((row) => ({ Tag: row.tag, Count: row.count }))),
  );

  route(
    app,
    contract.blog.getBlogComments,
    {
      access: publicAccess(),
      tags,
      summary:
        "A published post's comments, oldest first: blogId, page, pageSize (default 50; -1 = all), search (full text), isWebApp (accepted, same list)",
    },
    async (request) => {
      const { blogId, page, pageSize, search } = request.query;
      const { list, total } = await blog.comments(blogId, { page, pageSize, search }, await viewerOf(deps, request));
      return ok(listData(list.map(presentBlogComment), total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.blog.addComment,
    {
      access: memberAccess,
      tags,
      summary:
        "Comment on a published post (members): BlogId, Comment (plain text, 2–2000 characters). 429 when the member commented less than 15 seconds ago or 30 times in 24 hours",
    },
    async (request) => {
      const comment = await blog.addComment(actorOf(request), request.body);
      return ok(presentBlogComment(comment), translate(request.language, "blogSuccess.commentAdded"));
    },
  );

  route(
    app,
    contract.blog.editBlogComment,
    {
      access: resourceAccess("blogComment", { in: "body", name: "Id" }, commentAuthor, commentRule("edit-comment")),
      tags,
      summary: "Change a comment's text: its author, or an administrator. Id, Comment",
    },
    async (request) => {
      const comment = await blog.editComment(actorOf(request), request.body);
      return ok(presentBlogComment(comment), translate(request.language, "blogSuccess.commentUpdated"));
    },
  );

  route(
    app,
    contract.blog.deleteBlogComment,
    {
      access: resourceAccess("blogComment", { in: "params", name: "id" }, commentAuthor, commentRule("delete-comment")),
      tags,
      summary: "Delete a comment: its author, or an administrator",
    },
    async (request) => {
      await blog.deleteComment(actorOf(request), request.params.id);
      return ok(null, translate(request.language, "blogSuccess.commentDeleted"));
    },
  );

  // Administration (ours: the spec lists no administrator calls for the blog; ADR 0023).
  const adminTags = ["Blog administration"];

  route(
    app,
    contract.blog.adminGetBlogs,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Every post with its State (Published, Scheduled, Hidden), newest publish date first: pageSize, search, filters {Tag, Visibility, State}",
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await blog.listAll(query);
      const now = blog.now();
      return ok(
        listData(
          list.map((row) => presentBlogSummary(row, now)),
          total,
          query,
        ),
      );
    },
  );

  route(
    app,
    contract.blog.adminAddBlog,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Write a post: Title, Body (HTML, sanitised by the allow-list), Tags (up to 8), Language, Visibility (Show/Hide), IsFeatured, PublishedDate (ISO; future = scheduled; default now). The slug comes from the title",
    },
    async (request) => {
      const post = await blog.create(actorOf(request), request.body);
      return ok(presentBlogPost(post, blog.now()), translate(request.language, "blogSuccess.postCreated"));
    },
  );

  route(
    app,
    contract.blog.adminEditBlog,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Change a post: Id plus the fields of AdminAddBlog; RemoveBanner deletes the banner",
    },
    async (request) => {
      const post = await blog.update(request.body.Id, request.body);
      return ok(presentBlogPost(post, blog.now()), translate(request.language, "blogSuccess.postUpdated"));
    },
  );

  route(
    app,
    contract.blog.adminDeleteBlog,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Delete a post with its comments and banner",
    },
    async (request) => {
      await blog.remove(request.params.id);
      return ok(null, translate(request.language, "blogSuccess.postDeleted"));
    },
  );

  route(
    app,
    contract.blog.adminUploadBlogBanner,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Set a post's banner (multipart field File: JPEG, PNG, GIF or WebP up to 5 MB, checked by content and re-encoded as WebP in three sizes); the previous banner's files are deleted",
    },
    async (request) => {
      const urls = await blog.uploadBanner(
        request.params.id,
        await readSingleFile(request, { field: "File", maxBytes: IMAGE_MAX_BYTES }),
      );
      return ok(
        { Banner: urls.full, BannerCard: urls.card, BannerThumbnail: urls.thumbnail },
        translate(request.language, "blogSuccess.bannerUploaded"),
      );
    },
  );

  route(
    app,
    contract.blog.adminPreviewBlog,
    {
      access: adminAccess,
      // Changes nothing, so it has no place in the administrators' audit log (ADR 0088).
      audit: false,
      tags: adminTags,
      summary: "The body as it would be published (sanitised HTML) and its reading time; nothing is stored",
    },
    async (request) => ok(blog.preview(request.body.Body)),
  );
}
