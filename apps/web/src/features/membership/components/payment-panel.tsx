import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LazyPaymentForm } from "./lazy-payment-form.tsx";
import type { PaymentFormProps } from "./payment-form.tsx";
import { paymentTitle } from "./payment-labels.ts";

export interface PaymentPanelProps extends Omit<PaymentFormProps, "labelledBy"> {
  /** Move focus to the panel's title when it appears (panels opened by a button). */
  focusOnMount?: boolean;
  id?: string;
  /** Inside another card: no frame of its own. */
  nested?: boolean;
}

/**
 * The payment form shown in the page (the membership pages): a card titled '<Level> Membership Payment'.
 * The paid sign-up shows the same form in a dialog instead, over the sign-up form.
 */
export function PaymentPanel({ focusOnMount = false, id, nested = false, ...form }: PaymentPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      id={id}
      className={nested ? "payment-panel payment-panel--nested" : "payment-panel card"}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="payment-panel__title">
        {paymentTitle(t, form.purpose)}
      </h2>
      <LazyPaymentForm {...form} labelledBy={titleId} />
    </section>
  );
}
