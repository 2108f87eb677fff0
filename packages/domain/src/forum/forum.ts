import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { shownLanguageSchema, translationLanguageSchema } from "../translations/translations.ts";
import {
  FORUM_ALSO_CHECK_OUT_PAGE_SIZE,
  FORUM_COMMENTS_PAGE_SIZE,
  FORUM_LIMITS,
  FORUM_PAGE_SIZE,
  FORUM_REASON_LIMITS,
} from "./rules.ts";

/**
 * The forum (spec 001 §7 "Forum", ADR 0026). Validation messages are keys of the `forumForm` group (web
 * namespace `forum`), so the editor shows the server's own rules.
 */

/** `filters` of Forum/GetForumsWeb: a category, or the boards the member follows, or their own posts. */
export const forumListFiltersSchema = z
  .strictObject({
    CategoryId: int32Id("forumForm.categoryInvalid").optional(),
    Following: z.boolean().optional(),
    Mine: z.boolean().optional(),
  })
  .default({});
export type ForumListFilters = z.output<typeof forumListFiltersSchema>;

export const forumListQuerySchema = listQuerySchema({
  defaultPageSize: FORUM_PAGE_SIZE,
  maxPageSize: 50,
  filters: forumListFiltersSchema,
}).extend({
  /** The spec's `userID`: only the caller's own id (it selects the follow state and the Following/Mine filters). */
  userID: int32Id("forumForm.userInvalid").optional(),
});

export const forumAlsoCheckOutQuerySchema = listQuerySchema({
  defaultPageSize: FORUM_ALSO_CHECK_OUT_PAGE_SIZE,
  maxPageSize: 50,
}).extend({
  /** The post being read, left out of the list. */
  forumId: int32Id("forumForm.forumInvalid").optional(),
});

export const forumCommentsQuerySchema = listQuerySchema({
  defaultPageSize: FORUM_COMMENTS_PAGE_SIZE,
  maxPageSize: 100,
}).extend({ forumId: int32Id("forumForm.forumInvalid") });

const title = z
  .string({ error: "forumForm.titleRequired" })
  .trim()
  .min(1, "forumForm.titleRequired")
  .min(FORUM_LIMITS.titleMin, "forumForm.titleTooShort")
  .max(FORUM_LIMITS.titleMax, "forumForm.titleTooLong");

const description = z
  .string({ error: "forumForm.bodyRequired" })
  .trim()
  .min(1, "forumForm.bodyRequired")
  .max(FORUM_LIMITS.bodyMax, "forumForm.bodyTooLong");

/**
 * The text of a post's body, as the server measures it once the HTML is sanitised (and as the editor has it
 * before composing the HTML).
 */
export const forumPostTextSchema = z
  .string({ error: "forumForm.bodyRequired" })
  .trim()
  .min(1, "forumForm.bodyRequired")
  .min(FORUM_LIMITS.bodyMin, "forumForm.bodyTooShort")
  .max(FORUM_LIMITS.bodyMax, "forumForm.bodyTooLong");

/** The post editor's fields before the body becomes HTML: the same rules as Forum/AddForum's. */
export const forumDraftSchema = z.object({
  Title: title,
  CategoryId: int32Id("forumForm.categoryInvalid"),
  Text: forumPostTextSchema,
});

/** Forum/AddForum (multipart: these fields plus an optional `ImgVid` picture). */
export const addForumSchema = z.object({
  Title: title,
  /** Rich text (HTML); the server sanitises it and checks its text is at least `bodyMin` characters. */
  Description: description,
  CategoryId: int32Id("forumForm.categoryInvalid"),
});
export type AddForum = z.output<typeof addForumSchema>;

/** Forum/EditForum: the author changes title, body and board. */
export const editForumSchema = addForumSchema.extend({ Id: int32Id("forumForm.forumInvalid") });
export type EditForum = z.output<typeof editForumSchema>;

/** A comment's or reply's text: the API's rule, which the web's comment forms check before sending. */
export const forumCommentTextSchema = z
  .string({ error: "forumForm.commentRequired" })
  .trim()
  .min(1, "forumForm.commentRequired")
  .min(FORUM_LIMITS.commentMin, "forumForm.commentTooShort")
  .max(FORUM_LIMITS.commentMax, "forumForm.commentTooLong");

/** A comment or reply form: the one field of the comment calls. */
export const forumCommentFormSchema = z.object({ Comment: forumCommentTextSchema });

/** Comments and replies are plain text, stored as typed and always rendered escaped. */
export const addForumCommentSchema = z.object({
  ForumId: int32Id("forumForm.forumInvalid"),
  Comment: forumCommentTextSchema,
});
export type AddForumComment = z.output<typeof addForumCommentSchema>;

export const addForumReplySchema = z.object({
  CommentId: int32Id("forumForm.commentInvalid"),
  Comment: forumCommentTextSchema,
});
export type AddForumReply = z.output<typeof addForumReplySchema>;

/** Forum/EditForumCommentReply edits a comment or a reply (both live in one thread). */
export const editForumReplySchema = z.object({
  ReplyCommentId: int32Id("forumForm.commentInvalid"),
  Comment: forumCommentTextSchema,
});
export type EditForumReply = z.output<typeof editForumReplySchema>;

export const deleteForumReplyQuerySchema = z.object({ ReplyCommentId: int32Id("forumForm.commentInvalid") });

export const toggleFollowSchema = z.object({ CategoryId: int32Id("forumForm.categoryInvalid") });
export const addForumViewSchema = z.object({ ForumId: int32Id("forumForm.forumInvalid") });

export const forumCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  SortOrder: z.number().int(),
  PostCount: z.number().int(),
  Lang: shownLanguageSchema.optional(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoriesSchema = z.array(forumCategorySchema);

export const webForumCategorySchema = forumCategorySchema.extend({ IsFollowing: z.boolean() });
export type WebForumCategory = z.infer<typeof webForumCategorySchema>;
export const webForumCategoriesSchema = z.array(webForumCategorySchema);

/**
 * One post in a list. Visitors get titles, board, author and counts; `Excerpt` is null for them (post
 * bodies are for members, ADR 0026).
 */
export const forumSummarySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Excerpt: z.string().nullable(),
  /** Posts are not translated: their words stay in the language the author wrote in, which pages mark with `lang`. */
  Lang: shownLanguageSchema
    .optional()
    .describe("the language of Title, Excerpt and Description: the one the author posted in"),
  CategoryId: z.number().int(),
  CategoryName: z.string().describe("the board's name in the reader's language where translated (ADR 0097)"),
  CategoryLang: shownLanguageSchema.optional().describe("the language of CategoryName as shown"),
  ImgVid: z.string().nullable(),
  UserId: z.number().int().nullable(),
  SubmittedBy: z.string(),
  SubmittedByProfileImage: z.string().nullable(),
  ViewCount: z.number().int(),
  CommentCount: z.number().int(),
  IsLocked: z.boolean(),
  CreatedDate: isoDateTimeSchema,
  UpdatedDate: isoDateTimeSchema,
  IsEdited: z.boolean(),
});
export type ForumSummary = z.infer<typeof forumSummarySchema>;
export const forumListSchema = listDataSchema(forumSummarySchema);

/** Forum/GetForumById (members): the summary plus the sanitised HTML body. */
export const forumPostSchema = forumSummarySchema.extend({
  Description: z.string().describe("HTML, sanitised by the server's allow-list (ADR 0023)"),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

/** Moderators find a hidden post again (to show it or delete it); everyone else never sees one. */
const isHidden = z
  .boolean()
  .describe("Hidden by a moderator: out of every public list, and 404 for anyone who may not moderate");

/**
 * Forum/GetForumById's answer: the post plus whether the reader may moderate it (administrators, moderators) and
 * whether it is hidden (only they get a hidden post).
 */
export const forumPostDetailSchema = forumPostSchema.extend({
  CanModerate: z.boolean().describe("True for administrators and the members an administrator named moderators"),
  IsHidden: isHidden,
});
export type ForumPostDetail = z.infer<typeof forumPostDetailSchema>;

/** A post in the administrators' list of hidden posts (Forum/AdminGetHiddenForums). */
export const moderatedForumSummarySchema = forumSummarySchema.extend({ IsHidden: isHidden });
export type ModeratedForumSummary = z.infer<typeof moderatedForumSummarySchema>;
export const moderatedForumListSchema = listDataSchema(moderatedForumSummarySchema);
export const hiddenForumsQuerySchema = listQuerySchema({ defaultPageSize: 20, maxPageSize: 50 });

/** A reply to a comment. `IsDeleted` stays false: a deleted reply is gone. */
export const forumReplySchema = z.object({
  Id: z.number().int(),
  CommentId: z.number().int(),
  ForumId: z.number().int(),
  UserId: z.number().int(),
  Comment: z.string(),
  SubmittedBy: z.string(),
  SubmittedByProfileImage: z.string().nullable(),
  CreatedDate: isoDateTimeSchema,
  UpdatedDate: isoDateTimeSchema,
  IsEdited: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

/**
 * A comment with its replies, oldest first. A deleted comment that had replies stays as a placeholder
 * (`IsDeleted`, empty text and author), so the thread reads on.
 */
export const forumCommentSchema = z.object({
  Id: z.number().int(),
  ForumId: z.number().int(),
  UserId: z.number().int().nullable(),
  Comment: z.string(),
  SubmittedBy: z.string(),
  SubmittedByProfileImage: z.string().nullable(),
  CreatedDate: isoDateTimeSchema,
  UpdatedDate: isoDateTimeSchema,
  IsEdited: z.boolean(),
  IsDeleted: z.boolean(),
  Replies: z.array(forumReplySchema),
});
export type ForumComment = z.infer<typeof forumCommentSchema>;
export const forumCommentListSchema = listDataSchema(forumCommentSchema);

export const forumFollowSchema = z.object({ CategoryId: z.number().int(), IsFollowing: z.boolean() });
export const forumViewSchema = z.object({
  ForumId: z.number().int(),
  ViewCount: z.number().int(),
  Counted: z.boolean(),
});
export const forumUploadSchema = z.object({ Url: z.string(), CardUrl: z.string(), ThumbnailUrl: z.string() });
export type ForumUpload = z.infer<typeof forumUploadSchema>;

// Moderation (ours: the spec lists no moderation calls; ADR 0026).

/** A moderation reason: the API's rule, which the moderation dialog checks before sending. */
export const forumReasonSchema = z
  .string({ error: "forumForm.reasonRequired" })
  .trim()
  .min(FORUM_REASON_LIMITS.min, "forumForm.reasonRequired")
  .max(FORUM_REASON_LIMITS.max, "forumForm.reasonTooLong");

export const FORUM_POST_ACTIONS = ["hide", "unhide", "delete", "lock", "unlock"] as const;
export type ForumPostAction = (typeof FORUM_POST_ACTIONS)[number];

/** Forum/ModerateForum (administrators and moderators). */
export const moderatePostSchema = z.object({
  ForumId: int32Id("forumForm.forumInvalid"),
  Action: z.enum(FORUM_POST_ACTIONS, { error: "forumForm.actionInvalid" }),
  Reason: forumReasonSchema,
});
export type ModeratePost = z.output<typeof moderatePostSchema>;

/** Forum/ModerateForumComment: hide (kept as "removed") or delete a comment or reply. */
export const moderateCommentSchema = z.object({
  CommentId: int32Id("forumForm.commentInvalid"),
  Action: z.enum(["hide", "delete"], { error: "forumForm.actionInvalid" }),
  Reason: forumReasonSchema,
});
export type ModerateComment = z.output<typeof moderateCommentSchema>;

const categoryName = z
  .string({ error: "forumForm.categoryNameRequired" })
  .trim()
  .min(2, "forumForm.categoryNameRequired")
  .max(80, "forumForm.categoryNameTooLong");

export const addCategorySchema = z.object({
  Name: categoryName,
  Description: z.string().trim().max(300, "forumForm.categoryDescriptionTooLong").default(""),
  SortOrder: z.coerce
    .number({ error: "forumForm.sortOrderInvalid" })
    .int("forumForm.sortOrderInvalid")
    .min(0)
    .max(100_000)
    .default(0),
});
export const editCategorySchema = addCategorySchema.extend({
  CategoryId: int32Id("forumForm.categoryInvalid"),
  Archived: z.boolean({ error: "forumForm.actionInvalid" }).default(false),
});
export type AddCategory = z.output<typeof addCategorySchema>;
export type EditCategory = z.output<typeof editCategorySchema>;

/** Forum/AdminSuspendMember: Until null lifts the suspension. */
export const suspendMemberSchema = z.object({
  MemberId: int32Id("forumForm.userInvalid"),
  Until: z.iso.datetime({ offset: true, error: "forumForm.dateInvalid" }).nullable(),
  Reason: forumReasonSchema,
});
export type SuspendMember = z.output<typeof suspendMemberSchema>;

/**
 * The administrators' suspension form: the last day as a date field, sent as that day's last second (UTC);
 * left empty it sends null, as the wire call reads it.
 */
export const suspendMemberFormSchema = suspendMemberSchema.extend({
  Until: z
    .union([z.literal(""), z.iso.date({ error: "forumForm.dateInvalid" })], { error: "forumForm.dateInvalid" })
    .transform((day) => (day ? `${day}T23:59:59.000Z` : null)),
});

export const setModeratorSchema = z.object({
  MemberId: int32Id("forumForm.userInvalid"),
  IsModerator: z.boolean({ error: "forumForm.actionInvalid" }),
});

export const adminCategorySchema = forumCategorySchema.extend({
  Archived: z.boolean(),
  Languages: z.array(translationLanguageSchema).describe("the languages the board's name is translated into"),
});
export const adminCategoriesSchema = z.array(adminCategorySchema);
export type AdminForumCategory = z.infer<typeof adminCategorySchema>;

export const forumMemberRefSchema = z.object({ MemberId: z.number().int(), Name: z.string(), Email: z.string() });
export const forumModerationStateSchema = z.object({
  Moderators: z.array(forumMemberRefSchema),
  Suspensions: z.array(forumMemberRefSchema.extend({ Until: isoDateTimeSchema, Reason: z.string() })),
});
export type ForumModerationState = z.infer<typeof forumModerationStateSchema>;

export const forumAuditEntrySchema = z.object({
  Id: z.number().int(),
  ActorName: z.string(),
  Action: z.string(),
  TargetType: z.string(),
  TargetId: z.number().int(),
  TargetLabel: z.string(),
  Reason: z.string(),
  CreatedDate: isoDateTimeSchema,
});
export type ForumAuditEntry = z.infer<typeof forumAuditEntrySchema>;
export const forumAuditListSchema = listDataSchema(forumAuditEntrySchema);
export const forumAuditQuerySchema = listQuerySchema({ defaultPageSize: 20 });
