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
import { privacyModule } from "./modules/privacy/privacy.module.ts";
import { profilesModule } from "./modules/profiles/profiles.module.ts";
import { selfStudyModule } from "./modules/selfstudy/selfstudy.module.ts";
import { seminarsModule } from "./modules/seminars/seminars.module.ts";
import { storeModule } from "./modules/store/store.module.ts";
import { surveysModule } from "./modules/surveys/surveys.module.ts";
import { testimonialsModule } from "./modules/testimonials/testimonials.module.ts";
import { auditModule } from "./platform/audit/audit.module.ts";
import { devtoolsModule } from "./platform/devtools/devtools.module.ts";
import { healthModule } from "./platform/health/health.module.ts";
import { metricsModule } from "./platform/metrics/metrics.module.ts";
import { storageModule } from "./platform/storage/storage.module.ts";
import { translationsModule } from "./platform/translations/translations.module.ts";

/**
 * Every API module, in the order their routes are declared, their jobs registered and their start hooks run. A new
 * area adds one line here (and its demo seed to `db/seed-demo.ts`, which orders the seeds).
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  metricsModule,
  accountModule,
  adminModule,
  auditModule,
  translationsModule,
  membershipModule,
  billingModule,
  couponsModule,
  hardshipModule,
  announcementsModule,
  notificationsModule,
  blogModule,
  testimonialsModule,
  forumModule,
  contactModule,
  newslettersModule,
  eventsModule,
  coursesModule,
  seminarsModule,
  locationsModule,
  enrollmentModule,
  coordinatorsModule,
  selfStudyModule,
  surveysModule,
  creditsModule,
  manualsModule,
  storeModule,
  ordersModule,
  addressesModule,
  donationsModule,
  mediaModule,
  helpModule,
  profilesModule,
  practitionersModule,
  privacyModule,
  devtoolsModule,
  storageModule,
];
