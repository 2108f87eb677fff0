import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMyInstructors } from "../../features/coordinators/api/coordinators.ts";
import { useMembershipByUserId } from "../../features/membership/api/get-membership-by-user-id.ts";
import { ADMIN_ACCOUNT_TYPE, type StoredUser } from "../../shared/session/session-store.ts";
import { storedLevelId } from "../../shared/session/stored-level.ts";
import { routes } from "../paths.ts";
import { AreaNav } from "./area-nav.tsx";
import { type MemberFacts, memberSections } from "./member-nav-sections.ts";

/**
 * The member's facts for the navigation: the stored user first (level and account type from the login), then the
 * current membership (Membership/GetMembershipByUserId: the plan and whether it gives access now, so a lapsed
 * instructor loses the teaching tools) and whether they coordinate for an instructor
 * (Coordinator/GetInstructorCoordinatorsByCoordinatorId, accepted links only).
 */
export function useMemberFacts(user: StoredUser): MemberFacts {
  const membership = useMembershipByUserId(user.Id);
  const coordinations = useMyInstructors(user.Id, 1);
  const stored = storedLevelId(user);
  const current = membership.data;
  return {
    planId: current === undefined ? stored : (current?.MembershipId ?? null),
    // Until the membership answers, the stored level is taken as in force (the server refuses anyway).
    active: current === undefined ? stored !== null : (current?.IsActive ?? false),
    isCoordinator: (coordinations.data?.List ?? []).some(
      (link) => link.Status === "Active" || link.Status === "AwaitingAgreement",
    ),
    isAdmin: user.AccountType === ADMIN_ACCOUNT_TYPE,
  };
}

/** The member area's navigation for these facts: the sections they may use, grouped. */
export function MemberNav({ facts }: { facts: MemberFacts }) {
  const { t } = useTranslation();
  const { groups, teachingHidden } = memberSections(facts);
  return (
    <AreaNav
      label={t("memberNav.label")}
      menuLabel={t("memberNav.menu")}
      groups={groups.map((group) => ({
        id: group.id,
        heading: t(`memberNav.groups.${group.id}`),
        entries: group.entries.map((entry) => ({ ...entry, label: t(`memberNav.links.${entry.label}`) })),
      }))}
      note={
        teachingHidden ? (
          <p>
            {t("memberNav.teachingNote")}{" "}
            <Link to={routes.becomeInstructor.pattern}>{t("memberNav.becomeInstructor")}</Link>
          </p>
        ) : null
      }
    />
  );
}
