import { MEMBERSHIP_LEVELS, PLAN_PERMISSIONS, type PlanPermission, planPermissionMatrix } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { PERMISSION_KEYS } from "../permission-keys.ts";
import "./membership.css";
import { accountRoutes } from "../../account/manifest.ts";

const MATRIX_PLANS = MEMBERSHIP_LEVELS.filter((level) => level.id <= 4);

function Mark({ allowed, label }: { allowed: boolean; label: string }) {
  return (
    <span className={`matrix-mark matrix-mark--${allowed ? "yes" : "no"}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        {allowed ? (
          <path
            d="M5 10.5l3.2 3.2L15 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M6 10h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Membership details: plans, prices, billing terms and the permission matrix. */
export function MembershipPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("membershipPage.title"));
  const [params] = useSearchParams();
  const fromSignup = params.get("from") === "signup";
  const matrix = planPermissionMatrix();
  const allowed = (membershipId: number, permission: PlanPermission) =>
    matrix.some((row) => row.membershipId === membershipId && row.permission === permission && row.isAllowed);

  return (
    <div className="container page">
      {fromSignup ? (
        <p className="back-link">
          <Link to={accountRoutes.to("register")}>
            <span aria-hidden="true">← </span>
            {t("membershipPage.backToSignup")}
          </Link>
        </p>
      ) : null}
      <header className="page-header">
        <span className="eyebrow">{t("membershipPage.eyebrow")}</span>
        <h1>{t("membershipPage.title")}</h1>
        <p>{t("membershipPage.lead")}</p>
      </header>

      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="visually-hidden">
          {t("membershipPage.plansTitle")}
        </h2>
        <ul className="plans">
          {MEMBERSHIP_LEVELS.map((level) => (
            <li key={level.id} className={`plan card${level.id === 3 ? " plan--featured" : ""}`}>
              {level.id === 3 ? <span className="plan__badge">{t("membershipPage.popular")}</span> : null}
              <h3 className="plan__name">{t(`plans.${level.name}.name`)}</h3>
              <p className="plan__price">
                {formatPrice(level.priceCents)}
                <span className="plan__period"> {t("plans.perYear")}</span>
              </p>
              <p className="plan__summary">{t(`plans.${level.name}.summary`)}</p>
              {level.isInstructor ? <p className="plan__note">{t("membershipPage.instructorNote")}</p> : null}
              {level.offeredAtSignup ? null : !level.isInstructor ? (
                <p className="plan__note">{t("membershipPage.practitionerNote")}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="billing-note">{t("membershipPage.billing")}</p>
      </section>

      <section className="matrix-section" aria-labelledby="matrix-title">
        <h2 id="matrix-title">{t("membershipPage.matrixTitle")}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <section className="matrix-scroll" aria-labelledby="matrix-caption" tabIndex={0}>
          <table className="matrix">
            <caption id="matrix-caption">{t("membershipPage.matrixCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("membershipPage.benefit")}</th>
                {MATRIX_PLANS.map((level) => (
                  <th key={level.id} scope="col">
                    {t(`plans.${level.name}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PLAN_PERMISSIONS.map((permission) => (
                <tr key={permission}>
                  <th scope="row">{t(`membershipPage.permissions.${PERMISSION_KEYS[permission]}`)}</th>
                  {MATRIX_PLANS.map((level) => {
                    const yes = allowed(level.id, permission);
                    return (
                      <td key={level.id}>
                        <Mark allowed={yes} label={yes ? t("common.yes") : t("common.no")} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section className="membership-cta card" aria-labelledby="membership-cta-title">
        <div>
          <h2 id="membership-cta-title">{t("membershipPage.ctaTitle")}</h2>
          <p>{t("membershipPage.ctaText")}</p>
        </div>
        <ButtonLink to={accountRoutes.to("register")} size="lg">
          {t("membershipPage.registerToday")}
        </ButtonLink>
      </section>
    </div>
  );
}
