// Route module of the administration area (one lazy chunk), and the users table's loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { auditLogQuery, FIRST_AUDIT_LOG_PAGE } from "./api/get-audit-log.ts";
import { FIRST_USERS_PAGE, usersQuery } from "./api/get-users.ts";

export { AdminAuditLogPage } from "./components/admin-audit-log-page.tsx";
export { AdminUsersPage } from "./components/admin-users-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/users: the table's first page.
  adminUsers: adminLoader(({ client }) => [client.ensureQueryData(usersQuery(FIRST_USERS_PAGE))]),
  // /admin/audit-log: the newest page, unfiltered.
  adminAuditLog: adminLoader(({ client }) => [client.ensureQueryData(auditLogQuery(FIRST_AUDIT_LOG_PAGE))]),
};
