// Route module of the donation administration (its own chunk: visitors never download it), and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminDonationParams, adminDonationsQuery } from "./api/donations.ts";

export { AdminDonationsPage } from "./admin/admin-donations-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/donations: the page of the list the address names, under its filters.
  adminDonations: adminLoader(({ client, url }) => [
    client.ensureQueryData(adminDonationsQuery(adminDonationParams(url.searchParams))),
  ]),
};
