import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { notificationSettings, notifications } from "./notifications.schema.ts";

/** The notifications' part of a member's data export and erasure (ADR 0089). */
export const notificationsExport = {
  notifications(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        Kind: row.kind,
        Params: JSON.stringify(row.params),
        Link: row.link,
        CreatedAt: row.createdAt.toISOString(),
        ReadAt: row.readAt?.toISOString() ?? null,
      }));
    });
  },

  /** Nobody else relies on them: they go, with the settings. */
  async erase(tx: Db, userId: number): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  },
};
