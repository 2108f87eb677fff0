// Route module of the membership area (one lazy chunk): plans, management, payments and the profile's
// membership pages. The payment form loads when shown (features/membership/components/lazy-payment-form.tsx).
export {
  InstructorRenewalPage,
  ManageInstructorMembershipPage,
} from "../../features/membership/components/instructor-pages.tsx";
export { ManageMembershipPage } from "../../features/membership/components/manage-membership-page.tsx";
export {
  MembershipOverviewPage,
  ProfileMembershipPage,
} from "../../features/membership/components/membership-overview-page.tsx";
export { MembershipPage } from "../../features/membership/components/membership-page.tsx";
export { MembershipRenewalPage } from "../../features/membership/components/membership-renewal-page.tsx";
export { MembershipUpgradePage } from "../../features/membership/components/membership-upgrade-page.tsx";
export { PurchasesPage } from "../../features/membership/components/purchases-page.tsx";
