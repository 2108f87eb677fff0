// Route module of the administration area (one lazy chunk).
export { AdminAuditLogPage } from "../../features/admin/components/admin-audit-log-page.tsx";
export { AdminUsersPage } from "../../features/admin/components/admin-users-page.tsx";
