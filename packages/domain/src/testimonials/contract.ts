import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  addTestimonialSchema,
  adminTestimonialListQuerySchema,
  adminTestimonialListSchema,
  featureTestimonialSchema,
  rejectTestimonialSchema,
  testimonialListQuerySchema,
  testimonialListSchema,
  testimonialReceiptSchema,
} from "./testimonials.ts";

const idParams = idParamsSchema("testimonial.notFound");

export const getTestimonials = defineCall({
  method: "GET",
  path: "/api/Testimonial/GetTestimonials",
  query: testimonialListQuerySchema,
  data: testimonialListSchema,
});

export const addTestimonial = defineCall({
  method: "POST",
  path: "/api/Testimonial/AddTestimonial",
  body: addTestimonialSchema,
  data: testimonialReceiptSchema,
});

export const getAdminTestimonials = defineCall({
  method: "GET",
  path: "/api/Testimonial/GetAdminTestimonials",
  query: adminTestimonialListQuerySchema,
  data: adminTestimonialListSchema,
});

export const approveTestimonial = defineCall({
  method: "PUT",
  path: "/api/Testimonial/ApproveTestimonial/:id",
  params: idParams,
  data: z.null(),
});

export const rejectTestimonial = defineCall({
  method: "PUT",
  path: "/api/Testimonial/RejectTestimonial/:id",
  params: idParams,
  body: rejectTestimonialSchema,
  data: z.null(),
});

export const featureTestimonial = defineCall({
  method: "PUT",
  path: "/api/Testimonial/FeatureTestimonial/:id",
  params: idParams,
  body: featureTestimonialSchema,
  data: z.null(),
});

export const deleteTestimonial = defineCall({
  method: "DELETE",
  path: "/api/Testimonial/DeleteTestimonial/:id",
  params: idParams,
  data: z.null(),
});
