// Route module of the coordinators area (one lazy chunk): the instructor's coordinators, the invitation link,
// the coordinator's profile sections and the agreement's administration, and the loaders of the lists and sections.
import { adminLoader, type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { hasInstructorLevel } from "../../shared/session/stored-level.ts";
import {
  agreementStatusQuery,
  agreementVersionsQuery,
  archivedCoordinatorsQuery,
  coordinatedSeminarsQuery,
  FIRST_COORDINATORS_PAGE,
  myCoordinatorsQuery,
  myInstructorsQuery,
  myInvitationsQuery,
} from "./api/coordinators.ts";

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

/**
 * An instructor's screen's loader: to another member the screen says why it is an instructor's only and reads
 * nothing, so neither does its loader (the stored level decides, as on the screen).
 */
const instructorLoader = (reads: Parameters<typeof memberLoader>[0]) =>
  memberLoader((args) => {
    return hasInstructorLevel(readSession().user) ? reads(args) : [];
  });

// /profile/ibacoordinator and /profile/CBPagreement: the member's standing and the agreement in force.
const agreementLoader = memberLoader(({ client }) => [client.ensureQueryData(agreementStatusQuery())]);

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/coordinating: the first page of the instructors the member coordinates for, and of their seminars.
  profileCoordinating: memberLoader(({ client, userId }) => [
    client.ensureQueryData(myInstructorsQuery(userId, FIRST_COORDINATORS_PAGE)),
    client.ensureQueryData(coordinatedSeminarsQuery(FIRST_COORDINATORS_PAGE)),
  ]),
  profileIbaCoordinator: agreementLoader,
  profileCbpAgreement: agreementLoader,
  // /profile/viewinvitation: the invitations waiting for the member's answer.
  profileViewInvitation: memberLoader(({ client }) => [client.ensureQueryData(myInvitationsQuery())]),
  // /coordinators and /coordinatorarchived: the first page of the instructor's working, or archived, coordinators.
  coordinators: instructorLoader(({ client }) => [
    client.ensureQueryData(myCoordinatorsQuery(FIRST_COORDINATORS_PAGE)),
  ]),
  coordinatorArchived: instructorLoader(({ client }) => [
    client.ensureQueryData(archivedCoordinatorsQuery(FIRST_COORDINATORS_PAGE)),
  ]),
  // /admin/coordinator-agreement: the published versions (the newest fills the form).
  adminCoordinatorAgreement: adminLoader(({ client }) => [client.ensureQueryData(agreementVersionsQuery())]),
};
