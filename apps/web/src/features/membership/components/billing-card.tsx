import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { dollarsToCentsSafe } from "../amounts.ts";
import { useBillingDetails } from "../api/get-billing-details-by-user-id.ts";
import { useBillingInfo } from "../api/get-billing-details-info-by-user-id.ts";
import { type UpdateBillingBody, useUpdateBillingDetails } from "../api/update-billing-details.ts";
import { reportPaymentFailure } from "../payment-failure.ts";
import { LoadError, Loading } from "./member-page.tsx";
import type { PaymentFieldErrors, PaymentSubmission } from "./payment-form.tsx";
import { PaymentPanel } from "./payment-panel.tsx";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/**
 * The stored auto-renewal card, masked, and 'Update billing details', which opens the payment form in
 * billing mode in the page (PUT Membership/UpdateBillingDetails: Id, BillingType 1, CardType 'Pay with
 * Card', PayPalEmail null). The saved details arrive masked and must be typed again.
 */
export function BillingCard({ userId, levelId }: { userId: number; levelId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const info = useBillingInfo(userId);
  const saved = useBillingDetails(userId);
  const update = useUpdateBillingDetails();
  const keys = useIdempotencyKey();
  const [editing, setEditing] = useState(false);

  const submit = async (submission: PaymentSubmission): Promise<PaymentFieldErrors | undefined> => {
    const body: UpdateBillingBody = {
      Id: saved.data?.Id ?? null,
      UserId: userId,
      ...submission.card,
      BillingType: 1,
      CardType: "Pay with Card",
      PayPalEmail: null,
    };
    try {
      await update.mutateAsync({ body, idempotencyKey: keys.keyFor(JSON.stringify(body)) });
      keys.reset();
      toast.success(t("membership.billingUpdated"));
      setEditing(false);
      return undefined;
    } catch (error) {
      return reportPaymentFailure(t, error);
    }
  };

  let content: ReactNode;
  if (info.isPending) content = <Loading />;
  else if (info.isError) content = <LoadError onRetry={() => void info.refetch()} />;
  else if (!info.data.HasBillingDetails) content = <p className="muted">{t("manage.noCard")}</p>;
  else {
    const card = info.data;
    content = (
      <dl className="membership-facts">
        <div>
          <dt>{t("manage.card")}</dt>
          <dd>
            {t("manage.cardValue", { brand: BRANDS[card.CardBrand ?? ""] ?? t("manage.cardOther"), last4: card.Last4 })}
          </dd>
        </div>
        {card.CardHolderName ? (
          <div>
            <dt>{t("payment.cardHolderName")}</dt>
            <dd>{card.CardHolderName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("manage.cardExpiry")}</dt>
          <dd>{card.ExpiryDate}</dd>
        </div>
        {card.NextRenewalDate && card.NextRenewalAmount !== null ? (
          <div>
            <dt>{t("manage.nextCharge")}</dt>
            <dd>
              {t("manage.nextRenewalValue", {
                date: formatDate(card.NextRenewalDate),
                amount: formatPrice(dollarsToCentsSafe(card.NextRenewalAmount)),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    );
  }

  const warning = info.data?.IsExpired
    ? t("manage.cardExpired")
    : info.data?.ExpiresBeforeRenewal
      ? t("manage.cardExpiresBeforeRenewal")
      : null;

  return (
    <section className="card member-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("manage.billingTitle")}</h2>
      {content}
      {warning ? (
        <p className="member-card__warning" role="status">
          {warning}
        </p>
      ) : null}
      {editing ? null : (
        <div className="member-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={saved.isPending}>
            {t("manage.updateBilling")}
          </Button>
        </div>
      )}
      {editing ? (
        <PaymentPanel
          focusOnMount
          nested
          purpose={{ kind: "billing", levelId }}
          initialValues={
            saved.data
              ? {
                  CardHolderName: saved.data.CardHolderName,
                  CardNumber: saved.data.CardNumber,
                  ExpiryDate: saved.data.ExpiryDate,
                  CVV: saved.data.CVV,
                }
              : undefined
          }
          submitLabel={t("manage.saveBilling")}
          onSubmit={submit}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
