import type { EnrolledItem, MembershipView } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../shared/i18n/format.ts";
import { membershipRoutes } from "../../membership/manifest.ts";
import { seminarsRoutes } from "../../seminars/manifest.ts";

export interface MemberPanelProps {
  /** The member's first name (or user name), for the greeting. */
  name: string;
  /** The member's places (Enrollment/GetEnrolledCourseOrSeminarByUserId); undefined while not known. */
  enrolled: readonly EnrolledItem[] | undefined;
  /** The current membership (Membership/GetMembershipByUserId): null for none, undefined while not known. */
  membership: MembershipView | null | undefined;
}

/** The member's next seminar: the earliest booked one that has not ended yet. */
export function nextSeminar(items: readonly EnrolledItem[], now = Date.now()): EnrolledItem | null {
  const upcoming = items.filter(
    (item) =>
      item.Kind === "seminar" &&
      item.SeminarId !== null &&
      (item.Status === "enrolled" || item.Status === "pending") &&
      item.FirstDate !== null &&
      Date.parse(item.LastDate ?? item.FirstDate) >= now,
  );
  upcoming.sort((a, b) => Date.parse(a.FirstDate ?? "") - Date.parse(b.FirstDate ?? ""));
  return upcoming[0] ?? null;
}

/**
 * The home page's short personal panel for a logged-in member, in the hero's side card: their next seminar and
 * their membership's renewal date. The data comes from the enrolment and membership areas through
 * features/content/routes.tsx (features never import each other).
 */
export function MemberPanel({ name, enrolled, membership }: MemberPanelProps) {
  const { t } = useTranslation();
  const next = enrolled ? nextSeminar(enrolled) : undefined;
  const place = next ? (next.Format === "online" ? t("home.member.online") : next.City || next.Country) : null;
  return (
    <aside className="hero__card member-panel" aria-labelledby="home-member-title">
      <h2 id="home-member-title" className="hero__card-title">
        {t("home.member.title", { name })}
      </h2>
      <dl className="member-panel__facts">
        <div>
          <dt>{t("home.member.nextSeminar")}</dt>
          <dd>
            {next === undefined ? (
              t("home.member.loading")
            ) : next === null ? (
              <>
                {t("home.member.noSeminar")}{" "}
                <Link to={seminarsRoutes.to("seminars")}>{t("home.member.findSeminar")}</Link>
              </>
            ) : (
              <>
                <Link to={seminarsRoutes.to("courseSeminar", { seminarID: next.SeminarId ?? 0 })}>{next.Title}</Link>
                <span className="member-panel__detail">
                  {[formatDate(next.FirstDate), place].filter(Boolean).join(" · ")}
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("home.member.membership")}</dt>
          <dd>
            {membership === undefined
              ? t("home.member.loading")
              : membership === null
                ? t("home.member.noMembership")
                : t(membership.AutoRenew && !membership.CancelledAt ? "home.member.renewsOn" : "home.member.endsOn", {
                    plan: membership.Name,
                    date: formatDate(membership.EndDateTime) ?? "",
                  })}{" "}
            <Link to={membershipRoutes.to("manageMembership")}>{t("home.member.manage")}</Link>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
