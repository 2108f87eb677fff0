import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The practitioners area's routes: the app's registry is made of every area's, and features link with `practitionersRoutes.to`. */
export const practitionersRoutes = defineRoutes({
  breakthroughPractitioners: route("/breakthroughpractitioners", {
    title: "pageTitle.breakthroughPractitioners",
    description: "pageDescription.practitioners",
  }),
  practitionerDetail: route("/practitioner/practitionerdetail/:id", {
    title: "nav.directory",
    description: "pageDescription.practitioners",
  }),
  practitioners: route(
    "/bodytalkpractitioners",
    { title: "nav.directory", description: "pageDescription.practitioners" },
    { nav: [{ menu: "site", group: "practitioners", rank: 10 }] },
  ),
  animalPractitioners: route("/animalpractitioner", {
    title: "pageTitle.animalPractitioners",
    description: "pageDescription.practitioners",
  }),
  advancedPractitioners: route("/advancedpractitioner", {
    title: "pageTitle.advancedPractitioners",
    description: "pageDescription.practitioners",
  }),
  paramaPractitioners: route("/paramapractitioner", {
    title: "pageTitle.paramaPractitioners",
    description: "pageDescription.practitioners",
  }),
  instructors: route("/instructor", {
    title: "pageTitle.instructors",
    description: "pageDescription.practitioners",
  }),
  // The directory's administration: types, verified credentials, unlisting (ADR 0044).
  adminPractitioners: route(
    "/admin/practitioners",
    { title: "adminNav.links.practitioners" },
    { nav: [{ menu: "admin", group: "people", rank: 20 }] },
  ),
});

const pages = chunk("features/practitioners/routes.tsx", () => import("./routes.tsx"), ["practitioners"]);
const admin = chunk("features/practitioners/routes-admin.tsx", () => import("./routes-admin.tsx"), ["practitioners"]);

/** The screen each of the practitioners area's routes shows, from its chunk. */
export const practitionersArea = defineArea(practitionersRoutes, {
  breakthroughPractitioners: screen(pages, (m) => m.PractitionersPage),
  practitionerDetail: screen(pages, (m) => m.PractitionerDetailPage),
  practitioners: screen(pages, (m) => m.PractitionersPage),
  animalPractitioners: screen(pages, (m) => m.PractitionersPage),
  advancedPractitioners: screen(pages, (m) => m.PractitionersPage),
  paramaPractitioners: screen(pages, (m) => m.PractitionersPage),
  instructors: screen(pages, (m) => m.PractitionersPage),
  adminPractitioners: screen(admin, (m) => m.AdminPractitionersPage),
});
