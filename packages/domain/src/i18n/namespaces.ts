/**
 * Translation namespaces: one file per language and namespace (`locales/<language>/<namespace>.json`).
 * `common` is what every page needs (layout, navigation, shared form rules); each web feature has its own
 * namespace, which the web loads with that feature's route chunk; `server` holds what only the server says
 * (mails, API messages), which the web never downloads.
 */
export const WEB_NAMESPACES = [
  "common",
  "content",
  "account",
  "membership",
  "hardship",
  "admin",
  "notifications",
  "announcements",
  "blog",
  "testimonials",
  "contact",
  "newsletters",
  "events",
  "forum",
  "enrollment",
  "selfstudy",
  "surveys",
  "credits",
  "manuals",
  "media",
  "seminars",
  "courses",
  "store",
  "locations",
  "orders",
  "donations",
  "addresses",
  "modalities",
  "help",
  "coordinators",
  "profiles",
  "practitioners",
  "coupons",
  "privacy",
  // What a list card or a "latest" section of the blog and the forum says: the home page shows them without
  // downloading either area's whole namespace.
  "teasers",
  // The translation editor beside the original in the administrators' editors (ADR 0097).
  "translations",
] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

export const NAMESPACES = [...WEB_NAMESPACES, "server"] as const;
export type Namespace = (typeof NAMESPACES)[number];
