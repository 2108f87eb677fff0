import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { newsletterSubscribers, newsletterSubscriptions, newsletters } from "./newsletters.schema.ts";

/** The newsletters' part of a member's data export and erasure (ADR 0089). */
export const newslettersExport = {
  subscriptions(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({
          id: newsletters.id,
          newsletter: newsletters.name,
          email: newsletterSubscribers.email,
          language: newsletterSubscribers.language,
          active: newsletterSubscriptions.active,
          confirmedAt: newsletterSubscriptions.confirmedAt,
          createdAt: newsletterSubscriptions.createdAt,
          unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        })
        .from(newsletterSubscriptions)
        .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterSubscriptions.subscriberId))
        .innerJoin(newsletters, eq(newsletters.id, newsletterSubscriptions.newsletterId))
        .where(and(eq(newsletterSubscribers.userId, userId), gt(newsletters.id, afterId)))
        .orderBy(asc(newsletters.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        Newsletter: row.newsletter,
        Email: row.email,
        Language: row.language,
        Active: row.active,
        ConfirmedAt: row.confirmedAt?.toISOString() ?? null,
        CreatedAt: row.createdAt.toISOString(),
        UnsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      }));
    });
  },

  /**
   * The reader stays as a number, so an issue's sent and unsubscribe figures keep adding up: the address and the
   * link to the account go, and every subscription ends.
   */
  async erase(tx: Db, userId: number, at: Date): Promise<void> {
    const [subscriber] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.userId, userId));
    if (!subscriber) return;
    await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: at })
      .where(
        and(eq(newsletterSubscriptions.subscriberId, subscriber.id), isNull(newsletterSubscriptions.unsubscribedAt)),
      );
    await tx
      .update(newsletterSubscriptions)
      .set({ active: false })
      .where(eq(newsletterSubscriptions.subscriberId, subscriber.id));
    await tx
      .update(newsletterSubscribers)
      .set({ email: `erased-${subscriber.id}@deleted.invalid`, userId: null })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  },
};
