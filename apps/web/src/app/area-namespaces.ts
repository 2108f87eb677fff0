import type { WebNamespace } from "@haa/domain";

/**
 * The translation namespaces each lazily loaded part of the app needs besides `common`, keyed by its module
 * under src/app; they load alongside its chunk. A test checks every key group the part's features use.
 */
export const LAZY_NAMESPACES = {
  // The home page shows the latest blog and forum posts, whose words are in the small `teasers` namespace.
  "routes/content.tsx": ["content", "teasers"],
  "routes/legal.tsx": ["content"],
  "routes/account.tsx": ["account"],
  // Sign-up shows the membership payment dialog.
  "routes/register.tsx": ["account", "membership"],
  "routes/account-settings.tsx": ["account", "addresses", "profiles", "privacy"],
  "routes/profiles.tsx": ["profiles"],
  "routes/membership.tsx": ["membership"],
  "routes/hardship.tsx": ["hardship"],
  "routes/admin.tsx": ["admin"],
  "routes/notifications.tsx": ["notifications"],
  "routes/announcements.tsx": ["announcements"],
  // The administrator's editor and list carry the content translations' editor (ADR 0097).
  "routes/announcements-admin.tsx": ["announcements", "translations"],
  "routes/blog.tsx": ["blog", "teasers"],
  "routes/blog-admin.tsx": ["blog", "teasers"],
  "routes/testimonials.tsx": ["testimonials"],
  "routes/coordinators.tsx": ["coordinators"],
  "routes/contact.tsx": ["contact"],
  "routes/privacy-admin.tsx": ["privacy"],
  "routes/newsletters.tsx": ["newsletters"],
  "routes/newsletters-admin.tsx": ["newsletters"],
  // An administrator edits an event's translations beside its form (ADR 0097).
  "routes/events.tsx": ["events", "translations"],
  // The card form's field names and rules are the membership payment's (`billing.*`).
  "routes/enrollment.tsx": ["enrollment", "membership"],
  // The administrators' seminar editor (in this chunk) translates a seminar's notes (ADR 0097).
  "routes/seminars.tsx": ["seminars", "translations"],
  "routes/courses.tsx": ["courses"],
  // The product page carries the orders area's "Add to cart" button.
  "routes/store.tsx": ["store", "orders"],
  // The administration chunks edit their items' translations beside the originals (ADR 0097).
  "routes/store-admin.tsx": ["store", "translations"],
  "routes/courses-admin.tsx": ["courses", "translations"],
  "routes/forum.tsx": ["forum", "teasers"],
  "routes/forum-admin.tsx": ["forum", "teasers", "translations"],
  "routes/selfstudy.tsx": ["selfstudy"],
  "routes/surveys.tsx": ["surveys"],
  "routes/surveys-admin.tsx": ["surveys"],
  "routes/credits.tsx": ["credits"],
  "routes/manuals.tsx": ["manuals"],
  "routes/manuals-admin.tsx": ["manuals"],
  "routes/locations.tsx": ["locations"],
  // The card form's field names and rules are the membership payment's (`billing.*`).
  "routes/orders.tsx": ["orders", "membership"],
  "routes/orders-admin.tsx": ["orders"],
  "routes/coupons-admin.tsx": ["coupons"],
  "routes/credits-admin.tsx": ["credits"],
  // The card fields' names and rules are the membership payment's (`billing.*`).
  "routes/donations.tsx": ["donations", "membership"],
  "routes/donations-admin.tsx": ["donations"],
  "routes/media.tsx": ["media"],
  "routes/media-admin.tsx": ["media", "translations"],
  "routes/help.tsx": ["help"],
  "routes/help-admin.tsx": ["help"],
  "routes/modalities.tsx": ["modalities"],
  "routes/practitioners.tsx": ["practitioners"],
  "routes/practitioners-admin.tsx": ["practitioners"],
  "login-dialog-host.tsx": ["account"],
} as const satisfies Record<string, readonly WebNamespace[]>;

export type LazyPart = keyof typeof LAZY_NAMESPACES;
