import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema, recordIdSchema } from "../shared/ids.ts";
import { pageNumberSchema } from "../shared/list.ts";
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
  hiddenForumsQuerySchema,
  moderateCommentSchema,
  moderatedForumListSchema,
  moderatePostSchema,
  setModeratorSchema,
  suspendMemberSchema,
  toggleFollowSchema,
  webForumCategoriesSchema,
} from "./forum.ts";

const idParams = idParamsSchema();
const pageParams = z.object({ page: pageNumberSchema });
const userParams = z.object({ userID: recordIdSchema("forumForm.userInvalid") });

export const getForumsWeb = defineCall({
  method: "GET",
  path: "/api/Forum/GetForumsWeb/:page",
  params: pageParams,
  query: forumListQuerySchema,
  data: forumListSchema,
});

export const getForums = defineCall({
  method: "GET",
  path: "/api/Forum/GetForums/:page",
  params: pageParams,
  query: forumListQuerySchema,
  data: forumListSchema,
});

export const getForumsAlsoCheckOut = defineCall({
  method: "GET",
  path: "/api/Forum/GetForumsAlsoCheckOut/:page",
  params: pageParams,
  query: forumAlsoCheckOutQuerySchema,
  data: forumListSchema,
});

export const getForumCategories = defineCall({
  method: "GET",
  path: "/api/Forum/GetForumCategories",
  data: forumCategoriesSchema,
});

export const getWebForumCategories = defineCall({
  method: "GET",
  path: "/api/Forum/GetWebForumCategories/:userID",
  params: userParams,
  data: webForumCategoriesSchema,
});

export const getForumById = defineCall({
  method: "GET",
  path: "/api/Forum/GetForumById/:id",
  params: idParams,
  data: forumPostDetailSchema,
});

export const getForumCommentsWeb = defineCall({
  method: "GET",
  path: "/api/Forum/GetForumCommentsWeb/:page",
  params: pageParams,
  query: forumCommentsQuerySchema,
  data: forumCommentListSchema,
});

export const addForum = defineCall({
  method: "POST",
  path: "/api/Forum/AddForum",
  /** ImgVid: an optional picture (JPEG, PNG, GIF or WebP); without one the same fields may come as JSON. */
  form: { fields: addForumSchema.extend({ ImgVid: z.unknown().optional() }), json: true },
  data: forumPostSchema,
});

export const editForum = defineCall({
  method: "PUT",
  path: "/api/Forum/EditForum",
  body: editForumSchema,
  data: forumPostSchema,
});

export const addForumComment = defineCall({
  method: "POST",
  path: "/api/Forum/AddForumComment",
  body: addForumCommentSchema,
  data: forumCommentSchema,
});

export const addForumCommentReply = defineCall({
  method: "POST",
  path: "/api/Forum/AddForumCommentReply",
  body: addForumReplySchema,
  data: forumReplySchema,
});

export const editForumCommentReply = defineCall({
  method: "PUT",
  path: "/api/Forum/EditForumCommentReply",
  body: editForumReplySchema,
  /** CommentId: the comment a reply belongs to; null when the text edited is a comment itself. */
  data: forumReplySchema.extend({ CommentId: z.number().int().nullable() }),
});

export const deleteForumComment = defineCall({
  method: "DELETE",
  path: "/api/Forum/DeleteForumComment/:id",
  params: idParams,
  data: z.null(),
});

export const deleteForumCommentReply = defineCall({
  method: "DELETE",
  path: "/api/Forum/DeleteForumCommentReply",
  query: deleteForumReplyQuerySchema,
  data: z.null(),
});

export const toggleForumFollowBoard = defineCall({
  method: "POST",
  path: "/api/Forum/ToggleForumFollowBoard",
  body: toggleFollowSchema,
  data: forumFollowSchema,
});

export const addForumView = defineCall({
  method: "POST",
  path: "/api/Forum/AddForumView",
  body: addForumViewSchema,
  data: forumViewSchema,
});

export const uploadForumImages = defineCall({
  method: "POST",
  path: "/api/Forum/UploadForumImages",
  form: { fields: z.object({ File: z.unknown().optional() }) },
  data: forumUploadSchema,
});

export const moderateForum = defineCall({
  method: "POST",
  path: "/api/Forum/ModerateForum",
  body: moderatePostSchema,
  data: z.null(),
});

export const moderateForumComment = defineCall({
  method: "POST",
  path: "/api/Forum/ModerateForumComment",
  body: moderateCommentSchema,
  data: z.null(),
});

export const adminGetHiddenForums = defineCall({
  method: "GET",
  path: "/api/Forum/AdminGetHiddenForums/:page",
  params: pageParams,
  query: hiddenForumsQuerySchema,
  data: moderatedForumListSchema,
});

export const adminGetForumCategories = defineCall({
  method: "GET",
  path: "/api/Forum/AdminGetForumCategories",
  data: adminCategoriesSchema,
});

export const adminAddForumCategory = defineCall({
  method: "POST",
  path: "/api/Forum/AdminAddForumCategory",
  body: addCategorySchema,
  data: forumCategorySchema,
});

export const adminEditForumCategory = defineCall({
  method: "PUT",
  path: "/api/Forum/AdminEditForumCategory",
  body: editCategorySchema,
  data: z.null(),
});

export const adminSuspendMember = defineCall({
  method: "POST",
  path: "/api/Forum/AdminSuspendMember",
  body: suspendMemberSchema,
  data: z.null(),
});

export const adminSetForumModerator = defineCall({
  method: "POST",
  path: "/api/Forum/AdminSetForumModerator",
  body: setModeratorSchema,
  data: z.null(),
});

export const adminGetForumModeration = defineCall({
  method: "GET",
  path: "/api/Forum/AdminGetForumModeration",
  data: forumModerationStateSchema,
});

export const adminGetForumAuditLog = defineCall({
  method: "GET",
  path: "/api/Forum/AdminGetForumAuditLog/:page",
  params: pageParams,
  query: forumAuditQuerySchema,
  data: forumAuditListSchema,
});
