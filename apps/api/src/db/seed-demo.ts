import type { Config } from "../config.ts";
import type { DemoSeedContext } from "../http/module.ts";
import { createDemoPeople } from "../modules/account/account.people.ts";
import { seedAdministrator } from "../modules/account/account.seed.ts";
import { seedDemoAddresses } from "../modules/addresses/addresses.seed.ts";
import { seedDemoAnnouncements } from "../modules/announcements/announcements.seed.ts";
import { seedDemoBlog } from "../modules/blog/blog.seed.ts";
import { seedDemoContactMessages } from "../modules/contact/contact.seed.ts";
import { seedDemoCoordinators } from "../modules/coordinators/coordinators.seed.ts";
import { seedDemoCoupons } from "../modules/coupons/coupons.seed.ts";
import { seedDemoCourses } from "../modules/courses/courses.seed.ts";
import { seedDemoCredits } from "../modules/credits/credits.seed.ts";
import { seedDemoDonations } from "../modules/donations/donations.seed.ts";
import { seedDemoEnrollments } from "../modules/enrollment/enrollment.seed.ts";
import { seedDemoEvents } from "../modules/events/events.seed.ts";
import { seedDemoForum } from "../modules/forum/forum.seed.ts";
import { seedDemoHelp } from "../modules/help/help.seed.ts";
import { seedDemoLocations } from "../modules/locations/locations.seed.ts";
import { seedDemoManuals } from "../modules/manuals/manuals.seed.ts";
import { seedDemoMedia } from "../modules/media/media.seed.ts";
import { seedDemoMembers } from "../modules/membership/membership.seed.ts";
import { seedDemoNewsletters } from "../modules/newsletters/newsletters.seed.ts";
import { createDemoNotifications, seedDemoNotifications } from "../modules/notifications/notifications.seed.ts";
import { seedDemoOrders } from "../modules/orders/orders.seed.ts";
import { seedDemoPractitioners } from "../modules/practitioners/practitioners.seed.ts";
import { seedDemoProfiles } from "../modules/profiles/profiles.seed.ts";
import { seedDemoSelfStudy } from "../modules/selfstudy/selfstudy.seed.ts";
import { seedDemoSeminars } from "../modules/seminars/seminars.seed.ts";
import { seedDemoStore } from "../modules/store/store.seed.ts";
import { seedDemoSurveys } from "../modules/surveys/surveys.seed.ts";
import { seedDemoTestimonials } from "../modules/testimonials/testimonials.seed.ts";
import type { Storage } from "../platform/storage/storage.ts";
import type { Clock } from "../shared/clock.ts";
import type { PasswordHasher } from "../shared/passwords.ts";
import { isEmptyDatabase } from "./empty-database.ts";
import type { Db } from "./types.ts";

/**
 * Every module's demo content, in the order it is seeded: a seed may use what an earlier one created. This file
 * is its own entry of the build (dist/seed-demo.js, ADR 0079), which server.ts imports only for an empty
 * database, so that the seeds, the forum posts and the help translations stay out of the server's bundle. A
 * module with demo content adds its seed here.
 */
const DEMO_SEEDS: readonly ((context: DemoSeedContext) => Promise<void>)[] = [
  // The one administrator of an empty database (not demo content, but created in the same transaction).
  seedAdministrator,
  seedDemoMembers,
  seedDemoCoupons,
  // Announcements seed before notifications: the demo notifications point at them.
  seedDemoAnnouncements,
  seedDemoNotifications,
  seedDemoBlog,
  // After membership: the demo testimonials are written by the demo members.
  seedDemoTestimonials,
  // After membership: the demo forum is written by the demo members.
  seedDemoForum,
  seedDemoContactMessages,
  // After membership: the demo members' subscriptions.
  seedDemoNewsletters,
  // After membership: the demo events are hosted by the demo instructor and answered by the demo members.
  seedDemoEvents,
  // Education (issue 8): the catalogue, then the seminars that teach it (taught by the demo instructor).
  seedDemoCourses,
  seedDemoSeminars,
  // After seminars: the demo instructor's venues, linked to the demo seminars held in their cities.
  seedDemoLocations,
  // After seminars: the demo members' places in the demo seminars, some graduated, some paid with invoices.
  seedDemoEnrollments,
  // After seminars and the demo members: the demo instructors and their coordinators.
  seedDemoCoordinators,
  // After the catalogue and the demo members: the self-study lessons and enrolments, then the evaluations of
  // the past demo seminars.
  seedDemoSelfStudy,
  seedDemoSurveys,
  // After the catalogue: exams belong to courses, manuals may come with one; both are owned by the demo members.
  seedDemoCredits,
  seedDemoManuals,
  // Store (issue 9): after the manuals, which the manual products grant.
  seedDemoStore,
  // After the store: the cart, checkout and demo orders of its products.
  seedDemoOrders,
  // After the demo members: their address books.
  seedDemoAddresses,
  // After the demo members: their gifts (the purchase history shows them).
  seedDemoDonations,
  // Videos and downloads (issue 10): their own tables, no demo member needed.
  seedDemoMedia,
  // The help centre (issue 10): its own topics and articles.
  seedDemoHelp,
  // After membership: the demo practitioner's and instructor's profiles and the instructor's licence.
  seedDemoProfiles,
  // After membership and the profiles table: the demo practitioners are demo members with plans.
  seedDemoPractitioners,
];

/**
 * Seeds an empty database with every module's demo content (list order, one transaction: a failed seed
 * leaves the database empty, so the next start tries again). Returns the generated administrator password when
 * none was configured, so the caller can show it once. Prints nothing.
 */
export async function seedDemo(
  db: Db,
  config: Config,
  clock: Clock,
  passwords: PasswordHasher,
  storage: Storage,
): Promise<string | undefined> {
  if (!(await isEmptyDatabase(db))) return undefined;
  return db.transaction(async (tx) => {
    const context: DemoSeedContext = {
      db: tx,
      config,
      clock,
      passwords,
      storage,
      people: createDemoPeople(tx),
      notifications: createDemoNotifications(tx),
    };
    for (const seed of DEMO_SEEDS) await seed(context);
    return context.generatedAdminPassword;
  });
}
