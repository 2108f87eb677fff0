// Route module of the testimonials area (one lazy chunk): the public page and its administration.

import { adminLoader, type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import {
  adminTestimonialParams,
  adminTestimonialsQuery,
  testimonialListParams,
  testimonialsQuery,
} from "./api/testimonials.ts";

export { AdminTestimonialsPage } from "./components/admin-testimonials-page.tsx";
export { TestimonialsPage } from "./components/testimonials-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098): the page of testimonials the URL names. */
export const loaders: Loaders = {
  testimonials: screenLoader(({ client, url }) => [
    client.ensureQueryData(testimonialsQuery(testimonialListParams(url.searchParams))),
  ]),
  // /admin/testimonials: the moderation list under the address's status and page.
  adminTestimonials: adminLoader(({ client, url }) => [
    client.ensureQueryData(adminTestimonialsQuery(adminTestimonialParams(url.searchParams))),
  ]),
};
