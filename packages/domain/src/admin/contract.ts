import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { recordIdSchema } from "../shared/ids.ts";
import { listQuerySchema } from "../shared/list.ts";
import {
  adminUserListSchema,
  auditEntrySchema,
  auditLogQuerySchema,
  auditLogSchema,
  lockUserBodySchema,
} from "./schemas.ts";

const userIdQuery = z.object({ userId: recordIdSchema() });

export const getUsers = defineCall({
  method: "GET",
  path: "/api/Admin/GetUsers",
  query: listQuerySchema(),
  data: adminUserListSchema,
});

export const lockUser = defineCall({
  method: "POST",
  path: "/api/Admin/LockUser",
  query: userIdQuery,
  // Absent for callers of the original contract (Fastify reads a missing body as null).
  body: lockUserBodySchema.nullish(),
  data: z.null(),
});

export const unlockUser = defineCall({
  method: "POST",
  path: "/api/Admin/UnlockUser",
  query: userIdQuery,
  data: z.null(),
});

export const deleteUser = defineCall({
  method: "DELETE",
  path: "/api/Admin/DeleteUser",
  query: userIdQuery,
  data: z.null(),
});

export const getAuditLog = defineCall({
  method: "GET",
  path: "/api/Admin/GetAuditLog",
  query: auditLogQuerySchema,
  data: auditLogSchema,
});

export const getAuditEntry = defineCall({
  method: "GET",
  path: "/api/Admin/GetAuditEntry",
  query: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  data: auditEntrySchema,
});
