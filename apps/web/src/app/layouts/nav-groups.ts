import { routes } from "../paths.ts";

/**
 * The site's navigation for everyone (ADR 0064): four groups the header opens as disclosures and the footer
 * lists as its sitemap, and two direct links. Every public section of the site is in here once.
 */
export const NAV_GROUPS = [
  {
    id: "learn",
    label: "nav.learn",
    links: [
      { to: routes.courses.pattern, label: "nav.courses" },
      { to: routes.seminars.pattern, label: "nav.seminars" },
      { to: routes.selfStudy.pattern, label: "nav.selfStudy" },
      { to: routes.videos.pattern, label: "nav.videos" },
      { to: routes.downloads.pattern, label: "nav.downloads" },
      { to: routes.myManuals.pattern, label: "nav.manuals" },
    ],
  },
  {
    id: "community",
    label: "nav.community",
    links: [
      { to: routes.blog.pattern, label: "nav.blog" },
      { to: routes.forum.pattern, label: "nav.forum" },
      { to: routes.studyGroupsAndEvents.pattern, label: "nav.studyGroups" },
      { to: routes.announcement.pattern, label: "nav.announcements" },
      { to: routes.testimonials.pattern, label: "nav.testimonials" },
      { to: routes.mailing.pattern, label: "nav.newsletters" },
    ],
  },
  {
    id: "practitioners",
    label: "nav.practitioners",
    links: [
      { to: routes.practitioners.pattern, label: "nav.directory" },
      { to: routes.becomePractitioner.pattern, label: "nav.becomePractitioner" },
      { to: routes.becomeInstructor.pattern, label: "nav.becomeInstructor" },
    ],
  },
  {
    id: "about",
    label: "nav.aboutGroup",
    links: [
      { to: routes.modalities.pattern, label: "nav.modalities" },
      { to: routes.helpCenter.pattern, label: "nav.helpCenter" },
      { to: routes.contact.pattern, label: "footer.contactLink" },
      { to: routes.donation.pattern, label: "nav.donation" },
      { to: routes.ethics.pattern, label: "footer.ethics" },
      { to: routes.about.pattern, label: "nav.aboutUs" },
    ],
  },
] as const;

export type NavGroup = (typeof NAV_GROUPS)[number];

/** Shown as plain links beside the groups. */
export const NAV_DIRECT = [
  { to: routes.store.pattern, label: "nav.store" },
  { to: routes.membership.pattern, label: "nav.membership" },
] as const;
