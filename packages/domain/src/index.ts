export * from "./account/rules.ts";
export * from "./account/schemas.ts";
export * from "./countries/countries.ts";
export * from "./i18n/languages.ts";
export * from "./i18n/translate.ts";
export * from "./membership/plans.ts";
export * from "./shared/session.ts";
