import type { ApiModule } from "./http/module.ts";
import { accountModule } from "./modules/account/account.module.ts";
import { addressesModule } from "./modules/addresses/addresses.module.ts";
import { adminModule } from "./modules/admin/admin.module.ts";
import { announcementsModule } from "./modules/announcements/announcements.module.ts";
import { billingModule } from "./modules/billing/billing.module.ts";
import { blogModule } from "./modules/blog/blog.module.ts";
import { contactModule } from "./modules/contact/contact.module.ts";
import { coordinatorsModule } from "./modules/coordinators/coordinators.module.ts";
import { couponsModule } from "./modules/coupons/coupons.module.ts";
import { coursesModule } from "./modules/courses/courses.module.ts";
import { creditsModule } from "./modules/credits/credits.module.ts";
import { donationsModule } from "./modules/donations/donations.module.ts";
import { enrollmentModule } from "./modules/enrollment/enrollment.module.ts";
import { eventsModule } from "./modules/events/events.module.ts";
import { forumModule } from "./modules/forum/forum.module.ts";
import { hardshipModule } from "./modules/hardship/hardship.module.ts";
import { helpModule } from "./modules/help/help.module.ts";
import { locationsModule } from "./modules/locations/locations.module.ts";
import { manualsModule } from "./modules/manuals/manuals.module.ts";
import { mediaModule } from "./modules/media/media.module.ts";
import { membershipModule } from "./modules/membership/membership.module.ts";
import { newslettersModule } from "./modules/newsletters/newsletters.module.ts";
import { notificationsModule } from "./modules/notifications/notifications.module.ts";
import { ordersModule } from "./modules/orders/orders.module.ts";
import { practitionersModule } from "./modules/practitioners/practitioners.module.ts";
import { profilesModule } from "./modules/profiles/profiles.module.ts";
import { selfStudyModule } from "./modules/selfstudy/selfstudy.module.ts";
import { seminarsModule } from "./modules/seminars/seminars.module.ts";
import { storeModule } from "./modules/store/store.module.ts";
import { surveysModule } from "./modules/surveys/surveys.module.ts";
import { testimonialsModule } from "./modules/testimonials/testimonials.module.ts";
import { devtoolsModule } from "./platform/devtools/devtools.module.ts";
import { healthModule } from "./platform/health/health.module.ts";
import { storageModule } from "./platform/storage/storage.module.ts";

/**
 * Every API module, in the order their routes are declared and their demo content is seeded (a module's seed
 * may use what an earlier one created). A new area adds one line here.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  accountModule,
  adminModule,
  membershipModule,
  billingModule,
  couponsModule,
  hardshipModule,
  // Announcements seed before notifications: the demo notifications point at them.
  announcementsModule,
  notificationsModule,
  blogModule,
  // After membership: the demo testimonials are written by the demo members.
  testimonialsModule,
  // After membership: the demo forum is written by the demo members.
  forumModule,
  contactModule,
  // After membership: the demo members' subscriptions.
  newslettersModule,
  // After membership: the demo events are hosted by the demo instructor and answered by the demo members.
  eventsModule,
  // Education (issue 8): the catalogue, then the seminars that teach it (taught by the demo instructor).
  coursesModule,
  seminarsModule,
  // After seminars: the demo instructor's venues, linked to the demo seminars held in their cities.
  locationsModule,
  // After seminars: the demo members' places in the demo seminars, some graduated, some paid with invoices.
  enrollmentModule,
  // After seminars and the demo members: the demo instructors and their coordinators.
  coordinatorsModule,
  // After the catalogue and the demo members: the self-study lessons and enrolments, then the evaluations of
  // the past demo seminars.
  selfStudyModule,
  surveysModule,
  // After the catalogue: exams belong to courses, manuals may come with one; both are owned by the demo members.
  creditsModule,
  manualsModule,
  // Store (issue 9): after the manuals, which the manual products grant.
  storeModule,
  // After the store: the cart, checkout and demo orders of its products.
  ordersModule,
  // After the demo members: their address books.
  addressesModule,
  // After the demo members: their gifts (the purchase history shows them).
  donationsModule,
  // Videos and downloads (issue 10): their own tables, no demo member needed.
  mediaModule,
  // The help centre (issue 10): its own topics and articles.
  helpModule,
  // After membership: the demo practitioner's and instructor's profiles and the instructor's licence.
  profilesModule,
  // After membership and the profiles table: the demo practitioners are demo members with plans.
  practitionersModule,
  devtoolsModule,
  storageModule,
];
