/**
 * Typed registry of every route of the spec (001 §2, plus the admin screen). The router builds one route
 * per entry: every route gets its screen's lazy module in its layout.
 */

/** `member` and `admin` sit inside the main layout: the member area's and the administration's side navigation. */
export type Layout = "main" | "register" | "help" | "billing" | "member" | "admin";

/** Content areas: which part of the site a route belongs to (kept on the route's handle). */
export type Area =
  | "pages"
  | "account"
  | "membership"
  | "profile"
  | "courses"
  | "seminars"
  | "store"
  | "forum"
  | "blog"
  | "practitioners"
  | "locations"
  | "coordinators"
  | "events"
  | "notifications"
  | "media"
  | "announcements"
  | "testimonials"
  | "modalities"
  | "instructors"
  | "help"
  | "billing"
  | "donations"
  | "community"
  | "admin";

export interface RouteDef<P extends string = string> {
  readonly pattern: P;
  readonly area: Area;
  readonly layout: Layout;
}

function route<const P extends string>(pattern: P, area: Area, layout?: Layout): RouteDef<P> {
  // Every administration screen is in the administration shell.
  return { pattern, area, layout: layout ?? (area === "admin" ? "admin" : "main") };
}

export const routes = {
  // Main layout
  home: route("/", "pages"),
  termsOfService: route("/terms-of-service", "pages"),
  testimonials: route("/Testimonials", "testimonials"),
  notifications: route("/notifications", "notifications", "member"),
  termsAndConditions: route("/termsandconditions", "pages"),
  privacyPolicy: route("/privacypolicy", "pages"),
  ethics: route("/ethics", "pages"),
  about: route("/About", "pages"),
  downloads: route("/Downloads", "media"),
  membership: route("/membership", "membership"),
  blog: route("/blog", "blog"),
  article: route("/article/:id", "blog"),
  videos: route("/videos", "media"),
  breakthroughPractitioners: route("/breakthroughpractitioners", "practitioners"),
  error: route("/error", "pages"),

  // Profile (/profile redirects to the overview)
  // Only a redirect (to the overview): it needs no member layout around it.
  profile: route("/profile", "profile"),
  profileMembershipOverview: route("/profile/membershipoverview", "profile", "member"),
  profileNewsletter: route("/profile/newsletter", "profile", "member"),
  profileMembership: route("/profile/membership", "profile", "member"),
  profilePurchases: route("/profile/purchases", "profile", "member"),
  profileCoordinating: route("/profile/coordinating", "profile", "member"),
  profileNotifications: route("/profile/notifications", "profile", "member"),
  profileAccount: route("/profile/account", "profile", "member"),
  profileInstructor: route("/profile/instructor", "profile", "member"),
  profileCredentials: route("/profile/credentials", "profile", "member"),
  profileBio: route("/profile/bio", "profile", "member"),
  profileCourses: route("/profile/courses", "profile", "member"),
  profileStudents: route("/profile/profilestudents/:id", "profile", "member"),
  profileOrderPurchases: route("/profile/orderpurchases", "profile", "member"),
  profileIbaCoordinator: route("/profile/ibacoordinator", "profile", "member"),
  profileCbpAgreement: route("/profile/CBPagreement", "profile", "member"),
  profileLicensingDetails: route("/profile/licensingdetails", "profile", "member"),
  profileViewInvitation: route("/profile/viewinvitation", "profile", "member"),

  // Seminars, coordinators, locations, students
  seminars: route("/seminars", "seminars"),
  coordinators: route("/coordinators", "coordinators", "member"),
  coordinatorArchived: route("/coordinatorarchived", "coordinators", "member"),
  coordinatorConfirmation: route("/coordinatorconfirmation", "coordinators"),
  location: route("/location", "locations", "member"),
  locationArchived: route("/location/locationarchived", "locations", "member"),
  students: route("/students/:id", "seminars", "member"),
  mailing: route("/mailing", "community"),
  // Newsletters (ADR 0027): an archived issue, the visitor's confirmation link, the unsubscribe link's page.
  mailingIssue: route("/mailing/issue/:id", "community"),
  mailingConfirm: route("/mailing/confirm", "community"),
  mailingUnsubscribe: route("/mailing/unsubscribe", "community"),

  // Media, self-study, announcements
  myManuals: route("/mymanuals", "media", "member"),
  mySelfStudy: route("/myselfstudy", "courses", "member"),
  mySelfStudySubjectCourses: route("/myselfstudy/subjectcourses", "courses"),
  announcement: route("/announcement", "announcements"),
  newAnnouncement: route("/newannouncement/:id", "announcements"),
  purchaseDetail: route("/purchasedetail", "store"),
  coursesDetail: route("/coursesdetail", "courses"),
  myCeus: route("/myceus", "courses", "member"),

  // Community
  forum: route("/forum", "forum"),
  howForum: route("/howforum", "forum"),
  forumPostDetail: route("/forum/postdetail/:id", "forum"),
  hardshipApplication: route("/hardshipapplication", "membership", "member"),
  studyGroupsAndEvents: route("/studygroupsandevents", "events"),
  takeSurvey: route("/takesurvey", "community"),
  // Not in the spec's route table: the contact form the issue asks for (footer link).
  contact: route("/contact", "community"),

  // Practitioners
  practitionerDetail: route("/practitioner/practitionerdetail/:id", "practitioners"),
  becomePractitioner: route("/becomepractitioner", "practitioners"),
  becomePractitionerCbp: route("/becomepractitioner/CBP", "practitioners"),
  becomePractitionerAdvCbp: route("/becomepractitioner/AdvCBP", "practitioners"),
  becomePractitionerCbpa: route("/becomepractitioner/CBPA", "practitioners"),
  practitioners: route("/bodytalkpractitioners", "practitioners"),
  animalPractitioners: route("/animalpractitioner", "practitioners"),
  advancedPractitioners: route("/advancedpractitioner", "practitioners"),
  paramaPractitioners: route("/paramapractitioner", "practitioners"),
  instructors: route("/instructor", "practitioners"),

  // Store
  store: route("/store", "store"),
  storeDetails: route("/store/storedetails/:id", "store"),
  storeError: route("/store/storeerror", "store"),
  cart: route("/store/cart", "store"),
  redirectPage: route("/redirectpage", "store"),
  instructorCheckout: route("/instructorcheckout", "store", "member"),

  // Courses
  courses: route("/courses", "courses"),
  beginnerCourses: route("/beginnercourses", "courses"),
  selfStudy: route("/selfstudy", "courses"),
  courseLibrary: route("/courselibrary", "courses"),
  courseDetail: route("/courses/detail/:id", "courses"),
  courseSeminar: route("/courses/:seminarID", "courses"),
  // The spec writes this one literally; a static segment outranks /courses/:seminarID.
  courseSeminarIba: route("/courses/seminarID-IBA", "courses"),
  courseDetailParama: route("/courses/detailparama", "courses"),
  paramaCourses: route("/paramacourses", "courses"),
  paramaEssentialFounders: route("/paramacourses/essentialfounders", "courses"),
  paramaStudyGroups: route("/paramacourses/studygroups", "courses"),
  paramaSpecialtyCourses: route("/paramacourses/specialtycourses", "courses"),
  paramaBreakthroughCourses: route("/paramacourses/breakthroughcourses", "courses"),
  paramaGroupSessions: route("/paramacourses/groupsessions", "courses"),

  // Membership
  membershipRenewal: route("/membershiprenewal", "membership", "member"),
  membershipUpgrade: route("/membershipupgrade", "membership", "member"),
  manageMembership: route("/managemembership", "membership", "member"),
  manageInstructorMembership: route("/manageinstructormembership", "membership", "member"),
  membershipRenewalInstructor: route("/membershiprenewalinstructor", "membership", "member"),

  // Become an instructor
  becomeInstructor: route("/becomeinstructor", "instructors"),
  becomeInstructorTbat: route("/becomeinstructor/TBAT", "instructors"),
  becomeInstructorBat: route("/becomeinstructor/BAT", "instructors"),
  becomeInstructorCbi: route("/becomeinstructor/CBI", "instructors"),
  becomeInstructorAdvCbi: route("/becomeinstructor/AdvCBI", "instructors"),
  becomeInstructorBri: route("/becomeinstructor/BrI", "instructors"),
  becomeInstructorMsi: route("/becomeinstructor/MSI", "instructors"),
  becomeInstructorCbiA: route("/becomeinstructor/CBI-A", "instructors"),
  becomeInstructorFfi: route("/becomeinstructor/FFI", "instructors"),

  // Modalities
  modalities: route("/modalities", "modalities"),
  mindscape: route("/mindscape", "modalities"),
  modalityFreefall: route("/modalityfreefall", "modalities"),
  modalityAccess: route("/bodytalkaccess", "modalities"),
  modalityAnimals: route("/bodytalkforanimals", "modalities"),
  breakthrough: route("/breakthrough", "modalities"),
  modalityCore: route("/bodytalk", "modalities"),

  // Help layout
  helpCenter: route("/helpcenter", "help", "help"),
  helpTopic: route("/topic", "help", "help"),

  // Billing layout and checkouts
  checkout: route("/checkout", "billing", "billing"),
  checkoutBillingSuccess: route("/checkout/billingsuccess", "billing", "billing"),
  checkoutBillingCross: route("/checkout/billingcross", "billing", "billing"),
  courseCheckout: route("/coursecheckout", "billing"),
  manualCheckout: route("/manualcheckout", "billing"),
  confirmPaypalPayment: route("/confirmpaypalpayment", "billing"),
  cancelPaypalPayment: route("/cancelpaypalpayment", "billing"),
  donation: route("/donation", "donations"),

  // Account
  confirmEmail: route("/confirmemail/:userId", "account"),
  register: route("/register", "account", "register"),
  forgotPassword: route("/forgotpassword", "account", "register"),
  confirmPassword: route("/ConfirmPassword", "account", "register"),

  // Administration
  adminUsers: route("/admin/users", "admin"),
  // Every administrator's change, searchable (ADR 0088).
  adminAuditLog: route("/admin/audit-log", "admin"),
  adminAnnouncements: route("/admin/announcements", "admin"),
  adminBlog: route("/admin/blog", "admin"),
  adminMedia: route("/admin/media", "admin"),
  // The help centre's topics and articles (ADR 0047).
  adminHelp: route("/admin/help", "admin"),
  adminTestimonials: route("/admin/testimonials", "admin"),
  adminContact: route("/admin/contact", "admin"),
  // Members' data exports and erasure requests (ADR 0089).
  adminPrivacy: route("/admin/privacy", "admin"),
  adminNewsletters: route("/admin/newsletters", "admin"),
  adminForum: route("/admin/forum", "admin"),
  adminSurveys: route("/admin/surveys", "admin"),
  // The instructor's evaluation results beside the survey itself (ADR 0033).
  takeSurveyResults: route("/takesurvey/results", "community"),
  adminSeminars: route("/admin/seminars", "admin"),
  // The store's back office (ADR 0036).
  adminStore: route("/admin/store", "admin"),
  // The coordinator agreement's text and versions (ADR 0046).
  adminCoordinatorAgreement: route("/admin/coordinator-agreement", "admin"),
  adminCourses: route("/admin/courses", "admin"),
  adminManuals: route("/admin/manuals", "admin"),
  // The store's orders and shipping table, one screen with tabs (ADR 0037).
  adminStoreOrders: route("/admin/store-orders", "admin"),
  // The directory's administration: types, verified credentials, unlisting (ADR 0044).
  adminPractitioners: route("/admin/practitioners", "admin"),
  // Discount codes: list, create, edit, expire, (de)activate (ADR 0048).
  adminCoupons: route("/admin/coupons", "admin"),
  // The CE cycle every member's credit window follows (ADR 0048).
  adminCredits: route("/admin/credits", "admin"),
  // Every donation, filtered and totalled: refund, stop a yearly plan, CSV (ADR 0052).
  adminDonations: route("/admin/donations", "admin"),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type ParamArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

/** Builds a concrete path: `pathTo("confirmEmail", { userId: 4 })` gives "/confirmemail/4". */
export function pathTo<K extends RouteKey>(key: K, ...args: ParamArgs<(typeof routes)[K]["pattern"]>): string {
  const params: Record<string, string | number> = args[0] ?? {};
  return routes[key].pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
}

let segmented: [RouteKey, string[]][] | null = null;

/**
 * Which registered route a path opens, matched the way the router matches (letters in any case, a trailing
 * slash ignored, a `:name` segment taking any one segment, a fixed segment beating a parameter), but without
 * building a regular expression per route: the router is handed only the routes a reader opens (router.tsx).
 */
export function routeKeyOf(pathname: string): RouteKey | undefined {
  segmented ??= (Object.keys(routes) as RouteKey[]).map((key) => [
    key,
    routes[key].pattern.toLowerCase().split("/").filter(Boolean),
  ]);
  const parts = pathname.toLowerCase().split("/").filter(Boolean);
  let best: RouteKey | undefined;
  let bestFixed = -1;
  for (const [key, pattern] of segmented) {
    if (pattern.length !== parts.length) continue;
    let fixed = 0;
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(":")) return true;
      fixed += 1;
      return segment === parts[i];
    });
    if (matches && fixed > bestFixed) {
      best = key;
      bestFixed = fixed;
    }
  }
  return best;
}

/** Shorthand for the static paths used in links. */
export const paths = {
  home: routes.home.pattern,
  membership: routes.membership.pattern,
  register: routes.register.pattern,
  forgotPassword: routes.forgotPassword.pattern,
  termsAndConditions: routes.termsAndConditions.pattern,
  privacyPolicy: routes.privacyPolicy.pattern,
  ethics: routes.ethics.pattern,
  about: routes.about.pattern,
  courses: routes.courses.pattern,
  practitioners: routes.practitioners.pattern,
  blog: routes.blog.pattern,
  forum: routes.forum.pattern,
  howForum: routes.howForum.pattern,
  store: routes.store.pattern,
  manageMembership: routes.manageMembership.pattern,
  profile: routes.profile.pattern,
  profileAccount: routes.profileAccount.pattern,
  adminUsers: routes.adminUsers.pattern,
  adminAnnouncements: routes.adminAnnouncements.pattern,
  notifications: routes.notifications.pattern,
  profileNotifications: routes.profileNotifications.pattern,
  announcement: routes.announcement.pattern,
  adminBlog: routes.adminBlog.pattern,
  adminMedia: routes.adminMedia.pattern,
  adminHelp: routes.adminHelp.pattern,
  helpCenter: routes.helpCenter.pattern,
  helpTopic: routes.helpTopic.pattern,
  modalities: routes.modalities.pattern,
  testimonials: routes.testimonials.pattern,
  contact: routes.contact.pattern,
  adminTestimonials: routes.adminTestimonials.pattern,
  adminContact: routes.adminContact.pattern,
  adminPrivacy: routes.adminPrivacy.pattern,
  mailing: routes.mailing.pattern,
  profileNewsletter: routes.profileNewsletter.pattern,
  adminNewsletters: routes.adminNewsletters.pattern,
  adminForum: routes.adminForum.pattern,
  adminSurveys: routes.adminSurveys.pattern,
  adminSeminars: routes.adminSeminars.pattern,
  adminStore: routes.adminStore.pattern,
  adminCoordinatorAgreement: routes.adminCoordinatorAgreement.pattern,
  adminCourses: routes.adminCourses.pattern,
  adminManuals: routes.adminManuals.pattern,
  adminStoreOrders: routes.adminStoreOrders.pattern,
  adminPractitioners: routes.adminPractitioners.pattern,
  adminCoupons: routes.adminCoupons.pattern,
  adminCredits: routes.adminCredits.pattern,
  adminDonations: routes.adminDonations.pattern,
} as const;
