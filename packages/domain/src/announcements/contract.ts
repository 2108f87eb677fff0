import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  adminAnnouncementListQuerySchema,
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  announcementIdSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
} from "./announcements.ts";

/** An announcement's id keeps its own message on every failure (not a number, not whole, out of range). */
const idParams = z.object({ id: announcementIdSchema });

export const getAnnouncement = defineCall({
  method: "GET",
  path: "/api/Announcement/GetAnnouncement",
  query: announcementListQuerySchema,
  data: announcementListSchema,
});

export const getAnnouncementById = defineCall({
  method: "GET",
  path: "/api/Announcement/GetAnnouncementById/:id",
  params: idParams,
  data: announcementSchema,
});

export const getAnnouncementsAdmin = defineCall({
  method: "GET",
  path: "/api/Announcement/GetAnnouncementsAdmin",
  query: adminAnnouncementListQuerySchema,
  data: adminAnnouncementListSchema,
});

export const getAnnouncementAdmin = defineCall({
  method: "GET",
  path: "/api/Announcement/GetAnnouncementAdmin/:id",
  params: idParams,
  data: adminAnnouncementSchema,
});

export const addAnnouncement = defineCall({
  method: "POST",
  path: "/api/Announcement/AddAnnouncement",
  body: announcementInputSchema,
  data: adminAnnouncementSchema,
});

export const editAnnouncement = defineCall({
  method: "PUT",
  path: "/api/Announcement/EditAnnouncement/:id",
  params: idParams,
  body: announcementInputSchema,
  data: adminAnnouncementSchema,
});

export const deleteAnnouncement = defineCall({
  method: "DELETE",
  path: "/api/Announcement/DeleteAnnouncement/:id",
  params: idParams,
  data: z.null(),
});
