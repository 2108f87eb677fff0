/**
 * Every API call, by area: `contract.<area>.<call>` (ADR 0080). An area's calls are the named exports of its
 * `<area>/contract.ts`; add an area here once.
 */

export * as account from "./account/contract.ts";
export * as addresses from "./addresses/contract.ts";
export * as admin from "./admin/contract.ts";
export * as announcements from "./announcements/contract.ts";
export * as billing from "./billing/contract.ts";
export * as blog from "./blog/contract.ts";
export * as contact from "./contact/contract.ts";
export * as coordinators from "./coordinators/contract.ts";
export * as coupons from "./coupons/contract.ts";
export * as courses from "./courses/contract.ts";
export * as credits from "./credits/contract.ts";
export * as donations from "./donations/contract.ts";
export * as enrollment from "./enrollment/contract.ts";
export * as events from "./events/contract.ts";
export * as forum from "./forum/contract.ts";
export * as hardship from "./hardship/contract.ts";
export * as health from "./health/contract.ts";
export * as help from "./help/contract.ts";
export * as locations from "./locations/contract.ts";
export * as manuals from "./manuals/contract.ts";
export * as media from "./media/contract.ts";
export * as membership from "./membership/contract.ts";
export * as newsletters from "./newsletters/contract.ts";
export * as notifications from "./notifications/contract.ts";
export * as orders from "./orders/contract.ts";
export * as practitioners from "./practitioners/contract.ts";
export * as privacy from "./privacy/contract.ts";
export * as profiles from "./profiles/contract.ts";
export * as selfstudy from "./selfstudy/contract.ts";
export * as seminars from "./seminars/contract.ts";
export * as store from "./store/contract.ts";
export * as surveys from "./surveys/contract.ts";
export * as testimonials from "./testimonials/contract.ts";
export * as translations from "./translations/contract.ts";
