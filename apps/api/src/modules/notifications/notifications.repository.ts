import type { StoredNotificationSettings } from "@haa/domain";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { people, reachable } from "../account/people.repository.ts";
import { notificationSettings, notifications, notificationWithdrawals } from "./notifications.schema.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A member a fan-out reaches, with what the mail needs and their stored choices. */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  language: string;
  settings: StoredNotificationSettings | undefined;
}

function toSettings(row: { dailyDigest: boolean | null; kinds: unknown } | undefined) {
  if (!row || row.dailyDigest === null) return undefined;
  return { dailyDigest: row.dailyDigest, kinds: (row.kinds ?? {}) as StoredNotificationSettings["kinds"] };
}

/** Members who can receive news: confirmed, neither locked nor deleted. */

/** Only this module touches the notification tables. */
export const notificationsRepository = {
  async settingsOf(db: Db, userId: number): Promise<StoredNotificationSettings | undefined> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    return toSettings(row);
  },

  async saveSettings(db: Db, userId: number, settings: StoredNotificationSettings, now: Date): Promise<void> {
    const values = {
      dailyDigest: settings.dailyDigest,
      kinds: settings.kinds as Record<string, never>,
      updatedAt: now,
    };
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  },

  async insertMany(db: Db, rows: NewNotification[]): Promise<void> {
    if (rows.length > 0) await db.insert(notifications).values(rows);
  },

  /** One page of a member's list, newest first, with the list's total and the unread count. */
  async page(db: Db, userId: number, options: { unreadOnly: boolean; limit: number; offset: number }) {
    const listed = and(
      eq(notifications.userId, userId),
      eq(notifications.inApp, true),
      options.unreadOnly ? isNull(notifications.readAt) : undefined,
    );
    // The list's total and the unread count in one statement: the unread ones are a part of the listed ones.
    const [list, [counts]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(listed)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit)
        .offset(options.offset),
      db
        .select({
          total: count(),
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(listed),
    ]);
    return { list, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
  },

  async unreadCount(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  /** The member's listed notification with this id (another member's is "not found"). */
  async findOwned(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.inApp, true)));
    return row;
  },

  /** Marks unread notifications of the member read: the given ids, or all of them. Returns how many changed. */
  async markRead(db: Db, userId: number, ids: number[] | undefined, now: Date): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const rows = await db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.inApp, true),
          isNull(notifications.readAt),
          ids ? anyOf(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },

  async remove(db: Db, userId: number, id: number): Promise<number> {
    const rows = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.inApp, true)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  /**
   * Makes the rest of the transaction the only one about `source` among withdrawals and fan-out batches: a batch
   * that runs while its cause is withdrawn either commits first (and the withdrawal removes its rows) or waits and
   * finds the cause withdrawn.
   */
  async lockSource(db: Db, source: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-source:${source}`}))`);
  },

  async markWithdrawn(db: Db, source: string): Promise<void> {
    await db.insert(notificationWithdrawals).values({ source }).onConflictDoNothing();
  },

  async isWithdrawn(db: Db, source: string): Promise<boolean> {
    const [row] = await db
      .select({ source: notificationWithdrawals.source })
      .from(notificationWithdrawals)
      .where(eq(notificationWithdrawals.source, source));
    return row !== undefined;
  },

  async removeBySource(db: Db, source: string): Promise<void> {
    await db.delete(notifications).where(eq(notifications.source, source));
  },

  /** The next members of a fan-out, by id after `afterUserId`, with their settings. */
  async recipients(db: Db, afterUserId: number, limit: number): Promise<Recipient[]> {
    const rows = await db
      .select({
        id: people.id,
        email: people.email,
        firstName: people.firstName,
        language: people.language,
        dailyDigest: notificationSettings.dailyDigest,
        kinds: notificationSettings.kinds,
      })
      .from(people)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, people.id))
      .where(and(reachable, gt(people.id, afterUserId)))
      .orderBy(asc(people.id))
      .limit(limit);
    return rows.map(({ dailyDigest, kinds, ...user }) => ({ ...user, settings: toSettings({ dailyDigest, kinds }) }));
  },

  async recipient(db: Db, userId: number): Promise<Recipient | undefined> {
    const [row] = await db
      .select({
        id: people.id,
        email: people.email,
        firstName: people.firstName,
        language: people.language,
        dailyDigest: notificationSettings.dailyDigest,
        kinds: notificationSettings.kinds,
      })
      .from(people)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, people.id))
      .where(and(reachable, eq(people.id, userId)));
    if (!row) return undefined;
    const { dailyDigest, kinds, ...user } = row;
    return { ...user, settings: toSettings({ dailyDigest, kinds }) };
  },

  /** Members with notifications waiting for the digest, by id after `afterUserId`. */
  async digestUserIds(db: Db, afterUserId: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.digestState, "pending"), gt(notifications.userId, afterUserId)))
      .orderBy(asc(notifications.userId))
      .limit(limit);
    return rows.map((row) => row.userId);
  },

  /**
   * Locked until the digest's transaction ends: a second run of the digest job (a lease taken over, ADR 0093)
   * waits here, then finds these rows sent or gone and mails nothing again.
   */
  async pendingDigest(db: Db, userId: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.digestState, "pending")))
      .orderBy(asc(notifications.id))
      .for("update");
  },

  /** After the digest went out: listed rows are marked sent, digest-only rows are removed. */
  async finishDigest(db: Db, userId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const mine = and(eq(notifications.userId, userId), anyOf(notifications.id, ids));
    await db.delete(notifications).where(and(mine, eq(notifications.inApp, false)));
    await db
      .update(notifications)
      .set({ digestState: "sent" })
      .where(and(mine, sql`${notifications.digestState} = 'pending'`));
  },
};
