import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import "./membership.css";

/** Asks a visitor to log in and remembers where to come back to. */
function LoginPrompt({ title }: { title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="member-area__prompt card">
      <h2>{t("memberArea.loginTitle")}</h2>
      <p>{t("memberArea.loginText", { page: title })}</p>
      <div className="member-area__actions">
        <Button
          onClick={() => {
            rememberRedirectTarget(location.pathname + location.search);
            openLogin();
          }}
        >
          {t("nav.login")}
        </Button>
        <ButtonLink to={paths.register} variant="secondary">
          {t("nav.register")}
        </ButtonLink>
      </div>
    </div>
  );
}

function CurrentMembership({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <p role="status">{t("memberArea.loading")}</p>;
  if (membership.isError || !membership.data) return <p className="muted">{t("memberArea.unavailable")}</p>;
  const { Name, EndDateTime, InstructorPreviousRecord } = membership.data;
  const endDate = formatDate(EndDateTime);
  const instructorLevel = InstructorPreviousRecord?.InstructorLevel;
  return (
    <dl className="membership-facts">
      <div>
        <dt>{t("memberArea.plan")}</dt>
        <dd>{Name}</dd>
      </div>
      {endDate ? (
        <div>
          <dt>{t("memberArea.renews")}</dt>
          <dd>{endDate}</dd>
        </div>
      ) : null}
      {instructorLevel !== null && instructorLevel !== undefined && instructorLevel !== "" ? (
        <div>
          <dt>{t("memberArea.instructorLevel")}</dt>
          <dd>{instructorLevel}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Shared frame of the member pages that later issues fill in. */
function MemberAreaPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  const title = String(t(titleKey));
  useDocumentTitle(title);
  const session = useSession();
  return (
    <div className="container page member-area">
      <header className="page-header">
        <span className="eyebrow">{t("memberArea.eyebrow")}</span>
        <h1>{title}</h1>
      </header>
      {isLoggedIn(session) ? (
        <div className="member-area__grid">
          <section className="card" aria-labelledby="current-membership">
            <h2 id="current-membership">{t("memberArea.currentTitle")}</h2>
            <CurrentMembership userId={session.user.Id} />
          </section>
          <section className="card member-area__soon" aria-labelledby="management-soon">
            <h2 id="management-soon">{t("memberArea.soonTitle")}</h2>
            <p>{t("memberArea.soonText")}</p>
            <ButtonLink to={paths.membership} variant="secondary">
              {t("memberArea.comparePlans")}
            </ButtonLink>
          </section>
        </div>
      ) : (
        <LoginPrompt title={title} />
      )}
    </div>
  );
}

export function ManageMembershipPage() {
  return <MemberAreaPage titleKey="memberArea.titles.manage" />;
}

export function MembershipRenewalPage() {
  return <MemberAreaPage titleKey="memberArea.titles.renewal" />;
}

export function MembershipUpgradePage() {
  return <MemberAreaPage titleKey="memberArea.titles.upgrade" />;
}

export function ManageInstructorMembershipPage() {
  return <MemberAreaPage titleKey="memberArea.titles.manageInstructor" />;
}

export function InstructorRenewalPage() {
  return <MemberAreaPage titleKey="memberArea.titles.instructorRenewal" />;
}

/** Every /profile/* section until the profile issue builds them. */
export function ProfileSectionPage() {
  return <MemberAreaPage titleKey="memberArea.titles.profile" />;
}
