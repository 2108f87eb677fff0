import "i18next";
import type account from "../../../../../packages/domain/src/i18n/locales/en/account.json";
import type addresses from "../../../../../packages/domain/src/i18n/locales/en/addresses.json";
import type admin from "../../../../../packages/domain/src/i18n/locales/en/admin.json";
import type announcements from "../../../../../packages/domain/src/i18n/locales/en/announcements.json";
import type blog from "../../../../../packages/domain/src/i18n/locales/en/blog.json";
import type common from "../../../../../packages/domain/src/i18n/locales/en/common.json";
import type contact from "../../../../../packages/domain/src/i18n/locales/en/contact.json";
import type content from "../../../../../packages/domain/src/i18n/locales/en/content.json";
import type coordinators from "../../../../../packages/domain/src/i18n/locales/en/coordinators.json";
import type coupons from "../../../../../packages/domain/src/i18n/locales/en/coupons.json";
import type courses from "../../../../../packages/domain/src/i18n/locales/en/courses.json";
import type credits from "../../../../../packages/domain/src/i18n/locales/en/credits.json";
import type donations from "../../../../../packages/domain/src/i18n/locales/en/donations.json";
import type enrollment from "../../../../../packages/domain/src/i18n/locales/en/enrollment.json";
import type events from "../../../../../packages/domain/src/i18n/locales/en/events.json";
import type forum from "../../../../../packages/domain/src/i18n/locales/en/forum.json";
import type hardship from "../../../../../packages/domain/src/i18n/locales/en/hardship.json";
import type help from "../../../../../packages/domain/src/i18n/locales/en/help.json";
import type locations from "../../../../../packages/domain/src/i18n/locales/en/locations.json";
import type manuals from "../../../../../packages/domain/src/i18n/locales/en/manuals.json";
import type media from "../../../../../packages/domain/src/i18n/locales/en/media.json";
import type membership from "../../../../../packages/domain/src/i18n/locales/en/membership.json";
import type modalities from "../../../../../packages/domain/src/i18n/locales/en/modalities.json";
import type newsletters from "../../../../../packages/domain/src/i18n/locales/en/newsletters.json";
import type notifications from "../../../../../packages/domain/src/i18n/locales/en/notifications.json";
import type orders from "../../../../../packages/domain/src/i18n/locales/en/orders.json";
import type practitioners from "../../../../../packages/domain/src/i18n/locales/en/practitioners.json";
import type privacy from "../../../../../packages/domain/src/i18n/locales/en/privacy.json";
import type profiles from "../../../../../packages/domain/src/i18n/locales/en/profiles.json";
import type selfstudy from "../../../../../packages/domain/src/i18n/locales/en/selfstudy.json";
import type seminars from "../../../../../packages/domain/src/i18n/locales/en/seminars.json";
import type store from "../../../../../packages/domain/src/i18n/locales/en/store.json";
import type surveys from "../../../../../packages/domain/src/i18n/locales/en/surveys.json";
import type teasers from "../../../../../packages/domain/src/i18n/locales/en/teasers.json";
import type testimonials from "../../../../../packages/domain/src/i18n/locales/en/testimonials.json";
import type translations from "../../../../../packages/domain/src/i18n/locales/en/translations.json";

// Translation keys are checked at compile time against the English catalogue of every web namespace;
// the server namespace is not here, so the web cannot name a key it never downloads. The types see one
// merged catalogue (keys carry their group, never the namespace; at run time i18next finds a key in whichever
// loaded namespace holds it, `fallbackNS`): typing each namespace with a fallbackNS list makes TypeScript
// expand every combination and give up (TS2589) once there are a handful of namespaces.
type WebCatalogue = typeof common &
  typeof content &
  typeof account &
  typeof membership &
  typeof hardship &
  typeof admin &
  typeof notifications &
  typeof announcements &
  typeof blog &
  typeof testimonials &
  typeof contact &
  typeof newsletters &
  typeof events &
  typeof forum &
  typeof enrollment &
  typeof selfstudy &
  typeof surveys &
  typeof credits &
  typeof manuals &
  typeof orders &
  typeof media &
  typeof modalities &
  typeof help &
  typeof practitioners &
  typeof seminars &
  typeof courses &
  typeof store &
  typeof locations &
  typeof addresses &
  typeof donations &
  typeof coordinators &
  typeof profiles &
  typeof coupons &
  typeof privacy &
  typeof teasers &
  typeof translations;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: WebCatalogue };
  }
}
