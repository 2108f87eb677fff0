import type { AdminPrivacyListQuery } from "@haa/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { people } from "../account/people.repository.ts";
import { privacyRequests } from "./privacy.schema.ts";

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type PrivacyRequestListRow = PrivacyRequestRow & { name: string };

/** Only this module touches the privacy requests. */
export const privacyRepository = {
  async insert(db: Db, request: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
    const [row] = await db.insert(privacyRequests).values(request).returning();
    if (!row) throw new Error("privacy request insert returned nothing");
    return row;
  },

  async findById(db: Db, id: number): Promise<PrivacyRequestRow | undefined> {
    const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    return row;
  },

  async pendingErasureOf(db: Db, userId: number): Promise<PrivacyRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.userId, userId),
          eq(privacyRequests.kind, "erasure"),
          eq(privacyRequests.status, "pending"),
        ),
      );
    return row;
  },

  /** Cancels a pending request; undefined when it was no longer pending (done, or cancelled already). */
  async cancel(db: Db, id: number, by: number, at: Date): Promise<PrivacyRequestRow | undefined> {
    const [row] = await db
      .update(privacyRequests)
      .set({ status: "cancelled", cancelledAt: at, cancelledBy: by })
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "pending")))
      .returning();
    return row;
  },

  /** Marks a pending request done; false when another run (or a cancellation) got there first. */
  async markDone(db: Db, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(privacyRequests)
      .set({ status: "done", doneAt: at })
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "pending")))
      .returning({ id: privacyRequests.id });
    return rows.length === 1;
  },

  /** The administrator's list, newest first; `search` matches the member's name or address. */
  async list(db: Db, query: AdminPrivacyListQuery): Promise<{ list: PrivacyRequestListRow[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      query.kind === "all" ? undefined : eq(privacyRequests.kind, query.kind),
      query.status === "all" ? undefined : eq(privacyRequests.status, query.status),
      pattern
        ? sql`(${people.firstName} || ' ' || ${people.lastName} ilike ${pattern} or ${people.email} ilike ${pattern})`
        : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          request: privacyRequests,
          name: sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`,
        })
        .from(privacyRequests)
        .innerJoin(people, eq(people.id, privacyRequests.userId))
        .where(where)
        .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(privacyRequests)
        .innerJoin(people, eq(people.id, privacyRequests.userId))
        .where(where),
    ]);
    return { list: rows.map(({ request, name }) => ({ ...request, name })), total: total?.n ?? 0 };
  },
};
