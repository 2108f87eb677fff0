import { and, desc, eq, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { auditLog } from "./audit.schema.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, "id" | "searchText">;

/** The list's columns: everything but the before/after documents, which only the detail view reads. */
const summaryColumns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  method: auditLog.method,
  path: auditLog.path,
  targetKind: auditLog.targetKind,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  status: auditLog.status,
};
export type AuditSummaryRow = Pick<AuditRow, keyof typeof summaryColumns>;

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
  /** The last row of the previous page: rows strictly older than it (keyset paging). */
  after?: { occurredAt: Date; id: number } | undefined;
}

/** The audit log (ADR 0088): inserted by the audit hook, read by the administrator; never updated or deleted. */
export const auditRepository = {
  async insert(db: Db, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  /**
   * One page, newest first, `limit` rows. The order (`occurred_at desc, id desc`) is an index read backwards: the
   * whole log's index, or the actor's, action's or target's, whose leading columns the filter fixes.
   */
  async page(db: Db, filter: AuditFilter, limit: number): Promise<AuditSummaryRow[]> {
    const conditions: (SQL | undefined)[] = [
      filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
      filter.action !== undefined ? eq(auditLog.action, filter.action) : undefined,
      filter.targetKind !== undefined ? eq(auditLog.targetKind, filter.targetKind) : undefined,
      filter.targetId !== undefined ? eq(auditLog.targetId, filter.targetId) : undefined,
      filter.from ? gte(auditLog.occurredAt, filter.from) : undefined,
      filter.to ? lte(auditLog.occurredAt, filter.to) : undefined,
      filter.search ? ilike(auditLog.searchText, containsPattern(filter.search.toLowerCase())) : undefined,
      // A row comparison: the index walk starts right below the cursor.
      filter.after
        ? sql`(${auditLog.occurredAt}, ${auditLog.id}) < (${filter.after.occurredAt.toISOString()}::timestamptz, ${filter.after.id})`
        : undefined,
    ];
    return db
      .select(summaryColumns)
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(limit);
  },

  async find(db: Db, id: number): Promise<AuditRow | undefined> {
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    return row;
  },
};
