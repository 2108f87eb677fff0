import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The coordinators area's routes: the app's registry is made of every area's, and features link with `coordinatorsRoutes.to`. */
export const coordinatorsRoutes = defineRoutes({
  profileCoordinating: route("/profile/coordinating", { title: "memberNav.links.coordinating" }, { layout: "member" }),
  profileIbaCoordinator: route(
    "/profile/ibacoordinator",
    { title: "memberNav.links.ibaCoordinator" },
    { layout: "member" },
  ),
  profileCbpAgreement: route("/profile/CBPagreement", { title: "memberNav.links.agreement" }, { layout: "member" }),
  profileViewInvitation: route(
    "/profile/viewinvitation",
    { title: "memberNav.links.invitations" },
    { layout: "member" },
  ),
  coordinators: route("/coordinators", { title: "memberNav.links.coordinators" }, { layout: "member" }),
  coordinatorArchived: route(
    "/coordinatorarchived",
    { title: "memberNav.links.coordinatorsArchived" },
    { layout: "member" },
  ),
  coordinatorConfirmation: route("/coordinatorconfirmation", {
    title: "pageTitle.coordinatorConfirmation",
  }),
  // The coordinator agreement's text and versions (ADR 0046).
  adminCoordinatorAgreement: route(
    "/admin/coordinator-agreement",
    { title: "adminNav.links.coordinatorAgreement" },
    { nav: [{ menu: "admin", group: "people", rank: 30 }] },
  ),
});

const pages = chunk("features/coordinators/routes.tsx", () => import("./routes.tsx"), ["coordinators"]);

/** The screen each of the coordinators area's routes shows, from its chunk. */
export const coordinatorsArea = defineArea(coordinatorsRoutes, {
  profileCoordinating: screen(pages, (m) => m.ProfileCoordinatingPage),
  profileIbaCoordinator: screen(pages, (m) => m.ProfileIbaCoordinatorPage),
  profileCbpAgreement: screen(pages, (m) => m.ProfileCbpAgreementPage),
  profileViewInvitation: screen(pages, (m) => m.ProfileViewInvitationPage),
  coordinators: screen(pages, (m) => m.CoordinatorsPage),
  coordinatorArchived: screen(pages, (m) => m.ArchivedCoordinatorsPage),
  coordinatorConfirmation: screen(pages, (m) => m.CoordinatorConfirmationPage),
  adminCoordinatorAgreement: screen(pages, (m) => m.AdminCoordinatorAgreementPage),
});
