import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The membership area's routes: the app's registry is made of every area's, and features link with `membershipRoutes.to`. */
export const membershipRoutes = defineRoutes({
  membership: route(
    "/membership",
    { title: "nav.membership", description: "membershipPage.lead" },
    {
      nav: [
        { menu: "site", group: "direct", rank: 20 },
        { menu: "footer", group: "join", rank: 10 },
      ],
    },
  ),
  // Only a redirect (to the overview): it needs no member layout around it.
  profile: route(
    "/profile",
    { title: "memberArea.titles.profile" },
    { nav: [{ menu: "account", group: "member", rank: 10, label: "nav.memberArea" }] },
  ),
  profileMembershipOverview: route(
    "/profile/membershipoverview",
    { title: "memberNav.links.overview" },
    { layout: "member" },
  ),
  profileMembership: route("/profile/membership", { title: "memberNav.links.billing" }, { layout: "member" }),
  profilePurchases: route("/profile/purchases", { title: "memberNav.links.purchases" }, { layout: "member" }),
  membershipRenewal: route("/membershiprenewal", { title: "memberNav.links.renewal" }, { layout: "member" }),
  membershipUpgrade: route("/membershipupgrade", { title: "memberNav.links.upgrade" }, { layout: "member" }),
  manageMembership: route(
    "/managemembership",
    { title: "memberNav.links.manage" },
    { layout: "member", nav: [{ menu: "account", group: "member", rank: 20, label: "nav.manageMembership" }] },
  ),
  manageInstructorMembership: route(
    "/manageinstructormembership",
    { title: "memberNav.links.manageInstructor" },
    { layout: "member" },
  ),
  membershipRenewalInstructor: route(
    "/membershiprenewalinstructor",
    { title: "memberNav.links.instructorRenewal" },
    { layout: "member" },
  ),
});

const pages = chunk("features/membership/routes.tsx", () => import("./routes.tsx"), ["membership"]);

/** The screen each of the membership area's routes shows, from its chunk. */
export const membershipArea = defineArea(membershipRoutes, {
  membership: screen(pages, (m) => m.MembershipPage),
  profile: { redirect: membershipRoutes.to("profileMembershipOverview") },
  profileMembershipOverview: screen(pages, (m) => m.MembershipOverviewPage),
  profileMembership: screen(pages, (m) => m.ProfileMembershipPage),
  profilePurchases: screen(pages, (m) => m.PurchasesPage),
  membershipRenewal: screen(pages, (m) => m.MembershipRenewalPage),
  membershipUpgrade: screen(pages, (m) => m.MembershipUpgradePage),
  manageMembership: screen(pages, (m) => m.ManageMembershipPage),
  manageInstructorMembership: screen(pages, (m) => m.ManageInstructorMembershipPage),
  membershipRenewalInstructor: screen(pages, (m) => m.InstructorRenewalPage),
});
