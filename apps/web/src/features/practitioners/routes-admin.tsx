// Route module of the directory's administration (its own chunk: visitors of the directory never load it), and
// its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminPractitionersQuery, FIRST_ADMIN_PRACTITIONERS } from "./api/practitioners.ts";

export { AdminPractitionersPage } from "./components/admin-practitioners-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/practitioners: the list's first page.
  adminPractitioners: adminLoader(({ client }) => [
    client.ensureQueryData(adminPractitionersQuery(FIRST_ADMIN_PRACTITIONERS)),
  ]),
};
