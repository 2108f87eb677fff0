import { findLevel } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { dollarsToCentsSafe } from "../amounts.ts";
import type { CurrentMembership, MembershipStatus } from "../api/get-membership-by-user-id.ts";
import { levelLabel } from "./payment-labels.ts";

/** The membership's state as a coloured badge with its name. */
export function StatusBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{t(`manage.status.${status}`)}</span>;
}

/** The "next renewal" row of a membership's facts: date and amount, or that none is due. */
export function NextRenewalFact({ membership }: { membership: CurrentMembership }) {
  const { t } = useTranslation();
  const nextDate = formatDate(membership.NextRenewalDate);
  return (
    <div>
      <dt>{t("manage.nextRenewal")}</dt>
      <dd>
        {nextDate && membership.NextRenewalAmount !== null
          ? t("manage.nextRenewalValue", {
              date: nextDate,
              amount: formatPrice(dollarsToCentsSafe(membership.NextRenewalAmount)),
            })
          : t("manage.noRenewal")}
      </dd>
    </div>
  );
}

/** Level, status, end date and the next renewal of a membership. */
export function MembershipFacts({ membership }: { membership: CurrentMembership }) {
  const { t } = useTranslation();
  const endDate = formatDate(membership.EndDateTime);
  const instructorLevel = membership.InstructorPreviousRecord?.InstructorLevel;
  return (
    <dl className="membership-facts">
      <div>
        <dt>{t("manage.level")}</dt>
        <dd>{levelLabel(t, membership.MembershipId) || membership.Name}</dd>
      </div>
      <div>
        <dt>{t("manage.statusLabel")}</dt>
        <dd>
          <StatusBadge status={membership.Status} />
        </dd>
      </div>
      {instructorLevel !== null && instructorLevel !== undefined && instructorLevel !== "" ? (
        <div>
          <dt>{t("memberArea.instructorLevel")}</dt>
          <dd>{instructorLevel}</dd>
        </div>
      ) : null}
      {endDate ? (
        <div>
          <dt>{t("manage.endDate")}</dt>
          <dd>{endDate}</dd>
        </div>
      ) : null}
      <NextRenewalFact membership={membership} />
    </dl>
  );
}

/** Whether a level can be bought with MembershipPayment (paid, not Instructor). */
export function isPaidMemberLevel(levelId: number): boolean {
  const level = findLevel(levelId);
  return Boolean(level && !level.isInstructor && level.priceCents > 0);
}
