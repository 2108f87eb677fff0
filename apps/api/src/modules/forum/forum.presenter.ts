import type { ForumComment, ForumPost, ForumPostDetail, ForumReply, ForumSummary } from "@haa/domain";
import type { ForumCommentView, ForumPostView } from "./forum.repository.ts";

const nameOf = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** A post in a list; `withExcerpt` is false for visitors (bodies are for members, ADR 0026). */
export function presentForumSummary(row: ForumPostView, withExcerpt: boolean): ForumSummary {
  return {
    Id: row.id,
    Title: row.title,
    Excerpt: withExcerpt ? row.excerpt : null,
    CategoryId: row.categoryId,
    CategoryName: row.categoryName,
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

export function presentForumPost(row: ForumPostView): ForumPost {
  return {
    ...presentForumSummary(row, true),
    ImgVid: row.image?.full ?? null,
    Description: row.bodyHtml ?? "",
  };
}

/** Forum/GetForumById: the post and whether the reader may moderate it. */
export function presentForumPostDetail(row: ForumPostView, canModerate: boolean): ForumPostDetail {
  return { ...presentForumPost(row), CanModerate: canModerate };
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
