// Route module of the membership area (one lazy chunk): plans, management, payments and the profile's
// membership pages. The payment form loads when shown (features/membership/components/lazy-payment-form.tsx).

import { pageFrom } from "../../shared/api/url-params.ts";
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { membershipByUserQuery } from "./api/get-membership-by-user-id.ts";
import { membershipOverviewQuery } from "./api/get-membership-overview-by-user-id.ts";
import { userPurchasesQuery } from "./api/get-user-purchase-and-billings.ts";

export {
  InstructorRenewalPage,
  ManageInstructorMembershipPage,
} from "./components/instructor-pages.tsx";
export { ManageMembershipPage } from "./components/manage-membership-page.tsx";
export {
  MembershipOverviewPage,
  ProfileMembershipPage,
} from "./components/membership-overview-page.tsx";
export { MembershipPage } from "./components/membership-page.tsx";
export { MembershipRenewalPage } from "./components/membership-renewal-page.tsx";
export { MembershipUpgradePage } from "./components/membership-upgrade-page.tsx";
export { PurchasesPage } from "./components/purchases-page.tsx";

const currentMembership = memberLoader(({ client, userId }) => [client.ensureQueryData(membershipByUserQuery(userId))]);

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/membershipoverview: the member's overview cards.
  profileMembershipOverview: memberLoader(({ client, userId }) => [
    client.ensureQueryData(membershipOverviewQuery(userId)),
  ]),
  // /profile/purchases: the page of purchases and invoices the address names.
  profilePurchases: memberLoader(({ client, url, userId }) => [
    client.ensureQueryData(userPurchasesQuery(userId, pageFrom(url.searchParams))),
  ]),
  // /managemembership, /membershiprenewal and /membershipupgrade: the member's current membership.
  manageMembership: currentMembership,
  membershipRenewal: currentMembership,
  membershipUpgrade: currentMembership,
  // /manageinstructormembership and /membershiprenewalinstructor: the current membership, whose instructor record
  // decides what the page shows; the billing, invoices and payment below it are an instructor's only, so they are
  // asked once the screen knows.
  manageInstructorMembership: currentMembership,
  membershipRenewalInstructor: currentMembership,
};
