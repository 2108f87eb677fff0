import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { recordIdSchema } from "../shared/ids.ts";
import { listDataSchema } from "../shared/list.ts";

/** One row of the administrator's user list (Admin/GetUsers). */
export const adminUserSchema = z.object({
  Id: z.number().int(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  AccountType: z.number().int(),
  /** The level of the current membership; null for an account without one (administrators). */
  MembershipId: z.number().int().nullable(),
  IsLocked: z.boolean(),
  IsConfirmed: z.boolean(),
  CreatedAt: isoDateTimeSchema,
  /** When the account was locked; null while it is not. */
  LockedAt: isoDateTimeSchema.nullable(),
  /** The administrator's reason for the lock (plain text); null when unlocked or locked without one. */
  LockReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = listDataSchema(adminUserSchema);

/** A lock reason's length: told to no one but the administrators, shown in the user list. */
export const ADMIN_LOCK_REASON_LIMITS = { min: 3, max: 500 } as const;

/** Any control character but tab and line breaks (the API's own rule for text, `http/input.ts`). */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** Why an administrator locks an account: plain text, trimmed, 3–500 characters, no control characters. */
export const adminLockReasonSchema = z
  .string({ error: "admin.lockReasonRequired" })
  .trim()
  .min(ADMIN_LOCK_REASON_LIMITS.min, "admin.lockReasonRequired")
  .max(ADMIN_LOCK_REASON_LIMITS.max, "admin.lockReasonTooLong")
  .refine((text) => !CONTROL_CHARACTER.test(text), "validation.controlCharacters");

/**
 * Admin/LockUser's optional JSON body. The web app always sends the reason; a caller that sends no body (the
 * original contract: `?userId` only) still locks, without a reason.
 */
export const lockUserBodySchema = z.object({ Reason: adminLockReasonSchema });
export type LockUserBody = z.output<typeof lockUserBodySchema>;

/** How many audit entries one page of the log shows at most (ADR 0088). */
export const AUDIT_LOG_PAGE_SIZE = { default: 25, max: 100 } as const;

/** A date (`2026-11-21`) or an ISO date-time; anything `Date.parse` cannot read is refused. */
const auditDateSchema = z
  .string()
  .trim()
  .max(40, "auditLog.dateInvalid")
  .refine((text) => !Number.isNaN(Date.parse(text)), "auditLog.dateInvalid");

/** A filter that names a word (an action, a target's kind or id): trimmed, absent when empty. */
const auditWordSchema = z
  .string()
  .trim()
  .max(100, "validation.filtersInvalid")
  .optional()
  .transform((text) => (text ? text : undefined));

/**
 * The audit log's query (Admin/GetAuditLog): newest first, paged by a cursor (the last row's `NextCursor`), so
 * page 1,000 costs what page 1 costs; each filter narrows, and `search` matches any part of who, what, the target
 * and the input (trigram index).
 */
export const auditLogQuerySchema = z.object({
  pageSize: z.coerce
    .number({ error: "validation.pageSizeInvalid" })
    .int("validation.pageSizeInvalid")
    .min(1, "validation.pageSizeInvalid")
    .max(AUDIT_LOG_PAGE_SIZE.max, "validation.pageSizeInvalid")
    .default(AUDIT_LOG_PAGE_SIZE.default),
  cursor: z
    .string()
    .trim()
    .max(80, "validation.filtersInvalid")
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_\d+$/, "validation.filtersInvalid")
    .optional(),
  actorId: recordIdSchema().optional(),
  action: auditWordSchema,
  targetKind: auditWordSchema,
  targetId: auditWordSchema,
  from: auditDateSchema.optional(),
  to: auditDateSchema.optional(),
  search: z.string().trim().max(200, "validation.searchTooLong").default(""),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One row of the audit log's list: who did what to which target, when and from where. */
export const auditEntrySummarySchema = z.object({
  Id: z.number().int(),
  OccurredAt: isoDateTimeSchema,
  ActorId: z.number().int(),
  /** The administrator's name and e-mail as they were at the time (kept after the account is gone). */
  ActorName: z.string(),
  ActorEmail: z.string(),
  /** The call's operation name, `Admin/LockUser`. */
  Action: z.string(),
  Method: z.string(),
  /** The route's pattern, `/api/Admin/LockUser`. */
  Path: z.string(),
  TargetKind: z.string().nullable(),
  TargetId: z.string().nullable(),
  Ip: z.string(),
  Status: z.number().int(),
});
export type AuditEntrySummary = z.infer<typeof auditEntrySummarySchema>;

export const auditLogSchema = z.object({
  List: z.array(auditEntrySummarySchema),
  /** The next (older) page's cursor; null on the last page. */
  NextCursor: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** One audit entry with the request's details and the target before and after (Admin/GetAuditEntry). */
export const auditEntrySchema = auditEntrySummarySchema.extend({
  UserAgent: z.string(),
  RequestId: z.string(),
  /** What the target was before the change, as the use case reported it; null when it reported nothing. */
  Before: z.record(z.string(), z.unknown()).nullable(),
  /** The call's input (path, query, body or form) with every secret replaced by "[redacted]". */
  After: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
