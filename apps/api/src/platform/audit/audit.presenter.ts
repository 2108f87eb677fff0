import type { AuditEntry, AuditEntrySummary } from "@haa/domain";
import type { AuditRow, AuditSummaryRow } from "./audit.repository.ts";

export function presentAuditSummary(row: AuditSummaryRow): AuditEntrySummary {
  return {
    Id: row.id,
    OccurredAt: row.occurredAt.toISOString(),
    ActorId: row.actorId,
    ActorName: row.actorName,
    ActorEmail: row.actorEmail,
    Action: row.action,
    Method: row.method,
    Path: row.path,
    TargetKind: row.targetKind,
    TargetId: row.targetId,
    Ip: row.ip,
    Status: row.status,
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...presentAuditSummary(row),
    UserAgent: row.userAgent,
    RequestId: row.requestId,
    Before: documentOf(row.before),
    After: documentOf(row.after),
  };
}

/** Before and after are objects of named fields; anything else a use case reported is shown as its `Value`. */
function documentOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { Value: value };
}
