import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  downloadDetailsSchema,
  downloadGroupArraySchema,
  downloadGroupListSchema,
  downloadGroupsQuerySchema,
  mediaIdParamsSchema,
  mediaReceiptSchema,
  mediaShelfSchema,
  mediaUserParamsSchema,
  videoCategoryListSchema,
  videoDetailsSchema,
  webVideoListSchema,
  webVideosQuerySchema,
} from "./media.ts";

// A file's id, not a user's (the access walk reads `id` as a user id): any member may ask, the plan decides.
const fileParams = z.object({ fileId: mediaIdParamsSchema.shape.id });
const file = z.unknown().optional();

export const getWebVideos = defineCall({
  method: "GET",
  path: "/api/Video/GetWebVideos",
  query: webVideosQuerySchema,
  data: webVideoListSchema,
});

export const getVideoCategory = defineCall({
  method: "GET",
  path: "/api/Video/GetVideoCategory",
  data: videoCategoryListSchema,
});

export const getDownloadFile = defineCall({
  method: "GET",
  path: "/api/Download/GetDownloadFile",
  query: downloadGroupsQuerySchema,
  data: downloadGroupListSchema,
});

export const getDownloadFileByGroupByUserID = defineCall({
  method: "GET",
  path: "/api/Download/GetDownloadFileByGroupByUserID/:userId",
  params: mediaUserParamsSchema,
  query: downloadGroupsQuerySchema,
  data: downloadGroupListSchema,
});

export const getDownloadFileGroupByUserID = defineCall({
  method: "GET",
  path: "/api/Download/GetDownloadFileGroupByUserID/:id",
  params: mediaIdParamsSchema,
  data: downloadGroupArraySchema,
});

export const downloadFile = defineCall({
  method: "GET",
  path: "/api/Download/DownloadFile/:fileId",
  params: fileParams,
  file: "application/octet-stream",
  data: z.null(),
});

export const adminSaveVideoCategory = defineCall({
  method: "POST",
  path: "/api/Video/AdminSaveVideoCategory",
  body: mediaShelfSchema,
  data: mediaReceiptSchema,
});

export const adminDeleteVideoCategory = defineCall({
  method: "DELETE",
  path: "/api/Video/AdminDeleteVideoCategory/:id",
  params: mediaIdParamsSchema,
  data: mediaReceiptSchema,
});

export const adminAddVideo = defineCall({
  method: "POST",
  path: "/api/Video/AdminAddVideo",
  form: { fields: videoDetailsSchema.extend({ Video: file, Thumbnail: file, Captions: file }) },
  data: mediaReceiptSchema,
});

export const adminUpdateVideo = defineCall({
  method: "PUT",
  path: "/api/Video/AdminUpdateVideo/:id",
  params: mediaIdParamsSchema,
  body: videoDetailsSchema,
  data: mediaReceiptSchema,
});

export const adminUpdateVideoThumbnail = defineCall({
  method: "PUT",
  path: "/api/Video/AdminUpdateVideoThumbnail/:id",
  params: mediaIdParamsSchema,
  form: { fields: z.object({ Thumbnail: file }) },
  data: mediaReceiptSchema,
});

export const adminDeleteVideo = defineCall({
  method: "DELETE",
  path: "/api/Video/AdminDeleteVideo/:id",
  params: mediaIdParamsSchema,
  data: mediaReceiptSchema,
});

export const adminSaveDownloadGroup = defineCall({
  method: "POST",
  path: "/api/Download/AdminSaveDownloadGroup",
  body: mediaShelfSchema,
  data: mediaReceiptSchema,
});

export const adminDeleteDownloadGroup = defineCall({
  method: "DELETE",
  path: "/api/Download/AdminDeleteDownloadGroup/:id",
  params: mediaIdParamsSchema,
  data: mediaReceiptSchema,
});

export const adminAddDownloadFile = defineCall({
  method: "POST",
  path: "/api/Download/AdminAddDownloadFile",
  form: { fields: downloadDetailsSchema.extend({ File: file }) },
  data: mediaReceiptSchema,
});

export const adminUpdateDownloadFile = defineCall({
  method: "PUT",
  path: "/api/Download/AdminUpdateDownloadFile/:id",
  params: mediaIdParamsSchema,
  body: downloadDetailsSchema,
  data: mediaReceiptSchema,
});

export const adminReplaceDownloadFile = defineCall({
  method: "PUT",
  path: "/api/Download/AdminReplaceDownloadFile/:id",
  params: mediaIdParamsSchema,
  form: { fields: z.object({ File: file }) },
  data: mediaReceiptSchema,
});

export const adminDeleteDownloadFile = defineCall({
  method: "DELETE",
  path: "/api/Download/AdminDeleteDownloadFile/:id",
  params: mediaIdParamsSchema,
  data: mediaReceiptSchema,
});
