import type { ComponentType } from "react";
import { createBrowserRouter, type DOMRouterOpts, type LoaderFunction, Navigate, type RouteObject } from "react-router";
import { loadNamespaces } from "../shared/i18n/i18n.ts";
import { loadChunk } from "../shared/lazy-chunk.ts";
import { LAZY_NAMESPACES, type LazyPart } from "./area-namespaces.ts";
import { MainLayout } from "./layouts/main-layout.tsx";
import { RegisterLayout } from "./layouts/register-layout.tsx";
import { PageLoader } from "./page-loader.tsx";
import { type Layout, type RouteKey, routeKeyOf, routes } from "./paths.ts";
import { AppRoot } from "./root.tsx";
import { RouteError } from "./route-error.tsx";
import type { LoaderDeps, Loaders } from "./route-loader.ts";

// One chunk per area (sign-up apart, ADR 0061): every screen of an area comes from the same route module, and
// the area's translation namespaces load beside it.
// The area's module is kept on its loader (`part`): the server names its stylesheets in a page it renders.
type AreaLoader<M> = (() => Promise<M>) & { part: LazyPart };

function area<M>(part: LazyPart, load: () => Promise<M>): AreaLoader<M> {
  const loader = () => Promise.all([loadChunk(load), loadNamespaces(LAZY_NAMESPACES[part])]).then(([module]) => module);
  return Object.assign(loader, { part });
}

const content = area("routes/content.tsx", () => import("./routes/content.tsx"));
const legal = area("routes/legal.tsx", () => import("./routes/legal.tsx"));
const account = area("routes/account.tsx", () => import("./routes/account.tsx"));
const register = area("routes/register.tsx", () => import("./routes/register.tsx"));
const accountSettings = area("routes/account-settings.tsx", () => import("./routes/account-settings.tsx"));
const membership = area("routes/membership.tsx", () => import("./routes/membership.tsx"));
const hardship = area("routes/hardship.tsx", () => import("./routes/hardship.tsx"));
const admin = area("routes/admin.tsx", () => import("./routes/admin.tsx"));
const notifications = area("routes/notifications.tsx", () => import("./routes/notifications.tsx"));
const announcements = area("routes/announcements.tsx", () => import("./routes/announcements.tsx"));
const announcementsAdmin = area("routes/announcements-admin.tsx", () => import("./routes/announcements-admin.tsx"));
const blog = area("routes/blog.tsx", () => import("./routes/blog.tsx"));
const blogAdmin = area("routes/blog-admin.tsx", () => import("./routes/blog-admin.tsx"));
const testimonials = area("routes/testimonials.tsx", () => import("./routes/testimonials.tsx"));
const coordinators = area("routes/coordinators.tsx", () => import("./routes/coordinators.tsx"));
const forum = area("routes/forum.tsx", () => import("./routes/forum.tsx"));
const forumAdmin = area("routes/forum-admin.tsx", () => import("./routes/forum-admin.tsx"));
const contact = area("routes/contact.tsx", () => import("./routes/contact.tsx"));
const privacyAdmin = area("routes/privacy-admin.tsx", () => import("./routes/privacy-admin.tsx"));
const newsletters = area("routes/newsletters.tsx", () => import("./routes/newsletters.tsx"));
const newslettersAdmin = area("routes/newsletters-admin.tsx", () => import("./routes/newsletters-admin.tsx"));
const events = area("routes/events.tsx", () => import("./routes/events.tsx"));
const enrollment = area("routes/enrollment.tsx", () => import("./routes/enrollment.tsx"));
const selfStudy = area("routes/selfstudy.tsx", () => import("./routes/selfstudy.tsx"));
const surveys = area("routes/surveys.tsx", () => import("./routes/surveys.tsx"));
const surveysAdmin = area("routes/surveys-admin.tsx", () => import("./routes/surveys-admin.tsx"));
const credits = area("routes/credits.tsx", () => import("./routes/credits.tsx"));
const manuals = area("routes/manuals.tsx", () => import("./routes/manuals.tsx"));
const manualsAdmin = area("routes/manuals-admin.tsx", () => import("./routes/manuals-admin.tsx"));
const media = area("routes/media.tsx", () => import("./routes/media.tsx"));
const mediaAdmin = area("routes/media-admin.tsx", () => import("./routes/media-admin.tsx"));
const seminars = area("routes/seminars.tsx", () => import("./routes/seminars.tsx"));
const courses = area("routes/courses.tsx", () => import("./routes/courses.tsx"));
const store = area("routes/store.tsx", () => import("./routes/store.tsx"));
const storeAdmin = area("routes/store-admin.tsx", () => import("./routes/store-admin.tsx"));
const coursesAdmin = area("routes/courses-admin.tsx", () => import("./routes/courses-admin.tsx"));
const locations = area("routes/locations.tsx", () => import("./routes/locations.tsx"));
const profiles = area("routes/profiles.tsx", () => import("./routes/profiles.tsx"));
const orders = area("routes/orders.tsx", () => import("./routes/orders.tsx"));
const ordersAdmin = area("routes/orders-admin.tsx", () => import("./routes/orders-admin.tsx"));
const creditsAdmin = area("routes/credits-admin.tsx", () => import("./routes/credits-admin.tsx"));
const couponsAdmin = area("routes/coupons-admin.tsx", () => import("./routes/coupons-admin.tsx"));
const donations = area("routes/donations.tsx", () => import("./routes/donations.tsx"));
const donationsAdmin = area("routes/donations-admin.tsx", () => import("./routes/donations-admin.tsx"));
const help = area("routes/help.tsx", () => import("./routes/help.tsx"));
const helpAdmin = area("routes/help-admin.tsx", () => import("./routes/help-admin.tsx"));
const modalities = area("routes/modalities.tsx", () => import("./routes/modalities.tsx"));
const practitioners = area("routes/practitioners.tsx", () => import("./routes/practitioners.tsx"));
const practitionersAdmin = area("routes/practitioners-admin.tsx", () => import("./routes/practitioners-admin.tsx"));

/** A route's lazy part: its screen and, for a screen that shows data, the loader that reads it (ADR 0098). */
type Lazy = ((
  key: RouteKey | null,
  deps: LoaderDeps,
) => Promise<{ Component: ComponentType; loader?: LoaderFunction }>) & {
  part?: LazyPart;
};

const memberLayout = () =>
  loadChunk(() => import("./layouts/member-layout.tsx")).then((m) => ({ Component: m.MemberLayout }));
const adminLayout = () =>
  loadChunk(() => import("./layouts/admin-layout.tsx")).then((m) => ({ Component: m.AdminLayout }));

/** A screen of an area, with its loader when the area's route module has one: both come with the area's chunk. */
function from<M>(area: AreaLoader<M>, pick: (module: M) => ComponentType): Lazy {
  return Object.assign(
    async (key: RouteKey | null, deps: LoaderDeps) => {
      const module = await area();
      const load = key ? (module as { loaders?: Loaders }).loaders?.[key] : undefined;
      return load ? { Component: pick(module), loader: load(deps) } : { Component: pick(module) };
    },
    { part: area.part },
  );
}

const helpLayout = from(help, (m) => m.HelpLayout);

/** Every registered route's screen: the type makes a route without one a compile error (/profile redirects). */
const screens: Record<Exclude<RouteKey, "profile">, Lazy> = {
  home: from(content, (m) => m.HomePage),
  error: from(content, (m) => m.NotFoundPage),
  termsAndConditions: from(legal, (m) => m.TermsAndConditionsPage),
  termsOfService: from(legal, (m) => m.TermsOfServicePage),
  privacyPolicy: from(legal, (m) => m.PrivacyPolicyPage),
  ethics: from(legal, (m) => m.EthicsPage),
  about: from(legal, (m) => m.AboutPage),
  register: from(register, (m) => m.SignupPage),
  forgotPassword: from(account, (m) => m.ForgotPasswordPage),
  confirmPassword: from(account, (m) => m.ConfirmPasswordPage),
  confirmEmail: from(account, (m) => m.ConfirmEmailPage),
  profileAccount: from(accountSettings, (m) => m.AccountPage),
  profileBio: from(profiles, (m) => m.BioPage),
  profileLicensingDetails: from(profiles, (m) => m.LicensingPage),
  membership: from(membership, (m) => m.MembershipPage),
  manageMembership: from(membership, (m) => m.ManageMembershipPage),
  membershipRenewal: from(membership, (m) => m.MembershipRenewalPage),
  membershipUpgrade: from(membership, (m) => m.MembershipUpgradePage),
  manageInstructorMembership: from(membership, (m) => m.ManageInstructorMembershipPage),
  membershipRenewalInstructor: from(membership, (m) => m.InstructorRenewalPage),
  hardshipApplication: from(hardship, (m) => m.HardshipApplicationPage),
  profileMembershipOverview: from(membership, (m) => m.MembershipOverviewPage),
  profileMembership: from(membership, (m) => m.ProfileMembershipPage),
  profilePurchases: from(membership, (m) => m.PurchasesPage),
  donation: from(donations, (m) => m.DonationPage),
  adminDonations: from(donationsAdmin, (m) => m.AdminDonationsPage),
  adminUsers: from(admin, (m) => m.AdminUsersPage),
  adminAuditLog: from(admin, (m) => m.AdminAuditLogPage),
  notifications: from(notifications, (m) => m.NotificationsPage),
  profileNotifications: from(notifications, (m) => m.NotificationSettingsPage),
  announcement: from(announcements, (m) => m.AnnouncementsPage),
  newAnnouncement: from(announcements, (m) => m.AnnouncementPage),
  adminAnnouncements: from(announcementsAdmin, (m) => m.AdminAnnouncementsPage),
  blog: from(blog, (m) => m.BlogPage),
  article: from(blog, (m) => m.ArticlePage),
  adminBlog: from(blogAdmin, (m) => m.AdminBlogPage),
  testimonials: from(testimonials, (m) => m.TestimonialsPage),
  adminTestimonials: from(testimonials, (m) => m.AdminTestimonialsPage),
  coordinators: from(coordinators, (m) => m.CoordinatorsPage),
  coordinatorArchived: from(coordinators, (m) => m.ArchivedCoordinatorsPage),
  coordinatorConfirmation: from(coordinators, (m) => m.CoordinatorConfirmationPage),
  profileCoordinating: from(coordinators, (m) => m.ProfileCoordinatingPage),
  profileIbaCoordinator: from(coordinators, (m) => m.ProfileIbaCoordinatorPage),
  profileCbpAgreement: from(coordinators, (m) => m.ProfileCbpAgreementPage),
  profileViewInvitation: from(coordinators, (m) => m.ProfileViewInvitationPage),
  adminCoordinatorAgreement: from(coordinators, (m) => m.AdminCoordinatorAgreementPage),
  forum: from(forum, (m) => m.ForumPage),
  howForum: from(forum, (m) => m.HowForumPage),
  forumPostDetail: from(forum, (m) => m.PostDetailPage),
  adminForum: from(forumAdmin, (m) => m.AdminForumPage),
  contact: from(contact, (m) => m.ContactPage),
  adminContact: from(contact, (m) => m.AdminContactPage),
  adminPrivacy: from(privacyAdmin, (m) => m.AdminPrivacyPage),
  mailing: from(newsletters, (m) => m.MailingPage),
  mailingIssue: from(newsletters, (m) => m.NewsletterIssuePage),
  mailingConfirm: from(newsletters, (m) => m.ConfirmSubscriptionPage),
  mailingUnsubscribe: from(newsletters, (m) => m.UnsubscribePage),
  profileNewsletter: from(newsletters, (m) => m.NewsletterSettingsPage),
  courseCheckout: from(enrollment, (m) => m.CourseCheckoutPage),
  manualCheckout: from(enrollment, (m) => m.CourseCheckoutPage),
  confirmPaypalPayment: from(enrollment, (m) => m.ConfirmPaypalPaymentPage),
  cancelPaypalPayment: from(enrollment, (m) => m.CancelPaypalPaymentPage),
  profileCourses: from(enrollment, (m) => m.ProfileCoursesPage),
  adminNewsletters: from(newslettersAdmin, (m) => m.AdminNewslettersPage),
  studyGroupsAndEvents: from(events, (m) => m.EventsPage),
  selfStudy: from(selfStudy, (m) => m.SelfStudyCataloguePage),
  mySelfStudy: from(selfStudy, (m) => m.MySelfStudyPage),
  mySelfStudySubjectCourses: from(selfStudy, (m) => m.CourseLessonsPage),
  coursesDetail: from(selfStudy, (m) => m.CourseDetailPage),
  takeSurvey: from(surveys, (m) => m.TakeSurveyPage),
  takeSurveyResults: from(surveys, (m) => m.SurveyResultsPage),
  adminSurveys: from(surveysAdmin, (m) => m.AdminSurveysPage),
  myCeus: from(credits, (m) => m.MyCeusPage),
  profileCredentials: from(credits, (m) => m.CredentialsPage),
  myManuals: from(manuals, (m) => m.MyManualsPage),
  adminManuals: from(manualsAdmin, (m) => m.AdminManualsPage),
  videos: from(media, (m) => m.VideosPage),
  downloads: from(media, (m) => m.DownloadsPage),
  adminMedia: from(mediaAdmin, (m) => m.AdminMediaPage),
  seminars: from(seminars, (m) => m.SeminarsPage),
  courseSeminar: from(seminars, (m) => m.SeminarDetailPage),
  courseSeminarIba: from(seminars, (m) => m.SeminarIbaPage),
  profileInstructor: from(seminars, (m) => m.InstructorSeminarsPage),
  profileStudents: from(seminars, (m) => m.ProfileStudentsPage),
  students: from(seminars, (m) => m.StudentsPage),
  adminSeminars: from(seminars, (m) => m.AdminSeminarsPage),
  location: from(locations, (m) => m.LocationsPage),
  locationArchived: from(locations, (m) => m.ArchivedLocationsPage),
  cart: from(orders, (m) => m.CartPage),
  checkout: from(orders, (m) => m.CheckoutPage),
  checkoutBillingSuccess: from(orders, (m) => m.BillingSuccessPage),
  checkoutBillingCross: from(orders, (m) => m.PaymentFailedPage),
  storeError: from(orders, (m) => m.PaymentFailedPage),
  redirectPage: from(orders, (m) => m.RedirectPage),
  instructorCheckout: from(orders, (m) => m.InstructorCheckoutPage),
  purchaseDetail: from(orders, (m) => m.PurchaseDetailPage),
  profileOrderPurchases: from(orders, (m) => m.OrderPurchasesPage),
  adminStoreOrders: from(ordersAdmin, (m) => m.AdminStoreOrdersPage),
  adminCoupons: from(couponsAdmin, (m) => m.AdminCouponsPage),
  adminCredits: from(creditsAdmin, (m) => m.AdminCreditsPage),
  courses: from(courses, (m) => m.CoursesPage),
  store: from(store, (m) => m.StorePage),
  storeDetails: from(store, (m) => m.StoreDetailPage),
  adminStore: from(storeAdmin, (m) => m.AdminStorePage),
  adminCourses: from(coursesAdmin, (m) => m.AdminCoursesPage),
  beginnerCourses: from(courses, (m) => m.BeginnerCoursesPage),
  courseLibrary: from(courses, (m) => m.CourseLibraryPage),
  courseDetail: from(courses, (m) => m.CourseDetailPage),
  courseDetailParama: from(courses, (m) => m.ParamaDetailPage),
  paramaCourses: from(courses, (m) => m.ParamaCoursesPage),
  paramaEssentialFounders: from(courses, (m) => m.ParamaCoursesPage),
  paramaStudyGroups: from(courses, (m) => m.ParamaCoursesPage),
  paramaSpecialtyCourses: from(courses, (m) => m.ParamaCoursesPage),
  paramaBreakthroughCourses: from(courses, (m) => m.ParamaCoursesPage),
  paramaGroupSessions: from(courses, (m) => m.ParamaCoursesPage),
  becomeInstructor: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorTbat: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorBat: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorCbi: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorAdvCbi: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorBri: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorMsi: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorCbiA: from(courses, (m) => m.BecomeInstructorPage),
  becomeInstructorFfi: from(courses, (m) => m.BecomeInstructorPage),
  // One list screen for every directory route; the route says which type it lists.
  practitioners: from(practitioners, (m) => m.PractitionersPage),
  animalPractitioners: from(practitioners, (m) => m.PractitionersPage),
  advancedPractitioners: from(practitioners, (m) => m.PractitionersPage),
  paramaPractitioners: from(practitioners, (m) => m.PractitionersPage),
  instructors: from(practitioners, (m) => m.PractitionersPage),
  breakthroughPractitioners: from(practitioners, (m) => m.PractitionersPage),
  practitionerDetail: from(practitioners, (m) => m.PractitionerDetailPage),
  adminPractitioners: from(practitionersAdmin, (m) => m.AdminPractitionersPage),
  becomePractitioner: from(courses, (m) => m.BecomePractitionerPage),
  becomePractitionerCbp: from(courses, (m) => m.BecomePractitionerPage),
  becomePractitionerAdvCbp: from(courses, (m) => m.BecomePractitionerPage),
  becomePractitionerCbpa: from(courses, (m) => m.BecomePractitionerPage),
  helpCenter: from(help, (m) => m.HelpCenterPage),
  helpTopic: from(help, (m) => m.HelpTopicPage),
  adminHelp: from(helpAdmin, (m) => m.AdminHelpPage),
  modalities: from(modalities, (m) => m.ModalitiesPage),
  mindscape: from(modalities, (m) => m.MindscapePage),
  modalityFreefall: from(modalities, (m) => m.FreefallPage),
  modalityAccess: from(modalities, (m) => m.AccessPage),
  modalityAnimals: from(modalities, (m) => m.AnimalsPage),
  breakthrough: from(modalities, (m) => m.BreakthroughPage),
  modalityCore: from(modalities, (m) => m.BodyTalkPage),
};

function routeFor(key: RouteKey, deps: LoaderDeps): RouteObject {
  const { pattern, area } = routes[key];
  // The key is the route's id, so patching a route in again (patchRoutesOnNavigation) finds it already there.
  if (key === "profile")
    return { id: key, path: pattern, element: <Navigate to={routes.profileMembershipOverview.pattern} replace /> };
  const screen = screens[key];
  return { id: key, path: pattern, lazy: () => screen(key, deps), handle: { key, area, part: screen.part } };
}

// The billing layout has no screens of its own yet; its routes use the main layout.
type BuiltLayout = "main" | "register" | "help" | "member" | "admin";
const layoutOf = (layout: Layout): BuiltLayout => (layout === "billing" ? "main" : layout);
/** The id of the pathless route under each layout that holds its screens, where found routes are patched in. */
const screensOf = (layout: BuiltLayout) => `${layout}-screens`;

function childrenOf(layout: BuiltLayout, keys: readonly RouteKey[], deps: LoaderDeps): RouteObject[] {
  const own = keys.filter((key) => layoutOf(routes[key].layout) === layout);
  // A pathless child keeps the layout around a failing page; its error shows in the page area.
  return [{ id: screensOf(layout), errorElement: <RouteError />, children: own.map((key) => routeFor(key, deps)) }];
}

function buildRoutes(keys: readonly RouteKey[], deps: LoaderDeps): RouteObject[] {
  return [
    {
      id: "layout-root",
      element: <AppRoot />,
      errorElement: <RouteError standalone />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: "layout-main",
          element: <MainLayout />,
          children: [
            ...childrenOf("main", keys, deps),
            // The member area and the administration: side navigation inside the main layout, each in a chunk.
            { id: "layout-member", lazy: memberLayout, children: childrenOf("member", keys, deps) },
            { id: "layout-admin", lazy: adminLayout, children: childrenOf("admin", keys, deps) },
          ],
        },
        { id: "layout-register", element: <RegisterLayout />, children: childrenOf("register", keys, deps) },
        // The help layout comes with the help chunk (its topic navigation is the help feature's).
        { id: "layout-help", lazy: () => helpLayout(null, deps), children: childrenOf("help", keys, deps) },
        { id: "layout-unknown", path: "*", element: <Navigate to={routes.error.pattern} replace /> },
      ],
    },
  ];
}

/**
 * The router starts with the one route the reader opened and learns each other route when it is first
 * navigated to. Handed all 145 routes, React Router ranks every branch and builds a regular expression per
 * route before the first render: 40 ms of a phone's start-up on the main thread (ADR 0060). The screens' loaders
 * read into `deps.client` (the browser's cache, or the server's per request).
 */
export function startRoutes(
  pathname: string,
  deps: LoaderDeps,
): {
  routes: RouteObject[];
  patchRoutesOnNavigation: NonNullable<DOMRouterOpts["patchRoutesOnNavigation"]>;
} {
  const first = routeKeyOf(pathname);
  return {
    routes: buildRoutes(first ? [first] : [], deps),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const key = routeKeyOf(path);
      // An unknown path gets nothing: the router then keeps its match of "*", which leads to /error.
      if (key) patch(screensOf(layoutOf(routes[key].layout)), [routeFor(key, deps)]);
    },
  };
}

export function createAppRouter(deps: LoaderDeps) {
  const { routes: initial, patchRoutesOnNavigation } = startRoutes(window.location.pathname, deps);
  return createBrowserRouter(initial, { patchRoutesOnNavigation });
}
