import type { CardDetails } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { CardForm as SharedCardForm } from "../../../shared/forms/card-form.tsx";

/** The store checkouts' card form, in the orders area's words. */
export function CardForm({
  onPay,
  pending,
  payLabel,
}: {
  onPay: (card: CardDetails) => void;
  pending: boolean;
  payLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <SharedCardForm
      onPay={onPay}
      pending={pending}
      payLabel={payLabel}
      labels={{
        form: t("ordersCheckout.cardTitle"),
        holder: t("ordersCheckout.holder"),
        number: t("billing.fields.cardNumber"),
        expiry: t("billing.fields.expiryDate"),
        expiryPlaceholder: t("payment.expiryPlaceholder"),
        cvv: t("billing.fields.cvv"),
      }}
      className="orders-card-form"
      rowClassName="orders-row"
    />
  );
}
