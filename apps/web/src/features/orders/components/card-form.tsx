import { type CardDetails, makeCardDetailsSchema } from "@haa/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { Button } from "../../../shared/ui/button.tsx";

/** The card form of the checkouts (the fields and rules of the membership and enrolment card forms). */
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
  const schema = useMemo(() => makeCardDetailsSchema(new Date()), []);
  const form = useZodForm(schema, { defaultValues: { CardHolderName: "", CardNumber: "", ExpiryDate: "", CVV: "" } });
  return (
    <Form form={form} onValid={onPay} className="orders-card-form" aria-label={t("ordersCheckout.cardTitle")}>
      <FormTextField
        control={form.control}
        name="CardHolderName"
        label={t("ordersCheckout.holder")}
        autoComplete="cc-name"
      />
      <FormTextField
        control={form.control}
        name="CardNumber"
        label={t("billing.fields.cardNumber")}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div className="orders-row">
        <FormTextField
          control={form.control}
          name="ExpiryDate"
          label={t("billing.fields.expiryDate")}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          inputMode="numeric"
        />
        <FormTextField
          control={form.control}
          name="CVV"
          label={t("billing.fields.cvv")}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
      <Button type="submit" loading={pending}>
        {payLabel}
      </Button>
    </Form>
  );
}
