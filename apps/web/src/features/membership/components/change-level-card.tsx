import { findLevel, MEMBERSHIP_LEVELS, MembershipId } from "@haa/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { Select } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDowngradeUserMembership } from "../api/downgrade-user-membership.ts";
import type { CurrentMembership } from "../api/get-membership-by-user-id.ts";
import { membershipRoutes } from "../manifest.ts";
import { levelLabel } from "./payment-labels.ts";

/** Higher paid member levels than the current one (what /membershipupgrade offers). */
export function upgradeLevels(currentLevelId: number) {
  return MEMBERSHIP_LEVELS.filter((level) => !level.isInstructor && level.priceCents > 0 && level.id > currentLevelId);
}

/**
 * Renew, upgrade and downgrade. A downgrade (PUT DowngradeUserMembership) takes effect at the next renewal;
 * while one is scheduled the card says so, with a way to keep the current level (the current level as the
 * target clears it).
 */
export function ChangeLevelCard({ userId, membership }: { userId: number; membership: CurrentMembership }) {
  const { t } = useTranslation();
  const titleId = useId();
  const downgrade = useDowngradeUserMembership();
  const isInstructor = membership.MembershipId === MembershipId.Instructor;
  const lower = MEMBERSHIP_LEVELS.filter((level) => !level.isInstructor && level.id < membership.MembershipId);
  const [target, setTarget] = useState("");
  const pending = membership.PendingMembershipId ? findLevel(membership.PendingMembershipId) : undefined;
  const current = levelLabel(t, membership.MembershipId);
  const endDate = formatDate(membership.EndDateTime) ?? "";
  const canDowngrade = !isInstructor && membership.IsActive && membership.Status !== "PastDue" && lower.length > 0;
  const renewable = (findLevel(membership.MembershipId)?.priceCents ?? 0) > 0;

  const schedule = (membershipId: number) =>
    downgrade.mutate(
      { userId, membershipId },
      {
        onSuccess: (result) => {
          setTarget("");
          toast.success(result.Message);
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <section className="card member-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("manage.changeTitle")}</h2>
      <div className="member-card__actions">
        {isInstructor ? (
          <ButtonLink to={membershipRoutes.to("membershipRenewalInstructor")} variant="primary">
            {t("manage.renewInstructor")}
          </ButtonLink>
        ) : renewable ? (
          <ButtonLink to={membershipRoutes.to("membershipRenewal")} variant="primary">
            {t("manage.renew", { level: current })}
          </ButtonLink>
        ) : null}
        {!isInstructor && upgradeLevels(membership.MembershipId).length > 0 ? (
          <ButtonLink to={membershipRoutes.to("membershipUpgrade")} variant="secondary">
            {t("manage.upgrade")}
          </ButtonLink>
        ) : null}
      </div>

      {pending ? (
        <div className="member-card__notice" role="status">
          <p>
            {t("manage.downgradePending", {
              level: levelLabel(t, pending.id),
              date: endDate,
              amount: formatPrice(pending.priceCents),
            })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            loading={downgrade.isPending}
            onClick={() => schedule(membership.MembershipId)}
          >
            {t("manage.keepLevel", { level: current })}
          </Button>
        </div>
      ) : canDowngrade ? (
        <form
          className="member-card__downgrade"
          onSubmit={(event) => {
            event.preventDefault();
            if (target) schedule(Number(target));
          }}
        >
          <Select
            label={t("manage.downgradeLabel")}
            hint={t("manage.downgradeHint", { date: endDate })}
            placeholder={t("manage.downgradeChoose")}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={lower.map((level) => ({
              value: String(level.id),
              label: t("manage.levelOption", { level: levelLabel(t, level.id), price: formatPrice(level.priceCents) }),
            }))}
          />
          <Button type="submit" variant="secondary" disabled={!target} loading={downgrade.isPending}>
            {t("manage.downgradeSubmit")}
          </Button>
        </form>
      ) : null}
      {canDowngrade && !membership.AutoRenew && !pending ? (
        <p className="muted member-card__small">{t("manage.downgradeTurnsOn")}</p>
      ) : null}
    </section>
  );
}
