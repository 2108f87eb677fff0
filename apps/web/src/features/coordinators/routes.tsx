// Route module of the coordinators area (one lazy chunk): the instructor's coordinators, the invitation link,
// the coordinator's profile sections and the agreement's administration.
export { AdminCoordinatorAgreementPage } from "./components/admin-agreement-page.tsx";
export { CoordinatorConfirmationPage } from "./components/confirmation-page.tsx";
export {
  ArchivedCoordinatorsPage,
  CoordinatorsPage,
} from "./components/coordinators-page.tsx";
export {
  ProfileCbpAgreementPage,
  ProfileCoordinatingPage,
  ProfileIbaCoordinatorPage,
  ProfileViewInvitationPage,
} from "./components/profile-pages.tsx";
