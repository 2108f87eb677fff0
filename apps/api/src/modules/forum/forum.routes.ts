import { addForumSchema, contract, FORUM_LIMITS, firstErrorPerField, translate } from "@haa/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, adminAccess, memberAccess, ownerAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { type Actor, viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { validationError } from "../../http/errors.ts";
import { readForm } from "../../http/input.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { authorOnly } from "./forum.policy.ts";
import {
  presentBoard,
  presentForumComment,
  presentForumPost,
  presentForumPostDetail,
  presentForumReply,
  presentForumSummary,
  presentModeratedSummary,
} from "./forum.presenter.ts";
import { forumRepository } from "./forum.repository.ts";
import type { ForumService } from "./forum.service.ts";

/** Public list reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const FORUM_LIST_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

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
  const tags = ["Forum"];

  /** A public list of posts: limited per address, cached, and titles only for visitors. */
  const summaries = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: { page: number; pageSize: number },
    read: (viewer: Actor | undefined) => ReturnType<ForumService["alsoCheckOut"]>,
  ) => {
    await deps.readLimiter.hit(`forum:ip:${request.ip}`, FORUM_LIST_LIMIT);
    return publicRead(deps.publicCache, request, reply, async () => {
      const viewer = await viewerOf(deps, request);
      const { list, total } = await read(viewer);
      const words = await forum.boardWords(
        request.language,
        list.map((row) => row.categoryId),
      );
      return ok(
        listData(
          list.map((row) => presentForumSummary(row, Boolean(viewer), words)),
          total,
          query,
        ),
      );
    });
  };

  const listSummary =
    "Posts, newest first: pageSize (default 10, at most 50), search (full text), filters {CategoryId, Following, Mine} (Following and Mine need a bearer), userID (only the caller's own). Visitors get titles, boards and counts; Excerpt and ImgVid are null for them. CommentCount counts the post's live comments and replies (not deleted or hidden ones), ViewCount one view per member per day";

  // GetForums answers what GetForumsWeb does (the same schemas): one handler serves both.
  const lists = [
    [
      contract.forum.getForumsWeb,
      "visitors see titles only; userID must be the bearer's own id (it selects the Following and Mine filters)",
    ],
    [contract.forum.getForums, "the same list as GetForumsWeb; userID must be the bearer's own id"],
  ] as const;
  for (const [call, note] of lists) {
    route(app, call, { access: publicAccess(note), tags, summary: listSummary }, (request, reply) => {
      const query = withPathPage(request.query, request.params);
      return summaries(request, reply, query, (viewer) => forum.list(query, viewer, request.language ?? "en"));
    });
  }

  route(
    app,
    contract.forum.getForumsAlsoCheckOut,
    {
      access: publicAccess(),
      tags,
      summary:
        "Other posts, most viewed first (page 1, 9 items by default): forumId leaves the post being read out. Titles only for visitors",
    },
    (request, reply) => {
      const query = withPathPage(request.query, request.params);
      return summaries(request, reply, query, () => forum.alsoCheckOut(query, request.language ?? "en"));
    },
  );

  route(
    app,
    contract.forum.getForumCategories,
    {
      access: publicAccess(),
      tags,
      summary:
        "The open boards in their order, each with PostCount: its own visible posts (hidden ones are not counted); names and descriptions in the reader's language where translated, Lang says which (ADR 0097)",
    },
    async (request) => {
      const rows = await forum.categories();
      const words = await forum.boardWords(
        request.language,
        rows.map((row) => row.id),
      );
      return ok(rows.map((row) => presentBoard(row, words)));
    },
  );

  route(
    app,
    contract.forum.getWebForumCategories,
    {
      access: ownerAccess({ in: "params", name: "userID" }),
      tags,
      summary:
        "The open boards with the member's follow state and each board's PostCount (its own visible posts) (the member themself, or an administrator); names and descriptions in the reader's language where translated, Lang says which",
    },
    async (request) => {
      const rows = await forum.webCategories(request.params.userID);
      const words = await forum.boardWords(
        request.language,
        rows.map((row) => row.id),
      );
      return ok(rows.map((row) => ({ ...presentBoard(row, words), IsFollowing: row.isFollowing })));
    },
  );

  route(
    app,
    contract.forum.getForumById,
    {
      access: publicAccess(
        "a post's id, not a user's; the handler answers 401 to visitors (post bodies are for members, ADR 0026)",
      ),
      tags,
      summary:
        "One post with its sanitised HTML body (members; 401 for visitors). CanModerate: the reader is an administrator or a named moderator; only they get a hidden post (IsHidden true), anyone else 404. CommentCount is the lists' own count (live comments and replies)",
    },
    async (request) => {
      const { post, canModerate } = await forum.get(request.params.id, await viewerOf(deps, request));
      const words = await forum.boardWords(request.language, [post.categoryId]);
      return ok(presentForumPostDetail(post, canModerate, words));
    },
  );

  route(
    app,
    contract.forum.getForumCommentsWeb,
    {
      access: memberAccess,
      tags,
      summary:
        "A post's comments, oldest first, each with its replies oldest first (members): forumId, pageSize (default 50). A deleted comment with replies stays as IsDeleted",
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

  route(
    app,
    contract.forum.addForum,
    {
      access: memberAccess,
      tags,
      summary: `Write a post (multipart or JSON): Title (${FORUM_LIMITS.titleMin}–${FORUM_LIMITS.titleMax}), Description (HTML, sanitised; ${FORUM_LIMITS.bodyMin}–${FORUM_LIMITS.bodyMax} characters of text), CategoryId, optional ImgVid picture (4 MB). 429 when posting within ${FORUM_LIMITS.secondsBetweenPosts} s or over the daily number`,
    },
    async (request) => {
      const { fields, file } = await readForumForm(request, "ImgVid");
      const parsed = addForumSchema.safeParse(fields);
      if (!parsed.success) throw validationError(firstErrorPerField(parsed.error));
      const post = await forum.create(actorOf(request), parsed.data, file, request.language ?? "en");
      return ok(presentForumPost(post), translate(request.language, "forumSuccess.postCreated"));
    },
  );

  route(
    app,
    contract.forum.editForum,
    {
      access: resourceAccess("forumPost", { in: "body", name: "Id" }, postAuthor, authorOnly),
      tags,
      summary: "Change a post (its author only): Id, Title, Description, CategoryId",
    },
    async (request) => {
      const post = await forum.edit(actorOf(request), request.body);
      return ok(presentForumPost(post), translate(request.language, "forumSuccess.postUpdated"));
    },
  );

  route(
    app,
    contract.forum.addForumComment,
    {
      access: memberAccess,
      tags,
      summary: `Comment on a post (members): ForumId, Comment (plain text, ${FORUM_LIMITS.commentMin}–${FORUM_LIMITS.commentMax}). 409 on a locked thread; 429 within ${FORUM_LIMITS.secondsBetweenComments} s or over the daily number`,
    },
    async (request) => {
      const comment = await forum.addComment(actorOf(request), request.body);
      return ok(presentForumComment(comment), translate(request.language, "forumSuccess.commentAdded"));
    },
  );

  route(
    app,
    contract.forum.addForumCommentReply,
    {
      access: memberAccess,
      tags,
      summary: "Reply to a comment (members; one level deep): CommentId, Comment (plain text)",
    },
    async (request) => {
      const reply = await forum.addReply(actorOf(request), request.body);
      return ok(presentForumReply(reply), translate(request.language, "forumSuccess.replyAdded"));
    },
  );

  route(
    app,
    contract.forum.editForumCommentReply,
    {
      access: resourceAccess("forumComment", { in: "body", name: "ReplyCommentId" }, commentAuthor, authorOnly),
      tags,
      summary: "Change a comment's or reply's text (its author only): ReplyCommentId, Comment",
    },
    async (request) => {
      const comment = await forum.editReply(actorOf(request), request.body);
      return ok(
        { ...presentForumReply(comment), CommentId: comment.parentId },
        translate(request.language, "forumSuccess.commentUpdated"),
      );
    },
  );

  route(
    app,
    contract.forum.deleteForumComment,
    {
      access: resourceAccess("forumComment", { in: "params", name: "id" }, commentAuthor, authorOnly),
      tags,
      summary: "Delete a comment (its author only); with replies it stays as 'comment deleted'",
    },
    async (request) => {
      await forum.deleteComment(actorOf(request), request.params.id, "comment");
      return ok(null, translate(request.language, "forumSuccess.commentDeleted"));
    },
  );

  route(
    app,
    contract.forum.deleteForumCommentReply,
    {
      access: resourceAccess("forumReply", { in: "query", name: "ReplyCommentId" }, commentAuthor, authorOnly),
      tags,
      summary: "Delete a reply (its author only): ReplyCommentId",
    },
    async (request) => {
      await forum.deleteComment(actorOf(request), request.query.ReplyCommentId, "reply");
      return ok(null, translate(request.language, "forumSuccess.replyDeleted"));
    },
  );

  route(
    app,
    contract.forum.toggleForumFollowBoard,
    {
      access: memberAccess,
      tags,
      summary: "Follow a board, or stop following it (the caller's own follow): CategoryId",
    },
    async (request) => {
      const following = await forum.toggleFollow(actorOf(request), request.body.CategoryId);
      return ok(
        { CategoryId: request.body.CategoryId, IsFollowing: following },
        translate(request.language, following ? "forumSuccess.followed" : "forumSuccess.unfollowed"),
      );
    },
  );

  route(
    app,
    contract.forum.addForumView,
    {
      access: memberAccess,
      tags,
      summary: "Count the caller's view of a post: once per member per post per day (Counted false after that)",
    },
    async (request) => {
      const view = await forum.addView(actorOf(request), request.body.ForumId);
      return ok({ ForumId: request.body.ForumId, ViewCount: view.viewCount, Counted: view.counted });
    },
  );

  route(
    app,
    contract.forum.uploadForumImages,
    {
      access: memberAccess,
      tags,
      summary:
        "Upload a picture for a post (multipart field File: JPEG, PNG, GIF or WebP up to 4 MB, checked by content and re-encoded as WebP); returns the stored URL. A daily number per member (429)",
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

  route(
    app,
    contract.forum.moderateForum,
    {
      access: memberAccess,
      tags: modTags,
      summary:
        "Hide, unhide, delete, lock or unlock any post (administrators and moderators): ForumId, Action, Reason (told to the author; written to the audit log)",
    },
    async (request) => {
      await forum.moderatePost(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.moderated"));
    },
  );

  route(
    app,
    contract.forum.moderateForumComment,
    {
      access: memberAccess,
      tags: modTags,
      summary:
        "Hide (kept as a placeholder) or delete any comment or reply (administrators and moderators): CommentId, Action, Reason",
    },
    async (request) => {
      await forum.moderateComment(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.moderated"));
    },
  );

  route(
    app,
    contract.forum.adminGetHiddenForums,
    {
      access: adminAccess,
      tags: modTags,
      summary:
        "The posts moderators hid (out of every public list), newest first, each with IsHidden, for an administrator to unhide or delete: pageSize (default 20, at most 50), search (full text)",
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await forum.hiddenPosts(query, request.language ?? "en");
      const words = await forum.boardWords(
        request.language,
        list.map((row) => row.categoryId),
      );
      return ok(
        listData(
          list.map((row) => presentModeratedSummary(row, words)),
          total,
          query,
        ),
      );
    },
  );

  route(
    app,
    contract.forum.adminGetForumCategories,
    {
      access: adminAccess,
      tags: modTags,
      summary:
        "Every board, archived ones too, in their order, as written, each with PostCount (its own visible posts) and Languages (those its name is translated into)",
    },
    async () => {
      const rows = await forum.allCategories();
      const languages = await forum.boardLanguages(rows.map((row) => row.id));
      return ok(
        rows.map((row) => ({
          ...presentBoard(row),
          Archived: row.archivedAt !== null,
          Languages: languages.get(row.id) ?? [],
        })),
      );
    },
  );

  route(
    app,
    contract.forum.adminAddForumCategory,
    {
      access: adminAccess,
      tags: modTags,
      summary: "Create a board: Name, Description, SortOrder (smaller first)",
    },
    async (request) => {
      const row = await forum.addCategory(actorOf(request), request.body);
      return ok(
        { Id: row.id, Name: row.name, Description: row.description, SortOrder: row.sortOrder, PostCount: 0 },
        translate(request.language, "forumSuccess.categorySaved"),
      );
    },
  );

  route(
    app,
    contract.forum.adminEditForumCategory,
    {
      access: adminAccess,
      tags: modTags,
      summary: "Rename, reorder or archive a board: CategoryId, Name, Description, SortOrder, Archived",
    },
    async (request) => {
      await forum.editCategory(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.categorySaved"));
    },
  );

  route(
    app,
    contract.forum.adminSuspendMember,
    {
      access: adminAccess,
      tags: modTags,
      summary:
        "Suspend a member from posting until a date (Until null lifts it): MemberId, Until (ISO), Reason (told to the member)",
    },
    async (request) => {
      await forum.suspend(actorOf(request), request.body);
      return ok(null, translate(request.language, "forumSuccess.suspensionSaved"));
    },
  );

  route(
    app,
    contract.forum.adminSetForumModerator,
    {
      access: adminAccess,
      tags: modTags,
      summary: "Name a member moderator, or unname them: MemberId, IsModerator",
    },
    async (request) => {
      await forum.setModerator(actorOf(request), request.body.MemberId, request.body.IsModerator);
      return ok(null, translate(request.language, "forumSuccess.moderatorSaved"));
    },
  );

  route(
    app,
    contract.forum.adminGetForumModeration,
    {
      access: adminAccess,
      tags: modTags,
      summary: "The moderators and the members suspended now",
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

  route(
    app,
    contract.forum.adminGetForumAuditLog,
    {
      access: adminAccess,
      tags: modTags,
      summary: "Every moderation action, newest first: who, what, target, reason, when",
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
