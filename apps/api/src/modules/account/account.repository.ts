import { and, desc, eq, gt, ilike, isNull, lt, or, sql } from "drizzle-orm";
import { deleteInBatches } from "../../db/batches.ts";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { currentPlanSql } from "../membership/member-plan.repository.ts";
import { userMemberships } from "../membership/membership.schema.ts";
import { accountTokens, sessions, userCounts, users } from "./account.schema.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type TokenPurpose = "confirm" | "reset" | "email-change";

function prepareSessionWithUser(db: Db) {
  return db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_with_user");
}
const sessionWithUser = new WeakMap<Db, ReturnType<typeof prepareSessionWithUser>>();

/** Only this module touches the account tables. */
export const accountRepository = {
  /** Deletes the sessions that ended (logged out, or past their lifetime) before `before`, a batch per statement. */
  pruneEndedSessions(db: Db, before: Date): Promise<number> {
    return deleteInBatches(
      db,
      sessions,
      sessions.id,
      lt(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt})`, before),
    );
  },

  /**
   * Deletes the reset and e-mail-change links that expired before `before`. A confirmation link stays: used, it is
   * what tells its holder "already confirmed" instead of "invalid link", and there is one per sign-up.
   */
  pruneSpentTokens(db: Db, before: Date): Promise<number> {
    const spent = and(sql`${accountTokens.purpose} <> 'confirm'`, lt(accountTokens.expiresAt, before));
    return deleteInBatches(db, accountTokens, accountTokens.id, spent);
  },

  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  },

  async findById(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async insert(db: Db, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("user insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewUser>): Promise<void> {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
  },

  async insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(session);
  },

  /**
   * A session and its account in one round trip: every authenticated request reads both. The statement is built
   * once per database handle (Drizzle's prepared query): building a select of the account's columns cost about a
   * quarter of a millisecond per request.
   */
  async findSessionWithUser(db: Db, id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    let query = sessionWithUser.get(db);
    if (!query) {
      query = prepareSessionWithUser(db);
      sessionWithUser.set(db, query);
    }
    const [row] = await query.execute({ id });
    return row && { session: row.sessions, user: row.users };
  },

  async findSession(db: Db, id: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  },

  async hasLiveSession(db: Db, userId: number, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return Boolean(row);
  },

  /** Revokes one session of a user (logout); false when it was not live. */
  async revokeSession(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  },

  /** Revokes every live session of a user, or all but `exceptSessionId`. */
  async revokeSessions(db: Db, userId: number, now: Date, exceptSessionId?: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
        ),
      );
  },

  async insertToken(
    db: Db,
    token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
  ): Promise<void> {
    await db.insert(accountTokens).values(token);
  },

  /** Voids the unused tokens of one purpose, so only the newest link works. */
  async voidTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  },

  async findUsableToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      );
    return row;
  },

  /** A token by its hash whether used or expired: a used link's holder may be told what it already did. */
  async findToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
    return row;
  },

  /** Marks a token used; returns false when another request used it first (single use under races). */
  async consumeToken(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    return rows.length === 1;
  },

  async currentMembership(db: Db, userId: number) {
    const [row] = await db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, userId))
      .orderBy(desc(userMemberships.createdAt), desc(userMemberships.id))
      .limit(1);
    return row;
  },

  async insertMembership(
    db: Db,
    membership: typeof userMemberships.$inferInsert,
  ): Promise<typeof userMemberships.$inferSelect> {
    const [row] = await db.insert(userMemberships).values(membership).returning();
    if (!row) throw new Error("membership insert returned nothing");
    return row;
  },

  async countUsers(db: Db): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },

  /**
   * A page of live accounts for the administrator, newest first, optionally filtered by name or e-mail, each
   * with its current plan at `now` (`currentPlanSql`, the rule of `planOf`: a lapsed or ended membership is no
   * plan; one indexed sub-select per row, not a query per user).
   */
  async listUsers(db: Db, options: { page: number; pageSize: number; search: string }, now: Date) {
    const { limit, offset } = pageWindow(options);
    if (!options.search) {
      // The page's ids first, from the live accounts' index alone, then their rows and plans: a deep page skips
      // index entries instead of reading (and working out the plan of) every member before it (issue 22). The
      // count is the trigger-kept `user_counts` row, not 100,000 index entries per page (ADR 0102).
      const page = db
        .select({ id: users.id })
        .from(users)
        .where(isNull(users.deletedAt))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset)
        .as("page");
      const [list, [total]] = await Promise.all([
        db
          .select({ user: users, membershipId: currentPlanSql(users.id, now) })
          .from(page)
          .innerJoin(users, eq(users.id, page.id))
          .orderBy(desc(users.createdAt), desc(users.id)),
        db.select({ n: userCounts.accounts }).from(userCounts).where(eq(userCounts.deleted, false)),
      ]);
      return { list, total: total?.n ?? 0 };
    }
    // A search reads its matches once (the trigram indexes), for both its count and its page (ADR 0102): walking
    // the newest-first index and filtering read 1,660 accounts for one page of "tanaka" at 100k members.
    const pattern = containsPattern(options.search);
    const found = db.$with("found").as(
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
          ),
        ),
    );
    const page = db
      .select({ id: found.id, createdAt: found.createdAt })
      .from(found)
      .orderBy(desc(found.createdAt), desc(found.id))
      .limit(limit)
      .offset(offset)
      .as("page");
    const total = sql<number>`(select count(*)::int from ${found})`;
    const rows = await db
      .with(found)
      .select({ user: users, membershipId: currentPlanSql(users.id, now), total })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(desc(page.createdAt), desc(page.id));
    if (rows.length > 0) {
      return { list: rows.map(({ user, membershipId }) => ({ user, membershipId })), total: rows[0]?.total ?? 0 };
    }
    // Past the last page (or nothing found): the count alone.
    const [counted] = await db.with(found).select({ total }).from(sql`(select 1) as one`);
    return { list: [], total: counted?.total ?? 0 };
  },
};
