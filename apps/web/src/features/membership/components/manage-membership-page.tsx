import { MembershipId } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { hardshipRoutes } from "../../hardship/manifest.ts";
import { useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import { membershipRoutes } from "../manifest.ts";
import { AutoRenewalCard } from "./auto-renewal-card.tsx";
import { BillingCard } from "./billing-card.tsx";
import { ChangeLevelCard } from "./change-level-card.tsx";
import { InvoicesCard } from "./invoices-card.tsx";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { MembershipFacts } from "./membership-summary.tsx";

/** For members who cannot afford their fee: the way to the hardship application. */
export function HardshipCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card member-card member-card--quiet" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("manage.hardshipTitle")}</h2>
      <p>{t("manage.hardshipText")}</p>
      <Link to={hardshipRoutes.to("hardshipApplication")}>{t("manage.hardshipLink")}</Link>
    </section>
  );
}

/** Everything about one member's membership, for /managemembership and /profile/membership. */
export function ManageMembership({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const summaryId = useId();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError) return <LoadError onRetry={() => void membership.refetch()} />;
  if (!membership.data) {
    return (
      <div className="card member-card">
        <p>{t("manage.noMembership")}</p>
        <ButtonLink to={membershipRoutes.to("membership")}>{t("memberArea.comparePlans")}</ButtonLink>
      </div>
    );
  }
  const current = membership.data;
  const isInstructor = current.MembershipId === MembershipId.Instructor;
  return (
    <div className="member-grid">
      <div className="member-grid__column">
        <section className="card member-card" aria-labelledby={summaryId}>
          <h2 id={summaryId}>{t("memberArea.currentTitle")}</h2>
          <MembershipFacts membership={current} />
          {isInstructor ? (
            <p className="member-card__small">
              <Link to={membershipRoutes.to("manageInstructorMembership")}>{t("manage.instructorLink")}</Link>
            </p>
          ) : null}
        </section>
        <AutoRenewalCard userId={userId} membership={current} />
        <ChangeLevelCard userId={userId} membership={current} />
      </div>
      <div className="member-grid__column">
        <BillingCard userId={userId} levelId={current.MembershipId} />
        <InvoicesCard userId={userId} />
        <HardshipCard />
      </div>
    </div>
  );
}

/** /managemembership (spec 000 §2): level, status, dates, auto-renewal, level changes, billing, invoices. */
export function ManageMembershipPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.manage")} lead={t("manage.lead")}>
      {(user) => <ManageMembership userId={user.Id} />}
    </MemberPage>
  );
}
