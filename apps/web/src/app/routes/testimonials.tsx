// Route module of the testimonials area (one lazy chunk): the public page and its administration.
export { AdminTestimonialsPage } from "../../features/testimonials/components/admin-testimonials-page.tsx";
export { TestimonialsPage } from "../../features/testimonials/components/testimonials-page.tsx";
