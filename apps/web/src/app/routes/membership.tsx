// Route module of the membership area (one lazy chunk): plans, management placeholders and profile pages.

export {
  InstructorRenewalPage,
  ManageInstructorMembershipPage,
  ManageMembershipPage,
  MembershipRenewalPage,
  MembershipUpgradePage,
  ProfileSectionPage,
} from "../../features/membership/components/member-area-pages.tsx";
export { MembershipPage } from "../../features/membership/components/membership-page.tsx";
