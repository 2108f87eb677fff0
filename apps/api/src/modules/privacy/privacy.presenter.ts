import type { PendingErasure, PrivacyRequestItem } from "@haa/domain";
import type { PrivacyRequestListRow, PrivacyRequestRow } from "./privacy.repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentPendingErasure(row: PrivacyRequestRow): PendingErasure {
  return {
    Id: row.id,
    RequestedAt: row.requestedAt.toISOString(),
    DueAt: (row.dueAt ?? row.requestedAt).toISOString(),
  };
}

export function presentPrivacyRequest(row: PrivacyRequestListRow): PrivacyRequestItem {
  return {
    Id: row.id,
    UserId: row.userId,
    Name: row.name,
    Kind: row.kind,
    Status: row.status,
    RequestedAt: row.requestedAt.toISOString(),
    DueAt: iso(row.dueAt),
    DoneAt: iso(row.doneAt),
    CancelledAt: iso(row.cancelledAt),
  };
}
