import type { TFunction } from "i18next";
import { ApiError, hasCode } from "../../shared/api/client.ts";
import { errorMessage } from "../../shared/api/error-message.ts";
import { toast } from "../../shared/ui/toast/toast-store.ts";
import type { PaymentFieldErrors } from "./components/payment-form.tsx";

/**
 * Shows a failed membership, instructor or billing payment (spec 000 §8: the server's Message in an error
 * toast) and returns the field errors the form should show: card fields and the discount code.
 */
export function reportPaymentFailure(t: TFunction, error: unknown): PaymentFieldErrors | undefined {
  if (!(error instanceof ApiError)) {
    toast.error(errorMessage(t, error));
    return undefined;
  }
  const hasFieldErrors = Object.keys(error.errors).length > 0;
  // A plain validation answer says only "the request is not valid"; the fields say what is wrong.
  toast.error(
    hasCode(error, "VALIDATION") && hasFieldErrors ? t("validation.missingOrIncorrect") : errorMessage(t, error),
  );
  if (hasFieldErrors) return error.errors;
  // A refusal that names no field (a declined card, insufficient funds, an expired card, a wrong CVV, an
  // unreachable gateway: the server's translated Message says which) stays in the form too, beside the card
  // the member typed, which stays filled for the next try.
  return error.isNetworkError ? undefined : { [PAYMENT_REFUSAL_FIELD]: errorMessage(t, error) };
}

/** The pseudo-field a refusal without fields is reported under; the form shows it in its alert. */
export const PAYMENT_REFUSAL_FIELD = "Payment";
