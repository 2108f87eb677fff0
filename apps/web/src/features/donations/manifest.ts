import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The donations area's routes: the app's registry is made of every area's, and features link with `donationsRoutes.to`. */
export const donationsRoutes = defineRoutes({
  donation: route(
    "/donation",
    { title: "nav.donation", description: "donationPage.lead" },
    { nav: [{ menu: "site", group: "about", rank: 40 }] },
  ),
  // Every donation, filtered and totalled: refund, stop a yearly plan, CSV (ADR 0052).
  adminDonations: route(
    "/admin/donations",
    { title: "adminNav.links.donations" },
    { nav: [{ menu: "admin", group: "commerce", rank: 40 }] },
  ),
});

const pages = chunk("features/donations/routes.tsx", () => import("./routes.tsx"), ["donations", "membership"]);
const admin = chunk("features/donations/routes-admin.tsx", () => import("./routes-admin.tsx"), ["donations"]);

/** The screen each of the donations area's routes shows, from its chunk. */
export const donationsArea = defineArea(donationsRoutes, {
  donation: screen(pages, (m) => m.DonationPage),
  adminDonations: screen(admin, (m) => m.AdminDonationsPage),
});
