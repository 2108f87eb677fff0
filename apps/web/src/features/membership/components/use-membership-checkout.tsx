import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { page } from "../../../shared/browser/page-reload.ts";
import { updateStoredUser } from "../../../shared/session/session-store.ts";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useInstructorMembershipPayment } from "../api/instructor-membership-payment.ts";
import { type MembershipPaymentBody, useMembershipPayment } from "../api/membership-payment.ts";
import { reportPaymentFailure } from "../payment-failure.ts";
import { AutoRenewalSuccessDialog } from "./auto-renewal-success-dialog.tsx";
import type { PaymentFieldErrors, PaymentSubmission } from "./payment-form.tsx";

/** What a payment page adds to the form's submission: who pays, for which level and membership. */
export interface CheckoutTarget {
  userId: number;
  membershipId: number;
  userMembershipId: number | null;
}

/**
 * The payment form's fields as the API takes them (spec 000 §3 "Payment form fields"): the amounts are the
 * server's quote the member saw, sent back so the server can refuse a payment whose price changed meanwhile.
 */
export function paymentBody(target: CheckoutTarget, submission: PaymentSubmission): MembershipPaymentBody {
  const { quote } = submission;
  return {
    UserId: target.userId,
    AmountPaid: quote?.Total ?? 0,
    CheckoutType: 1,
    MembershipId: target.membershipId,
    UserMembershipId: target.userMembershipId,
    CardHolderName: submission.card.CardHolderName,
    CardNumber: submission.card.CardNumber,
    ExpiryDate: submission.card.ExpiryDate,
    CVV: submission.card.CVV,
    Coupon: submission.coupon,
    proratedAdjustment: quote?.ProratedAdjustment ?? 0,
    MembershipLocation: quote?.Country ?? null,
    LocationDiscount: quote?.CountryDiscount ?? 0,
    LicensingFee: quote?.LicensingFee ?? 0,
    TotalCreditsEarned: quote?.Credits ?? 0,
  };
}

/**
 * Runs a renewal, level change (POST Membership/MembershipPayment) or instructor renewal (PUT
 * Membership/InstructorMembershipPayment) with one Idempotency-Key per submit attempt. On success: the toast,
 * then the screen-3 success dialog; closing that dialog reloads the page (spec 000 §4: a successful renewal
 * or level change reloads the page), so the member reads the message before the page starts over.
 */
export function useMembershipCheckout(kind: "membership" | "instructor") {
  const { t } = useTranslation();
  const membership = useMembershipPayment();
  const instructor = useInstructorMembershipPayment();
  const keys = useIdempotencyKey();
  const [succeeded, setSucceeded] = useState(false);

  const pay = async (
    target: CheckoutTarget,
    submission: PaymentSubmission,
  ): Promise<PaymentFieldErrors | undefined> => {
    const body = paymentBody(target, submission);
    const idempotencyKey = keys.keyFor(JSON.stringify(body));
    try {
      const mutation = kind === "instructor" ? instructor : membership;
      const result = await mutation.mutateAsync({ body, idempotencyKey });
      keys.reset();
      toast.success(t(kind === "instructor" ? "membership.instructorRenewed" : "membership.paymentSuccessful"));
      const levelId = result.Data?.MembershipId ?? target.membershipId;
      updateStoredUser({ MembershipId: levelId, MemberShipId: levelId });
      setSucceeded(true);
      return undefined;
    } catch (error) {
      return reportPaymentFailure(t, error);
    }
  };

  const successDialog = <AutoRenewalSuccessDialog open={succeeded} onClose={() => page.reload()} />;
  return { pay, succeeded, successDialog };
}

export type Checkout = ReturnType<typeof useMembershipCheckout>;
