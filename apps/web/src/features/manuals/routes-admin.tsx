// Route module of the manuals' administration, apart so members reading their manuals never download it, and its
// loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminManualsQuery } from "./api/manuals.ts";

export { AdminManualsPage } from "./components/admin-manuals-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/manuals: every manual (the table, and the grant form's choice).
  adminManuals: adminLoader(({ client }) => [client.ensureQueryData(adminManualsQuery())]),
};
