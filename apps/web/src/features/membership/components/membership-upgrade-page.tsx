import { addYearsUtc, MEMBERSHIP_LEVELS, MembershipId, planMembershipPayment } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { dollarsToCentsSafe } from "../amounts.ts";
import { type CurrentMembership, useMembershipByUserId } from "../api/get-membership-by-user-id.ts";
import { usePaymentQuote } from "../api/payment-quote.ts";
import { membershipRoutes } from "../manifest.ts";
import { upgradeLevels } from "./change-level-card.tsx";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { MembershipFacts } from "./membership-summary.tsx";
import { levelLabel, type PaymentPurpose } from "./payment-labels.ts";
import { PaymentPanel } from "./payment-panel.tsx";
import { type Checkout, useMembershipCheckout } from "./use-membership-checkout.tsx";
import { useNow } from "./use-now.ts";

/**
 * Which payment moving to `targetLevelId` is (ADR 0006): a level change over a running paid membership, or a new
 * purchase (from Starter or after a lapse) priced as a renewal. Only the server prices it (ADR 0068).
 */
export function planUpgrade(
  current: CurrentMembership,
  targetLevelId: number,
): { purpose: PaymentPurpose } | { error: string } {
  const plan = planMembershipPayment({ levelId: current.MembershipId, running: current.IsActive }, targetLevelId);
  if (!plan.ok) return { error: plan.message };
  const kind = plan.kind === "renewal" || !current.EndDateTime ? "renewal" : "levelChange";
  return { purpose: { kind, userId: current.UserId, levelId: targetLevelId } };
}

/** The proration breakdown the server priced, shown before paying (the quote without a discount code). */
function ProrationBreakdown({
  current,
  targetLevelId,
  now,
}: {
  current: CurrentMembership;
  targetLevelId: number;
  now: Date;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const quoted = usePaymentQuote({ for: "membership", userId: current.UserId, levelId: targetLevelId }, null);
  const target = levelLabel(t, targetLevelId);
  const from = levelLabel(t, current.MembershipId);
  const newEnd = formatDate(addYearsUtc(now, 1).toISOString());
  const proration = quoted.data?.Proration ?? null;
  const price = (dollars: number) => formatPrice(dollarsToCentsSafe(dollars));
  return (
    <section className="card member-card" aria-labelledby={titleId} aria-busy={quoted.isFetching}>
      <h2 id={titleId}>{t("upgrade.breakdownTitle")}</h2>
      {quoted.isPending ? (
        <p role="status" className="member-card__note">
          {t("payment.loadingPrices")}
        </p>
      ) : proration && quoted.data ? (
        <>
          <dl className="membership-facts proration">
            <div>
              <dt>{t("upgrade.newPrice", { level: target })}</dt>
              <dd>{price(proration.NewPrice)}</dd>
            </div>
            <div>
              <dt>{t("upgrade.oldPrice", { level: from })}</dt>
              <dd>{price(proration.OldPaid)}</dd>
            </div>
            <div>
              <dt>{t("upgrade.monthly")}</dt>
              <dd>{price(proration.Monthly)}</dd>
            </div>
            <div>
              <dt>{t("upgrade.monthsRemaining", { date: formatDate(current.EndDateTime) })}</dt>
              <dd>{proration.Months}</dd>
            </div>
            <div>
              <dt>{t("upgrade.adjustment", { months: proration.Months, monthly: price(proration.Monthly) })}</dt>
              <dd>{price(-quoted.data.ProratedAdjustment)}</dd>
            </div>
            <div className="proration__total">
              <dt>{t("upgrade.total")}</dt>
              <dd>{price(quoted.data.Total)}</dd>
            </div>
          </dl>
          <p className="member-card__note">{t("upgrade.prorationNote", { date: newEnd })}</p>
        </>
      ) : (
        <p className="member-card__note">{t("upgrade.newPurchase", { level: target, date: newEnd })}</p>
      )}
    </section>
  );
}

/** The page's content; the success dialog stays outside it, whatever the content shows after the payment. */
function Upgrade({ userId }: { userId: number }) {
  const checkout = useMembershipCheckout("membership");
  return (
    <>
      <UpgradeContent userId={userId} pay={checkout.pay} />
      {checkout.successDialog}
    </>
  );
}

function UpgradeContent({ userId, pay }: { userId: number; pay: Checkout["pay"] }) {
  const { t } = useTranslation();
  const now = useNow();
  const hintId = useId();
  const summaryId = useId();
  const [params, setParams] = useSearchParams();
  const membership = useMembershipByUserId(userId);
  if (membership.isPending) return <Loading />;
  if (membership.isError) return <LoadError onRetry={() => void membership.refetch()} />;
  const current = membership.data;
  if (current?.MembershipId === MembershipId.Instructor) {
    return (
      <div className="card member-card">
        <p>{t("renewal.instructorElsewhere")}</p>
        <ButtonLink to={membershipRoutes.to("membershipRenewalInstructor")}>{t("manage.renewInstructor")}</ButtonLink>
      </div>
    );
  }
  const currentLevelId = current?.MembershipId ?? MembershipId.Starter;
  const choices = current?.IsActive
    ? upgradeLevels(currentLevelId)
    : MEMBERSHIP_LEVELS.filter((level) => !level.isInstructor && level.priceCents > 0 && level.id !== currentLevelId);
  if (choices.length === 0) {
    return (
      <div className="card member-card">
        <p>{t("upgrade.highest")}</p>
        <ButtonLink to={membershipRoutes.to("manageMembership")}>{t("memberArea.titles.manage")}</ButtonLink>
      </div>
    );
  }
  const asked = Number(params.get("level"));
  const target = choices.find((level) => level.id === asked) ?? choices[0];
  if (!target) return null;
  const planned = current
    ? planUpgrade(current, target.id)
    : { purpose: { kind: "renewal" as const, userId, levelId: target.id } };

  return (
    <div className="checkout-layout">
      <div className="checkout-layout__side">
        {current ? (
          <section className="card member-card" aria-labelledby={summaryId}>
            <h2 id={summaryId}>{t("memberArea.currentTitle")}</h2>
            <MembershipFacts membership={current} />
          </section>
        ) : null}
        <fieldset className="card member-card level-choice" aria-describedby={hintId}>
          <legend className="level-choice__legend">{t("upgrade.choose")}</legend>
          <p id={hintId} className="muted member-card__small">
            {t("upgrade.chooseHint")}
          </p>
          {choices.map((level) => (
            <label key={level.id} className="level-choice__option">
              <input
                type="radio"
                name="level"
                value={level.id}
                checked={level.id === target.id}
                onChange={() =>
                  setParams(
                    (previous) => {
                      const next = new URLSearchParams(previous);
                      next.set("level", String(level.id));
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
              <span className="level-choice__name">{levelLabel(t, level.id)}</span>
              <span className="level-choice__price">
                {formatPrice(level.priceCents)} {t("plans.perYear")}
              </span>
            </label>
          ))}
        </fieldset>
        {"error" in planned ? (
          <p role="alert" className="member-card__warning">
            {translateMessage(t, planned.error)}
          </p>
        ) : current ? (
          <ProrationBreakdown current={current} targetLevelId={target.id} now={now} />
        ) : null}
      </div>
      {"error" in planned ? null : (
        <PaymentPanel
          // A new form per level: the discount code and the total start over.
          key={target.id}
          purpose={planned.purpose}
          submitLabel={t("upgrade.submit", { level: levelLabel(t, target.id) })}
          onSubmit={(submission) =>
            pay(
              {
                userId,
                membershipId: target.id,
                userMembershipId: current?.UserMembershipId ?? null,
              },
              submission,
            )
          }
        />
      )}
    </div>
  );
}

/** /membershipupgrade: choose a higher level, see the proration, pay (POST Membership/MembershipPayment). */
export function MembershipUpgradePage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.upgrade")} lead={t("upgrade.lead")}>
      {(user) => <Upgrade userId={user.Id} />}
    </MemberPage>
  );
}
