import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
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
