import { AUDIT_LOG_PAGE_SIZE, type AuditEntry, type AuditEntrySummary, type AuditLog, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";

export type { AuditEntry, AuditEntrySummary, AuditLog };

/** The audit log's filters as the page holds them; empty strings are not sent. */
export interface AuditLogFilters {
  actorId: string;
  action: string;
  targetKind: string;
  targetId: string;
  from: string;
  to: string;
  search: string;
}

export const NO_AUDIT_FILTERS: AuditLogFilters = {
  actorId: "",
  action: "",
  targetKind: "",
  targetId: "",
  from: "",
  to: "",
  search: "",
};

export interface AuditLogParams {
  filters: AuditLogFilters;
  cursor: string | undefined;
  pageSize: number;
}

/** What the log shows first: its newest page, unfiltered (the page keeps its filters and cursor in its own state). */
export const FIRST_AUDIT_LOG_PAGE: AuditLogParams = {
  filters: NO_AUDIT_FILTERS,
  cursor: undefined,
  pageSize: AUDIT_LOG_PAGE_SIZE.default,
};

/** GET Admin/GetAuditLog: one page, newest first; `cursor` is the previous page's NextCursor. */
export function getAuditLog({ filters, cursor, pageSize }: AuditLogParams): Promise<AuditLog> {
  const query: Record<string, string | number> = { pageSize };
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query[name] = value.trim();
  if (cursor) query.cursor = cursor;
  return callData(contract.admin.getAuditLog, { query });
}

export const auditLogQuery = (params: AuditLogParams) =>
  queryOptions({ queryKey: ["admin", "audit-log", params], queryFn: () => getAuditLog(params) });

export function useAuditLog(params: AuditLogParams) {
  return useQuery({ ...auditLogQuery(params), placeholderData: keepPreviousData });
}

/** GET Admin/GetAuditEntry: one entry with its before and after. */
export function useAuditEntry(id: number | null) {
  return useQuery({
    queryKey: ["admin", "audit-entry", id],
    queryFn: () => callData(contract.admin.getAuditEntry, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
