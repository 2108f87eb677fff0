import type { TFunction } from "i18next";
import { ApiError } from "../../shared/api/client.ts";
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
    error.code === "VALIDATION" && hasFieldErrors ? t("validation.missingOrIncorrect") : errorMessage(t, error),
  );
  return hasFieldErrors ? error.errors : undefined;
}
