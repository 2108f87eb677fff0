// Every namespace of every language, imported statically: the server answers in any of them, and esbuild
// and tsx bundle JSON imports (the web loads one language's namespaces lazily instead, see apps/web i18n.ts).
import type { InterfaceLanguage } from "./languages.ts";
import cs_account from "./locales/cs/account.json" with { type: "json" };
import cs_addresses from "./locales/cs/addresses.json" with { type: "json" };
import cs_admin from "./locales/cs/admin.json" with { type: "json" };
import cs_announcements from "./locales/cs/announcements.json" with { type: "json" };
import cs_blog from "./locales/cs/blog.json" with { type: "json" };
import cs_common from "./locales/cs/common.json" with { type: "json" };
import cs_contact from "./locales/cs/contact.json" with { type: "json" };
import cs_content from "./locales/cs/content.json" with { type: "json" };
import cs_coordinators from "./locales/cs/coordinators.json" with { type: "json" };
import cs_coupons from "./locales/cs/coupons.json" with { type: "json" };
import cs_courses from "./locales/cs/courses.json" with { type: "json" };
import cs_credits from "./locales/cs/credits.json" with { type: "json" };
import cs_donations from "./locales/cs/donations.json" with { type: "json" };
import cs_enrollment from "./locales/cs/enrollment.json" with { type: "json" };
import cs_events from "./locales/cs/events.json" with { type: "json" };
import cs_forum from "./locales/cs/forum.json" with { type: "json" };
import cs_hardship from "./locales/cs/hardship.json" with { type: "json" };
import cs_help from "./locales/cs/help.json" with { type: "json" };
import cs_locations from "./locales/cs/locations.json" with { type: "json" };
import cs_manuals from "./locales/cs/manuals.json" with { type: "json" };
import cs_media from "./locales/cs/media.json" with { type: "json" };
import cs_membership from "./locales/cs/membership.json" with { type: "json" };
import cs_modalities from "./locales/cs/modalities.json" with { type: "json" };
import cs_newsletters from "./locales/cs/newsletters.json" with { type: "json" };
import cs_notifications from "./locales/cs/notifications.json" with { type: "json" };
import cs_orders from "./locales/cs/orders.json" with { type: "json" };
import cs_practitioners from "./locales/cs/practitioners.json" with { type: "json" };
import cs_privacy from "./locales/cs/privacy.json" with { type: "json" };
import cs_profiles from "./locales/cs/profiles.json" with { type: "json" };
import cs_selfstudy from "./locales/cs/selfstudy.json" with { type: "json" };
import cs_seminars from "./locales/cs/seminars.json" with { type: "json" };
import cs_server from "./locales/cs/server.json" with { type: "json" };
import cs_store from "./locales/cs/store.json" with { type: "json" };
import cs_surveys from "./locales/cs/surveys.json" with { type: "json" };
import cs_teasers from "./locales/cs/teasers.json" with { type: "json" };
import cs_testimonials from "./locales/cs/testimonials.json" with { type: "json" };
import cs_translations from "./locales/cs/translations.json" with { type: "json" };
import de_account from "./locales/de/account.json" with { type: "json" };
import de_addresses from "./locales/de/addresses.json" with { type: "json" };
import de_admin from "./locales/de/admin.json" with { type: "json" };
import de_announcements from "./locales/de/announcements.json" with { type: "json" };
import de_blog from "./locales/de/blog.json" with { type: "json" };
import de_common from "./locales/de/common.json" with { type: "json" };
import de_contact from "./locales/de/contact.json" with { type: "json" };
import de_content from "./locales/de/content.json" with { type: "json" };
import de_coordinators from "./locales/de/coordinators.json" with { type: "json" };
import de_coupons from "./locales/de/coupons.json" with { type: "json" };
import de_courses from "./locales/de/courses.json" with { type: "json" };
import de_credits from "./locales/de/credits.json" with { type: "json" };
import de_donations from "./locales/de/donations.json" with { type: "json" };
import de_enrollment from "./locales/de/enrollment.json" with { type: "json" };
import de_events from "./locales/de/events.json" with { type: "json" };
import de_forum from "./locales/de/forum.json" with { type: "json" };
import de_hardship from "./locales/de/hardship.json" with { type: "json" };
import de_help from "./locales/de/help.json" with { type: "json" };
import de_locations from "./locales/de/locations.json" with { type: "json" };
import de_manuals from "./locales/de/manuals.json" with { type: "json" };
import de_media from "./locales/de/media.json" with { type: "json" };
import de_membership from "./locales/de/membership.json" with { type: "json" };
import de_modalities from "./locales/de/modalities.json" with { type: "json" };
import de_newsletters from "./locales/de/newsletters.json" with { type: "json" };
import de_notifications from "./locales/de/notifications.json" with { type: "json" };
import de_orders from "./locales/de/orders.json" with { type: "json" };
import de_practitioners from "./locales/de/practitioners.json" with { type: "json" };
import de_privacy from "./locales/de/privacy.json" with { type: "json" };
import de_profiles from "./locales/de/profiles.json" with { type: "json" };
import de_selfstudy from "./locales/de/selfstudy.json" with { type: "json" };
import de_seminars from "./locales/de/seminars.json" with { type: "json" };
import de_server from "./locales/de/server.json" with { type: "json" };
import de_store from "./locales/de/store.json" with { type: "json" };
import de_surveys from "./locales/de/surveys.json" with { type: "json" };
import de_teasers from "./locales/de/teasers.json" with { type: "json" };
import de_testimonials from "./locales/de/testimonials.json" with { type: "json" };
import de_translations from "./locales/de/translations.json" with { type: "json" };
import en_account from "./locales/en/account.json" with { type: "json" };
import en_addresses from "./locales/en/addresses.json" with { type: "json" };
import en_admin from "./locales/en/admin.json" with { type: "json" };
import en_announcements from "./locales/en/announcements.json" with { type: "json" };
import en_blog from "./locales/en/blog.json" with { type: "json" };
import en_common from "./locales/en/common.json" with { type: "json" };
import en_contact from "./locales/en/contact.json" with { type: "json" };
import en_content from "./locales/en/content.json" with { type: "json" };
import en_coordinators from "./locales/en/coordinators.json" with { type: "json" };
import en_coupons from "./locales/en/coupons.json" with { type: "json" };
import en_courses from "./locales/en/courses.json" with { type: "json" };
import en_credits from "./locales/en/credits.json" with { type: "json" };
import en_donations from "./locales/en/donations.json" with { type: "json" };
import en_enrollment from "./locales/en/enrollment.json" with { type: "json" };
import en_events from "./locales/en/events.json" with { type: "json" };
import en_forum from "./locales/en/forum.json" with { type: "json" };
import en_hardship from "./locales/en/hardship.json" with { type: "json" };
import en_help from "./locales/en/help.json" with { type: "json" };
import en_locations from "./locales/en/locations.json" with { type: "json" };
import en_manuals from "./locales/en/manuals.json" with { type: "json" };
import en_media from "./locales/en/media.json" with { type: "json" };
import en_membership from "./locales/en/membership.json" with { type: "json" };
import en_modalities from "./locales/en/modalities.json" with { type: "json" };
import en_newsletters from "./locales/en/newsletters.json" with { type: "json" };
import en_notifications from "./locales/en/notifications.json" with { type: "json" };
import en_orders from "./locales/en/orders.json" with { type: "json" };
import en_practitioners from "./locales/en/practitioners.json" with { type: "json" };
import en_privacy from "./locales/en/privacy.json" with { type: "json" };
import en_profiles from "./locales/en/profiles.json" with { type: "json" };
import en_selfstudy from "./locales/en/selfstudy.json" with { type: "json" };
import en_seminars from "./locales/en/seminars.json" with { type: "json" };
import en_server from "./locales/en/server.json" with { type: "json" };
import en_store from "./locales/en/store.json" with { type: "json" };
import en_surveys from "./locales/en/surveys.json" with { type: "json" };
import en_teasers from "./locales/en/teasers.json" with { type: "json" };
import en_testimonials from "./locales/en/testimonials.json" with { type: "json" };
import en_translations from "./locales/en/translations.json" with { type: "json" };
import es_account from "./locales/es/account.json" with { type: "json" };
import es_addresses from "./locales/es/addresses.json" with { type: "json" };
import es_admin from "./locales/es/admin.json" with { type: "json" };
import es_announcements from "./locales/es/announcements.json" with { type: "json" };
import es_blog from "./locales/es/blog.json" with { type: "json" };
import es_common from "./locales/es/common.json" with { type: "json" };
import es_contact from "./locales/es/contact.json" with { type: "json" };
import es_content from "./locales/es/content.json" with { type: "json" };
import es_coordinators from "./locales/es/coordinators.json" with { type: "json" };
import es_coupons from "./locales/es/coupons.json" with { type: "json" };
import es_courses from "./locales/es/courses.json" with { type: "json" };
import es_credits from "./locales/es/credits.json" with { type: "json" };
import es_donations from "./locales/es/donations.json" with { type: "json" };
import es_enrollment from "./locales/es/enrollment.json" with { type: "json" };
import es_events from "./locales/es/events.json" with { type: "json" };
import es_forum from "./locales/es/forum.json" with { type: "json" };
import es_hardship from "./locales/es/hardship.json" with { type: "json" };
import es_help from "./locales/es/help.json" with { type: "json" };
import es_locations from "./locales/es/locations.json" with { type: "json" };
import es_manuals from "./locales/es/manuals.json" with { type: "json" };
import es_media from "./locales/es/media.json" with { type: "json" };
import es_membership from "./locales/es/membership.json" with { type: "json" };
import es_modalities from "./locales/es/modalities.json" with { type: "json" };
import es_newsletters from "./locales/es/newsletters.json" with { type: "json" };
import es_notifications from "./locales/es/notifications.json" with { type: "json" };
import es_orders from "./locales/es/orders.json" with { type: "json" };
import es_practitioners from "./locales/es/practitioners.json" with { type: "json" };
import es_privacy from "./locales/es/privacy.json" with { type: "json" };
import es_profiles from "./locales/es/profiles.json" with { type: "json" };
import es_selfstudy from "./locales/es/selfstudy.json" with { type: "json" };
import es_seminars from "./locales/es/seminars.json" with { type: "json" };
import es_server from "./locales/es/server.json" with { type: "json" };
import es_store from "./locales/es/store.json" with { type: "json" };
import es_surveys from "./locales/es/surveys.json" with { type: "json" };
import es_teasers from "./locales/es/teasers.json" with { type: "json" };
import es_testimonials from "./locales/es/testimonials.json" with { type: "json" };
import es_translations from "./locales/es/translations.json" with { type: "json" };
import fr_account from "./locales/fr/account.json" with { type: "json" };
import fr_addresses from "./locales/fr/addresses.json" with { type: "json" };
import fr_admin from "./locales/fr/admin.json" with { type: "json" };
import fr_announcements from "./locales/fr/announcements.json" with { type: "json" };
import fr_blog from "./locales/fr/blog.json" with { type: "json" };
import fr_common from "./locales/fr/common.json" with { type: "json" };
import fr_contact from "./locales/fr/contact.json" with { type: "json" };
import fr_content from "./locales/fr/content.json" with { type: "json" };
import fr_coordinators from "./locales/fr/coordinators.json" with { type: "json" };
import fr_coupons from "./locales/fr/coupons.json" with { type: "json" };
import fr_courses from "./locales/fr/courses.json" with { type: "json" };
import fr_credits from "./locales/fr/credits.json" with { type: "json" };
import fr_donations from "./locales/fr/donations.json" with { type: "json" };
import fr_enrollment from "./locales/fr/enrollment.json" with { type: "json" };
import fr_events from "./locales/fr/events.json" with { type: "json" };
import fr_forum from "./locales/fr/forum.json" with { type: "json" };
import fr_hardship from "./locales/fr/hardship.json" with { type: "json" };
import fr_help from "./locales/fr/help.json" with { type: "json" };
import fr_locations from "./locales/fr/locations.json" with { type: "json" };
import fr_manuals from "./locales/fr/manuals.json" with { type: "json" };
import fr_media from "./locales/fr/media.json" with { type: "json" };
import fr_membership from "./locales/fr/membership.json" with { type: "json" };
import fr_modalities from "./locales/fr/modalities.json" with { type: "json" };
import fr_newsletters from "./locales/fr/newsletters.json" with { type: "json" };
import fr_notifications from "./locales/fr/notifications.json" with { type: "json" };
import fr_orders from "./locales/fr/orders.json" with { type: "json" };
import fr_practitioners from "./locales/fr/practitioners.json" with { type: "json" };
import fr_privacy from "./locales/fr/privacy.json" with { type: "json" };
import fr_profiles from "./locales/fr/profiles.json" with { type: "json" };
import fr_selfstudy from "./locales/fr/selfstudy.json" with { type: "json" };
import fr_seminars from "./locales/fr/seminars.json" with { type: "json" };
import fr_server from "./locales/fr/server.json" with { type: "json" };
import fr_store from "./locales/fr/store.json" with { type: "json" };
import fr_surveys from "./locales/fr/surveys.json" with { type: "json" };
import fr_teasers from "./locales/fr/teasers.json" with { type: "json" };
import fr_testimonials from "./locales/fr/testimonials.json" with { type: "json" };
import fr_translations from "./locales/fr/translations.json" with { type: "json" };
import ja_account from "./locales/ja/account.json" with { type: "json" };
import ja_addresses from "./locales/ja/addresses.json" with { type: "json" };
import ja_admin from "./locales/ja/admin.json" with { type: "json" };
import ja_announcements from "./locales/ja/announcements.json" with { type: "json" };
import ja_blog from "./locales/ja/blog.json" with { type: "json" };
import ja_common from "./locales/ja/common.json" with { type: "json" };
import ja_contact from "./locales/ja/contact.json" with { type: "json" };
import ja_content from "./locales/ja/content.json" with { type: "json" };
import ja_coordinators from "./locales/ja/coordinators.json" with { type: "json" };
import ja_coupons from "./locales/ja/coupons.json" with { type: "json" };
import ja_courses from "./locales/ja/courses.json" with { type: "json" };
import ja_credits from "./locales/ja/credits.json" with { type: "json" };
import ja_donations from "./locales/ja/donations.json" with { type: "json" };
import ja_enrollment from "./locales/ja/enrollment.json" with { type: "json" };
import ja_events from "./locales/ja/events.json" with { type: "json" };
import ja_forum from "./locales/ja/forum.json" with { type: "json" };
import ja_hardship from "./locales/ja/hardship.json" with { type: "json" };
import ja_help from "./locales/ja/help.json" with { type: "json" };
import ja_locations from "./locales/ja/locations.json" with { type: "json" };
import ja_manuals from "./locales/ja/manuals.json" with { type: "json" };
import ja_media from "./locales/ja/media.json" with { type: "json" };
import ja_membership from "./locales/ja/membership.json" with { type: "json" };
import ja_modalities from "./locales/ja/modalities.json" with { type: "json" };
import ja_newsletters from "./locales/ja/newsletters.json" with { type: "json" };
import ja_notifications from "./locales/ja/notifications.json" with { type: "json" };
import ja_orders from "./locales/ja/orders.json" with { type: "json" };
import ja_practitioners from "./locales/ja/practitioners.json" with { type: "json" };
import ja_privacy from "./locales/ja/privacy.json" with { type: "json" };
import ja_profiles from "./locales/ja/profiles.json" with { type: "json" };
import ja_selfstudy from "./locales/ja/selfstudy.json" with { type: "json" };
import ja_seminars from "./locales/ja/seminars.json" with { type: "json" };
import ja_server from "./locales/ja/server.json" with { type: "json" };
import ja_store from "./locales/ja/store.json" with { type: "json" };
import ja_surveys from "./locales/ja/surveys.json" with { type: "json" };
import ja_teasers from "./locales/ja/teasers.json" with { type: "json" };
import ja_testimonials from "./locales/ja/testimonials.json" with { type: "json" };
import ja_translations from "./locales/ja/translations.json" with { type: "json" };
import no_account from "./locales/no/account.json" with { type: "json" };
import no_addresses from "./locales/no/addresses.json" with { type: "json" };
import no_admin from "./locales/no/admin.json" with { type: "json" };
import no_announcements from "./locales/no/announcements.json" with { type: "json" };
import no_blog from "./locales/no/blog.json" with { type: "json" };
import no_common from "./locales/no/common.json" with { type: "json" };
import no_contact from "./locales/no/contact.json" with { type: "json" };
import no_content from "./locales/no/content.json" with { type: "json" };
import no_coordinators from "./locales/no/coordinators.json" with { type: "json" };
import no_coupons from "./locales/no/coupons.json" with { type: "json" };
import no_courses from "./locales/no/courses.json" with { type: "json" };
import no_credits from "./locales/no/credits.json" with { type: "json" };
import no_donations from "./locales/no/donations.json" with { type: "json" };
import no_enrollment from "./locales/no/enrollment.json" with { type: "json" };
import no_events from "./locales/no/events.json" with { type: "json" };
import no_forum from "./locales/no/forum.json" with { type: "json" };
import no_hardship from "./locales/no/hardship.json" with { type: "json" };
import no_help from "./locales/no/help.json" with { type: "json" };
import no_locations from "./locales/no/locations.json" with { type: "json" };
import no_manuals from "./locales/no/manuals.json" with { type: "json" };
import no_media from "./locales/no/media.json" with { type: "json" };
import no_membership from "./locales/no/membership.json" with { type: "json" };
import no_modalities from "./locales/no/modalities.json" with { type: "json" };
import no_newsletters from "./locales/no/newsletters.json" with { type: "json" };
import no_notifications from "./locales/no/notifications.json" with { type: "json" };
import no_orders from "./locales/no/orders.json" with { type: "json" };
import no_practitioners from "./locales/no/practitioners.json" with { type: "json" };
import no_privacy from "./locales/no/privacy.json" with { type: "json" };
import no_profiles from "./locales/no/profiles.json" with { type: "json" };
import no_selfstudy from "./locales/no/selfstudy.json" with { type: "json" };
import no_seminars from "./locales/no/seminars.json" with { type: "json" };
import no_server from "./locales/no/server.json" with { type: "json" };
import no_store from "./locales/no/store.json" with { type: "json" };
import no_surveys from "./locales/no/surveys.json" with { type: "json" };
import no_teasers from "./locales/no/teasers.json" with { type: "json" };
import no_testimonials from "./locales/no/testimonials.json" with { type: "json" };
import no_translations from "./locales/no/translations.json" with { type: "json" };
import pt_account from "./locales/pt/account.json" with { type: "json" };
import pt_addresses from "./locales/pt/addresses.json" with { type: "json" };
import pt_admin from "./locales/pt/admin.json" with { type: "json" };
import pt_announcements from "./locales/pt/announcements.json" with { type: "json" };
import pt_blog from "./locales/pt/blog.json" with { type: "json" };
import pt_common from "./locales/pt/common.json" with { type: "json" };
import pt_contact from "./locales/pt/contact.json" with { type: "json" };
import pt_content from "./locales/pt/content.json" with { type: "json" };
import pt_coordinators from "./locales/pt/coordinators.json" with { type: "json" };
import pt_coupons from "./locales/pt/coupons.json" with { type: "json" };
import pt_courses from "./locales/pt/courses.json" with { type: "json" };
import pt_credits from "./locales/pt/credits.json" with { type: "json" };
import pt_donations from "./locales/pt/donations.json" with { type: "json" };
import pt_enrollment from "./locales/pt/enrollment.json" with { type: "json" };
import pt_events from "./locales/pt/events.json" with { type: "json" };
import pt_forum from "./locales/pt/forum.json" with { type: "json" };
import pt_hardship from "./locales/pt/hardship.json" with { type: "json" };
import pt_help from "./locales/pt/help.json" with { type: "json" };
import pt_locations from "./locales/pt/locations.json" with { type: "json" };
import pt_manuals from "./locales/pt/manuals.json" with { type: "json" };
import pt_media from "./locales/pt/media.json" with { type: "json" };
import pt_membership from "./locales/pt/membership.json" with { type: "json" };
import pt_modalities from "./locales/pt/modalities.json" with { type: "json" };
import pt_newsletters from "./locales/pt/newsletters.json" with { type: "json" };
import pt_notifications from "./locales/pt/notifications.json" with { type: "json" };
import pt_orders from "./locales/pt/orders.json" with { type: "json" };
import pt_practitioners from "./locales/pt/practitioners.json" with { type: "json" };
import pt_privacy from "./locales/pt/privacy.json" with { type: "json" };
import pt_profiles from "./locales/pt/profiles.json" with { type: "json" };
import pt_selfstudy from "./locales/pt/selfstudy.json" with { type: "json" };
import pt_seminars from "./locales/pt/seminars.json" with { type: "json" };
import pt_server from "./locales/pt/server.json" with { type: "json" };
import pt_store from "./locales/pt/store.json" with { type: "json" };
import pt_surveys from "./locales/pt/surveys.json" with { type: "json" };
import pt_teasers from "./locales/pt/teasers.json" with { type: "json" };
import pt_testimonials from "./locales/pt/testimonials.json" with { type: "json" };
import pt_translations from "./locales/pt/translations.json" with { type: "json" };
import type { Namespace } from "./namespaces.ts";

export type Catalogue = { [key: string]: string | Catalogue };

/** The English catalogues, by namespace, with their keys' types: the web's typed translations are made of them. */
const ENGLISH = {
  common: en_common,
  content: en_content,
  account: en_account,
  membership: en_membership,
  hardship: en_hardship,
  admin: en_admin,
  notifications: en_notifications,
  announcements: en_announcements,
  blog: en_blog,
  testimonials: en_testimonials,
  coordinators: en_coordinators,
  forum: en_forum,
  teasers: en_teasers,
  contact: en_contact,
  privacy: en_privacy,
  newsletters: en_newsletters,
  events: en_events,
  locations: en_locations,
  profiles: en_profiles,
  enrollment: en_enrollment,
  selfstudy: en_selfstudy,
  surveys: en_surveys,
  credits: en_credits,
  manuals: en_manuals,
  orders: en_orders,
  coupons: en_coupons,
  media: en_media,
  modalities: en_modalities,
  help: en_help,
  practitioners: en_practitioners,
  seminars: en_seminars,
  courses: en_courses,
  store: en_store,
  addresses: en_addresses,
  donations: en_donations,
  translations: en_translations,
  server: en_server,
};
export type EnglishCatalogues = typeof ENGLISH;

/** One language's namespaces, as they are on disk. */
export const NAMESPACED: Record<InterfaceLanguage, Record<Namespace, Catalogue>> = {
  en: ENGLISH,
  es: {
    common: es_common,
    content: es_content,
    account: es_account,
    membership: es_membership,
    hardship: es_hardship,
    admin: es_admin,
    notifications: es_notifications,
    announcements: es_announcements,
    blog: es_blog,
    testimonials: es_testimonials,
    coordinators: es_coordinators,
    forum: es_forum,
    teasers: es_teasers,
    contact: es_contact,
    privacy: es_privacy,
    newsletters: es_newsletters,
    events: es_events,
    locations: es_locations,
    profiles: es_profiles,
    enrollment: es_enrollment,
    selfstudy: es_selfstudy,
    surveys: es_surveys,
    credits: es_credits,
    manuals: es_manuals,
    orders: es_orders,
    coupons: es_coupons,
    media: es_media,
    modalities: es_modalities,
    help: es_help,
    practitioners: es_practitioners,
    seminars: es_seminars,
    courses: es_courses,
    store: es_store,
    addresses: es_addresses,
    donations: es_donations,
    translations: es_translations,
    server: es_server,
  },
  pt: {
    common: pt_common,
    content: pt_content,
    account: pt_account,
    membership: pt_membership,
    hardship: pt_hardship,
    admin: pt_admin,
    notifications: pt_notifications,
    announcements: pt_announcements,
    blog: pt_blog,
    testimonials: pt_testimonials,
    coordinators: pt_coordinators,
    forum: pt_forum,
    teasers: pt_teasers,
    contact: pt_contact,
    privacy: pt_privacy,
    newsletters: pt_newsletters,
    events: pt_events,
    locations: pt_locations,
    profiles: pt_profiles,
    enrollment: pt_enrollment,
    selfstudy: pt_selfstudy,
    surveys: pt_surveys,
    credits: pt_credits,
    manuals: pt_manuals,
    orders: pt_orders,
    coupons: pt_coupons,
    media: pt_media,
    modalities: pt_modalities,
    help: pt_help,
    practitioners: pt_practitioners,
    seminars: pt_seminars,
    courses: pt_courses,
    store: pt_store,
    addresses: pt_addresses,
    donations: pt_donations,
    translations: pt_translations,
    server: pt_server,
  },
  de: {
    common: de_common,
    content: de_content,
    account: de_account,
    membership: de_membership,
    hardship: de_hardship,
    admin: de_admin,
    notifications: de_notifications,
    announcements: de_announcements,
    blog: de_blog,
    testimonials: de_testimonials,
    coordinators: de_coordinators,
    forum: de_forum,
    teasers: de_teasers,
    contact: de_contact,
    privacy: de_privacy,
    newsletters: de_newsletters,
    events: de_events,
    locations: de_locations,
    profiles: de_profiles,
    enrollment: de_enrollment,
    selfstudy: de_selfstudy,
    surveys: de_surveys,
    credits: de_credits,
    manuals: de_manuals,
    orders: de_orders,
    coupons: de_coupons,
    media: de_media,
    modalities: de_modalities,
    help: de_help,
    practitioners: de_practitioners,
    seminars: de_seminars,
    courses: de_courses,
    store: de_store,
    addresses: de_addresses,
    donations: de_donations,
    translations: de_translations,
    server: de_server,
  },
  cs: {
    common: cs_common,
    content: cs_content,
    account: cs_account,
    membership: cs_membership,
    hardship: cs_hardship,
    admin: cs_admin,
    notifications: cs_notifications,
    announcements: cs_announcements,
    blog: cs_blog,
    testimonials: cs_testimonials,
    coordinators: cs_coordinators,
    forum: cs_forum,
    teasers: cs_teasers,
    contact: cs_contact,
    privacy: cs_privacy,
    newsletters: cs_newsletters,
    events: cs_events,
    locations: cs_locations,
    profiles: cs_profiles,
    enrollment: cs_enrollment,
    selfstudy: cs_selfstudy,
    surveys: cs_surveys,
    credits: cs_credits,
    manuals: cs_manuals,
    orders: cs_orders,
    coupons: cs_coupons,
    media: cs_media,
    modalities: cs_modalities,
    help: cs_help,
    practitioners: cs_practitioners,
    seminars: cs_seminars,
    courses: cs_courses,
    store: cs_store,
    addresses: cs_addresses,
    donations: cs_donations,
    translations: cs_translations,
    server: cs_server,
  },
  ja: {
    common: ja_common,
    content: ja_content,
    account: ja_account,
    membership: ja_membership,
    hardship: ja_hardship,
    admin: ja_admin,
    notifications: ja_notifications,
    announcements: ja_announcements,
    blog: ja_blog,
    testimonials: ja_testimonials,
    coordinators: ja_coordinators,
    forum: ja_forum,
    teasers: ja_teasers,
    contact: ja_contact,
    privacy: ja_privacy,
    newsletters: ja_newsletters,
    events: ja_events,
    locations: ja_locations,
    profiles: ja_profiles,
    enrollment: ja_enrollment,
    selfstudy: ja_selfstudy,
    surveys: ja_surveys,
    credits: ja_credits,
    manuals: ja_manuals,
    orders: ja_orders,
    coupons: ja_coupons,
    media: ja_media,
    modalities: ja_modalities,
    help: ja_help,
    practitioners: ja_practitioners,
    seminars: ja_seminars,
    courses: ja_courses,
    store: ja_store,
    addresses: ja_addresses,
    donations: ja_donations,
    translations: ja_translations,
    server: ja_server,
  },
  fr: {
    common: fr_common,
    content: fr_content,
    account: fr_account,
    membership: fr_membership,
    hardship: fr_hardship,
    admin: fr_admin,
    notifications: fr_notifications,
    announcements: fr_announcements,
    blog: fr_blog,
    testimonials: fr_testimonials,
    coordinators: fr_coordinators,
    forum: fr_forum,
    teasers: fr_teasers,
    contact: fr_contact,
    privacy: fr_privacy,
    newsletters: fr_newsletters,
    events: fr_events,
    locations: fr_locations,
    profiles: fr_profiles,
    enrollment: fr_enrollment,
    selfstudy: fr_selfstudy,
    surveys: fr_surveys,
    credits: fr_credits,
    manuals: fr_manuals,
    orders: fr_orders,
    coupons: fr_coupons,
    media: fr_media,
    modalities: fr_modalities,
    help: fr_help,
    practitioners: fr_practitioners,
    seminars: fr_seminars,
    courses: fr_courses,
    store: fr_store,
    addresses: fr_addresses,
    donations: fr_donations,
    translations: fr_translations,
    server: fr_server,
  },
  no: {
    common: no_common,
    content: no_content,
    account: no_account,
    membership: no_membership,
    hardship: no_hardship,
    admin: no_admin,
    notifications: no_notifications,
    announcements: no_announcements,
    blog: no_blog,
    testimonials: no_testimonials,
    coordinators: no_coordinators,
    forum: no_forum,
    teasers: no_teasers,
    contact: no_contact,
    privacy: no_privacy,
    newsletters: no_newsletters,
    events: no_events,
    locations: no_locations,
    profiles: no_profiles,
    enrollment: no_enrollment,
    selfstudy: no_selfstudy,
    surveys: no_surveys,
    credits: no_credits,
    manuals: no_manuals,
    orders: no_orders,
    coupons: no_coupons,
    media: no_media,
    modalities: no_modalities,
    help: no_help,
    practitioners: no_practitioners,
    seminars: no_seminars,
    courses: no_courses,
    store: no_store,
    addresses: no_addresses,
    donations: no_donations,
    translations: no_translations,
    server: no_server,
  },
};
