import {
  type ForumCategory,
  type ForumComment,
  type ForumPost,
  type ForumPostDetail,
  type ForumReply,
  type ForumSummary,
  type InterfaceLanguage,
  type ModeratedForumSummary,
  normalizeLanguage,
  type TranslationEntry,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { ForumCommentView, ForumPostView } from "./forum.repository.ts";

/**
 * The reader's words for the boards a page names (ADR 0097): boards are translated, posts stay as their author
 * wrote them (they carry their own language).
 */
export interface BoardWords {
  lang: InterfaceLanguage;
  boards: Map<number, TranslationEntry>;
}

/**
 * A board; with `words` (the public lists) its name and description in the reader's language where translated,
 * with `Lang`; without, as written (the administrators').
 */
export function presentBoard(
  row: { id: number; name: string; description: string; sortOrder: number; postCount: number },
  words?: BoardWords,
): ForumCategory {
  const board = {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    SortOrder: row.sortOrder,
    PostCount: row.postCount,
  };
  return words ? translated("forumBoard", board, words.boards.get(row.id), words.lang) : board;
}

/** The board a post names, in the reader's language where translated. */
function boardOf(row: ForumPostView, words?: BoardWords) {
  if (!words) return { CategoryName: row.categoryName };
  const board = translated("forumBoard", { Name: row.categoryName }, words.boards.get(row.categoryId), words.lang);
  return { CategoryName: board.Name, CategoryLang: board.Lang };
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** A post in a list; `withExcerpt` is false for visitors (bodies are for members, ADR 0026). */
export function presentForumSummary(row: ForumPostView, withExcerpt: boolean, words?: BoardWords): ForumSummary {
  return {
    Id: row.id,
    Title: row.title,
    Excerpt: withExcerpt ? row.excerpt : null,
    Lang: normalizeLanguage(row.language),
    CategoryId: row.categoryId,
    ...boardOf(row, words),
    ImgVid: withExcerpt ? (row.image?.card ?? null) : null,
    UserId: row.authorId,
    SubmittedBy: nameOf(row.authorFirstName, row.authorLastName),
    SubmittedByProfileImage: row.authorImage,
    ViewCount: row.viewCount,
    CommentCount: row.commentCount,
    IsLocked: row.isLocked,
    CreatedDate: row.createdAt.toISOString(),
    UpdatedDate: row.updatedAt.toISOString(),
    IsEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
  };
}

export function presentForumPost(row: ForumPostView, words?: BoardWords): ForumPost {
  return {
    ...presentForumSummary(row, true, words),
    ImgVid: row.image?.full ?? null,
    Description: row.bodyHtml ?? "",
  };
}

/** Forum/GetForumById: the post, whether the reader may moderate it, and whether it is hidden (moderators only). */
export function presentForumPostDetail(row: ForumPostView, canModerate: boolean, words: BoardWords): ForumPostDetail {
  return { ...presentForumPost(row, words), CanModerate: canModerate, IsHidden: row.hiddenAt !== null };
}

/** A post in the administrators' list of hidden posts. */
export function presentModeratedSummary(row: ForumPostView, words: BoardWords): ModeratedForumSummary {
  return { ...presentForumSummary(row, true, words), IsHidden: row.hiddenAt !== null };
}

export function presentForumReply(row: ForumCommentView): ForumReply {
  return {
    Id: row.id,
    CommentId: row.parentId ?? 0,
    ForumId: row.postId,
    UserId: row.userId ?? 0,
    Comment: row.body,
    SubmittedBy: nameOf(row.authorFirstName, row.authorLastName),
    SubmittedByProfileImage: row.authorImage,
    CreatedDate: row.createdAt.toISOString(),
    UpdatedDate: row.updatedAt.toISOString(),
    IsEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
  };
}

/** A comment with its replies; a deleted one shows neither its text nor its author. */
export function presentForumComment(row: ForumCommentView, replies: ForumCommentView[] = []): ForumComment {
  const deleted = row.deletedAt !== null;
  return {
    Id: row.id,
    ForumId: row.postId,
    UserId: deleted ? null : row.userId,
    Comment: deleted ? "" : row.body,
    SubmittedBy: deleted ? "" : nameOf(row.authorFirstName, row.authorLastName),
    SubmittedByProfileImage: deleted ? null : row.authorImage,
    CreatedDate: row.createdAt.toISOString(),
    UpdatedDate: row.updatedAt.toISOString(),
    IsEdited: !deleted && row.updatedAt.getTime() > row.createdAt.getTime(),
    IsDeleted: deleted,
    Replies: replies.map(presentForumReply),
  };
}
