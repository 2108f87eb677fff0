// Route module of the administration area (one lazy chunk).
export { AdminAuditLogPage } from "./components/admin-audit-log-page.tsx";
export { AdminUsersPage } from "./components/admin-users-page.tsx";
