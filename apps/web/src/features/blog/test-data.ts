import type { BlogComment, BlogPost, BlogPostSummary } from "@haa/domain";

/** A post as the API lists it (tests override what they look at). */
export function summary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    Id: 1,
    Title: "Listening Before Touching",
    Slug: "listening-before-touching",
    Excerpt: "People who book their first session often expect the work to start with the hands.",
    Banner: "/uploads/blog/a-full.webp",
    BannerCard: "/uploads/blog/a-card.webp",
    Tags: ["practice", "beginners"],
    Language: "en",
    Visibility: "Show",
    State: "Published",
    IsFeatured: false,
    PublishedDate: "2026-11-18T10:00:00.000Z",
    ReadingMinutes: 3,
    SubmittedBy: "Margaret O'Neill",
    SubmittedByProfileImage: null,
    CommentCount: 2,
    ...overrides,
  };
}

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return { ...summary(), Body: "<p>The body.</p>", UpdatedDate: "2026-11-18T10:00:00.000Z", ...overrides };
}

export function blogComment(overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    Id: 10,
    BlogId: 1,
    UserId: 7,
    Comment: "This matches my first session exactly.",
    SubmittedBy: "Sofia Almeida",
    SubmittedByProfileImage: null,
    CreatedDate: "2026-11-18T13:00:00.000Z",
    UpdatedDate: "2026-11-18T13:00:00.000Z",
    IsEdited: false,
    ...overrides,
  };
}

export const page = <T>(list: T[], pageSize = 9) => ({
  List: list,
  TotalCount: list.length,
  Page: 1,
  PageSize: pageSize,
});
