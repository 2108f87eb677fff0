// Route module of the membership area (one lazy chunk): plans, management, payments and the profile's
// membership pages. The payment form loads when shown (features/membership/components/lazy-payment-form.tsx).
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
