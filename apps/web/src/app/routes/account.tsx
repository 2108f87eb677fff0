// Route module of the account area (one lazy chunk): sign-up, password reset and e-mail confirmation. The
// account settings page has its own chunk (account-settings.tsx).
import { lazy, Suspense } from "react";
import {
  type SignupPaymentDialogSlotProps,
  SignupPage as SignupScreen,
} from "../../features/account/components/signup-page.tsx";

// The paid-plan dialog (and the payment form inside it) loads when a paid plan is chosen.
const SignupPaymentDialog = lazy(() =>
  import("../../features/membership/components/signup-payment-dialog.tsx").then((module) => ({
    default: module.SignupPaymentDialog,
  })),
);

function PaymentDialogSlot(props: SignupPaymentDialogSlotProps) {
  if (props.levelId === null) return null;
  return (
    <Suspense fallback={null}>
      <SignupPaymentDialog {...props} />
    </Suspense>
  );
}

export { ConfirmEmailPage } from "../../features/account/components/confirm-email-page.tsx";
export { ConfirmPasswordPage } from "../../features/account/components/confirm-password-page.tsx";
export { ForgotPasswordPage } from "../../features/account/components/forgot-password-page.tsx";

/** The sign-up screen with the membership payment dialog for paid plans (the two features meet here). */
export function SignupPage() {
  return <SignupScreen PaymentDialog={PaymentDialogSlot} />;
}
