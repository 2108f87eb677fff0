import {
  type AnnouncementInput,
  announcementExcerpt,
  type InterfaceLanguage,
  type TranslationLanguage,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { notFound, validationError } from "../../http/errors.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { localizedParam } from "../notifications/notifier.ts";
import { presentAdminAnnouncement } from "./announcements.presenter.ts";
import { type AnnouncementRow, announcementsRepository as repo } from "./announcements.repository.ts";

/** Tells members about an announcement whose publication date has come (scheduled ones wait for it). */
export const PUBLISH_JOB = "announcements.publish";

const announcementNotFound = () => notFound("ANNOUNCEMENT_NOT_FOUND", "announcementMessages.notFound");
export const announcementSource = (id: number) => `announcement:${id}`;

type AnnouncementDeps = Pick<Deps, "db" | "clock" | "notifier" | "translations">;

/**
 * The notice's words: the English title and excerpt, and each translated language's beside them (`title@de`), so
 * every member reads it, in the list and in the mail, in their own language where the announcement has it.
 */
async function noticeParams(deps: AnnouncementDeps, tx: Db, row: AnnouncementRow): Promise<Record<string, string>> {
  const params: Record<string, string> = { title: row.title, excerpt: announcementExcerpt(row.body, 160) };
  const { Translations } = await deps.translations.read(tx, "announcement", row.id);
  for (const [language, words] of Object.entries(Translations) as [
    TranslationLanguage,
    { Title?: string; Body?: string },
  ][]) {
    if (words.Title) params[localizedParam("title", language)] = words.Title;
    if (words.Body) params[localizedParam("excerpt", language)] = announcementExcerpt(words.Body, 160);
  }
  return params;
}

/** The expiry must follow the publication, whichever clock set it. */
function assertExpiryAfter(publishedAt: Date, expiresAt: Date | null | undefined) {
  if (expiresAt && expiresAt.getTime() <= publishedAt.getTime()) {
    throw validationError({ ExpiresAt: "announcementRules.expiresBeforePublished" });
  }
}

/**
 * Claims the notice of a due announcement and fans it out to every member, inside `tx`; does nothing when it
 * is not due yet, already told, or gone.
 */
async function noticeIfDue(deps: AnnouncementDeps, tx: Db, id: number): Promise<void> {
  const row = await repo.claimNotice(tx, id, deps.clock.now());
  if (!row) return;
  await deps.notifier.notifyAllMembers(tx, {
    kind: "announcement",
    params: await noticeParams(deps, tx, row),
    link: `/newannouncement/${row.id}`,
    source: announcementSource(row.id),
    key: announcementSource(row.id),
  });
}

/** A future publication gets a job at that moment; its key names the date, so a new date gets a new job. */
async function scheduleNotice(tx: Db, row: AnnouncementRow): Promise<void> {
  await enqueue(
    tx,
    PUBLISH_JOB,
    { id: row.id },
    { key: `${PUBLISH_JOB}:${row.id}:${row.publishedAt.toISOString()}`, runAt: row.publishedAt },
  );
}

export function createAnnouncementService(deps: AnnouncementDeps & Pick<Deps, "audit">) {
  const { db, clock, audit } = deps;
  /** The audit log's "before" (ADR 0088): the announcement as the administrator's list shows it. */
  const recordBefore = (row: AnnouncementRow) =>
    audit.before({ kind: "announcement", id: row.id }, presentAdminAnnouncement(row, clock.now()));

  async function publishOrSchedule(tx: Db, row: AnnouncementRow) {
    if (row.notifiedAt) return;
    if (row.publishedAt.getTime() <= clock.now().getTime()) await noticeIfDue(deps, tx, row.id);
    else await scheduleNotice(tx, row);
  }

  return {
    /** Announcement/GetAnnouncement: published and unexpired, pinned first, newest first, in the reader's words. */
    async listVisible(window: { limit: number; offset: number }, lang: InterfaceLanguage) {
      const page = await repo.listVisible(db, clock.now(), window);
      const ids = page.list.map((row) => row.id);
      return { ...page, words: await deps.translations.overlay(db, "announcement", lang, ids) };
    },

    /**
     * Announcement/GetAnnouncementById: a published announcement, expired ones included (links in older
     * notifications keep working); a scheduled one does not exist yet for readers.
     */
    async findVisible(id: number, lang: InterfaceLanguage) {
      const row = await repo.findById(db, id);
      if (!row || row.publishedAt.getTime() > clock.now().getTime()) throw announcementNotFound();
      return { row, words: (await deps.translations.overlay(db, "announcement", lang, [id])).get(id) };
    },

    /** The administrator's list, with the languages each announcement is translated into. */
    async listAll(window: { limit: number; offset: number }, missing?: TranslationLanguage) {
      const page = await repo.listAll(db, window, missing);
      const ids = page.list.map((row) => row.id);
      return { ...page, languages: await deps.translations.languages(db, "announcement", ids) };
    },

    async findAny(id: number): Promise<AnnouncementRow> {
      const row = await repo.findById(db, id);
      if (!row) throw announcementNotFound();
      return row;
    },

    /** Saves a new announcement; due now, members are told at once, otherwise at its publication date. */
    async create(input: AnnouncementInput, authorId: number): Promise<AnnouncementRow> {
      const now = clock.now();
      const publishedAt = input.PublishedAt ?? now;
      assertExpiryAfter(publishedAt, input.ExpiresAt);
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          title: input.Title,
          body: input.Body,
          publishedAt,
          expiresAt: input.ExpiresAt ?? null,
          isPinned: input.IsPinned,
          createdBy: authorId,
          createdAt: now,
          updatedAt: now,
        });
        await publishOrSchedule(tx, row);
        return (await repo.findById(tx, row.id)) ?? row;
      });
    },

    /** Edits an announcement; members already told are not told again, a new future date moves the notice. */
    async update(id: number, input: AnnouncementInput): Promise<AnnouncementRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const existing = await repo.findById(tx, id);
        if (!existing) throw announcementNotFound();
        recordBefore(existing);
        const publishedAt = input.PublishedAt ?? (existing.notifiedAt ? existing.publishedAt : now);
        assertExpiryAfter(publishedAt, input.ExpiresAt);
        const row = await repo.update(tx, id, {
          title: input.Title,
          body: input.Body,
          publishedAt,
          expiresAt: input.ExpiresAt ?? null,
          isPinned: input.IsPinned,
          updatedAt: now,
        });
        if (!row) throw announcementNotFound();
        await publishOrSchedule(tx, row);
        return (await repo.findById(tx, id)) ?? row;
      });
    },

    /** Deletes an announcement and withdraws the notifications about it. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (audit.recording()) {
          const existing = await repo.findById(tx, id);
          if (existing) recordBefore(existing);
        }
        if (!(await repo.remove(tx, id))) throw announcementNotFound();
        await deps.translations.removeAll(tx, "announcement", id);
        await deps.notifier.withdraw(tx, announcementSource(id));
      });
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;

/** The scheduled notice: runs at the publication date (an edited date left an outdated job: it finds nothing). */
export function createPublishHandler(deps: AnnouncementDeps): JobHandler {
  return async (payload) => {
    const id = Number((payload as { id?: unknown }).id);
    if (!Number.isSafeInteger(id)) return;
    await deps.db.transaction((tx) => noticeIfDue(deps, tx, id));
  };
}
