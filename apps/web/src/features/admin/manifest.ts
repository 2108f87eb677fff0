import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The admin area's routes: the app's registry is made of every area's, and features link with `adminRoutes.to`. */
export const adminRoutes = defineRoutes({
  adminUsers: route(
    "/admin/users",
    { title: "adminNav.links.users" },
    {
      nav: [
        { menu: "admin", group: "people", rank: 10 },
        { menu: "account", group: "member", rank: 40, label: "nav.administration" },
      ],
    },
  ),
  // Every administrator's change, searchable (ADR 0088).
  adminAuditLog: route(
    "/admin/audit-log",
    { title: "adminNav.links.auditLog" },
    { nav: [{ menu: "admin", group: "people", rank: 60 }] },
  ),
});

const pages = chunk("features/admin/routes.tsx", () => import("./routes.tsx"), ["admin"]);

/** The screen each of the admin area's routes shows, from its chunk. */
export const adminArea = defineArea(adminRoutes, {
  adminUsers: screen(pages, (m) => m.AdminUsersPage),
  adminAuditLog: screen(pages, (m) => m.AdminAuditLogPage),
});
