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

/**
 * What a page's <head> says (ADR 0095): `title` is a `common` key (the browser sets it on every navigation), and
 * a public page names its `description` (any namespace: only the server reads it, which holds every catalogue).
 * A page without a description is private: the server marks it noindex and the sitemap leaves it out.
 */
export interface PageHeadKeys {
  readonly title: string;
  readonly description?: string;
}

export interface RouteDef<P extends string = string> extends PageHeadKeys {
  readonly pattern: P;
  readonly area: Area;
  readonly layout: Layout;
}

// The head keeps its literal keys, so the type check knows each title is a key of the catalogue `t` reads.
function route<const P extends string, const H extends PageHeadKeys>(
  pattern: P,
  area: Area,
  head: H,
  layout?: Layout,
): RouteDef<P> & H {
  // Every administration screen is in the administration shell.
  return { pattern, area, ...head, layout: layout ?? (area === "admin" ? "admin" : "main") };
}

export const routes = {
  // Main layout
  home: route("/", "pages", { title: "common.tagline", description: "home.lead" }),
  termsOfService: route("/terms-of-service", "pages", {
    title: "footer.termsOfService",
    description: "legal.service.lead",
  }),
  testimonials: route("/Testimonials", "testimonials", {
    title: "nav.testimonials",
    description: "testimonialsPage.lead",
  }),
  notifications: route("/notifications", "notifications", { title: "nav.notifications" }, "member"),
  termsAndConditions: route("/termsandconditions", "pages", { title: "footer.terms", description: "legal.terms.lead" }),
  privacyPolicy: route("/privacypolicy", "pages", { title: "footer.privacy", description: "legal.privacy.lead" }),
  ethics: route("/ethics", "pages", { title: "footer.ethics", description: "legal.ethics.lead" }),
  about: route("/About", "pages", { title: "nav.aboutUs", description: "legal.about.lead" }),
  downloads: route("/Downloads", "media", { title: "nav.downloads", description: "downloads.intro" }),
  membership: route("/membership", "membership", { title: "nav.membership", description: "membershipPage.lead" }),
  blog: route("/blog", "blog", { title: "nav.blog", description: "blog.lead" }),
  article: route("/article/:id", "blog", { title: "nav.blog", description: "blog.lead" }),
  videos: route("/videos", "media", { title: "nav.videos", description: "videos.intro" }),
  breakthroughPractitioners: route("/breakthroughpractitioners", "practitioners", {
    title: "pageTitle.breakthroughPractitioners",
    description: "pageDescription.practitioners",
  }),
  error: route("/error", "pages", { title: "pageTitle.notFound" }),

  // Profile (/profile redirects to the overview)
  // Only a redirect (to the overview): it needs no member layout around it.
  profile: route("/profile", "profile", { title: "memberArea.titles.profile" }),
  profileMembershipOverview: route(
    "/profile/membershipoverview",
    "profile",
    { title: "memberNav.links.overview" },
    "member",
  ),
  profileNewsletter: route("/profile/newsletter", "profile", { title: "memberNav.links.newsletters" }, "member"),
  profileMembership: route("/profile/membership", "profile", { title: "memberNav.links.billing" }, "member"),
  profilePurchases: route("/profile/purchases", "profile", { title: "memberNav.links.purchases" }, "member"),
  profileCoordinating: route("/profile/coordinating", "profile", { title: "memberNav.links.coordinating" }, "member"),
  profileNotifications: route(
    "/profile/notifications",
    "profile",
    { title: "memberNav.links.notificationSettings" },
    "member",
  ),
  profileAccount: route("/profile/account", "profile", { title: "memberNav.links.account" }, "member"),
  profileInstructor: route("/profile/instructor", "profile", { title: "pageTitle.profileInstructor" }, "member"),
  profileCredentials: route("/profile/credentials", "profile", { title: "memberNav.links.credentials" }, "member"),
  profileBio: route("/profile/bio", "profile", { title: "memberNav.links.bio" }, "member"),
  profileCourses: route("/profile/courses", "profile", { title: "memberNav.links.courses" }, "member"),
  profileStudents: route("/profile/profilestudents/:id", "profile", { title: "pageTitle.students" }, "member"),
  profileOrderPurchases: route("/profile/orderpurchases", "profile", { title: "memberNav.links.orders" }, "member"),
  profileIbaCoordinator: route(
    "/profile/ibacoordinator",
    "profile",
    { title: "memberNav.links.ibaCoordinator" },
    "member",
  ),
  profileCbpAgreement: route("/profile/CBPagreement", "profile", { title: "memberNav.links.agreement" }, "member"),
  profileLicensingDetails: route(
    "/profile/licensingdetails",
    "profile",
    { title: "memberNav.links.licence" },
    "member",
  ),
  profileViewInvitation: route(
    "/profile/viewinvitation",
    "profile",
    { title: "memberNav.links.invitations" },
    "member",
  ),

  // Seminars, coordinators, locations, students
  seminars: route("/seminars", "seminars", { title: "nav.seminars", description: "seminarsPage.intro" }),
  coordinators: route("/coordinators", "coordinators", { title: "memberNav.links.coordinators" }, "member"),
  coordinatorArchived: route(
    "/coordinatorarchived",
    "coordinators",
    { title: "memberNav.links.coordinatorsArchived" },
    "member",
  ),
  coordinatorConfirmation: route("/coordinatorconfirmation", "coordinators", {
    title: "pageTitle.coordinatorConfirmation",
  }),
  location: route("/location", "locations", { title: "memberNav.links.locations" }, "member"),
  locationArchived: route(
    "/location/locationarchived",
    "locations",
    { title: "memberNav.links.locationsArchived" },
    "member",
  ),
  students: route("/students/:id", "seminars", { title: "pageTitle.students" }, "member"),
  mailing: route("/mailing", "community", { title: "nav.newsletters", description: "mailing.intro" }),
  // Newsletters (ADR 0027): an archived issue, the visitor's confirmation link, the unsubscribe link's page.
  mailingIssue: route("/mailing/issue/:id", "community", { title: "nav.newsletters", description: "mailing.intro" }),
  mailingConfirm: route("/mailing/confirm", "community", { title: "pageTitle.newsletterConfirm" }),
  mailingUnsubscribe: route("/mailing/unsubscribe", "community", { title: "pageTitle.newsletterUnsubscribe" }),

  // Media, self-study, announcements
  myManuals: route("/mymanuals", "media", { title: "memberNav.links.manuals" }, "member"),
  mySelfStudy: route("/myselfstudy", "courses", { title: "memberNav.links.selfStudy" }, "member"),
  mySelfStudySubjectCourses: route("/myselfstudy/subjectcourses", "courses", { title: "pageTitle.lessonPlayer" }),
  announcement: route("/announcement", "announcements", {
    title: "nav.announcements",
    description: "announcements.intro",
  }),
  newAnnouncement: route("/newannouncement/:id", "announcements", {
    title: "nav.announcements",
    description: "announcements.intro",
  }),
  purchaseDetail: route("/purchasedetail", "store", { title: "pageTitle.purchaseDetail" }),
  coursesDetail: route("/coursesdetail", "courses", { title: "memberNav.links.courses" }),
  myCeus: route("/myceus", "courses", { title: "memberNav.links.credits" }, "member"),

  // Community
  forum: route("/forum", "forum", { title: "nav.forum", description: "forum.lead" }),
  howForum: route("/howforum", "forum", { title: "footer.howForum", description: "forumHow.lead" }),
  forumPostDetail: route("/forum/postdetail/:id", "forum", { title: "nav.forum", description: "forum.lead" }),
  hardshipApplication: route("/hardshipapplication", "membership", { title: "memberNav.links.hardship" }, "member"),
  studyGroupsAndEvents: route("/studygroupsandevents", "events", {
    title: "nav.studyGroups",
    description: "eventsPage.lead",
  }),
  takeSurvey: route("/takesurvey", "community", { title: "pageTitle.survey" }),
  // Not in the spec's route table: the contact form the issue asks for (footer link).
  contact: route("/contact", "community", { title: "footer.contactLink", description: "contactPage.lead" }),

  // Practitioners
  practitionerDetail: route("/practitioner/practitionerdetail/:id", "practitioners", {
    title: "nav.directory",
    description: "pageDescription.practitioners",
  }),
  becomePractitioner: route("/becomepractitioner", "practitioners", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  becomePractitionerCbp: route("/becomepractitioner/CBP", "practitioners", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  becomePractitionerAdvCbp: route("/becomepractitioner/AdvCBP", "practitioners", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  becomePractitionerCbpa: route("/becomepractitioner/CBPA", "practitioners", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  practitioners: route("/bodytalkpractitioners", "practitioners", {
    title: "nav.directory",
    description: "pageDescription.practitioners",
  }),
  animalPractitioners: route("/animalpractitioner", "practitioners", {
    title: "pageTitle.animalPractitioners",
    description: "pageDescription.practitioners",
  }),
  advancedPractitioners: route("/advancedpractitioner", "practitioners", {
    title: "pageTitle.advancedPractitioners",
    description: "pageDescription.practitioners",
  }),
  paramaPractitioners: route("/paramapractitioner", "practitioners", {
    title: "pageTitle.paramaPractitioners",
    description: "pageDescription.practitioners",
  }),
  instructors: route("/instructor", "practitioners", {
    title: "pageTitle.instructors",
    description: "pageDescription.practitioners",
  }),

  // Store
  store: route("/store", "store", { title: "nav.store", description: "storeCatalogue.lead" }),
  storeDetails: route("/store/storedetails/:id", "store", { title: "nav.store", description: "storeCatalogue.lead" }),
  storeError: route("/store/storeerror", "store", { title: "pageTitle.paymentProblem" }),
  cart: route("/store/cart", "store", { title: "nav.cart" }),
  redirectPage: route("/redirectpage", "store", { title: "pageTitle.payment" }),
  instructorCheckout: route("/instructorcheckout", "store", { title: "memberNav.links.instructorKits" }, "member"),

  // Courses
  courses: route("/courses", "courses", { title: "nav.courses", description: "courseCatalogue.lead" }),
  beginnerCourses: route("/beginnercourses", "courses", {
    title: "pageTitle.beginnerCourses",
    description: "pageDescription.beginnerCourses",
  }),
  selfStudy: route("/selfstudy", "courses", { title: "nav.selfStudy", description: "selfStudy.catalogue.intro" }),
  courseLibrary: route("/courselibrary", "courses", {
    title: "pageTitle.courseLibrary",
    description: "pageDescription.courseLibrary",
  }),
  courseDetail: route("/courses/detail/:id", "courses", { title: "nav.courses", description: "courseCatalogue.lead" }),
  courseSeminar: route("/courses/:seminarID", "courses", {
    title: "pageTitle.seminar",
    description: "seminarsPage.intro",
  }),
  // The spec writes this one literally; a static segment outranks /courses/:seminarID.
  courseSeminarIba: route("/courses/seminarID-IBA", "courses", {
    title: "nav.seminars",
    description: "seminarIba.intro",
  }),
  courseDetailParama: route("/courses/detailparama", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaCourses: route("/paramacourses", "courses", { title: "pageTitle.paramaCourses", description: "parama.lead" }),
  paramaEssentialFounders: route("/paramacourses/essentialfounders", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaStudyGroups: route("/paramacourses/studygroups", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaSpecialtyCourses: route("/paramacourses/specialtycourses", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaBreakthroughCourses: route("/paramacourses/breakthroughcourses", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaGroupSessions: route("/paramacourses/groupsessions", "courses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),

  // Membership
  membershipRenewal: route("/membershiprenewal", "membership", { title: "memberNav.links.renewal" }, "member"),
  membershipUpgrade: route("/membershipupgrade", "membership", { title: "memberNav.links.upgrade" }, "member"),
  manageMembership: route("/managemembership", "membership", { title: "memberNav.links.manage" }, "member"),
  manageInstructorMembership: route(
    "/manageinstructormembership",
    "membership",
    { title: "memberNav.links.manageInstructor" },
    "member",
  ),
  membershipRenewalInstructor: route(
    "/membershiprenewalinstructor",
    "membership",
    { title: "memberNav.links.instructorRenewal" },
    "member",
  ),

  // Become an instructor
  becomeInstructor: route("/becomeinstructor", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorTbat: route("/becomeinstructor/TBAT", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorBat: route("/becomeinstructor/BAT", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorCbi: route("/becomeinstructor/CBI", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorAdvCbi: route("/becomeinstructor/AdvCBI", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorBri: route("/becomeinstructor/BrI", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorMsi: route("/becomeinstructor/MSI", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorCbiA: route("/becomeinstructor/CBI-A", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorFfi: route("/becomeinstructor/FFI", "instructors", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),

  // Modalities
  modalities: route("/modalities", "modalities", { title: "nav.modalities", description: "modalities.lead" }),
  mindscape: route("/mindscape", "modalities", { title: "pageTitle.mindscape", description: "mindscape.tagline" }),
  modalityFreefall: route("/modalityfreefall", "modalities", {
    title: "pageTitle.modalityFreefall",
    description: "modalityFreefall.tagline",
  }),
  modalityAccess: route("/bodytalkaccess", "modalities", {
    title: "pageTitle.modalityAccess",
    description: "modalityAccess.tagline",
  }),
  modalityAnimals: route("/bodytalkforanimals", "modalities", {
    title: "pageTitle.modalityAnimals",
    description: "modalityAnimals.tagline",
  }),
  breakthrough: route("/breakthrough", "modalities", {
    title: "pageTitle.breakthrough",
    description: "breakthrough.tagline",
  }),
  modalityCore: route("/bodytalk", "modalities", {
    title: "pageTitle.modalityCore",
    description: "modalityCore.tagline",
  }),

  // Help layout
  helpCenter: route("/helpcenter", "help", { title: "nav.helpCenter", description: "help.lead" }, "help"),
  helpTopic: route("/topic", "help", { title: "nav.helpCenter", description: "help.lead" }, "help"),

  // Billing layout and checkouts
  checkout: route("/checkout", "billing", { title: "pageTitle.checkout" }, "billing"),
  checkoutBillingSuccess: route("/checkout/billingsuccess", "billing", { title: "pageTitle.paymentDone" }, "billing"),
  checkoutBillingCross: route("/checkout/billingcross", "billing", { title: "pageTitle.paymentProblem" }, "billing"),
  courseCheckout: route("/coursecheckout", "billing", { title: "pageTitle.checkout" }),
  manualCheckout: route("/manualcheckout", "billing", { title: "pageTitle.checkout" }),
  confirmPaypalPayment: route("/confirmpaypalpayment", "billing", { title: "pageTitle.payment" }),
  cancelPaypalPayment: route("/cancelpaypalpayment", "billing", { title: "pageTitle.payment" }),
  donation: route("/donation", "donations", { title: "nav.donation", description: "donationPage.lead" }),

  // Account
  confirmEmail: route("/confirmemail/:userId", "account", { title: "pageTitle.confirmEmail" }),
  register: route("/register", "account", { title: "nav.register", description: "signup.lead" }, "register"),
  forgotPassword: route("/forgotpassword", "account", { title: "pageTitle.forgotPassword" }, "register"),
  confirmPassword: route("/ConfirmPassword", "account", { title: "pageTitle.newPassword" }, "register"),

  // Administration
  adminUsers: route("/admin/users", "admin", { title: "adminNav.links.users" }),
  // Every administrator's change, searchable (ADR 0088).
  adminAuditLog: route("/admin/audit-log", "admin", { title: "adminNav.links.auditLog" }),
  adminAnnouncements: route("/admin/announcements", "admin", { title: "adminNav.links.announcements" }),
  adminBlog: route("/admin/blog", "admin", { title: "adminNav.links.blog" }),
  adminMedia: route("/admin/media", "admin", { title: "adminNav.links.media" }),
  // The help centre's topics and articles (ADR 0047).
  adminHelp: route("/admin/help", "admin", { title: "adminNav.links.help" }),
  adminTestimonials: route("/admin/testimonials", "admin", { title: "adminNav.links.testimonials" }),
  adminContact: route("/admin/contact", "admin", { title: "adminNav.links.contact" }),
  // Members' data exports and erasure requests (ADR 0089).
  adminPrivacy: route("/admin/privacy", "admin", { title: "adminNav.links.privacy" }),
  adminNewsletters: route("/admin/newsletters", "admin", { title: "adminNav.links.newsletters" }),
  adminForum: route("/admin/forum", "admin", { title: "adminNav.links.forum" }),
  adminSurveys: route("/admin/surveys", "admin", { title: "adminNav.links.surveys" }),
  // The instructor's evaluation results beside the survey itself (ADR 0033).
  takeSurveyResults: route("/takesurvey/results", "community", { title: "pageTitle.surveyResults" }),
  adminSeminars: route("/admin/seminars", "admin", { title: "adminNav.links.seminars" }),
  // The store's back office (ADR 0036).
  adminStore: route("/admin/store", "admin", { title: "adminNav.links.store" }),
  // The coordinator agreement's text and versions (ADR 0046).
  adminCoordinatorAgreement: route("/admin/coordinator-agreement", "admin", {
    title: "adminNav.links.coordinatorAgreement",
  }),
  adminCourses: route("/admin/courses", "admin", { title: "adminNav.links.courses" }),
  adminManuals: route("/admin/manuals", "admin", { title: "adminNav.links.manuals" }),
  // The store's orders and shipping table, one screen with tabs (ADR 0037).
  adminStoreOrders: route("/admin/store-orders", "admin", { title: "adminNav.links.storeOrders" }),
  // The directory's administration: types, verified credentials, unlisting (ADR 0044).
  adminPractitioners: route("/admin/practitioners", "admin", { title: "adminNav.links.practitioners" }),
  // Discount codes: list, create, edit, expire, (de)activate (ADR 0048).
  adminCoupons: route("/admin/coupons", "admin", { title: "adminNav.links.coupons" }),
  // The CE cycle every member's credit window follows (ADR 0048).
  adminCredits: route("/admin/credits", "admin", { title: "adminNav.links.credits" }),
  // Every donation, filtered and totalled: refund, stop a yearly plan, CSV (ADR 0052).
  adminDonations: route("/admin/donations", "admin", { title: "adminNav.links.donations" }),
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
