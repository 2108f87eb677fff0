import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { dateTimeFormat, numberFormat } from "../../../shared/i18n/intl.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { useLicensingDetails } from "../api/profiles.ts";
import "./profiles.css";
import { accountRoutes } from "../../account/manifest.ts";
import { coursesRoutes } from "../../courses/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";

function NotInstructor() {
  const { t } = useTranslation();
  return (
    <div className="card profile-licensing">
      <p>{t("profileLicensing.notInstructor")}</p>
      <p>
        <Link to={coursesRoutes.to("becomeInstructor")}>{t("profileLicensing.becomeInstructor")}</Link>
      </p>
    </div>
  );
}

function Licence({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const licence = useLicensingDetails(userId);
  if (licence.error instanceof ApiError && licence.error.status === 404) return <NotInstructor />;
  if (licence.isError) return <p role="alert">{t("profileLicensing.loadError")}</p>;
  if (!licence.data) return <p aria-live="polite">{t("profileLicensing.loading")}</p>;
  const data = licence.data;
  const fee = numberFormat(i18n.language, { style: "currency", currency: "USD" }).format(data.LicensingFee);
  const renewal = data.RenewalDate
    ? dateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(data.RenewalDate))
    : "—";
  return (
    <div className="card profile-licensing">
      <dl className="profile-licensing__list">
        <dt>{t("profileLicensing.number")}</dt>
        <dd>{data.LicenceNumber ?? t("profileLicensing.noNumber")}</dd>
        <dt>{t("profileLicensing.level")}</dt>
        <dd>{data.InstructorLevel || "—"}</dd>
        <dt>{t("profileLicensing.fee")}</dt>
        <dd>{fee}</dd>
        <dt>{t("profileLicensing.renewal")}</dt>
        <dd>{renewal}</dd>
        <dt>{t("profileLicensing.status")}</dt>
        <dd>{data.IsCurrent ? t("profileLicensing.current") : t("profileLicensing.lapsed")}</dd>
      </dl>
      <p>
        <Link to={membershipRoutes.to("membershipRenewalInstructor")}>{t("profileLicensing.renew")}</Link>
      </p>
    </div>
  );
}

/** /profile/licensingdetails: the instructor's licence; other members read what it is and how to get one. */
export function LicensingPage() {
  const { t } = useTranslation();
  const title = t("profileLicensing.title");
  useDocumentTitle(title);
  return (
    <div className="container page profile-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("profileLicensing.lead")}</p>
      </header>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => <Licence userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
