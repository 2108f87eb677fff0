import { type CardDetails, makeCardDetailsSchema } from "@haa/domain";
import { useMemo } from "react";
import { Button } from "../ui/button.tsx";
import { CardNumberField, ExpiryField } from "./card-fields.tsx";
import { Form, FormTextField, useZodForm } from "./form.tsx";

/**
 * The card fields of the one-off checkouts (enrolment, manual, store, instructor kits), with the membership
 * payment's rules (`makeCardDetailsSchema`). Shared code speaks only the common namespace, so each checkout
 * passes the words (its field names are the membership payment's) and its own classes.
 */
export function CardForm({
  onPay,
  pending,
  payLabel,
  labels,
  className,
  rowClassName,
}: {
  onPay: (card: CardDetails) => void;
  pending: boolean;
  payLabel: string;
  labels: { form: string; holder: string; number: string; expiry: string; expiryPlaceholder: string; cvv: string };
  className: string;
  rowClassName: string;
}) {
  const schema = useMemo(() => makeCardDetailsSchema(new Date()), []);
  const form = useZodForm(schema, { defaultValues: { CardHolderName: "", CardNumber: "", ExpiryDate: "", CVV: "" } });
  return (
    <Form form={form} onValid={onPay} className={className} aria-label={labels.form}>
      <FormTextField control={form.control} name="CardHolderName" label={labels.holder} autoComplete="cc-name" />
      <CardNumberField control={form.control} name="CardNumber" label={labels.number} />
      <div className={rowClassName}>
        <ExpiryField
          control={form.control}
          name="ExpiryDate"
          label={labels.expiry}
          placeholder={labels.expiryPlaceholder}
        />
        <FormTextField control={form.control} name="CVV" label={labels.cvv} autoComplete="cc-csc" inputMode="numeric" />
      </div>
      <Button type="submit" loading={pending}>
        {payLabel}
      </Button>
    </Form>
  );
}
