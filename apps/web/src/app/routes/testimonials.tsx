// Route module of the testimonials area (one lazy chunk): the public page and its administration.
import { testimonialListParams, testimonialsQuery } from "../../features/testimonials/api/testimonials.ts";
import { type Loaders, screenLoader } from "../route-loader.ts";

export { AdminTestimonialsPage } from "../../features/testimonials/components/admin-testimonials-page.tsx";
export { TestimonialsPage } from "../../features/testimonials/components/testimonials-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098): the page of testimonials the URL names. */
export const loaders: Loaders = {
  testimonials: screenLoader(({ client, url }) => [
    client.ensureQueryData(testimonialsQuery(testimonialListParams(url.searchParams))),
  ]),
};
