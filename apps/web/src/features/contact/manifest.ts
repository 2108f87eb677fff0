import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The contact area's routes: the app's registry is made of every area's, and features link with `contactRoutes.to`. */
export const contactRoutes = defineRoutes({
  // Not in the spec's route table: the contact form the issue asks for (footer link).
  contact: route(
    "/contact",
    { title: "footer.contactLink", description: "contactPage.lead" },
    { nav: [{ menu: "site", group: "about", rank: 30 }] },
  ),
  adminContact: route(
    "/admin/contact",
    { title: "adminNav.links.contact" },
    { nav: [{ menu: "admin", group: "people", rank: 40 }] },
  ),
});

const pages = chunk("features/contact/routes.tsx", () => import("./routes.tsx"), ["contact"]);

/** The screen each of the contact area's routes shows, from its chunk. */
export const contactArea = defineArea(contactRoutes, {
  contact: screen(pages, (m) => m.ContactPage),
  adminContact: screen(pages, (m) => m.AdminContactPage),
});
