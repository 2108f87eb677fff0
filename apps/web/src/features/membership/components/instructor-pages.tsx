import { MembershipId } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { dollarsToCentsSafe } from "../amounts.ts";
import { type CurrentMembership, useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import { membershipRoutes } from "../manifest.ts";
import { AutoRenewalCard } from "./auto-renewal-card.tsx";
import { BillingCard } from "./billing-card.tsx";
import { InvoicesCard } from "./invoices-card.tsx";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { renewedUntil } from "./membership-renewal-page.tsx";
import { NextRenewalFact, StatusBadge } from "./membership-summary.tsx";
import { PaymentPanel } from "./payment-panel.tsx";
import { type Checkout, useMembershipCheckout } from "./use-membership-checkout.tsx";
import { useNow } from "./use-now.ts";

/** The instructor's renewal data: level, licence fee and credits earned, in cents. */
function instructorRecord(membership: CurrentMembership | null | undefined) {
  const record = membership?.InstructorPreviousRecord;
  if (!record) return null;
  return {
    level: record.InstructorLevel,
    licensingFeeCents: dollarsToCentsSafe(record.LicensingFee),
    creditsCents: dollarsToCentsSafe(record.TotalCreditsEarned),
  };
}

function NotInstructor() {
  const { t } = useTranslation();
  return (
    <div className="card member-card">
      <p>{t("instructorPage.notInstructor")}</p>
      <ButtonLink to={membershipRoutes.to("manageMembership")}>{t("memberArea.titles.manage")}</ButtonLink>
    </div>
  );
}

/** Instructor level, licence fee, credits earned, status and dates. */
function InstructorFacts({ membership }: { membership: CurrentMembership }) {
  const { t } = useTranslation();
  const record = instructorRecord(membership);
  return (
    <dl className="membership-facts">
      <div>
        <dt>{t("memberArea.instructorLevel")}</dt>
        <dd>{record?.level ?? "—"}</dd>
      </div>
      <div>
        <dt>{t("manage.statusLabel")}</dt>
        <dd>
          <StatusBadge status={membership.Status} />
        </dd>
      </div>
      <div>
        <dt>{t("instructorPage.licensingFee")}</dt>
        <dd>{formatPrice(record?.licensingFeeCents ?? 0)}</dd>
      </div>
      <div>
        <dt>{t("instructorPage.credits")}</dt>
        <dd>{formatPrice(record?.creditsCents ?? 0)}</dd>
      </div>
      <div>
        <dt>{t("manage.endDate")}</dt>
        <dd>{formatDate(membership.EndDateTime) ?? "—"}</dd>
      </div>
      <NextRenewalFact membership={membership} />
    </dl>
  );
}

function ManageInstructor({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError) return <LoadError onRetry={() => void membership.refetch()} />;
  const current = membership.data;
  if (!current || !instructorRecord(current)) return <NotInstructor />;
  return (
    <div className="member-grid">
      <div className="member-grid__column">
        <section className="card member-card" aria-labelledby={titleId}>
          <h2 id={titleId}>{t("instructorPage.summaryTitle")}</h2>
          <InstructorFacts membership={current} />
          <div className="member-card__actions">
            <ButtonLink to={membershipRoutes.to("membershipRenewalInstructor")}>
              {t("manage.renewInstructor")}
            </ButtonLink>
          </div>
        </section>
        <AutoRenewalCard userId={userId} membership={current} />
      </div>
      <div className="member-grid__column">
        <BillingCard userId={userId} levelId={MembershipId.Instructor} />
        <InvoicesCard userId={userId} />
      </div>
    </div>
  );
}

/** /manageinstructormembership: the Instructor Membership, its licence fee and credits, renewal, billing. */
export function ManageInstructorMembershipPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.manageInstructor")} lead={t("instructorPage.lead")}>
      {(user) => <ManageInstructor userId={user.Id} />}
    </MemberPage>
  );
}

/** The page's content; the success dialog stays outside it, whatever the content shows after the payment. */
function InstructorRenewal({ userId }: { userId: number }) {
  const checkout = useMembershipCheckout("instructor");
  return (
    <>
      <InstructorRenewalContent userId={userId} pay={checkout.pay} />
      {checkout.successDialog}
    </>
  );
}

function InstructorRenewalContent({ userId, pay }: { userId: number; pay: Checkout["pay"] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const now = useNow();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError) return <LoadError onRetry={() => void membership.refetch()} />;
  const current = membership.data;
  const record = instructorRecord(current);
  if (!current || !record) return <NotInstructor />;
  return (
    <div className="checkout-layout">
      <section className="card member-card" aria-labelledby={titleId}>
        <h2 id={titleId}>{t("instructorPage.summaryTitle")}</h2>
        <InstructorFacts membership={current} />
        <p className="member-card__note">
          {t("instructorPage.formula")}{" "}
          {t("renewal.extends", {
            level: t("plans.Instructor.name"),
            date: formatDate(renewedUntil(current, now).toISOString()),
          })}
        </p>
      </section>
      <PaymentPanel
        purpose={{ kind: "instructorRenewal", userId }}
        submitLabel={t("instructorPage.submit")}
        onSubmit={(submission) =>
          pay(
            {
              userId,
              membershipId: MembershipId.Instructor,
              userMembershipId: current.UserMembershipId,
            },
            submission,
          )
        }
      />
    </div>
  );
}

/** /membershiprenewalinstructor: 300 + licence fee − credits − coupon − country discount (PUT InstructorMembershipPayment). */
export function InstructorRenewalPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.instructorRenewal")} lead={t("instructorPage.renewalLead")}>
      {(user) => <InstructorRenewal userId={user.Id} />}
    </MemberPage>
  );
}
