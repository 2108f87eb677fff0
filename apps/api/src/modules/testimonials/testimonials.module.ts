import type { ApiModule } from "../../http/module.ts";
import { testimonialsRepository } from "./testimonials.repository.ts";
import { testimonialRoutes } from "./testimonials.routes.ts";
import { createTestimonialService } from "./testimonials.service.ts";
import { testimonialsExport } from "./testimonials-export.repository.ts";

/** Members' testimonials: submitted by members, approved by administrators, read by everyone. */
export const testimonialsModule: ApiModule = {
  name: "testimonials",
  register(app, deps) {
    deps.personalData.registerExport("testimonials", testimonialsExport.testimonials);
    deps.personalData.register("testimonials", async (tx, userId) => {
      await testimonialsRepository.deleteOfUser(tx, userId);
      return undefined;
    });
    testimonialRoutes(app, deps, createTestimonialService(deps));
  },
};
