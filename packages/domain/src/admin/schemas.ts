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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = listDataSchema(adminUserSchema);
