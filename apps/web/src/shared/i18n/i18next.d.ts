import "i18next";
import type account from "../../../../../packages/domain/src/i18n/locales/en/account.json";
import type admin from "../../../../../packages/domain/src/i18n/locales/en/admin.json";
import type common from "../../../../../packages/domain/src/i18n/locales/en/common.json";
import type contact from "../../../../../packages/domain/src/i18n/locales/en/contact.json";
import type content from "../../../../../packages/domain/src/i18n/locales/en/content.json";
import type hardship from "../../../../../packages/domain/src/i18n/locales/en/hardship.json";
import type membership from "../../../../../packages/domain/src/i18n/locales/en/membership.json";
import type testimonials from "../../../../../packages/domain/src/i18n/locales/en/testimonials.json";

// Translation keys are checked at compile time against the English catalogue of every web namespace;
// the server namespace is not here, so the web cannot name a key it never downloads.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    fallbackNS: ["content", "account", "membership", "hardship", "admin", "testimonials", "contact"];
    resources: {
      common: typeof common;
      content: typeof content;
      account: typeof account;
      membership: typeof membership;
      hardship: typeof hardship;
      admin: typeof admin;
      testimonials: typeof testimonials;
      contact: typeof contact;
    };
  }
}
