import { isInstructorLevel } from "../../shared/session/stored-level.ts";
import type { RouteKey } from "../paths.ts";

/** What the web knows about the member that decides their sections (session, current membership, coordinations). */
export interface MemberFacts {
  /** The plan of the member's current membership, lapsed or not; null: none. */
  planId: number | null;
  /** Whether that membership gives access now (active, cancelled before its end, in dunning). */
  active: boolean;
  /** The member coordinates for at least one instructor (an accepted link). */
  isCoordinator: boolean;
  isAdmin: boolean;
}

/** The entries' names; each is translated as `memberNav.links.<label>` (common). */
export type MemberNavLabel =
  | "overview"
  | "upgrade"
  | "renewal"
  | "manageInstructor"
  | "instructorRenewal"
  | "manage"
  | "billing"
  | "purchases"
  | "orders"
  | "hardship"
  | "courses"
  | "selfStudy"
  | "credits"
  | "manuals"
  | "credentials"
  | "bio"
  | "account"
  | "notifications"
  | "notificationSettings"
  | "newsletters"
  | "invitations"
  | "seminars"
  | "locations"
  | "locationsArchived"
  | "coordinators"
  | "coordinatorsArchived"
  | "licence"
  | "coordinating"
  | "ibaCoordinator"
  | "agreement"
  | "instructorKits"
  | "administration";

export interface MemberNavEntry {
  /** The route the entry opens. */
  to: RouteKey;
  label: MemberNavLabel;
  /** Pages reached from this entry (a seminar's students): on them, the entry is shown as the current section. */
  within?: readonly RouteKey[];
  /** A sub-entry (the archive of the entry above), indented. */
  sub?: boolean;
}

export interface MemberNavGroup {
  id: "membership" | "learning" | "profile" | "teaching" | "administration";
  entries: readonly MemberNavEntry[];
}

/** The member's sections, grouped, and why the teaching tools are missing when they are. */
export interface MemberSections {
  groups: MemberNavGroup[];
  /** Set when the teaching group is left out: the member is neither an instructor nor a coordinator. */
  teachingHidden: boolean;
}

/**
 * The sections of the member area a member may use. Nothing a member cannot use is offered: only an instructor
 * whose membership gives access now gets locations, coordinators, the licence and the kits (the server refuses
 * the others on submit); coordinators get their coordinating pages; an instructor renews and manages through the
 * instructor pages.
 */
export function memberSections(facts: MemberFacts): MemberSections {
  const instructorPlan = isInstructorLevel(facts.planId);
  const teachingInstructor = instructorPlan && facts.active;
  const entry = (to: RouteKey, label: MemberNavLabel, more: Partial<MemberNavEntry> = {}): MemberNavEntry => ({
    to,
    label,
    ...more,
  });

  const membership: MemberNavEntry[] = [
    entry("profileMembershipOverview", "overview"),
    ...(instructorPlan
      ? [
          entry("manageInstructorMembership", "manageInstructor"),
          entry("membershipRenewalInstructor", "instructorRenewal"),
        ]
      : [entry("membershipUpgrade", "upgrade"), entry("membershipRenewal", "renewal")]),
    entry("manageMembership", "manage"),
    entry("profileMembership", "billing"),
    entry("profilePurchases", "purchases"),
    entry("profileOrderPurchases", "orders"),
    entry("hardshipApplication", "hardship"),
  ];
  const learning: MemberNavEntry[] = [
    entry("profileCourses", "courses"),
    entry("mySelfStudy", "selfStudy"),
    entry("myCeus", "credits"),
    entry("myManuals", "manuals"),
    entry("profileCredentials", "credentials"),
  ];
  const profile: MemberNavEntry[] = [
    entry("profileBio", "bio"),
    entry("profileAccount", "account"),
    entry("notifications", "notifications"),
    entry("profileNotifications", "notificationSettings"),
    entry("profileNewsletter", "newsletters"),
    entry("profileViewInvitation", "invitations"),
  ];
  const teaching: MemberNavEntry[] = [];
  // A coordinator finds the seminars they help with on their coordinating page: /profile/instructor is the
  // instructor's own list, which refuses anyone else.
  if (teachingInstructor)
    teaching.push(entry("profileInstructor", "seminars", { within: ["profileStudents", "students"] }));
  if (teachingInstructor)
    teaching.push(
      entry("location", "locations"),
      entry("locationArchived", "locationsArchived", { sub: true }),
      entry("coordinators", "coordinators"),
      entry("coordinatorArchived", "coordinatorsArchived", { sub: true }),
      entry("profileLicensingDetails", "licence"),
    );
  if (facts.isCoordinator) teaching.push(entry("profileCoordinating", "coordinating"));
  if (teachingInstructor || facts.isCoordinator)
    teaching.push(entry("profileIbaCoordinator", "ibaCoordinator"), entry("profileCbpAgreement", "agreement"));
  if (teachingInstructor) teaching.push(entry("instructorCheckout", "instructorKits"));

  const groups: MemberNavGroup[] = [
    { id: "membership", entries: membership },
    { id: "learning", entries: learning },
    { id: "profile", entries: profile },
  ];
  if (teaching.length > 0) groups.push({ id: "teaching", entries: teaching });
  if (facts.isAdmin) groups.push({ id: "administration", entries: [entry("adminUsers", "administration")] });
  return { groups, teachingHidden: teaching.length === 0 };
}
