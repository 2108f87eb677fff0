import {
  addYearsUtc,
  findLevel,
  isInRenewalWindow,
  MembershipId,
  RENEWAL_WINDOW_DAYS,
  renewalOpensAt,
  type StoredMembershipStatus,
} from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { type CurrentMembership, useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import { membershipRoutes } from "../manifest.ts";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { MembershipFacts } from "./membership-summary.tsx";
import { levelLabel } from "./payment-labels.ts";
import { PaymentPanel } from "./payment-panel.tsx";
import { type Checkout, useMembershipCheckout } from "./use-membership-checkout.tsx";
import { useNow } from "./use-now.ts";

/** Where a renewal takes the membership: a running (or past-due) year continues from its end, else from today. */
export function renewedUntil(membership: CurrentMembership, now: Date): Date {
  const end = membership.EndDateTime ? new Date(membership.EndDateTime) : null;
  const continues = end !== null && (membership.IsActive || membership.Status === "PastDue");
  return addYearsUtc(continues && end ? end : now, 1);
}

const STORED_STATUS: Record<CurrentMembership["Status"], StoredMembershipStatus> = {
  Active: "active",
  Cancelled: "cancelled",
  PastDue: "past_due",
  Lapsed: "lapsed",
};

/**
 * When a renewal would pay a year that is already paid (the server refuses it, ADR 0011), the moment it
 * becomes possible; null when the member may renew now.
 */
export function renewalNotYetOpen(membership: CurrentMembership, now: Date): Date | null {
  if (!membership.EndDateTime) return null;
  const endDateTime = new Date(membership.EndDateTime);
  const state = { status: STORED_STATUS[membership.Status], autoRenew: membership.AutoRenew, endDateTime };
  return isInRenewalWindow(state, now) ? null : renewalOpensAt(endDateTime);
}

/** The page's content; the success dialog stays outside it, whatever the content shows after the payment. */
function Renewal({ userId }: { userId: number }) {
  const checkout = useMembershipCheckout("membership");
  return (
    <>
      <RenewalContent userId={userId} pay={checkout.pay} />
      {checkout.successDialog}
    </>
  );
}

function RenewalContent({ userId, pay }: { userId: number; pay: Checkout["pay"] }) {
  const { t } = useTranslation();
  const summaryId = useId();
  const now = useNow();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError) return <LoadError onRetry={() => void membership.refetch()} />;
  const current = membership.data;
  if (!current || current.MembershipId === MembershipId.Instructor || !findLevel(current.MembershipId)?.priceCents) {
    const instructor = current?.MembershipId === MembershipId.Instructor;
    return (
      <div className="card member-card">
        <p>{instructor ? t("renewal.instructorElsewhere") : t("renewal.nothingToRenew")}</p>
        <ButtonLink to={membershipRoutes.to(instructor ? "membershipRenewalInstructor" : "membershipUpgrade")}>
          {instructor ? t("manage.renewInstructor") : t("manage.upgrade")}
        </ButtonLink>
      </div>
    );
  }
  const level = levelLabel(t, current.MembershipId);
  const opensAt = renewalNotYetOpen(current, now);
  if (opensAt && current.EndDateTime) {
    // Said before the member types a card, rather than as a refusal after they paid (ADR 0011).
    return (
      <div className="card member-card">
        <p>
          {t("renewal.alreadyPaid", {
            level,
            date: formatDate(current.EndDateTime),
            from: formatDate(opensAt.toISOString()),
            days: RENEWAL_WINDOW_DAYS,
          })}
        </p>
        <ButtonLink to={membershipRoutes.to("membershipUpgrade")}>{t("manage.upgrade")}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="checkout-layout">
      <section className="card member-card" aria-labelledby={summaryId}>
        <h2 id={summaryId}>{t("memberArea.currentTitle")}</h2>
        <MembershipFacts membership={current} />
        <p className="member-card__note">
          {t("renewal.extends", { level, date: formatDate(renewedUntil(current, now).toISOString()) })}
        </p>
      </section>
      <PaymentPanel
        purpose={{ kind: "renewal", userId, levelId: current.MembershipId }}
        submitLabel={t("renewal.submit")}
        onSubmit={(submission) =>
          pay({ userId, membershipId: current.MembershipId, userMembershipId: current.UserMembershipId }, submission)
        }
      />
    </div>
  );
}

/** /membershiprenewal: renew the current level for another year (POST Membership/MembershipPayment). */
export function MembershipRenewalPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.renewal")} lead={t("renewal.lead")}>
      {(user) => <Renewal userId={user.Id} />}
    </MemberPage>
  );
}
