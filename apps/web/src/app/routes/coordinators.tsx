// Route module of the coordinators area (one lazy chunk): the instructor's coordinators, the invitation link,
// the coordinator's profile sections and the agreement's administration.
export { AdminCoordinatorAgreementPage } from "../../features/coordinators/components/admin-agreement-page.tsx";
export { CoordinatorConfirmationPage } from "../../features/coordinators/components/confirmation-page.tsx";
export {
  ArchivedCoordinatorsPage,
  CoordinatorsPage,
} from "../../features/coordinators/components/coordinators-page.tsx";
export {
  ProfileCbpAgreementPage,
  ProfileCoordinatingPage,
  ProfileIbaCoordinatorPage,
  ProfileViewInvitationPage,
} from "../../features/coordinators/components/profile-pages.tsx";
