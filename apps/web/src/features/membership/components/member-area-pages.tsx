import { useId } from "react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../app/paths.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { MembershipFacts } from "./membership-summary.tsx";

function CurrentMembership({ userId }: { userId: number }) {
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError || !membership.data) return <LoadError onRetry={() => void membership.refetch()} />;
  return <MembershipFacts membership={membership.data} />;
}

/** Every other /profile/* section until the profile issue builds them: the membership and where to manage it. */
export function ProfileSectionPage() {
  const { t } = useTranslation();
  const currentId = useId();
  const soonId = useId();
  return (
    <MemberPage title={t("memberArea.titles.profile")}>
      {(user) => (
        <div className="member-grid">
          <section className="card member-card" aria-labelledby={currentId}>
            <h2 id={currentId}>{t("memberArea.currentTitle")}</h2>
            <CurrentMembership userId={user.Id} />
          </section>
          <section className="card member-card member-card--quiet" aria-labelledby={soonId}>
            <h2 id={soonId}>{t("memberArea.soonTitle")}</h2>
            <p>{t("memberArea.soonText")}</p>
            <div className="member-card__actions">
              <ButtonLink to={pathTo("profileMembershipOverview")}>{t("overview.title")}</ButtonLink>
              <ButtonLink to={pathTo("manageMembership")} variant="secondary">
                {t("memberArea.titles.manage")}
              </ButtonLink>
            </div>
          </section>
        </div>
      )}
    </MemberPage>
  );
}
