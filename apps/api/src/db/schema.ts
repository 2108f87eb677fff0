// The one schema drizzle-kit reads; each module owns its tables.
export * from "../modules/account/account.schema.ts";
export * from "../modules/announcements/announcements.schema.ts";
export * from "../modules/billing/billing.schema.ts";
export * from "../modules/blog/blog.schema.ts";
export * from "../modules/contact/contact.schema.ts";
export * from "../modules/coupons/coupons.schema.ts";
export * from "../modules/events/events.schema.ts";
export * from "../modules/forum/forum.schema.ts";
export * from "../modules/hardship/hardship.schema.ts";
export * from "../modules/jobs/jobs.schema.ts";
export * from "../modules/mail/mail.schema.ts";
export * from "../modules/membership/membership.schema.ts";
export * from "../modules/newsletters/newsletters.schema.ts";
export * from "../modules/notifications/notifications.schema.ts";
export * from "../modules/ratelimit/ratelimit.schema.ts";
export * from "../modules/reference/reference.schema.ts";
export * from "../modules/testimonials/testimonials.schema.ts";
