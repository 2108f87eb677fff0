import {
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  announcementIdSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
  envelopeSchema,
  listQuerySchema,
  translate,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageWindow } from "../../db/paging.ts";
import { actorOf, adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import type { Clock } from "../../shared/clock.ts";
import { presentAdminAnnouncement, presentAnnouncement } from "./announcements.presenter.ts";
import type { AnnouncementService } from "./announcements.service.ts";

const idParams = z.object({ id: announcementIdSchema });
const ID_NOTE = "the id names an announcement, not a user";

export function announcementRoutes(app: FastifyInstance, clock: Clock, announcements: AnnouncementService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Announcement"];

  api.get(
    "/api/Announcement/GetAnnouncement",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "Published, unexpired announcements for visitors and members: pinned first, then newest first; page, pageSize (default 10)",
        querystring: announcementListQuerySchema,
        response: { 200: envelopeSchema(announcementListSchema) },
      },
    },
    async (request) => {
      const { list, total } = await announcements.listVisible(pageWindow(request.query));
      return ok(listData(list.map(presentAnnouncement), total, request.query));
    },
  );

  api.get(
    "/api/Announcement/GetAnnouncementById/:id",
    {
      config: { access: publicAccess(ID_NOTE) },
      schema: {
        tags,
        summary:
          "One published announcement (expired ones stay readable by their link); unknown or still scheduled: 404",
        params: idParams,
        response: { 200: envelopeSchema(announcementSchema) },
      },
    },
    async (request) => ok(presentAnnouncement(await announcements.findVisible(request.params.id))),
  );

  api.get(
    "/api/Announcement/GetAnnouncementsAdmin",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary:
          "Every announcement with its state (scheduled, published, expired) and when members were notified (administrators)",
        querystring: listQuerySchema({ defaultPageSize: 20 }),
        response: { 200: envelopeSchema(adminAnnouncementListSchema) },
      },
    },
    async (request) => {
      const { list, total } = await announcements.listAll(pageWindow(request.query));
      const now = clock.now();
      return ok(
        listData(
          list.map((row) => presentAdminAnnouncement(row, now)),
          total,
          request.query,
        ),
      );
    },
  );

  api.get(
    "/api/Announcement/GetAnnouncementAdmin/:id",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "One announcement, scheduled ones included (administrators)",
        params: idParams,
        response: { 200: envelopeSchema(adminAnnouncementSchema) },
      },
    },
    async (request) => ok(presentAdminAnnouncement(await announcements.findAny(request.params.id), clock.now())),
  );

  api.post(
    "/api/Announcement/AddAnnouncement",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary:
          "Publish an announcement (administrators): Title (3–150), Body (plain text, 10–10,000), PublishedAt (absent: now; future: scheduled), ExpiresAt (after PublishedAt), IsPinned. Every member is notified when it is published",
        body: announcementInputSchema,
        response: { 200: envelopeSchema(adminAnnouncementSchema) },
      },
    },
    async (request) => {
      const row = await announcements.create(request.body, actorOf(request).user.id);
      return ok(
        presentAdminAnnouncement(row, clock.now()),
        translate(request.language, "announcementMessages.created"),
      );
    },
  );

  api.put(
    "/api/Announcement/EditAnnouncement/:id",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary:
          "Change an announcement (administrators), same fields as AddAnnouncement; members already notified are not notified again",
        params: idParams,
        body: announcementInputSchema,
        response: { 200: envelopeSchema(adminAnnouncementSchema) },
      },
    },
    async (request) => {
      const row = await announcements.update(request.params.id, request.body);
      return ok(
        presentAdminAnnouncement(row, clock.now()),
        translate(request.language, "announcementMessages.updated"),
      );
    },
  );

  api.delete(
    "/api/Announcement/DeleteAnnouncement/:id",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Delete an announcement and the notifications about it (administrators)",
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await announcements.remove(request.params.id);
      return ok(null, translate(request.language, "announcementMessages.deleted"));
    },
  );
}
