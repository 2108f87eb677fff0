import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { AutoRenewalSuccessDialog } from "./auto-renewal-success-dialog.tsx";
import { LazyPaymentForm } from "./lazy-payment-form.tsx";
import type { PaymentFieldErrors, PaymentSubmission } from "./payment-form.tsx";
import { paymentTitle } from "./payment-labels.ts";

/** How the sign-up went, as the sign-up screen reports it back to the dialog. */
export type SignupPaymentOutcome = { ok: true } | { ok: false; fieldErrors?: PaymentFieldErrors };

export interface SignupPaymentDialogProps {
  /** The paid plan chosen on the sign-up form, or null when closed. */
  levelId: number | null;
  /** Sends the sign-up with these extra multipart fields (spec 000 §3 "A paid sign-up additionally carries"). */
  onPay: (fields: Record<string, string>) => Promise<SignupPaymentOutcome>;
  /** Closed without paying. */
  onClose: () => void;
  /** Paid, and the success dialog was closed. */
  onDone: () => void;
}

/** The paid sign-up fields from the payment form: amounts in dollars, the country of the visitor's IP. */
export function signupPaymentFields(submission: PaymentSubmission): Record<string, string> {
  return {
    AmountPaid: String(submission.quote?.Total ?? 0),
    CardHolderName: submission.card.CardHolderName,
    CardNumber: submission.card.CardNumber,
    ExpiryDate: submission.card.ExpiryDate,
    CVV: submission.card.CVV,
    Coupon: submission.coupon ?? "",
    MembershipLocation: submission.quote?.Country ?? "",
    LocationDiscount: String(submission.quote?.CountryDiscount ?? 0),
  };
}

/**
 * The paid-plan billing dialog of the sign-up screen (spec 000 §4): the payment form in a dialog over the
 * sign-up form, then the screen-3 success dialog once the account is created and paid.
 */
export function SignupPaymentDialog({ levelId, onPay, onClose, onDone }: SignupPaymentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [paid, setPaid] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (levelId === null) setPaid(false);
  }, [levelId]);

  const submit = async (submission: PaymentSubmission): Promise<PaymentFieldErrors | undefined> => {
    setBusy(true);
    try {
      const outcome = await onPay(signupPaymentFields(submission));
      if (outcome.ok) {
        setPaid(true);
        return undefined;
      }
      return outcome.fieldErrors;
    } finally {
      setBusy(false);
    }
  };

  const purpose = { kind: "signup" as const, levelId: levelId ?? 0 };
  return (
    <>
      <Dialog
        open={levelId !== null && !paid}
        onClose={onClose}
        title={<span id={titleId}>{levelId === null ? "" : paymentTitle(t, purpose)}</span>}
        width={600}
        dismissible={!busy}
      >
        {levelId !== null ? (
          <LazyPaymentForm
            purpose={purpose}
            submitLabel={t("payment.payAndCreate")}
            onSubmit={submit}
            onCancel={onClose}
            labelledBy={titleId}
          />
        ) : null}
      </Dialog>
      <AutoRenewalSuccessDialog
        open={levelId !== null && paid}
        onClose={() => {
          setPaid(false);
          onDone();
        }}
      />
    </>
  );
}
