import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { pageWindow } from "../../db/paging.ts";
import { actorOf, adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import type { Clock } from "../../shared/clock.ts";
import { presentAdminAnnouncement, presentTranslatedAnnouncement } from "./announcements.presenter.ts";
import type { AnnouncementService } from "./announcements.service.ts";

const ID_NOTE = "the id names an announcement, not a user";

export function announcementRoutes(app: FastifyInstance, clock: Clock, announcements: AnnouncementService) {
  const tags = ["Announcement"];

  route(
    app,
    contract.announcements.getAnnouncement,
    {
      access: publicAccess(),
      tags,
      summary:
        "Published, unexpired announcements for visitors and members: pinned first, then newest first; page, pageSize (default 10). Title, Body and Excerpt in the reader's language where translated, with Lang (ADR 0097)",
    },
    async (request) => {
      const { list, total, words } = await announcements.listVisible(pageWindow(request.query), request.language);
      const shown = list.map((row) => presentTranslatedAnnouncement(row, words.get(row.id), request.language));
      return ok(listData(shown, total, request.query));
    },
  );

  route(
    app,
    contract.announcements.getAnnouncementById,
    {
      access: publicAccess(ID_NOTE),
      tags,
      summary: "One published announcement (expired ones stay readable by their link); unknown or still scheduled: 404",
    },
    async (request) => {
      const { row, words } = await announcements.findVisible(request.params.id, request.language);
      return ok(presentTranslatedAnnouncement(row, words, request.language));
    },
  );

  route(
    app,
    contract.announcements.getAnnouncementsAdmin,
    {
      access: adminAccess,
      tags,
      summary:
        'Every announcement with its state (scheduled, published, expired), when members were notified and the Languages it is translated into (administrators); filters {"MissingLanguage": "de"} lists those not yet translated into a language',
    },
    async (request) => {
      const { query } = request;
      const { list, total, languages } = await announcements.listAll(pageWindow(query), query.filters.MissingLanguage);
      const now = clock.now();
      return ok(
        listData(
          list.map((row) => presentAdminAnnouncement(row, now, languages.get(row.id))),
          total,
          request.query,
        ),
      );
    },
  );

  route(
    app,
    contract.announcements.getAnnouncementAdmin,
    {
      access: adminAccess,
      tags,
      summary: "One announcement, scheduled ones included (administrators)",
    },
    async (request) => ok(presentAdminAnnouncement(await announcements.findAny(request.params.id), clock.now())),
  );

  route(
    app,
    contract.announcements.addAnnouncement,
    {
      access: adminAccess,
      tags,
      summary:
        "Publish an announcement (administrators): Title (3–150), Body (plain text, 10–10,000), PublishedAt (absent: now; future: scheduled), ExpiresAt (after PublishedAt), IsPinned. Every member is notified when it is published",
    },
    async (request) => {
      const row = await announcements.create(request.body, actorOf(request).user.id);
      return ok(
        presentAdminAnnouncement(row, clock.now()),
        translate(request.language, "announcementMessages.created"),
      );
    },
  );

  route(
    app,
    contract.announcements.editAnnouncement,
    {
      access: adminAccess,
      tags,
      summary:
        "Change an announcement (administrators), same fields as AddAnnouncement; members already notified are not notified again",
    },
    async (request) => {
      const row = await announcements.update(request.params.id, request.body);
      return ok(
        presentAdminAnnouncement(row, clock.now()),
        translate(request.language, "announcementMessages.updated"),
      );
    },
  );

  route(
    app,
    contract.announcements.deleteAnnouncement,
    {
      access: adminAccess,
      tags,
      summary:
        "Delete an announcement and the notifications about it, and cancel its mails not sent yet; a notification to every member still going out stops at its next batch (administrators; ADR 0103)",
    },
    async (request) => {
      await announcements.remove(request.params.id);
      return ok(null, translate(request.language, "announcementMessages.deleted"));
    },
  );
}
