import {
  type AddForum,
  type AddForumComment,
  type AddForumReply,
  type EditForum,
  type EditForumReply,
  excerptOf,
  FORUM_LIMITS,
  type ForumListFilters,
  forumLimitVerdict,
  forumPostTextSchema,
  type InterfaceLanguage,
  imagesIn,
  MembershipId,
  normalizeLanguage,
  viewDay,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, forbidden, notFound, unauthorized } from "../../http/errors.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { deleteImage, storeImage } from "../../platform/storage/images.ts";
import { localizedParams } from "../notifications/notifier.ts";
import { can } from "./forum.policy.ts";
import type { BoardWords } from "./forum.presenter.ts";
import {
  type ForumCommentRow,
  type ForumCommentView,
  type ForumPostView,
  forumRepository as repo,
} from "./forum.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const postNotFound = () => notFound("FORUM_NOT_FOUND", "forumErrors.notFound");
const commentNotFound = () => notFound("FORUM_COMMENT_NOT_FOUND", "forumErrors.commentNotFound");
const categoryNotFound = () =>
  new AppError(400, "VALIDATION", "forumErrors.categoryNotFound", {}, { CategoryId: "forumErrors.categoryNotFound" });

type ListPage = { page: number; pageSize: number; search: string };

/** The forum's use cases (ADR 0026). */
export function createForumService(
  deps: Pick<Deps, "db" | "clock" | "storage" | "notifier" | "rateLimiter" | "memberAccess" | "audit" | "translations">,
) {
  const { db, clock, storage, notifier, translations } = deps;

  /** A member whose plan has the forum; 401 for visitors (bodies and comments are for members). */
  async function assertMember(actor: Actor | undefined, action: "read" | "write"): Promise<Actor> {
    if (!actor) throw unauthorized("FORUM_MEMBERS_ONLY", "forumErrors.membersOnly");
    // The plan and, for a write, the suspension are read together: one round trip instead of two.
    const [plan, suspension] = await Promise.all([
      deps.memberAccess.planOf(db, actor.user.id, clock.now()),
      action === "write" ? repo.suspensionOf(db, actor.user.id, clock.now()) : undefined,
    ]);
    // No plan (none, lapsed or ended) reads as Starter, as before.
    const membershipId = plan ?? MembershipId.Starter;
    if (!can(actor, action, { membershipId })) throw forbidden("FORUM_NOT_ALLOWED", "forumErrors.notAllowed");
    if (suspension)
      throw new AppError(403, "FORUM_SUSPENDED", "forumErrors.suspended", {
        date: suspension.until.toISOString().slice(0, 10),
      });
    return actor;
  }

  /**
   * A comment's checks, read at once rather than one after another (under 50 connections of reads each round trip
   * waited its turn on the event loop: issue 22), and judged in their order: may this member write, is the post
   * there, is it open, is the member within the pace. A later check's answer is not used when an earlier one refuses.
   */
  async function commentChecks(actor: Actor, postId: number) {
    const [member, post, pace] = await Promise.allSettled([
      assertMember(actor, "write"),
      postOrThrow(postId),
      assertPace(actor, "comment"),
    ]);
    if (member.status === "rejected") throw member.reason;
    if (post.status === "rejected") throw post.reason;
    if (post.value.isLocked) throw new AppError(409, "FORUM_LOCKED", "forumErrors.locked");
    if (pace.status === "rejected") throw pace.reason;
    return post.value;
  }

  /** The comment just inserted, as `findComment` reads it, its author being the actor: no read after the write. */
  function insertedComment(actor: Actor, row: ForumCommentRow): ForumCommentView {
    return {
      ...row,
      authorFirstName: actor.user.firstName,
      authorLastName: actor.user.lastName,
      authorImage: actor.user.profileImage,
    };
  }

  async function assertPace(actor: Actor, kind: "post" | "comment") {
    const now = clock.now();
    const since = new Date(now.getTime() - DAY_MS);
    const recent =
      kind === "post"
        ? await repo.recentPostsOf(db, actor.user.id, since)
        : await repo.recentCommentsOf(db, actor.user.id, since);
    // The account's age comes with the request's own account row (read with its session), not a query of its own.
    const verdict = forumLimitVerdict(kind, {
      now,
      accountCreatedAt: actor.user.createdAt,
      last: recent.last,
      countLastDay: recent.count,
    });
    if (verdict.ok) return;
    if (verdict.reason === "tooSoon") {
      const key = kind === "post" ? "forumErrors.tooSoonPost" : "forumErrors.tooSoonComment";
      throw new AppError(429, "FORUM_TOO_SOON", key, { seconds: verdict.seconds, retryAfter: verdict.seconds });
    }
    const key = kind === "post" ? "forumErrors.dailyPosts" : "forumErrors.dailyComments";
    throw new AppError(429, "FORUM_DAILY_LIMIT", key, { max: verdict.max, retryAfter: 60 * 60 });
  }

  /** The sanitised body and what is derived from it; 400 when too little text or too many pictures. */
  function bodyValues(input: AddForum, hasImage: boolean) {
    const bodyHtml = sanitizeRichText(input.Description);
    const plainText = richTextToPlain(bodyHtml);
    const text = forumPostTextSchema.safeParse(plainText);
    if (!text.success) {
      const key = text.error.issues[0]?.message ?? "forumForm.bodyTooShort";
      throw new AppError(400, "VALIDATION", key, {}, { Description: key });
    }
    if (imagesIn(bodyHtml) + (hasImage ? 1 : 0) > FORUM_LIMITS.imagesPerPost) {
      const message = { key: "forumForm.tooManyImages", params: { max: FORUM_LIMITS.imagesPerPost } };
      throw new AppError(400, "VALIDATION", message.key, message.params, { Description: message });
    }
    return { title: input.Title, bodyHtml, plainText, excerpt: excerptOf(plainText) };
  }

  async function postOrThrow(id: number) {
    const post = await repo.findPost(db, id);
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * A hidden post is for administrators and moderators, who may show it again: anyone else gets the 404 of a post
   * that never was.
   */
  function readableBy(canModerate: boolean, post: ForumPostView | undefined) {
    if (!post || (post.hiddenAt && !canModerate)) throw postNotFound();
    return post;
  }

  /** A post as the reader may read it; whether they moderate is asked only when it is hidden. */
  async function readablePost(reader: Actor, id: number) {
    const post = await repo.findPost(db, id, { withHidden: true });
    return readableBy(!post?.hiddenAt || (await mayModerate(reader)), post);
  }

  async function commentOrThrow(id: number) {
    const comment = await repo.findComment(db, id);
    if (!comment) throw commentNotFound();
    return comment;
  }

  const nameOf = (actor: Actor) => `${actor.user.firstName} ${actor.user.lastName}`.trim();

  async function notifyOthers(
    tx: Db,
    actor: Actor,
    userId: number | null,
    event: Parameters<typeof notifier.notify>[2],
  ) {
    // Never tell members about their own doing.
    if (userId === null || userId === actor.user.id) return;
    await notifier.notify(tx, userId, event);
  }

  /** Administrators, and members an administrator named as moderators (one lookup for a member). */
  async function mayModerate(actor: Actor) {
    return actor.isAdmin || (await repo.isModerator(db, actor.user.id));
  }

  async function assertModerator(actor: Actor) {
    if (await mayModerate(actor)) return;
    throw forbidden("FORUM_NOT_MODERATOR", "forumErrors.notModerator");
  }

  type AuditEntry = { action: string; targetType: string; targetId: number; targetLabel: string; reason: string };

  /** Writes the audit row and tells the author (never the actor themself), in the action's transaction. */
  async function moderated(tx: Db, actor: Actor, entry: AuditEntry, authorId: number | null, title: string) {
    await repo.audit(tx, { ...entry, actorId: actor.user.id, now: clock.now() });
    await notifyOthers(tx, actor, authorId, {
      kind: "forumModerated",
      params: { title, reason: entry.reason },
      link: entry.action === "delete" && entry.targetType === "post" ? "/forum" : null,
      source: null,
    });
  }

  return {
    now: () => clock.now(),

    /** Forum/ModerateForum: hide, unhide, delete, lock or unlock a post, with a reason the author is told. */
    async moderatePost(actor: Actor, input: { ForumId: number; Action: string; Reason: string }) {
      await assertModerator(actor);
      const post = await repo.anyPost(db, input.ForumId);
      if (!post) throw postNotFound();
      const entry = {
        action: input.Action,
        targetType: "post",
        targetId: post.id,
        targetLabel: post.title,
        reason: input.Reason,
      };
      await db.transaction(async (tx) => {
        if (input.Action === "delete") {
          await repo.deletePost(tx, post.id);
          await notifier.withdraw(tx, `forumPost:${post.id}`);
        } else if (input.Action === "hide") await repo.setPostState(tx, post.id, { hiddenAt: clock.now() });
        else if (input.Action === "unhide") await repo.setPostState(tx, post.id, { hiddenAt: null });
        else await repo.setPostState(tx, post.id, { isLocked: input.Action === "lock" });
        await moderated(tx, actor, entry, post.authorId, post.title);
      });
      if (input.Action === "delete") await deleteImage(storage, post.image);
    },

    /** Forum/ModerateForumComment: hide (kept as a placeholder) or delete a comment or reply. */
    async moderateComment(actor: Actor, input: { CommentId: number; Action: "hide" | "delete"; Reason: string }) {
      await assertModerator(actor);
      const comment = await commentOrThrow(input.CommentId);
      const post = await repo.anyPost(db, comment.postId);
      await db.transaction(async (tx) => {
        const keep =
          input.Action === "hide" || (comment.parentId === null && (await repo.replyCount(tx, comment.id)) > 0);
        if (keep) await repo.markCommentDeleted(tx, comment.id, clock.now());
        else await repo.deleteComment(tx, comment.id);
        await notifier.withdraw(tx, `forumComment:${comment.id}`);
        await moderated(
          tx,
          actor,
          {
            action: input.Action,
            targetType: comment.parentId === null ? "comment" : "reply",
            targetId: comment.id,
            targetLabel: excerptOf(comment.body, 80),
            reason: input.Reason,
          },
          comment.userId,
          post?.title ?? "",
        );
      });
    },

    allCategories() {
      return repo.allCategories(db);
    },

    /** The reader's words for the boards a page names: one statement, none in English (ADR 0097). */
    async boardWords(lang: InterfaceLanguage, boardIds: readonly number[]): Promise<BoardWords> {
      return { lang, boards: await translations.overlay(db, "forumBoard", lang, [...new Set(boardIds)]) };
    },

    /** The languages each board is translated into (the administrators' list). */
    boardLanguages(boardIds: number[]) {
      return translations.languages(db, "forumBoard", boardIds);
    },

    async addCategory(actor: Actor, input: { Name: string; Description: string; SortOrder: number }) {
      return db.transaction(async (tx) => {
        const row = await repo.insertCategory(tx, {
          name: input.Name,
          description: input.Description,
          sortOrder: input.SortOrder,
        });
        await repo.audit(tx, {
          actorId: actor.user.id,
          action: "create",
          targetType: "category",
          targetId: row.id,
          targetLabel: row.name,
          reason: "",
          now: clock.now(),
        });
        return row;
      });
    },

    async editCategory(
      actor: Actor,
      input: { CategoryId: number; Name: string; Description: string; SortOrder: number; Archived: boolean },
    ) {
      if (deps.audit.recording()) {
        // The audit log's "before" (ADR 0088): the category as the administrator's list shows it.
        const category = (await repo.allCategories(db)).find((row) => row.id === input.CategoryId);
        deps.audit.before(
          { kind: "forumCategory", id: input.CategoryId },
          category && {
            Name: category.name,
            Description: category.description,
            SortOrder: category.sortOrder,
            ArchivedAt: category.archivedAt,
          },
        );
      }
      await db.transaction(async (tx) => {
        const found = await repo.updateCategory(tx, input.CategoryId, {
          name: input.Name,
          description: input.Description,
          sortOrder: input.SortOrder,
          archivedAt: input.Archived ? clock.now() : null,
        });
        if (!found) throw notFound("FORUM_CATEGORY_NOT_FOUND", "forumErrors.categoryNotFound");
        await repo.audit(tx, {
          actorId: actor.user.id,
          action: input.Archived ? "archive" : "edit",
          targetType: "category",
          targetId: input.CategoryId,
          targetLabel: input.Name,
          reason: "",
          now: clock.now(),
        });
      });
    },

    /** Forum/AdminSuspendMember: until a date (Until null lifts it); the member is told why. */
    async suspend(actor: Actor, input: { MemberId: number; Until: string | null; Reason: string }) {
      const name = await repo.memberName(db, input.MemberId);
      if (!name) throw notFound("FORUM_MEMBER_NOT_FOUND", "errors.notFound");
      if (deps.audit.recording()) {
        // The audit log's "before": the suspension in force, if any.
        const current = await repo.suspensionOf(db, input.MemberId, clock.now());
        deps.audit.before({ kind: "user", id: input.MemberId }, { SuspendedUntil: current?.until ?? null });
      }
      await db.transaction(async (tx) => {
        await repo.setSuspension(
          tx,
          input.MemberId,
          input.Until ? { until: new Date(input.Until), reason: input.Reason, by: actor.user.id } : null,
        );
        await moderated(
          tx,
          actor,
          {
            action: input.Until ? "suspend" : "unsuspend",
            targetType: "member",
            targetId: input.MemberId,
            targetLabel: name,
            reason: input.Reason,
          },
          input.MemberId,
          name,
        );
      });
    },

    async setModerator(actor: Actor, memberId: number, isModerator: boolean) {
      const name = await repo.memberName(db, memberId);
      if (!name) throw notFound("FORUM_MEMBER_NOT_FOUND", "errors.notFound");
      // The audit log's "before" (ADR 0088): the role this call changes.
      if (deps.audit.recording()) {
        deps.audit.before({ kind: "user", id: memberId }, { IsModerator: await repo.isModerator(db, memberId) });
      }
      await db.transaction(async (tx) => {
        await repo.setModerator(tx, memberId, isModerator, actor.user.id);
        await repo.audit(tx, {
          actorId: actor.user.id,
          action: isModerator ? "name-moderator" : "unname-moderator",
          targetType: "member",
          targetId: memberId,
          targetLabel: name,
          reason: "",
          now: clock.now(),
        });
      });
    },

    moderationState() {
      return repo.moderationState(db, clock.now());
    },

    auditLog(query: { page: number; pageSize: number }) {
      return repo.auditLog(db, query);
    },

    /** Forum/AdminGetHiddenForums: what moderators hid, so an administrator can show it again. */
    hiddenPosts(query: ListPage, language: string) {
      return repo.listHidden(db, query, language);
    },

    /** Forum/GetForumsWeb and Forum/GetForums: newest first; Following/Mine need the caller's own id. */
    async list(
      query: ListPage & { filters: ForumListFilters; userID?: number | undefined },
      viewer: Actor | undefined,
      language: string,
    ) {
      const { CategoryId, Following, Mine } = query.filters;
      if (query.userID !== undefined && query.userID !== viewer?.user.id)
        throw viewer
          ? forbidden("FORUM_NOT_YOU", "forumErrors.notYou")
          : unauthorized("FORUM_MEMBERS_ONLY", "forumErrors.membersOnly");
      if ((Following || Mine) && !viewer) throw unauthorized("FORUM_MEMBERS_ONLY", "forumErrors.membersOnly");
      return repo.listPosts(
        db,
        {
          ...query,
          categoryId: CategoryId,
          followerId: Following ? viewer?.user.id : undefined,
          authorId: Mine ? viewer?.user.id : undefined,
          order: "newest",
        },
        language,
      );
    },

    /** Forum/GetForumsAlsoCheckOut: other posts, most viewed first. */
    alsoCheckOut(query: ListPage & { forumId?: number | undefined }, language: string) {
      return repo.listPosts(db, { ...query, excludeId: query.forumId, order: "views" }, language);
    },

    categories() {
      return repo.categories(db);
    },

    async webCategories(userId: number) {
      const [categories, followed] = await Promise.all([repo.categories(db), repo.followedCategoryIds(db, userId)]);
      return categories.map((category) => ({ ...category, isFollowing: followed.has(category.id) }));
    },

    /**
     * Forum/GetForumById: members only; with whether the reader may moderate (one lookup per request, read beside
     * the post), and a hidden post for those who may.
     */
    async get(id: number, viewer: Actor | undefined) {
      const reader = await assertMember(viewer, "read");
      const [post, canModerate] = await Promise.all([repo.findPost(db, id, { withHidden: true }), mayModerate(reader)]);
      return { post: readableBy(canModerate, post), canModerate };
    },

    /** Forum/GetForumCommentsWeb: a post's comments with their replies, in thread order. */
    async comments(forumId: number, query: { page: number; pageSize: number }, actor: Actor) {
      await assertMember(actor, "read");
      await readablePost(actor, forumId);
      const { comments, replies, total } = await repo.thread(db, forumId, query);
      const byParent = new Map<number, typeof replies>();
      for (const reply of replies) {
        const list = byParent.get(reply.parentId ?? 0) ?? [];
        list.push(reply);
        byParent.set(reply.parentId ?? 0, list);
      }
      return { list: comments.map((comment) => ({ comment, replies: byParent.get(comment.id) ?? [] })), total };
    },

    /** Forum/AddForum: the post, its picture, and a notification to the board's followers. */
    async create(actor: Actor, input: AddForum, image: Buffer | undefined, language: string) {
      await assertMember(actor, "write");
      const category = await repo.openCategory(db, input.CategoryId);
      if (!category) throw categoryNotFound();
      const values = bodyValues(input, Boolean(image));
      await assertPace(actor, "post");
      const urls = image
        ? await storeImage(storage, "forum", image, { field: "ImgVid", maxBytes: FORUM_LIMITS.imageMaxBytes })
        : null;
      const now = clock.now();
      try {
        const id = await db.transaction(async (tx) => {
          const postId = await repo.insertPost(tx, {
            ...values,
            categoryId: category.id,
            language: normalizeLanguage(language),
            authorId: actor.user.id,
            image: urls,
            now,
          });
          const followers = await repo.followers(tx, category.id);
          // Each follower reads the notice in their own language: the board's name goes in every one it has, read
          // once for all of them (ADR 0097); the post's title stays as its author wrote it.
          const boardWords =
            followers.length > 0
              ? (await translations.everyLanguage(tx, "forumBoard", [category.id])).get(category.id)
              : undefined;
          const params = {
            ...localizedParams("board", category.name, boardWords, "Name"),
            name: nameOf(actor),
            title: values.title,
          };
          for (const follower of followers) {
            await notifyOthers(tx, actor, follower, {
              kind: "forumNewPost",
              params,
              link: `/forum/postdetail/${postId}`,
              source: `forumPost:${postId}`,
            });
          }
          return postId;
        });
        return postOrThrow(id);
      } catch (error) {
        await deleteImage(storage, urls);
        throw error;
      }
    },

    /** Forum/EditForum: the author only (the access rule checked it). */
    async edit(actor: Actor, input: EditForum) {
      await assertMember(actor, "write");
      const existing = await postOrThrow(input.Id);
      if (!can(actor, "edit-own", { userId: existing.authorId })) throw postNotFound();
      const category = await repo.openCategory(db, input.CategoryId);
      if (!category) throw categoryNotFound();
      const values = bodyValues(input, Boolean(existing.image));
      await repo.updatePost(db, input.Id, {
        ...values,
        categoryId: category.id,
        language: existing.language,
        now: clock.now(),
      });
      return postOrThrow(input.Id);
    },

    /** Forum/AddForumComment: notifies the post's author. */
    async addComment(actor: Actor, input: AddForumComment) {
      const post = await commentChecks(actor, input.ForumId);
      const comment = await db.transaction(async (tx) => {
        const row = await repo.insertComment(tx, {
          postId: post.id,
          parentId: null,
          userId: actor.user.id,
          body: input.Comment,
          now: clock.now(),
        });
        await notifyOthers(tx, actor, post.authorId, {
          kind: "forumComment",
          params: { name: nameOf(actor), title: post.title, excerpt: excerptOf(input.Comment, 140) },
          link: `/forum/postdetail/${post.id}`,
          source: `forumComment:${row.id}`,
        });
        return row;
      });
      return insertedComment(actor, comment);
    },

    /** Forum/AddForumCommentReply: one level deep; notifies the comment's author. */
    async addReply(actor: Actor, input: AddForumReply) {
      await assertMember(actor, "write");
      const parent = await commentOrThrow(input.CommentId);
      if (parent.parentId !== null) throw new AppError(400, "FORUM_REPLY_DEPTH", "forumErrors.replyToReply");
      if (parent.deletedAt) throw new AppError(409, "FORUM_COMMENT_DELETED", "forumErrors.commentDeleted");
      const post = await postOrThrow(parent.postId);
      if (post.isLocked) throw new AppError(409, "FORUM_LOCKED", "forumErrors.locked");
      await assertPace(actor, "comment");
      const reply = await db.transaction(async (tx) => {
        const row = await repo.insertComment(tx, {
          postId: post.id,
          parentId: parent.id,
          userId: actor.user.id,
          body: input.Comment,
          now: clock.now(),
        });
        await notifyOthers(tx, actor, parent.userId, {
          kind: "forumReply",
          params: { name: nameOf(actor), title: post.title, excerpt: excerptOf(input.Comment, 140) },
          link: `/forum/postdetail/${post.id}`,
          source: `forumComment:${row.id}`,
        });
        return row;
      });
      return insertedComment(actor, reply);
    },

    /** Forum/EditForumCommentReply: a comment or a reply, by its author. */
    async editReply(actor: Actor, input: EditForumReply) {
      await assertMember(actor, "write");
      const comment = await commentOrThrow(input.ReplyCommentId);
      if (comment.deletedAt || !can(actor, "edit-own", comment)) throw commentNotFound();
      await repo.updateComment(db, comment.id, input.Comment, clock.now());
      return commentOrThrow(comment.id);
    },

    /**
     * Forum/DeleteForumComment and Forum/DeleteForumCommentReply: the author's own. A comment with replies
     * stays as "comment deleted" so the thread reads on; its notifications go.
     */
    async deleteComment(actor: Actor, id: number, kind: "comment" | "reply") {
      const comment = await commentOrThrow(id);
      if (comment.deletedAt || !can(actor, "edit-own", comment)) throw commentNotFound();
      if (kind === "reply" && comment.parentId === null) throw commentNotFound();
      if (kind === "comment" && comment.parentId !== null) throw commentNotFound();
      await db.transaction(async (tx) => {
        if (kind === "comment" && (await repo.replyCount(tx, id)) > 0)
          await repo.markCommentDeleted(tx, id, clock.now());
        else await repo.deleteComment(tx, id);
        await notifier.withdraw(tx, `forumComment:${id}`);
      });
    },

    /** Forum/ToggleForumFollowBoard. */
    async toggleFollow(actor: Actor, categoryId: number) {
      await assertMember(actor, "read");
      const category = await repo.openCategory(db, categoryId);
      if (!category) throw notFound("FORUM_CATEGORY_NOT_FOUND", "forumErrors.categoryNotFound");
      return repo.toggleFollow(db, actor.user.id, categoryId);
    },

    /** Forum/AddForumView: once per member per post per day. */
    async addView(actor: Actor, forumId: number) {
      await assertMember(actor, "read");
      await postOrThrow(forumId);
      return repo.addView(db, forumId, actor.user.id, viewDay(clock.now()));
    },

    /** Forum/UploadForumImages: checked by content, re-encoded; a daily number per member (429). */
    async upload(actor: Actor, bytes: Buffer | undefined) {
      await assertMember(actor, "write");
      if (!bytes || bytes.length === 0)
        throw new AppError(400, "VALIDATION", "validation.imageType", {}, { File: "validation.imageType" });
      try {
        await deps.rateLimiter.hit(`forum:upload:${actor.user.id}`, {
          max: FORUM_LIMITS.uploadsPerDay,
          windowMs: DAY_MS,
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 429) throw error;
        throw new AppError(429, "FORUM_UPLOAD_LIMIT", "forumErrors.dailyUploads", {
          max: FORUM_LIMITS.uploadsPerDay,
          retryAfter: 60 * 60,
        });
      }
      const urls = await storeImage(storage, "forum", bytes, { field: "File", maxBytes: FORUM_LIMITS.imageMaxBytes });
      return urls;
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
