import { type RouteKey, routes } from "../paths.ts";

/** Each entry's translation is `adminNav.links.<label>` (common). */
export type AdminNavLabel =
  | "users"
  | "auditLog"
  | "practitioners"
  | "coordinatorAgreement"
  | "contact"
  | "privacy"
  | "blog"
  | "announcements"
  | "testimonials"
  | "newsletters"
  | "forum"
  | "help"
  | "media"
  | "courses"
  | "seminars"
  | "manuals"
  | "surveys"
  | "credits"
  | "store"
  | "storeOrders"
  | "coupons"
  | "donations";

export interface AdminNavGroup {
  /** Translated as `adminNav.<id>`. */
  id: "people" | "content" | "education" | "commerce";
  entries: readonly { to: RouteKey; label: AdminNavLabel }[];
}

/**
 * Every administration screen, grouped. There is no "Settings" group: every screen is about people, content,
 * education or commerce (the CE cycle is under Education, shipping zones under the store's orders).
 */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    id: "people",
    entries: [
      { to: "adminUsers", label: "users" },
      { to: "adminPractitioners", label: "practitioners" },
      { to: "adminCoordinatorAgreement", label: "coordinatorAgreement" },
      { to: "adminContact", label: "contact" },
      { to: "adminPrivacy", label: "privacy" },
      { to: "adminAuditLog", label: "auditLog" },
    ],
  },
  {
    id: "content",
    entries: [
      { to: "adminBlog", label: "blog" },
      { to: "adminAnnouncements", label: "announcements" },
      { to: "adminTestimonials", label: "testimonials" },
      { to: "adminNewsletters", label: "newsletters" },
      { to: "adminForum", label: "forum" },
      { to: "adminHelp", label: "help" },
      { to: "adminMedia", label: "media" },
    ],
  },
  {
    id: "education",
    entries: [
      { to: "adminCourses", label: "courses" },
      { to: "adminSeminars", label: "seminars" },
      { to: "adminManuals", label: "manuals" },
      { to: "adminSurveys", label: "surveys" },
      { to: "adminCredits", label: "credits" },
    ],
  },
  {
    id: "commerce",
    entries: [
      { to: "adminStore", label: "store" },
      { to: "adminStoreOrders", label: "storeOrders" },
      { to: "adminCoupons", label: "coupons" },
      { to: "adminDonations", label: "donations" },
    ],
  },
];

/** The administration routes the navigation leaves out (a test keeps this empty). */
export function adminRoutesMissingFromNav(): RouteKey[] {
  const listed = new Set(ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.to)));
  return (Object.keys(routes) as RouteKey[]).filter((key) => routes[key].layout === "admin" && !listed.has(key));
}
