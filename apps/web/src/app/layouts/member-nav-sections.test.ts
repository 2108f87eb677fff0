import { describe, expect, it } from "vitest";
import { type RouteKey, routes } from "../paths.ts";
import { ADMIN_NAV, adminRoutesMissingFromNav } from "./admin-nav-sections.ts";
import { type MemberFacts, memberSections } from "./member-nav-sections.ts";

const member = (planId: number | null, more: Partial<MemberFacts> = {}): MemberFacts => ({
  planId,
  active: planId !== null,
  isCoordinator: false,
  isAdmin: false,
  ...more,
});

/** Every route the sections open, including the pages reached from an entry. */
function reachable(facts: MemberFacts): Set<RouteKey> {
  return new Set(
    memberSections(facts).groups.flatMap((group) =>
      group.entries.flatMap((entry) => [entry.to, ...(entry.within ?? [])]),
    ),
  );
}

const groupsOf = (facts: MemberFacts) => memberSections(facts).groups.map((group) => group.id);

describe("the member area's sections", () => {
  it("gives Starter and Standard members membership, learning and profile, and no teaching tools", () => {
    for (const plan of [1, 2, 3, 4]) {
      const sections = memberSections(member(plan));
      expect(sections.groups.map((group) => group.id)).toEqual(["membership", "learning", "profile"]);
      expect(sections.teachingHidden).toBe(true);
      const keys = reachable(member(plan));
      // Never offered and then refused: inviting coordinators and adding locations are an instructor's.
      for (const key of ["coordinators", "location", "locationArchived", "profileInstructor", "instructorCheckout"])
        expect(keys.has(key as RouteKey), `${plan} ${key}`).toBe(false);
      for (const key of ["membershipUpgrade", "membershipRenewal", "manageMembership", "profileCourses", "profileBio"])
        expect(keys.has(key as RouteKey), `${plan} ${key}`).toBe(true);
      expect(keys.has("membershipRenewalInstructor")).toBe(false);
    }
  });

  it("gives an instructor whose membership is in force the teaching tools and the instructor's renewal", () => {
    const sections = memberSections(member(5));
    expect(groupsOf(member(5))).toEqual(["membership", "learning", "profile", "teaching"]);
    expect(sections.teachingHidden).toBe(false);
    const teaching = sections.groups.find((group) => group.id === "teaching")?.entries.map((entry) => entry.to);
    expect(teaching).toEqual([
      "profileInstructor",
      "location",
      "locationArchived",
      "coordinators",
      "coordinatorArchived",
      "profileLicensingDetails",
      "profileIbaCoordinator",
      "profileCbpAgreement",
      "instructorCheckout",
    ]);
    const keys = reachable(member(5));
    expect(keys.has("membershipRenewalInstructor")).toBe(true);
    expect(keys.has("manageInstructorMembership")).toBe(true);
    expect(keys.has("membershipRenewal")).toBe(false);
    expect(keys.has("profileStudents")).toBe(true);
  });

  it("keeps a lapsed instructor's renewal but not the teaching tools", () => {
    const lapsed = member(5, { active: false });
    const keys = reachable(lapsed);
    expect(keys.has("membershipRenewalInstructor")).toBe(true);
    expect(keys.has("location")).toBe(false);
    expect(keys.has("coordinators")).toBe(false);
    expect(memberSections(lapsed).teachingHidden).toBe(true);
  });

  it("gives a coordinator their coordinating pages, not an instructor's tools or seminar list", () => {
    const coordinator = member(3, { isCoordinator: true });
    const teaching = memberSections(coordinator)
      .groups.find((group) => group.id === "teaching")
      ?.entries.map((entry) => entry.to);
    expect(teaching).toEqual(["profileCoordinating", "profileIbaCoordinator", "profileCbpAgreement"]);
  });

  it("adds the administration for an administrator", () => {
    const admin = memberSections(member(3, { isAdmin: true }));
    expect(admin.groups.at(-1)).toEqual({
      id: "administration",
      entries: [{ to: "adminUsers", label: "administration" }],
    });
  });

  it("reaches every member-area route for some member, each route once per member", () => {
    const roles = [member(3), member(5, { isCoordinator: true, isAdmin: true })];
    const all = new Set(roles.flatMap((facts) => [...reachable(facts)]));
    const memberRoutes = (Object.keys(routes) as RouteKey[]).filter((key) => routes[key].layout === "member");
    // /profile only redirects to the overview.
    expect(memberRoutes.filter((key) => key !== "profile" && !all.has(key))).toEqual([]);
    for (const facts of roles) {
      const entries = memberSections(facts).groups.flatMap((group) => group.entries.map((entry) => entry.to));
      expect(new Set(entries).size).toBe(entries.length);
    }
  });
});

describe("the administration's sections", () => {
  it("lists every administration route once, in four groups", () => {
    expect(adminRoutesMissingFromNav()).toEqual([]);
    const entries = ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.key));
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toHaveLength(22);
    expect(ADMIN_NAV.map((group) => group.id)).toEqual(["people", "content", "education", "commerce"]);
    expect(entries.every((key) => routes[key].pattern.startsWith("/admin/"))).toBe(true);
  });
});
