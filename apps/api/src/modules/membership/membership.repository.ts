import type { LocationPricing } from "@haa/domain";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { users } from "../account/account.schema.ts";
import { billingDetails } from "../billing/billing.schema.ts";
import {
  instructorRecords,
  locationDiscounts,
  membershipNotices,
  profileOverviewCards,
  renewalCharges,
  userMemberships,
} from "./membership.schema.ts";

export type MembershipRow = typeof userMemberships.$inferSelect;
export type NewMembership = typeof userMemberships.$inferInsert;
export type InstructorRow = typeof instructorRecords.$inferSelect;
export type RenewalRow = typeof renewalCharges.$inferSelect;
export type NoticeKind = (typeof membershipNotices.$inferInsert)["kind"];

/** Members whose account can be charged and written to: neither locked nor deleted. */
const eligibleUser = () => and(isNull(users.deletedAt), isNull(users.lockedAt));
const ineligibleUser = () => or(isNotNull(users.deletedAt), isNotNull(users.lockedAt));

/** Only this module touches the membership tables. */
export const membershipRepository = {
  /** The current (newest) membership of a user. */
  async current(db: Db, userId: number): Promise<MembershipRow | undefined> {
    const [row] = await db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, userId))
      .orderBy(desc(userMemberships.createdAt), desc(userMemberships.id))
      .limit(1);
    return row;
  },

  /** The membership row, locked until the transaction ends, so two payments for one member run one by one. */
  async lockById(db: Db, id: number): Promise<MembershipRow | undefined> {
    const [row] = await db.select().from(userMemberships).where(eq(userMemberships.id, id)).for("update");
    return row;
  },

  async findById(db: Db, id: number): Promise<MembershipRow | undefined> {
    const [row] = await db.select().from(userMemberships).where(eq(userMemberships.id, id));
    return row;
  },

  async insert(db: Db, membership: NewMembership): Promise<MembershipRow> {
    const [row] = await db.insert(userMemberships).values(membership).returning();
    if (!row) throw new Error("membership insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewMembership>, now: Date): Promise<MembershipRow> {
    const [row] = await db
      .update(userMemberships)
      .set({ ...changes, updatedAt: now })
      .where(eq(userMemberships.id, id))
      .returning();
    if (!row) throw new Error("membership update found no row");
    return row;
  },

  /** Sets the status only while it is one of `from`; true when this call changed it. */
  async transitionStatus(
    db: Db,
    id: number,
    from: MembershipRow["status"][],
    changes: Partial<NewMembership>,
    now: Date,
  ): Promise<MembershipRow | undefined> {
    const [row] = await db
      .update(userMemberships)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(userMemberships.id, id), inArray(userMemberships.status, from)))
      .returning();
    return row;
  },

  async instructor(db: Db, userId: number): Promise<InstructorRow | undefined> {
    const [row] = await db.select().from(instructorRecords).where(eq(instructorRecords.userId, userId));
    return row;
  },

  async saveInstructor(db: Db, record: typeof instructorRecords.$inferInsert): Promise<void> {
    const { userId, ...changes } = record;
    await db
      .insert(instructorRecords)
      .values(record)
      .onConflictDoUpdate({ target: instructorRecords.userId, set: changes });
  },

  /** A renewal uses up the credits it was given (credits earned meanwhile stay). */
  async useInstructorCredits(db: Db, userId: number, usedCents: number, now: Date): Promise<void> {
    await db
      .update(instructorRecords)
      .set({
        totalCreditsEarnedCents: sql`greatest(0, ${instructorRecords.totalCreditsEarnedCents} - ${usedCents})`,
        updatedAt: now,
      })
      .where(eq(instructorRecords.userId, userId));
  },

  /** A country's location discounts in dollars, as the pricing rules read them; undefined when it has none. */
  async locationPricing(db: Db, countryCode: string | null | undefined): Promise<LocationPricing | undefined> {
    if (!countryCode) return undefined;
    const [row] = await db
      .select()
      .from(locationDiscounts)
      .where(eq(locationDiscounts.countryCode, countryCode.toUpperCase()));
    if (!row) return undefined;
    return {
      Country: row.countryCode,
      StandardDiscount: row.standardDiscountCents / 100,
      PractitionerDiscount: row.practitionerDiscountCents / 100,
      InstructorDiscount: row.instructorDiscountCents / 100,
    };
  },

  // ---- Renewals (ADR 0007) ----

  /** Creates the renewal of one period unless it exists (the UNIQUE business key decides under races). */
  async ensureRenewal(db: Db, membership: MembershipRow, now: Date): Promise<void> {
    await db
      .insert(renewalCharges)
      .values({
        userMembershipId: membership.id,
        userId: membership.userId,
        periodEnd: membership.endDateTime,
        state: "due",
        nextAttemptAt: membership.endDateTime,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  },

  async findRenewal(db: Db, id: number): Promise<RenewalRow | undefined> {
    const [row] = await db.select().from(renewalCharges).where(eq(renewalCharges.id, id));
    return row;
  },

  /** The renewal of a membership still waiting for a charge (due or between retries), if any. */
  async openRenewal(db: Db, userMembershipId: number): Promise<RenewalRow | undefined> {
    const [row] = await db
      .select()
      .from(renewalCharges)
      .where(
        and(
          eq(renewalCharges.userMembershipId, userMembershipId),
          inArray(renewalCharges.state, ["due", "retrying", "charging"]),
        ),
      )
      .orderBy(desc(renewalCharges.periodEnd))
      .limit(1);
    return row;
  },

  /**
   * Claims a renewal for one charge attempt: a due one counts a new try; one left `charging` by a process that
   * stopped (locked before `staleBefore`) is taken over with the same try number, hence the same gateway key.
   * Returns undefined when another process holds it or it is not due.
   */
  async claimRenewal(db: Db, id: number, now: Date, staleBefore: Date, force = false): Promise<RenewalRow | undefined> {
    const [row] = await db
      .update(renewalCharges)
      .set({
        state: "charging",
        lockedAt: now,
        attempts: sql`case when ${renewalCharges.state} = 'charging' then ${renewalCharges.attempts} else ${renewalCharges.attempts} + 1 end`,
        updatedAt: now,
      })
      .where(
        and(
          eq(renewalCharges.id, id),
          or(
            and(
              inArray(renewalCharges.state, ["due", "retrying"]),
              force ? undefined : lte(renewalCharges.nextAttemptAt, now),
            ),
            and(eq(renewalCharges.state, "charging"), lt(renewalCharges.lockedAt, staleBefore)),
          ),
        ),
      )
      .returning();
    return row;
  },

  /** Ends the try a claim started; false when the try is no longer this caller's (someone else finished it). */
  async finishRenewal(
    db: Db,
    claimed: RenewalRow,
    changes: Partial<typeof renewalCharges.$inferInsert>,
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(renewalCharges)
      .set({ ...changes, lockedAt: null, updatedAt: now })
      .where(
        and(
          eq(renewalCharges.id, claimed.id),
          eq(renewalCharges.state, "charging"),
          eq(renewalCharges.attempts, claimed.attempts),
        ),
      )
      .returning({ id: renewalCharges.id });
    return rows.length === 1;
  },

  /** Closes waiting renewals of a membership that a payment or a cancellation made pointless. */
  async closeOpenRenewals(db: Db, userMembershipId: number, state: "superseded" | "cancelled", now: Date) {
    await db
      .update(renewalCharges)
      .set({ state, updatedAt: now })
      .where(
        and(eq(renewalCharges.userMembershipId, userMembershipId), inArray(renewalCharges.state, ["due", "retrying"])),
      );
  },

  /** Renewals whose next try is due, or whose try was abandoned by a stopped process. */
  async dueRenewalIds(db: Db, now: Date, staleBefore: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: renewalCharges.id })
      .from(renewalCharges)
      .where(
        or(
          and(inArray(renewalCharges.state, ["due", "retrying"]), lte(renewalCharges.nextAttemptAt, now)),
          and(eq(renewalCharges.state, "charging"), lt(renewalCharges.lockedAt, staleBefore)),
        ),
      )
      .orderBy(asc(renewalCharges.nextAttemptAt), asc(renewalCharges.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** Active auto-renewing memberships of eligible members whose EndDateTime has come. */
  async dueForRenewal(db: Db, now: Date, limit: number): Promise<MembershipRow[]> {
    const rows = await db
      .select({ membership: userMemberships })
      .from(userMemberships)
      .innerJoin(users, eq(users.id, userMemberships.userId))
      .where(
        and(
          eq(userMemberships.status, "active"),
          eq(userMemberships.autoRenew, true),
          lte(userMemberships.endDateTime, now),
          eligibleUser(),
          sql`not exists (select 1 from ${renewalCharges} where ${renewalCharges.userMembershipId} = ${userMemberships.id} and ${renewalCharges.periodEnd} = ${userMemberships.endDateTime})`,
        ),
      )
      .orderBy(asc(userMemberships.endDateTime))
      .limit(limit);
    return rows.map((row) => row.membership);
  },

  /** Memberships that end without renewal: auto-renewal off, or the account locked or deleted. */
  async endedWithoutRenewal(db: Db, now: Date, limit: number): Promise<MembershipRow[]> {
    const rows = await db
      .select({ membership: userMemberships })
      .from(userMemberships)
      .innerJoin(users, eq(users.id, userMemberships.userId))
      .where(
        and(
          inArray(userMemberships.status, ["active", "cancelled"]),
          lte(userMemberships.endDateTime, now),
          or(eq(userMemberships.autoRenew, false), ineligibleUser()),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.membership);
  },

  /**
   * Auto-renewing memberships of eligible members renewing within (now, until], with the stored card if any,
   * that still miss a reminder or a card-expiry notice for this period (the rest need no work each hour).
   */
  async renewingWithoutNotices(db: Db, now: Date, until: Date) {
    const missing = (kind: NoticeKind) =>
      sql`not exists (select 1 from ${membershipNotices} where ${membershipNotices.userMembershipId} = ${userMemberships.id} and ${membershipNotices.periodEnd} = ${userMemberships.endDateTime} and ${membershipNotices.kind} = ${kind})`;
    return db
      .select({ membership: userMemberships, card: billingDetails })
      .from(userMemberships)
      .innerJoin(users, eq(users.id, userMemberships.userId))
      .leftJoin(billingDetails, eq(billingDetails.userId, userMemberships.userId))
      .where(
        and(
          eq(userMemberships.status, "active"),
          eq(userMemberships.autoRenew, true),
          gt(userMemberships.endDateTime, now),
          lte(userMemberships.endDateTime, until),
          eligibleUser(),
          or(missing("renewalReminder"), missing("cardExpiry")),
        ),
      )
      .orderBy(asc(userMemberships.endDateTime));
  },

  /** Records a once-per-period notice; false when it was already sent (the mail must not go twice). */
  async recordNotice(db: Db, userMembershipId: number, kind: NoticeKind, periodEnd: Date, now: Date) {
    const rows = await db
      .insert(membershipNotices)
      .values({ userMembershipId, kind, periodEnd, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: membershipNotices.id });
    return rows.length === 1;
  },

  // ---- Profile overview cards ----

  async overviewCards(db: Db, userId: number) {
    const [row] = await db.select().from(profileOverviewCards).where(eq(profileOverviewCards.userId, userId));
    return row?.cards;
  },

  async saveOverviewCards(
    db: Db,
    userId: number,
    cards: { Key: string; IsVisible: boolean; SortOrder: number }[],
    now: Date,
  ): Promise<void> {
    await db
      .insert(profileOverviewCards)
      .values({ userId, cards, updatedAt: now })
      .onConflictDoUpdate({ target: profileOverviewCards.userId, set: { cards, updatedAt: now } });
  },
};
