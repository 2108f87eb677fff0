import {
  type BlogComment,
  type BlogPost,
  type BlogPostSummary,
  blogPostState,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from "@haa/domain";
import type { BlogCommentView, BlogPostView } from "./blog.repository.ts";

const nameOf = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** A post in a list (Blog/GetBlog, Blog/GetFeaturedBlog); an author who left shows as an empty name. */
export function presentBlogSummary(row: BlogPostView, now: Date): BlogPostSummary {
  return {
    Id: row.id,
    Title: row.title,
    Slug: row.slug,
    Excerpt: row.excerpt,
    Banner: row.banner?.full ?? null,
    BannerCard: row.banner?.card ?? null,
    Tags: row.tags,
    Language: (isInterfaceLanguage(row.language) ? row.language : "en") as InterfaceLanguage,
    Visibility: row.visibility,
    State: blogPostState(row, now),
    IsFeatured: row.isFeatured,
    PublishedDate: row.publishedAt.toISOString(),
    ReadingMinutes: row.readingMinutes,
    SubmittedBy: nameOf(row.authorFirstName, row.authorLastName),
    SubmittedByProfileImage: row.authorImage,
    CommentCount: row.commentCount,
  };
}

/** Blog/GetBlogById: the summary plus the sanitised body. */
export function presentBlogPost(row: BlogPostView, now: Date): BlogPost {
  return { ...presentBlogSummary(row, now), Body: row.bodyHtml ?? "", UpdatedDate: row.updatedAt.toISOString() };
}

export function presentBlogComment(row: BlogCommentView): BlogComment {
  return {
    Id: row.id,
    BlogId: row.blogId,
    UserId: row.userId,
    Comment: row.body,
    SubmittedBy: nameOf(row.authorFirstName, row.authorLastName),
    SubmittedByProfileImage: row.authorImage,
    CreatedDate: row.createdAt.toISOString(),
    UpdatedDate: row.updatedAt.toISOString(),
    IsEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
  };
}
