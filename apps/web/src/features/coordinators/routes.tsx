// Route module of the coordinators area (one lazy chunk): the instructor's coordinators, the invitation link,
// the coordinator's profile sections and the agreement's administration, and the administration's loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { agreementVersionsQuery } from "./api/coordinators.ts";

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

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/coordinator-agreement: the published versions (the newest fills the form).
  adminCoordinatorAgreement: adminLoader(({ client }) => [client.ensureQueryData(agreementVersionsQuery())]),
};
