// Route module of the administration area (one lazy chunk).
export { AdminUsersPage } from "../../features/admin/components/admin-users-page.tsx";
