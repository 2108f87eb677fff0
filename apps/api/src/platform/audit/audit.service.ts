import type { AuditLogQuery } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { notFound } from "../../http/errors.ts";
import { type AuditRow, type AuditSummaryRow, auditRepository } from "./audit.repository.ts";

/** `<ISO date-time>_<id>`: the last row of a page, from which the next page reads on (keyset paging). */
export function cursorOf(row: Pick<AuditSummaryRow, "occurredAt" | "id">): string {
  return `${row.occurredAt.toISOString()}_${row.id}`;
}

function parseCursor(cursor: string | undefined): { occurredAt: Date; id: number } | undefined {
  if (!cursor) return undefined;
  const [at = "", id = ""] = cursor.split("_");
  const occurredAt = new Date(at);
  const number = Number(id);
  return Number.isNaN(occurredAt.getTime()) || !Number.isSafeInteger(number) ? undefined : { occurredAt, id: number };
}

/** A bare date as a `to` bound means the whole day. */
function endOf(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return /^\d{4}-\d\d-\d\d$/.test(text) ? new Date(date.getTime() + 86_400_000 - 1) : date;
}

/** The administrator's reading of the audit log (ADR 0088). */
export function createAuditService(db: Db) {
  return {
    async list(query: AuditLogQuery): Promise<{ rows: AuditSummaryRow[]; nextCursor: string | null }> {
      // One row past the page says whether an older page exists, without counting the log.
      const rows = await auditRepository.page(
        db,
        {
          actorId: query.actorId,
          action: query.action,
          targetKind: query.targetKind,
          targetId: query.targetId,
          from: query.from ? new Date(query.from) : undefined,
          to: endOf(query.to),
          search: query.search || undefined,
          after: parseCursor(query.cursor),
        },
        query.pageSize + 1,
      );
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return { rows: page, nextCursor: rows.length > query.pageSize && last ? cursorOf(last) : null };
    },

    async entry(id: number): Promise<AuditRow> {
      const row = await auditRepository.find(db, id);
      if (!row) throw notFound();
      return row;
    },
  };
}
