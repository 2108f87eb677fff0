import type { ForumComment, ForumPostDetail, ForumReply, ForumSummary, ListData } from "@haa/domain";

export function summary(overrides: Partial<ForumSummary> = {}): ForumSummary {
  return {
    Id: 1,
    Title: "Breathing during tapping sessions",
    Excerpt: "How do you guide the breath while tapping?",
    Lang: "en",
    CategoryId: 2,
    CategoryName: "Technique & practice",
    ImgVid: null,
    UserId: 7,
    SubmittedBy: "Haruto Sato",
    SubmittedByProfileImage: null,
    ViewCount: 12,
    CommentCount: 3,
    IsLocked: false,
    CreatedDate: "2026-11-18T09:00:00.000Z",
    UpdatedDate: "2026-11-18T09:00:00.000Z",
    IsEdited: false,
    ...overrides,
  };
}

/** GetForumById's answer; `CanModerate` false: a plain member (who never gets a hidden post). */
export function forumPost(overrides: Partial<ForumPostDetail> = {}): ForumPostDetail {
  return {
    ...summary(),
    Description: "<p>How do you <strong>guide</strong> the breath?</p>",
    CanModerate: false,
    IsHidden: false,
    ...overrides,
  };
}

export function reply(overrides: Partial<ForumReply> = {}): ForumReply {
  return {
    Id: 21,
    CommentId: 11,
    ForumId: 1,
    UserId: 7,
    Comment: "A reply",
    SubmittedBy: "Haruto Sato",
    SubmittedByProfileImage: null,
    CreatedDate: "2026-11-18T11:00:00.000Z",
    UpdatedDate: "2026-11-18T11:00:00.000Z",
    IsEdited: false,
    ...overrides,
  };
}

export function comment(overrides: Partial<ForumComment> = {}): ForumComment {
  return {
    Id: 11,
    ForumId: 1,
    UserId: 7,
    Comment: "A comment",
    SubmittedBy: "Haruto Sato",
    SubmittedByProfileImage: null,
    CreatedDate: "2026-11-18T10:00:00.000Z",
    UpdatedDate: "2026-11-18T10:00:00.000Z",
    IsEdited: false,
    IsDeleted: false,
    Replies: [],
    ...overrides,
  };
}

export const page = <T>(list: T[], pageSize = 10): ListData<T> => ({
  List: list,
  TotalCount: list.length,
  Page: 1,
  PageSize: pageSize,
});

export const BOARDS = [
  { Id: 1, Name: "Getting started", Description: "", SortOrder: 10, PostCount: 7, IsFollowing: false },
  { Id: 2, Name: "Technique & practice", Description: "", SortOrder: 20, PostCount: 7, IsFollowing: true },
];
