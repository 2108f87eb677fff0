import { type RouteKey, routeKeyOf } from "./paths.ts";

/**
 * The public pages the server renders to HTML with their data (ADR 0096): what a visitor, a search engine or a
 * reader without JavaScript opens. Member and administration screens are the reader's own and stay rendered in
 * the browser, as does any page that is a step of a flow (checkout, confirmations).
 */
export const SERVER_RENDERED: ReadonlySet<RouteKey> = new Set<RouteKey>([
  // The front door and the way in.
  "home",
  "membership",
  "register",
  // Learning: the catalogue, its sections and a course; the seminars and a seminar.
  "courses",
  "beginnerCourses",
  "courseLibrary",
  "courseDetail",
  "paramaCourses",
  "paramaEssentialFounders",
  "paramaStudyGroups",
  "paramaSpecialtyCourses",
  "paramaBreakthroughCourses",
  "paramaGroupSessions",
  "courseDetailParama",
  "selfStudy",
  // How to become a practitioner or an instructor, and each programme's page.
  "becomePractitioner",
  "becomePractitionerCbp",
  "becomePractitionerAdvCbp",
  "becomePractitionerCbpa",
  "becomeInstructor",
  "becomeInstructorTbat",
  "becomeInstructorBat",
  "becomeInstructorCbi",
  "becomeInstructorAdvCbi",
  "becomeInstructorBri",
  "becomeInstructorMsi",
  "becomeInstructorCbiA",
  "becomeInstructorFfi",
  "seminars",
  "courseSeminar",
  "courseSeminarIba",
  // The store and a product.
  "store",
  "storeDetails",
  // Community: the blog and an article, the forum and a post, study groups and events.
  "blog",
  "article",
  "forum",
  "howForum",
  "forumPostDetail",
  "studyGroupsAndEvents",
  // The rest of the community's public pages: testimonials, announcements, the newsletter archive and an issue,
  // videos and downloads, contact and donations.
  "testimonials",
  "announcement",
  "newAnnouncement",
  "mailing",
  "mailingIssue",
  "videos",
  "downloads",
  "contact",
  "donation",
  // The practitioner directories and a practitioner.
  "practitioners",
  "animalPractitioners",
  "advancedPractitioners",
  "paramaPractitioners",
  "instructors",
  "breakthroughPractitioners",
  "practitionerDetail",
  // The help centre and a topic.
  "helpCenter",
  "helpTopic",
  // The modalities.
  "modalities",
  "mindscape",
  "modalityFreefall",
  "modalityAccess",
  "modalityAnimals",
  "breakthrough",
  "modalityCore",
  // About us and the legal pages.
  "about",
  "termsAndConditions",
  "termsOfService",
  "privacyPolicy",
  "ethics",
]);

/** Whether the page at `pathname` is rendered on the server. */
export function isServerRendered(pathname: string): boolean {
  const key = routeKeyOf(pathname);
  return key !== undefined && SERVER_RENDERED.has(key);
}
