import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The testimonials area's routes: the app's registry is made of every area's, and features link with `testimonialsRoutes.to`. */
export const testimonialsRoutes = defineRoutes({
  testimonials: route(
    "/Testimonials",
    { title: "nav.testimonials", description: "testimonialsPage.lead" },
    { nav: [{ menu: "site", group: "community", rank: 50 }] },
  ),
  adminTestimonials: route(
    "/admin/testimonials",
    { title: "adminNav.links.testimonials" },
    { nav: [{ menu: "admin", group: "content", rank: 30 }] },
  ),
});

const pages = chunk("features/testimonials/routes.tsx", () => import("./routes.tsx"), ["testimonials"]);

/** The screen each of the testimonials area's routes shows, from its chunk. */
export const testimonialsArea = defineArea(testimonialsRoutes, {
  testimonials: screen(pages, (m) => m.TestimonialsPage),
  adminTestimonials: screen(pages, (m) => m.AdminTestimonialsPage),
});
