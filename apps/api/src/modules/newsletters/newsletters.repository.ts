import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { outbox } from "../../platform/mail/mail.schema.ts";
import { AccountType, people, reachable } from "../account/people.repository.ts";
import { currentPlanSql } from "../membership/member-plan.repository.ts";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  newsletterSubscriptions,
  newsletters,
} from "./newsletters.schema.ts";

export type NewsletterRow = typeof newsletters.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;
export type NewIssue = typeof newsletterIssues.$inferInsert;
export type IssueWithName = IssueRow & { newsletterName: string };
export type IssueWithCounts = IssueWithName & {
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  unsubscribeCount: number;
};
export interface Recipient {
  subscriberId: number;
  email: string;
  language: string;
  firstName: string | null;
}

/** Receiving: subscribed and confirmed (double opt-in for visitors; members at once). */
const receiving = and(eq(newsletterSubscriptions.active, true), isNotNull(newsletterSubscriptions.confirmedAt));

const issueColumns = {
  id: newsletterIssues.id,
  newsletterId: newsletterIssues.newsletterId,
  subject: newsletterIssues.subject,
  body: newsletterIssues.body,
  language: newsletterIssues.language,
  translations: newsletterIssues.translations,
  status: newsletterIssues.status,
  createdBy: newsletterIssues.createdBy,
  createdAt: newsletterIssues.createdAt,
  sentAt: newsletterIssues.sentAt,
  completedAt: newsletterIssues.completedAt,
  newsletterName: newsletters.name,
};

/** Only this module touches the newsletter tables. */
export const newslettersRepository = {
  listNewsletters(db: Db): Promise<NewsletterRow[]> {
    return db.select().from(newsletters).orderBy(asc(newsletters.sortOrder), asc(newsletters.id));
  },

  /** Every newsletter with its receiving and still-unconfirmed subscribers. */
  async listWithCounts(db: Db) {
    const list = await newslettersRepository.listNewsletters(db);
    const counts = await db
      .select({
        newsletterId: newsletterSubscriptions.newsletterId,
        receiving: sql<number>`count(*) filter (where ${newsletterSubscriptions.confirmedAt} is not null)::int`,
        pending: sql<number>`count(*) filter (where ${newsletterSubscriptions.confirmedAt} is null)::int`,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.active, true))
      .groupBy(newsletterSubscriptions.newsletterId);
    const byId = new Map(counts.map((c) => [c.newsletterId, c]));
    return list.map((row) => ({
      ...row,
      subscriberCount: byId.get(row.id)?.receiving ?? 0,
      pendingCount: byId.get(row.id)?.pending ?? 0,
    }));
  },

  async findNewsletter(db: Db, id: number): Promise<NewsletterRow | undefined> {
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    return row;
  },

  async countNewsletters(db: Db, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletters)
      .where(anyOf(newsletters.id, ids));
    return row?.n ?? 0;
  },

  async defaultNewsletter(db: Db): Promise<NewsletterRow | undefined> {
    const [row] = await db.select().from(newsletters).where(eq(newsletters.isDefault, true)).limit(1);
    return row;
  },

  async insertNewsletter(db: Db, values: typeof newsletters.$inferInsert): Promise<NewsletterRow> {
    const [row] = await db.insert(newsletters).values(values).returning();
    if (!row) throw new Error("newsletter insert returned nothing");
    return row;
  },

  async subscriberByUser(db: Db, userId: number): Promise<SubscriberRow | undefined> {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.userId, userId));
    return row;
  },

  async subscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row;
  },

  async subscriberById(db: Db, id: number): Promise<SubscriberRow | undefined> {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    return row;
  },

  async insertSubscriber(db: Db, values: typeof newsletterSubscribers.$inferInsert): Promise<SubscriberRow> {
    const [row] = await db.insert(newsletterSubscribers).values(values).returning();
    if (!row) throw new Error("subscriber insert returned nothing");
    return row;
  },

  async updateSubscriber(db: Db, id: number, changes: Partial<typeof newsletterSubscribers.$inferInsert>) {
    await db.update(newsletterSubscribers).set(changes).where(eq(newsletterSubscribers.id, id));
  },

  /** The newsletters this reader receives (subscribed and confirmed). */
  async receivingIds(db: Db, subscriberId: number): Promise<number[]> {
    const rows = await db
      .select({ id: newsletterSubscriptions.newsletterId })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.subscriberId, subscriberId), receiving));
    return rows.map((row) => row.id);
  },

  /**
   * Subscribes; `confirmedAt` null keeps a visitor's request waiting for the link. A subscription that is
   * already received stays confirmed (a repeated visitor request never pauses it).
   */
  async subscribe(db: Db, subscriberId: number, newsletterIds: number[], now: Date, confirmedAt: Date | null) {
    if (newsletterIds.length === 0) return;
    await db
      .insert(newsletterSubscriptions)
      .values(newsletterIds.map((newsletterId) => ({ subscriberId, newsletterId, createdAt: now, confirmedAt })))
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.subscriberId, newsletterSubscriptions.newsletterId],
        set: {
          confirmedAt: confirmedAt
            ? sql`coalesce(case when ${newsletterSubscriptions.active} then ${newsletterSubscriptions.confirmedAt} end, excluded.confirmed_at)`
            : sql`case when ${newsletterSubscriptions.active} then ${newsletterSubscriptions.confirmedAt} end`,
          active: true,
          unsubscribedAt: null,
          unsubscribedIssueId: null,
        },
      });
  },

  /** Confirms a visitor's waiting subscriptions; returns how many. */
  async confirmPending(db: Db, subscriberId: number, now: Date): Promise<number> {
    const rows = await db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, subscriberId),
          eq(newsletterSubscriptions.active, true),
          isNull(newsletterSubscriptions.confirmedAt),
        ),
      )
      .returning({ id: newsletterSubscriptions.newsletterId });
    return rows.length;
  },

  /** Stops newsletters; `issueId` records which issue's link did it. Returns the ones that were active. */
  async unsubscribe(db: Db, subscriberId: number, newsletterIds: number[], now: Date, issueId: number | null) {
    if (newsletterIds.length === 0) return [];
    return db
      .update(newsletterSubscriptions)
      .set({ active: false, unsubscribedAt: now, unsubscribedIssueId: issueId })
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, subscriberId),
          anyOf(newsletterSubscriptions.newsletterId, newsletterIds),
          eq(newsletterSubscriptions.active, true),
        ),
      )
      .returning({ id: newsletterSubscriptions.newsletterId });
  },

  /**
   * The next receiving readers of a newsletter after `afterSubscriberId`, in id order; members whose account
   * is unconfirmed, deleted or locked are skipped, and so are members whose current plan at `now` is not one of
   * `plan.levelIds` (administrators excepted; a member without a current plan reads as a visitor does, as when
   * subscribing). The plan is `currentPlanSql`, one sub-select in the batch's query rather than `planOf` per reader.
   */
  recipientsAfter(
    db: Db,
    newsletterId: number,
    afterSubscriberId: number,
    limit: number,
    plan: { now: Date; levelIds: readonly number[] },
  ): Promise<Recipient[]> {
    const current = currentPlanSql(people.id, plan.now);
    const planAllows = sql`(${current} is null or ${inArray(current, [...plan.levelIds])})`;
    return db
      .select({
        subscriberId: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        language: newsletterSubscribers.language,
        firstName: people.firstName,
      })
      .from(newsletterSubscriptions)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterSubscriptions.subscriberId))
      .leftJoin(people, eq(people.id, newsletterSubscribers.userId))
      .where(
        and(
          eq(newsletterSubscriptions.newsletterId, newsletterId),
          receiving,
          gt(newsletterSubscriptions.subscriberId, afterSubscriberId),
          sql`(${newsletterSubscribers.userId} is null or (${reachable}
            and (${people.accountType} = ${AccountType.Admin} or ${planAllows})))`,
        ),
      )
      .orderBy(asc(newsletterSubscriptions.subscriberId))
      .limit(limit);
  },

  async insertIssue(db: Db, values: NewIssue): Promise<IssueRow> {
    const [row] = await db.insert(newsletterIssues).values(values).returning();
    if (!row) throw new Error("issue insert returned nothing");
    return row;
  },

  async findIssue(db: Db, id: number): Promise<IssueWithName | undefined> {
    const [row] = await db
      .select(issueColumns)
      .from(newsletterIssues)
      .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
      .where(eq(newsletterIssues.id, id));
    return row;
  },

  async lockIssue(db: Db, id: number): Promise<IssueRow | undefined> {
    const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    return row;
  },

  async updateIssue(db: Db, id: number, changes: Partial<NewIssue>): Promise<void> {
    await db.update(newsletterIssues).set(changes).where(eq(newsletterIssues.id, id));
  },

  async deleteIssue(db: Db, id: number): Promise<void> {
    await db.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
  },

  /** The public archive: sent issues, newest first. */
  async listArchive(db: Db, query: { page: number; pageSize: number; newsletterId?: number | undefined }) {
    const where: SQL | undefined = and(
      eq(newsletterIssues.status, "sent"),
      query.newsletterId ? eq(newsletterIssues.newsletterId, query.newsletterId) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(issueColumns)
        .from(newsletterIssues)
        .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
        .where(where)
        .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(newsletterIssues).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** The administrator's list: every issue, newest first, with its delivery figures. */
  async listForAdmin(db: Db, query: { page: number; pageSize: number }) {
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select(issueColumns)
        .from(newsletterIssues)
        .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
        .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(newsletterIssues),
    ]);
    return { list: await newslettersRepository.withCounts(db, list), total: total?.n ?? 0 };
  },

  /** Recipients, mails delivered, mails that failed and unsubscribes through the issue's links. */
  async withCounts(db: Db, issues: IssueWithName[]): Promise<IssueWithCounts[]> {
    const ids = issues.map((issue) => issue.id);
    if (ids.length === 0) return [];
    const [deliveries, unsubscribes] = await Promise.all([
      db
        .select({
          issueId: newsletterDeliveries.issueId,
          recipients: sql<number>`count(*)::int`,
          sent: sql<number>`count(${outbox.sentAt})::int`,
          failed: sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.lastError} is not null)::int`,
        })
        .from(newsletterDeliveries)
        .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
        .where(anyOf(newsletterDeliveries.issueId, ids))
        .groupBy(newsletterDeliveries.issueId),
      db
        .select({ issueId: newsletterSubscriptions.unsubscribedIssueId, n: sql<number>`count(*)::int` })
        .from(newsletterSubscriptions)
        .where(anyOf(newsletterSubscriptions.unsubscribedIssueId, ids))
        .groupBy(newsletterSubscriptions.unsubscribedIssueId),
    ]);
    const byIssue = new Map(deliveries.map((d) => [d.issueId, d]));
    const unsubscribed = new Map(unsubscribes.map((u) => [u.issueId, u.n]));
    return issues.map((issue) => ({
      ...issue,
      recipientCount: byIssue.get(issue.id)?.recipients ?? 0,
      sentCount: byIssue.get(issue.id)?.sent ?? 0,
      failedCount: byIssue.get(issue.id)?.failed ?? 0,
      unsubscribeCount: unsubscribed.get(issue.id) ?? 0,
    }));
  },

  /** Claims one recipient of one issue; undefined when they already had it (a retried batch). */
  async claimDelivery(db: Db, issueId: number, subscriberId: number, language: string, now: Date) {
    const [row] = await db
      .insert(newsletterDeliveries)
      .values({ issueId, subscriberId, language, createdAt: now })
      .onConflictDoNothing({ target: [newsletterDeliveries.issueId, newsletterDeliveries.subscriberId] })
      .returning({ id: newsletterDeliveries.id });
    return row;
  },

  async setDeliveryOutbox(db: Db, deliveryId: number, outboxId: number): Promise<void> {
    await db.update(newsletterDeliveries).set({ outboxId }).where(eq(newsletterDeliveries.id, deliveryId));
  },
};
