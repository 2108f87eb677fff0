import type { TranslationLanguage } from "@haa/domain";
import { and, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { missingLanguage } from "../../platform/translations/translations.ts";
import { announcements } from "./announcements.schema.ts";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** Published at `now` and not expired: what visitors and members see listed. */
const visibleAt = (now: Date) =>
  and(lte(announcements.publishedAt, now), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)));

/** Only this module touches the announcements table. */
export const announcementsRepository = {
  async findById(db: Db, id: number): Promise<AnnouncementRow | undefined> {
    const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
    return row;
  },

  /** The public list: pinned first, then newest publication first. */
  async listVisible(db: Db, now: Date, window: { limit: number; offset: number }) {
    const where = visibleAt(now);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.isPinned), desc(announcements.publishedAt), desc(announcements.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** The English words of an announcement, the source of its translations (ADR 0097). */
  async words(db: Db, id: number): Promise<{ Title: string; Body: string } | undefined> {
    const [row] = await db
      .select({ Title: announcements.title, Body: announcements.body })
      .from(announcements)
      .where(eq(announcements.id, id));
    return row;
  },

  /**
   * Every announcement (scheduled and expired included), newest publication first; with `missingLanguage`, only
   * those not yet translated into it.
   */
  async listAll(db: Db, window: { limit: number; offset: number }, missing?: TranslationLanguage) {
    const where = missing ? missingLanguage("announcement", announcements.id, missing) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  async insert(db: Db, values: NewAnnouncement): Promise<AnnouncementRow> {
    const [row] = await db.insert(announcements).values(values).returning();
    if (!row) throw new Error("announcement insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, values: Partial<NewAnnouncement>): Promise<AnnouncementRow | undefined> {
    const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
    return row;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
    return rows.length === 1;
  },

  /**
   * Claims the announcement's notice: sets `notified_at` once it is due and not yet notified. Exactly one
   * caller gets the row back, however many jobs run.
   */
  async claimNotice(db: Db, id: number, now: Date): Promise<AnnouncementRow | undefined> {
    const [row] = await db
      .update(announcements)
      .set({ notifiedAt: now })
      .where(and(eq(announcements.id, id), isNull(announcements.notifiedAt), lte(announcements.publishedAt, now)))
      .returning();
    return row;
  },

  /** Published, unexpired ids, newest first (the demo notifications point at them). */
  async visibleIds(db: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(visibleAt(now))
      .orderBy(desc(announcements.publishedAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },
};
