import {
  addCategorySchema,
  addForumCommentSchema,
  addForumReplySchema,
  addForumSchema,
  addForumViewSchema,
  adminCategoriesSchema,
  deleteForumReplyQuerySchema,
  editCategorySchema,
  editForumReplySchema,
  editForumSchema,
  envelopeSchema,
  FORUM_LIMITS,
  firstErrorPerField,
  forumAlsoCheckOutQuerySchema,
  forumAuditListSchema,
  forumAuditQuerySchema,
  forumCategoriesSchema,
  forumCategorySchema,
  forumCommentListSchema,
  forumCommentSchema,
  forumCommentsQuerySchema,
  forumFollowSchema,
  forumListQuerySchema,
  forumListSchema,
  forumModerationStateSchema,
  forumPostDetailSchema,
  forumPostSchema,
  forumReplySchema,
  forumUploadSchema,
  forumViewSchema,
  idParamsSchema,
  moderateCommentSchema,
  moderatePostSchema,
  pageNumberSchema,
  setModeratorSchema,
  suspendMemberSchema,
  toggleFollowSchema,
  translate,
  webForumCategoriesSchema,
} from "@haa/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { actorOf, adminAccess, memberAccess, ownerAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { validationError } from "../../http/errors.ts";
import { readForm } from "../../http/input.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { authorOnly } from "./forum.policy.ts";
import {
  presentForumComment,
  presentForumPost,
  presentForumPostDetail,
  presentForumReply,
  presentForumSummary,
} from "./forum.presenter.ts";
import { forumRepository } from "./forum.repository.ts";
import type { ForumService } from "./forum.service.ts";

/** Public list reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const FORUM_LIST_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

const idParams = idParamsSchema();
const pageParams = z.object({ page: pageNumberSchema });
const userParams = z.object({
  userID: z.coerce.number({ error: "forumForm.userInvalid" }).int().positive().max(2_147_483_647),
});

const postAuthor = (deps: Deps, id: number) => forumRepository.postAuthor(deps.db, id);
const commentAuthor = (deps: Deps, id: number) => forumRepository.commentAuthor(deps.db, id);

/** A forum form (or JSON without a picture): text fields plus at most one picture in `fileField`. */
async function readForumForm(request: FastifyRequest, fileField: string) {
  const form = await readForm(request, {
    files: [fileField],
    maxFileBytes: FORUM_LIMITS.imageMaxBytes,
    maxFieldBytes: 200_000,
    json: true,
  });
  const file = form?.files[fileField]?.bytes;
  return { fields: form?.fields ?? {}, file: file?.length ? file : undefined };
}

export function forumRoutes(app: FastifyInstance, deps: Deps, forum: ForumService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Forum"];

  const listHandler = async (
    request: FastifyRequest<{ Params: { page: number }; Querystring: z.output<typeof forumListQuerySchema> }>,
    reply: FastifyReply,
  ) => {
    await deps.readLimiter.hit(`forum:ip:${request.ip}`, FORUM_LIST_LIMIT);
    return publicRead(deps.publicCache, request, reply, async () => {
      const viewer = await viewerOf(deps, request);
      const query = withPathPage(request.query, request.params);
      const { list, total } = await forum.list(query, viewer, request.language ?? "en");
      return ok(
        listData(
          list.map((row) => presentForumSummary(row, Boolean(viewer))),
          total,
          query,
        ),
      );
    });
  };

  const listSummary =
    "Posts, newest first: pageSize (default 10, at most 50), search (full text), filters {CategoryId, Following, Mine} (Following and Mine need a bearer), userID (only the caller's own). Visitors get titles, boards and counts; Excerpt and ImgVid are null for them. CommentCount counts the post's live comments and replies (not deleted or hidden ones), ViewCount one view per member per day";

  api.get(
    "/api/Forum/GetForumsWeb/:page",
    {
      config: {
        access: publicAccess(
          "visitors see titles only; userID must be the bearer's own id (it selects the Following and Mine filters)",
        ),
      },
      schema: {
        tags,
        summary: listSummary,
        params: pageParams,
        querystring: forumListQuerySchema,
        response: { 200: envelopeSchema(forumListSchema) },
      },
    },
    listHandler,
  );

  api.get(
    "/api/Forum/GetForums/:page",
    {
      config: { access: publicAccess("the same list as GetForumsWeb; userID must be the bearer's own id") },
      schema: {
        tags,
        summary: listSummary,
        params: pageParams,
        querystring: forumListQuerySchema,
        response: { 200: envelopeSchema(forumListSchema) },
      },
    },
    listHandler,
  );

  api.get(
    "/api/Forum/GetForumsAlsoCheckOut/:page",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "Other posts, most viewed first (page 1, 9 items by default): forumId leaves the post being read out. Titles only for visitors",
        params: pageParams,
        querystring: forumAlsoCheckOutQuerySchema,
        response: { 200: envelopeSchema(forumListSchema) },
      },
    },
    async (request, reply) => {
      await deps.readLimiter.hit(`forum:ip:${request.ip}`, FORUM_LIST_LIMIT);
      return publicRead(deps.publicCache, request, reply, async () => {
        const viewer = await viewerOf(deps, request);
        const query = withPathPage(request.query, request.params);
        const { list, total } = await forum.alsoCheckOut(query, request.language ?? "en");
        return ok(
          listData(
            list.map((row) => presentForumSummary(row, Boolean(viewer))),
            total,
            query,
          ),
        );
      });
    },
  );

  api.get(
    "/api/Forum/GetForumCategories",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "The open boards in their order, each with PostCount: its own visible posts (hidden ones are not counted)",
        response: { 200: envelopeSchema(forumCategoriesSchema) },
      },
    },
    async () =>
      ok(
        (await forum.categories()).map((row) => ({
          Id: row.id,
          Name: row.name,
          Description: row.description,
          SortOrder: row.sortOrder,
          PostCount: row.postCount,
        })),
      ),
  );

  api.get(
    "/api/Forum/GetWebForumCategories/:userID",
    {
      config: { access: ownerAccess({ in: "params", name: "userID" }) },
      schema: {
        tags,
        summary:
          "The open boards with the member's follow state and each board's PostCount (its own visible posts) (the member themself, or an administrator)",
        params: userParams,
        response: { 200: envelopeSchema(webForumCategoriesSchema) },
      },
    },
    async (request) =>
      ok(
        (await forum.webCategories(request.params.userID)).map((row) => ({
          Id: row.id,
          Name: row.name,
          Description: row.description,
          SortOrder: row.sortOrder,
          PostCount: row.postCount,
          IsFollowing: row.isFollowing,
        })),
      ),
  );

  api.get(
    "/api/Forum/GetForumById/:id",
    {
      config: {
        access: publicAccess(
          "a post's id, not a user's; the handler answers 401 to visitors (post bodies are for members, ADR 0026)",
        ),
      },
      schema: {
        tags,
        summary:
          "One post with its sanitised HTML body (members; 401 for visitors). CanModerate: the reader is an administrator or a named moderator",
        params: idParams,
        response: { 200: envelopeSchema(forumPostDetailSchema) },
      },
    },
    async (request) => {
      const { post, canModerate } = await forum.get(request.params.id, await viewerOf(deps, request));
      return ok(presentForumPostDetail(post, canModerate));
    },
  );

  api.get(
    "/api/Forum/GetForumCommentsWeb/:page",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary:
          "A post's comments, oldest first, each with its replies oldest first (members): forumId, pageSize (default 50). A deleted comment with replies stays as IsDeleted",
        params: pageParams,
        querystring: forumCommentsQuerySchema,
        response: { 200: envelopeSchema(forumCommentListSchema) },
      },
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await forum.comments(query.forumId, query, actorOf(request));
      return ok(
        listData(
          list.map((item) => presentForumComment(item.comment, item.replies)),
          total,
          query,
        ),
      );
    },
  );

  api.post(
    "/api/Forum/AddForum",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: `Write a post (multipart or JSON): Title (${FORUM_LIMITS.titleMin}–${FORUM_LIMITS.titleMax}), Description (HTML, sanitised; ${FORUM_LIMITS.bodyMin}–${FORUM_LIMITS.bodyMax} characters of text), CategoryId, optional ImgVid picture (4 MB). 429 when posting within ${FORUM_LIMITS.secondsBetweenPosts} s or over the daily number`,
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: envelopeSchema(forumPostSchema) },
      },
    },
    async (request) => {
      const { fields, file } = await readForumForm(request, "ImgVid");
      const parsed = addForumSchema.safeParse(fields);
      if (!parsed.success) throw validationError(firstErrorPerField(parsed.error));
      const post = await forum.create(actorOf(request), parsed.data, file, request.language ?? "en");
      return ok(presentForumPost(post), translate(request.language, "forumSuccess.postCreated"));
    },
  );

  api.put(
    "/api/Forum/EditForum",
    {
      config: { access: resourceAccess("forumPost", { in: "body", name: "Id" }, postAuthor, authorOnly) },
      schema: {
        tags,
        summary: "Change a post (its author only): Id, Title, Description, CategoryId",
        body: editForumSchema,
        response: { 200: envelopeSchema(forumPostSchema) },
      },
    },
    async (request) => {
      const post = await forum.edit(actorOf(request), request.body);
      return ok(presentForumPost(post), translate(request.language, "forumSuccess.postUpdated"));
    },
  );

  api.post(
    "/api/Forum/AddForumComment",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: `Comment on a post (members): ForumId, Comment (plain text, ${FORUM_LIMITS.commentMin}–${FORUM_LIMITS.commentMax}). 409 on a locked thread; 429 within ${FORUM_LIMITS.secondsBetweenComments} s or over the daily number`,
        body: addForumCommentSchema,
        response: { 200: envelopeSchema(forumCommentSchema) },
      },
    },
    async (request) => {
      const comment = await forum.addComment(actorOf(request), request.body);
      return ok(presentForumComment(comment), translate(request.language, "forumSuccess.commentAdded"));
    },
  );

  api.post(
    "/api/Forum/AddForumCommentReply",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "Reply to a comment (members; one level deep): CommentId, Comment (plain text)",
        body: addForumReplySchema,
        response: { 200: envelopeSchema(forumReplySchema) },
      },
    },
    async (request) => {
      const reply = await forum.addReply(actorOf(request), request.body);
      return ok(presentForumReply(reply), translate(request.language, "forumSuccess.replyAdded"));
    },
  );

  api.put(
    "/api/Forum/EditForumCommentReply",
    {
      config: {
        access: resourceAccess("forumComment", { in: "body", name: "ReplyCommentId" }, commentAuthor, authorOnly),
      },
      schema: {
        tags,
        summary: "Change a comment's or reply's text (its author only): ReplyCommentId, Comment",
        body: editForumReplySchema,
        response: { 200: envelopeSchema(forumReplySchema.extend({ CommentId: z.number().int().nullable() })) },
      },
    },
    async (request) => {
      const comment = await forum.editReply(actorOf(request), request.body);
      return ok(
        { ...presentForumReply(comment), CommentId: comment.parentId },
        translate(request.language, "forumSuccess.commentUpdated"),
      );
    },
  );

  api.delete(
    "/api/Forum/DeleteForumComment/:id",
    {
      config: { access: resourceAccess("forumComment", { in: "params", name: "id" }, commentAuthor, authorOnly) },
      schema: {
        tags,
        summary: "Delete a comment (its author only); with replies it stays as 'comment deleted'",
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.deleteComment(actorOf(request), request.params.id, "comment");
      return ok(null, translate(request.language, "forumSuccess.commentDeleted"));
    },
  );

  api.delete(
    "/api/Forum/DeleteForumCommentReply",
    {
      config: {
        access: resourceAccess("forumReply", { in: "query", name: "ReplyCommentId" }, commentAuthor, authorOnly),
      },
      schema: {
        tags,
        summary: "Delete a reply (its author only): ReplyCommentId",
        querystring: deleteForumReplyQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.deleteComment(actorOf(request), request.query.ReplyCommentId, "reply");
      return ok(null, translate(request.language, "forumSuccess.replyDeleted"));
    },
  );

  api.post(
    "/api/Forum/ToggleForumFollowBoard",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "Follow a board, or stop following it (the caller's own follow): CategoryId",
        body: toggleFollowSchema,
        response: { 200: envelopeSchema(forumFollowSchema) },
      },
    },
    async (request) => {
      const following = await forum.toggleFollow(actorOf(request), request.body.CategoryId);
      return ok(
        { CategoryId: request.body.CategoryId, IsFollowing: following },
        translate(request.language, following ? "forumSuccess.followed" : "forumSuccess.unfollowed"),
      );
    },
  );

  api.post(
    "/api/Forum/AddForumView",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "Count the caller's view of a post: once per member per post per day (Counted false after that)",
        body: addForumViewSchema,
        response: { 200: envelopeSchema(forumViewSchema) },
      },
    },
    async (request) => {
      const view = await forum.addView(actorOf(request), request.body.ForumId);
      return ok({ ForumId: request.body.ForumId, ViewCount: view.viewCount, Counted: view.counted });
    },
  );

  api.post(
    "/api/Forum/UploadForumImages",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary:
          "Upload a picture for a post (multipart field File: JPEG, PNG, GIF or WebP up to 4 MB, checked by content and re-encoded as WebP); returns the stored URL. A daily number per member (429)",
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(forumUploadSchema) },
      },
    },
    async (request) => {
      const { file } = await readForumForm(request, "File");
      const urls = await forum.upload(actorOf(request), file);
      return ok(
        { Url: urls.full, CardUrl: urls.card, ThumbnailUrl: urls.thumbnail },
        translate(request.language, "forumSuccess.imageUploaded"),
      );
    },
  );

  // Moderation (ours: the spec lists none; ADR 0026). Administrators, and for posts and comments also the
  // members an administrator named as moderators (checked by the service: 403 for anyone else).
  const modTags = ["Forum moderation"];
  const nameOf = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

  api.post(
    "/api/Forum/ModerateForum",
    {
      config: { access: memberAccess },
      schema: {
        tags: modTags,
        summary:
          "Hide, unhide, delete, lock or unlock any post (administrators and moderators): ForumId, Action, Reason (told to the author; written to the audit log)",
        body: moderatePostSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.moderatePost(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.moderated"));
    },
  );

  api.post(
    "/api/Forum/ModerateForumComment",
    {
      config: { access: memberAccess },
      schema: {
        tags: modTags,
        summary:
          "Hide (kept as a placeholder) or delete any comment or reply (administrators and moderators): CommentId, Action, Reason",
        body: moderateCommentSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.moderateComment(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.moderated"));
    },
  );

  api.get(
    "/api/Forum/AdminGetForumCategories",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "Every board, archived ones too, in their order, each with PostCount: its own visible posts",
        response: { 200: envelopeSchema(adminCategoriesSchema) },
      },
    },
    async () =>
      ok(
        (await forum.allCategories()).map((row) => ({
          Id: row.id,
          Name: row.name,
          Description: row.description,
          SortOrder: row.sortOrder,
          PostCount: row.postCount,
          Archived: row.archivedAt !== null,
        })),
      ),
  );

  api.post(
    "/api/Forum/AdminAddForumCategory",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "Create a board: Name, Description, SortOrder (smaller first)",
        body: addCategorySchema,
        response: { 200: envelopeSchema(forumCategorySchema) },
      },
    },
    async (request) => {
      const row = await forum.addCategory(actorOf(request), request.body);
      return ok(
        { Id: row.id, Name: row.name, Description: row.description, SortOrder: row.sortOrder, PostCount: 0 },
        translate(request.language, "forumSuccess.categorySaved"),
      );
    },
  );

  api.put(
    "/api/Forum/AdminEditForumCategory",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "Rename, reorder or archive a board: CategoryId, Name, Description, SortOrder, Archived",
        body: editCategorySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.editCategory(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.categorySaved"));
    },
  );

  api.post(
    "/api/Forum/AdminSuspendMember",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary:
          "Suspend a member from posting until a date (Until null lifts it): MemberId, Until (ISO), Reason (told to the member)",
        body: suspendMemberSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.suspend(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.suspensionSaved"));
    },
  );

  api.post(
    "/api/Forum/AdminSetForumModerator",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "Name a member moderator, or unname them: MemberId, IsModerator",
        body: setModeratorSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await forum.setModerator(actorOf(request), request.body.MemberId, request.body.IsModerator);
      return ok(null, translate(request.language, "forumSuccess.moderatorSaved"));
    },
  );

  api.get(
    "/api/Forum/AdminGetForumModeration",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "The moderators and the members suspended now",
        response: { 200: envelopeSchema(forumModerationStateSchema) },
      },
    },
    async () => {
      const state = await forum.moderationState();
      return ok({
        Moderators: state.moderators.map((row) => ({
          MemberId: row.userId,
          Name: nameOf(row.firstName, row.lastName),
          Email: row.email,
        })),
        Suspensions: state.suspensions.map((row) => ({
          MemberId: row.userId,
          Name: nameOf(row.firstName, row.lastName),
          Email: row.email,
          Until: row.until.toISOString(),
          Reason: row.reason,
        })),
      });
    },
  );

  api.get(
    "/api/Forum/AdminGetForumAuditLog/:page",
    {
      config: { access: adminAccess },
      schema: {
        tags: modTags,
        summary: "Every moderation action, newest first: who, what, target, reason, when",
        params: pageParams,
        querystring: forumAuditQuerySchema,
        response: { 200: envelopeSchema(forumAuditListSchema) },
      },
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await forum.auditLog(query);
      return ok(
        listData(
          list.map((row) => ({
            Id: row.id,
            ActorName: nameOf(row.actorFirstName, row.actorLastName),
            Action: row.action,
            TargetType: row.targetType,
            TargetId: row.targetId,
            TargetLabel: row.targetLabel,
            Reason: row.reason,
            CreatedDate: row.createdAt.toISOString(),
          })),
          total,
          query,
        ),
      );
    },
  );
}
