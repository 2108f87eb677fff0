import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * A member's data export and erasure (issue 22, ADR 0089). Messages are i18n keys under `privacy.` (namespace
 * `privacy`) and, for what only the server says, `privacyMessages.` / `privacyEmail.` (namespace `server`).
 */

export const PRIVACY_REQUEST_KINDS = ["export", "erasure"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
/** An export is done when it is downloaded; an erasure waits out its grace period, then is done or was cancelled. */
export const PRIVACY_REQUEST_STATUSES = ["pending", "cancelled", "done"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The days between an erasure request and the erasure when `ERASURE_GRACE_DAYS` is not set. */
export const DEFAULT_ERASURE_GRACE_DAYS = 30;

/** The erasure request's body: the member's password, so a session left open elsewhere cannot ask for it. */
export const requestErasureFieldsSchema = z.object({
  Password: z.string({ error: "privacy.passwordRequired" }).min(1, "privacy.passwordRequired").max(200),
});
export type RequestErasureForm = z.input<typeof requestErasureFieldsSchema>;
/** A missing body then fails on the field, so the caller is told which one to send. */
export const requestErasureSchema = z.preprocess((body) => body ?? {}, requestErasureFieldsSchema);

export const pendingErasureSchema = z.object({
  Id: z.number().int(),
  RequestedAt: isoDateTimeSchema,
  /** When the job erases the account unless the request is cancelled before. */
  DueAt: isoDateTimeSchema,
});
export type PendingErasure = z.infer<typeof pendingErasureSchema>;

/** Privacy/GetMyPrivacy: the member's pending erasure, if any, and the grace period a new request would get. */
export const myPrivacySchema = z.object({
  PendingErasure: pendingErasureSchema.nullable(),
  GraceDays: z.number().int(),
});
export type MyPrivacy = z.infer<typeof myPrivacySchema>;

export const adminPrivacyListQuerySchema = listQuerySchema({ defaultPageSize: 20 }).extend({
  kind: z.enum(["all", ...PRIVACY_REQUEST_KINDS], { error: "privacy.kindInvalid" }).default("all"),
  status: z.enum(["all", ...PRIVACY_REQUEST_STATUSES], { error: "privacy.statusInvalid" }).default("all"),
});
export type AdminPrivacyListQuery = z.infer<typeof adminPrivacyListQuerySchema>;

/** One request in the administrator's list; `Name` is empty once the account is erased. */
export const privacyRequestItemSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  Name: z.string(),
  Kind: z.enum(PRIVACY_REQUEST_KINDS),
  Status: z.enum(PRIVACY_REQUEST_STATUSES),
  RequestedAt: isoDateTimeSchema,
  DueAt: isoDateTimeSchema.nullable(),
  DoneAt: isoDateTimeSchema.nullable(),
  CancelledAt: isoDateTimeSchema.nullable(),
});
export type PrivacyRequestItem = z.infer<typeof privacyRequestItemSchema>;
export const privacyRequestListSchema = listDataSchema(privacyRequestItemSchema);
